// A generic function whose type parameter only its result names takes it from the context
// (`let d: Dog = make()`), as Swift infers it; a closure passed to overloads that differ in the closure's
// result type is compiled with the chosen one's parameter types; `T??` from a `nil` of type `T?` is
// `Optional(nil)`.
class Animal {
  required init() {}
  func name() -> String { "animal" }
}
final class Dog: Animal {
  override func name() -> String { "dog" }
}
func make<T: Animal>() -> T { T() }
let dog: Dog = make()
print(dog.name()) // expect: dog
let animal: Animal = make()
print(animal.name()) // expect: animal
final class Registry {
  func resolve<T: Animal>() -> T? { T() }
}
let found: Dog? = Registry().resolve()
print(found?.name() ?? "none") // expect: dog
class A {}
class B: A {}
func run(_ v: A??, _ cast: (A??) -> B?) { print("single", cast(v) as Any) }
func run(_ v: A??, _ cast: (A??) -> B??) { print("double", cast(v) as Any) }
run(.some(.none), { $0 as? B? }) // expect: double Optional(nil)
let x: Int? = nil
let y: Int?? = x
switch y {
case nil: print("y is nil")
case .some(nil): print("y is .some(nil)") // expect: y is .some(nil)
case .some(let v): print("y is \(v as Any)")
}
