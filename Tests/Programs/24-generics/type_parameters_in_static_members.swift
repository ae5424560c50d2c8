// In a static member of a generic type, the type parameters are the arguments written on the type it
// is called on (`Box<Int>.describe()`), else what the arguments tell; they type the arguments' literals.
struct Box<T> {
  var value: T
  static func describe() -> String { "Box of \(T.self)" }
  static func make(_ value: T) -> Box { Box(value: value) }
  static var kind: String { "\(T.self)" }
  static func ownType() -> String { "\(Self.self)" }
}
print(Box<Int>.describe(), Box<String>.describe()) // expect: Box of Int Box of String
print(Box.make(3).value, Box<Double>.make(2).value) // expect: 3 2.0
print(Box<[Int]>.kind) // expect: Array<Int>
print(Box<Int>.ownType()) // expect: Box<Int>
