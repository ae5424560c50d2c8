// An `if`/`else` or `switch` that is a body's only statement is its value (Swift 5.9 if and switch
// expressions): in a computed property, a function and a closure; expectations are swiftc's output.
let names = ["Ann", "Bob", "Cy"]
var searchText = ""
var filtered: [String] {
  if searchText.isEmpty {
    names
  } else {
    names.filter { $0.contains(searchText) }
  }
}
print(filtered)
searchText = "o"
print(filtered)
enum Size { case small, large }
func label(_ size: Size) -> String {
  switch size {
  case .small: "S"
  case .large: "L"
  }
}
print(label(.large))
func sign(_ n: Int) -> String {
  if n < 0 { "negative" } else if n == 0 { "zero" } else { "positive" }
}
print(sign(-1), sign(0), sign(3))
print(names.map { if $0.count > 2 { 1 } else { 0 } })
print([3, 1, 2].sorted { a, b in if a > 2 { true } else { a < b } })
func log(_ on: Bool) {
  if on { print("on") } else { print("off") }
}
log(false)
// expect: ["Ann", "Bob", "Cy"]
// expect: ["Bob"]
// expect: L
// expect: negative zero positive
// expect: [1, 1, 0]
// expect: [1, 2, 3]
// expect: off
