// Generic parameters are values inside the function: bound from the arguments on entry.
protocol HasFallback {
  static var fallback: Self { get }
  static func describe() -> String
}
struct Box: HasFallback {
  var value: Int
  static var fallback: Box { Box(value: 9) }
  static func describe() -> String { "a box" }
}
struct Tag: HasFallback {
  var name: String
  static var fallback: Tag { Tag(name: "none") }
  static func describe() -> String { "a tag" }
}

func fallback<T: HasFallback>(_ type: T.Type) -> T { T.fallback }
print(fallback(Box.self).value) // expect: 9
print(fallback(Tag.self).name) // expect: none

func kind<T: HasFallback>(of value: T) -> String { T.describe() }
print(kind(of: Tag(name: "x"))) // expect: a tag

func firstKind<T: HasFallback>(_ values: [T]) -> String { T.describe() }
print(firstKind([Box(value: 1)])) // expect: a box

func cast<Value>(_ any: Any, to type: Value.Type) -> Value? { any as? Value }
print(cast(5, to: Int.self) == nil, cast("five", to: Int.self) == nil) // expect: false true

func isOf<Value>(_ any: Any, _ type: Value.Type) -> Bool { any is Value }
print(isOf(Box(value: 1), Box.self), isOf(Box(value: 1), Tag.self)) // expect: true false

func name<T>(_ type: T.Type) -> String { "\(T.self)" }
print(name(Box.self)) // expect: Box

// A returned tuple takes its labels from the declared result type.
func measure() -> (width: Int, height: Int) { (3, 4) }
let size = measure()
print(size.width * size.height) // expect: 12
let named: (first: String, last: String) = ("Ada", "Lovelace")
print(named.last) // expect: Lovelace

var a = 1
var b = 2
swap(&a, &b)
print(a, b) // expect: 2 1
var pair = [10, 20]
pair.swapAt(0, 1)
print(pair) // expect: [20, 10]
