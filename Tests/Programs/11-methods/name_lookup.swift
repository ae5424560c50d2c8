// Bare names resolve in Swift's order (The Swift Programming Language, "Methods", "Extensions"): a member
// of the enclosing type before a global of the same name, a method before a type; expectations are swiftc's output.
func make() -> Int { 1 }
func label() -> String { "global" }
struct Factory {
  static func make() -> Int { 2 }
  static func build() -> Int { make() * 10 }
  func label() -> String { "member" }
  func describe() -> String { label() + " " + String(Factory.build()) }
}
print(Factory.build()) // expect: 20
print(Factory().describe()) // expect: member 20
extension Int {
  func doubled() -> Int { self * 2 }
  func quadrupled() -> Int { doubled().doubled() }
  var half: Double { Double(self) / 2 }
  func halfPlusOne() -> Double { half + 1 }
}
print(3.quadrupled()) // expect: 12
print(5.halfPlusOne()) // expect: 3.5
struct Badge { var text = "type" }
struct Screen {
  func Badge() -> String { "method" }
  func render() -> String { Badge() }
}
print(Screen().render()) // expect: method
