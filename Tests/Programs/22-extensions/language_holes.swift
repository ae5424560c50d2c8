// Names and members Swift resolves statically (The Swift Programming Language, "Extensions", "Generics",
// "Inheritance", "Lexical Structure"); expectations are swiftc's output.
enum Endpoint { case feed, profile }
struct Path {
  var text: String
  static func `for`(_ endpoint: Endpoint) -> Path { Path(text: "/\(endpoint)") }
}
print(Path.for(.feed).text) // expect: /feed
extension Int { static func twice(_ x: Int) -> Int { x * 2 } }
extension String { static let greeting = "hi" }
print(Int.twice(4), String.greeting) // expect: 8 hi
struct Keywords {
  var `default` = 1
  func `in`() -> Int { 2 }
  static let `class` = "c"
}
print(Keywords().default, Keywords().in(), Keywords.class) // expect: 1 2 c
protocol DefaultValueProvidable { static func defaultValue() -> Self }
extension Int: DefaultValueProvidable { static func defaultValue() -> Int { 42 } }
struct Stored<T> where T: DefaultValueProvidable {
  var raw: Any?
  var value: T { raw as? T ?? T.defaultValue() }
}
print(Stored<Int>(raw: nil).value, Stored<Int>(raw: 7).value) // expect: 42 7
let declared: Stored<Int> = Stored(raw: "not an Int")
print(declared.value) // expect: 42
struct Wrap<T> {
  var v: T
  var asT: T? { (v as Any) as? T }
}
print(Wrap(v: 3).asT as Any, Wrap(v: "s").asT as Any) // expect: Optional(3) Optional("s")
class Base {
  var name = "b"
  func hello() -> String { "hi " + name }
}
class Sub: Base {
  func greet() -> String { hello() + "!" }
}
print(Sub().greet()) // expect: hi b!
