// `Self` in a protocol extension's method is the call site's static type of the receiver: a class
// reference typed as its superclass sees the superclass, a call through `T` sees `T`'s binding, and an
// existential is opened (the value's own type). A class's witness for a requirement that names an
// associated type sees the class that declared the conformance.
protocol Describing {
  associatedtype Tag = Int
  func selfType() -> Any.Type
  func selfTypeTaking(_ tag: Tag) -> Any.Type
  func selfTypeByWitness() -> Any.Type
}
extension Describing {
  func selfType() -> Any.Type { Self.self }
  func selfTypeTaking(_ tag: Tag) -> Any.Type { Self.self }
  func extensionOnly() -> Any.Type { Self.self }
  func selfTypeByWitness() -> Any.Type { selfType() }
}
class Base: Describing {}
class Derived: Base {}
final class Leaf: Describing {}
class Box<T>: Describing {}

func through<T: Describing>(_ x: T, _ tag: T.Tag) -> [Any.Type] {
  [x.selfType(), x.selfTypeTaking(tag), x.extensionOnly(), x.selfTypeByWitness()]
}
print(through(Derived(), 0)) // expect: [static_self_in_extensions.Derived, static_self_in_extensions.Base, static_self_in_extensions.Derived, static_self_in_extensions.Derived]
print(through(Derived() as Base, 0)) // expect: [static_self_in_extensions.Base, static_self_in_extensions.Base, static_self_in_extensions.Base, static_self_in_extensions.Base]
print(through(Leaf(), 0)) // expect: [static_self_in_extensions.Leaf, static_self_in_extensions.Leaf, static_self_in_extensions.Leaf, static_self_in_extensions.Leaf]
print(through(Box<Int>(), 0)) // expect: [static_self_in_extensions.Box<Swift.Int>, static_self_in_extensions.Box<Swift.Int>, static_self_in_extensions.Box<Swift.Int>, static_self_in_extensions.Box<Swift.Int>]
let derived = Derived()
let base: Base = derived
print(derived.selfType(), base.selfType(), base.selfTypeTaking(0)) // expect: Derived Base Base
print(base.selfTypeByWitness(), base.extensionOnly()) // expect: Base Base
let existential: any Describing = derived
print(existential.selfType(), existential.extensionOnly()) // expect: Derived Derived
struct Pair<A>: Describing { var first: A }
class Cell<A> { func ownType() -> String { "\(Self.self)" } }
print(Pair(first: 1).selfType(), Cell<String>().ownType()) // expect: Pair<Int> Cell<String>
