// Casting to and from protocol types, `[AnyObject]`, a generic `as? T`, type(of:) comparisons and Any
// holding an Optional (The Swift Programming Language, "Type Casting", "Protocols": Checking for Protocol
// Conformance); expectations are swiftc's output.
protocol Shape { var area: Double { get } }
protocol Named { var name: String { get } }
struct Circle: Shape, Named { var radius: Double; var area: Double { 3 * radius * radius }; var name: String { "circle" } }
struct Square: Shape { var side: Double; var area: Double { side * side } }
final class Caption: Named { var name: String { "caption" } }
let shapes: [any Shape] = [Circle(radius: 1), Square(side: 2)]
for shape in shapes {
  if let named = shape as? Named { print("named", named.name, shape.area) } else { print("unnamed", shape.area) }
  if let circle = shape as? Circle { print("radius", circle.radius) }
  print(shape is Named, shape is Square)
}
// expect: named circle 3.0
// expect: radius 1.0
// expect: true false
// expect: unnamed 4.0
// expect: false true
let stuff: [Any] = [Circle(radius: 2), Caption(), 5, Square(side: 1)]
for x in stuff {
  switch x {
  case let n as Named: print("named", n.name)
  case is Shape: print("a shape")
  default: print("other")
  }
}
// expect: named circle
// expect: named caption
// expect: other
// expect: a shape
print(stuff.compactMap { $0 as? any Named }.map(\.name)) // expect: ["circle", "caption"]
let objects: [AnyObject] = [Caption(), Caption()]
print(objects.compactMap { $0 as? Caption }.count, objects[0] is Named) // expect: 2 true
func first<T>(_ type: T.Type, in items: [Any]) -> T? {
  for item in items { if let match = item as? T { return match } }
  return nil
}
print(first(String.self, in: [1, "x", "y"]) as Any, first(Bool.self, in: [1]) as Any) // expect: Optional("x") nil
print(type(of: stuff[0]) == Circle.self, type(of: stuff[2]) == Int.self, type(of: stuff[1])) // expect: true true Caption
let saved: Int? = 7
let boxed: Any = saved as Any
print(boxed, boxed is Int) // expect: Optional(7) true
if let value = boxed as? Int { print("unwrapped", value + 1) } // expect: unwrapped 8
let missing: Int? = nil
let boxedMissing: Any = missing as Any
print(boxedMissing, boxedMissing is Int, boxedMissing as? Int as Any) // expect: nil false nil
let maybeAny: Any? = "text"
print(maybeAny as? String as Any, maybeAny is Int) // expect: Optional("text") false
let someAny: Any = 2.5
print(someAny as? Int as Any, someAny as? Double as Any) // expect: nil Optional(2.5)
