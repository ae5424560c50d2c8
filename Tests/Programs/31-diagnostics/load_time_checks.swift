// Errors Swift reports at compile time are reported when the file loads, even in code that never runs
// (each message is swiftc's for this file).
struct Item {
  var title: String
  func shout() -> String { title.uppercased() }
}
struct Twice { var a = 1 }
func neverCalled() {
  let item = Item(title: "x")
  print(item.titel) // expect error: value of type 'Item' has no member 'titel'
  print(item.shot()) // expect error: value of type 'Item' has no member 'shot'
  print(Item(titl: "y")) // expect error: incorrect argument label in call (have 'titl:', expected 'title:')
}
func takes(a: Int) {}
func callsWrongly() { takes(b: 1) } // expect error: incorrect argument label in call (have 'b:', expected 'a:')
struct Twice { var b = 2 } // expect error: invalid redeclaration of 'Twice'
func neverCalled() {} // expect error: invalid redeclaration of 'neverCalled()'
struct Wrapped { @Stat var x = 1 } // expect error: unknown attribute 'Stat'
