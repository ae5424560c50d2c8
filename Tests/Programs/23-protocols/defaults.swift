protocol Greeter {
  var name: String { get }
  func greet() -> String
}
extension Greeter {
  func greet() -> String { "Hello, \(name)" }
}
struct English: Greeter {
  let name: String
}
struct Pirate: Greeter {
  let name: String
  func greet() -> String { "Ahoy, \(name)" }
}
let greeters: [Greeter] = [English(name: "Ann"), Pirate(name: "Bo")]
for g in greeters { print(g.greet()) }
// expect: Hello, Ann
// expect: Ahoy, Bo
extension Int {
  var doubled: Int { self * 2 }
}
print(21.doubled) // expect: 42
