// A method that only a protocol extension declares is dispatched statically when called through the
// protocol; requirements are dispatched dynamically (The Swift Programming Language, "Protocols":
// protocol extensions). Generic types print with their arguments. Expectations are swiftc's output.
protocol Shape {
  var area: Double { get }
  func name() -> String
}
extension Shape {
  func name() -> String { "shape" }
  func extra() -> String { "extension" }
}
struct Square: Shape {
  var side: Double
  var area: Double { side * side }
  func name() -> String { "square" }
  func extra() -> String { "square extra" }
}
struct Blob: Shape { var area: Double { 6 } }
let shapes: [any Shape] = [Square(side: 3), Blob()]
for s in shapes { print(s.name(), s.extra(), s.area) }
print(Square(side: 1).extra())
func describe<T: Shape>(_ t: T) -> String { t.extra() + " " + t.name() }
print(describe(Square(side: 2)), describe(Blob()))
struct Box<T> { var value: T }
class Ref<T> { var value: T; init(_ value: T) { self.value = value } }
print(type(of: Box(value: 1)), Box<String>.self, type(of: Ref(2.5)), type(of: [1.5]))
print(Box(value: "a"), [Box(value: 1)])

// What swiftc's build prints, in order:
// expect: square extension 9.0
// expect: shape extension 6.0
// expect: square extra
// expect: extension square extension shape
// expect: Box<Int> Box<String> Ref<Double> Array<Double>
// expect: Box<String>(value: "a") [static_dispatch.Box<Swift.Int>(value: 1)]
