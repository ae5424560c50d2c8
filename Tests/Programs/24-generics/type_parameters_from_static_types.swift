// A type parameter is bound from the argument's static type, not from the value: an existential
// argument binds `T` to the existential (unless `T` is constrained, which opens it, SE-0352), a
// superclass-typed argument binds the superclass, a generic value keeps its arguments, and `any P<X>` prints its constraints.
protocol Shape { func area() -> Double }
struct Square: Shape { func area() -> Double { 4 } }
protocol Holder<Value> {
  associatedtype Value
  var value: Value { get }
}
struct IntHolder: Holder { var value: Int }
class Base {}
class Derived: Base {}
struct Pair<A> { var first: A }
final class Cell<A> {}

func name<T>(_ value: T) -> String { "\(T.self)" }
func element<T>(_ values: [T]) -> String { "\(T.self)" }
func wrapped<T>(_ value: T?) -> String { "\(T.self)" }
func forwarded<T>(_ value: T) -> String { name(value) }
func opened<T: Shape>(_ shape: T) -> String { "\(T.self)" }
func openedByWhere<T>(_ shape: T) -> String where T: Shape { "\(T.self)" }
func holderValue<V>(_ holder: inout any Holder<V>) -> String { "\(V.self)" }
func inoutName<T>(_ value: inout T) -> String { "\(T.self)" }

let shape: any Shape = Square()
print(name(shape), type(of: shape)) // expect: Shape Square
print(forwarded(shape)) // expect: Shape
print(opened(shape), openedByWhere(shape)) // expect: Square Square
let shapes: [Shape] = [Square()]
print(name(shapes), element(shapes), wrapped(shapes.first)) // expect: Array<Shape> Shape Shape
let describables: [CustomStringConvertible] = [1, "a"]
print(element(describables), name(describables[1])) // expect: CustomStringConvertible CustomStringConvertible
func cast<T>(_ x: Any, like: T) -> T? { x as? T }
print(cast(5, like: describables[0]) as Any, cast(Base(), like: describables[0]) as Any) // expect: Optional(5) nil
let anything: Any = 3
print(name(anything), name(3)) // expect: Any Int
let base: Base = Derived()
print(name(base), type(of: base), forwarded(base)) // expect: Base Derived Base
print(name(Derived()), name(Derived() as Base)) // expect: Derived Base
print(name(Pair(first: 1)), name(Cell<String>())) // expect: Pair<Int> Cell<String>
var holder: any Holder<Int> = IntHolder(value: 5)
print(inoutName(&holder)) // expect: any Holder<Self.Holder.Value == Int>
print(holderValue(&holder)) // expect: Int
print((any Holder<Int>).self) // expect: any Holder<Self.Holder.Value == Int>
print((any Holder<Int>).self == (any Holder<Int>).self) // expect: true
debugPrint((any Holder<String>).self) // expect: any type_parameters_from_static_types.Holder<Self.type_parameters_from_static_types.Holder.Value == Swift.String>
