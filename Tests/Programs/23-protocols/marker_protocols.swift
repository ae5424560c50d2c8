// `Sendable` and `@_marker` protocols have no run-time form: a composition drops them (`any C & Sendable`
// is `C`, `any Sendable` is `Any`), in written types and in `(A & B).self`; `type(of:)` of a collection
// of existentials is its static type. Expectations are swiftc's output.
protocol Shape { func area() -> Double }
final class Square: Shape, Sendable {
  let side: Double
  init(side: Double) { self.side = side }
  func area() -> Double { side * side }
}
@_marker protocol Checked {}
struct Holder<T> {}

let shapes: [any Shape & Sendable] = [Square(side: 2)]
let values: [any Sendable] = [1, "two"]
print(shapes.map { $0.area() }, type(of: shapes), type(of: values))
print((any Sendable).self, (any Shape & Sendable).self, (Square & Sendable).self)
print((any Checked & Sendable).self, (AnyObject & Sendable & Checked).self, Holder<any Shape & Checked>.self)
print((any Square & Sendable).self == Square.self)
let table: [String: Any] = ["a": 1]
print(type(of: table))
// What swiftc's build prints, in order:
// expect: [4.0] Array<Shape> Array<Any>
// expect: Any Shape Square
// expect: Any AnyObject Holder<Shape>
// expect: true
// expect: Dictionary<String, Any>
