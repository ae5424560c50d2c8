// A conformance declared under a `where` clause holds only for the generic arguments that meet it,
// also for dynamic casts (`as?`, `is`), and an existential conforms to no protocol but `Error`.
protocol Marker {}
struct Box<T> { var name = "box" }
extension Box: Marker where T: Error {}
enum Failure: Error { case bad }
protocol Refined: Error {}
func mark<T>(_ value: T) -> Marker? { value as? Marker }
print(Box<Int>() as? Marker as Any) // expect: nil
print(mark(Box<Int>()) == nil) // expect: true
print(mark(Box<Failure>()) != nil) // expect: true
print(mark(Box<Error>()) != nil) // expect: true
print(mark(Box<Refined>()) == nil) // expect: true
print(Box<String>() is Marker) // expect: false
protocol P { func foo() -> Int }
struct X: P { func foo() -> Int { 1 } }
struct Y<T> { var wrapped: T }
extension Y: P where T: P { func foo() -> Int { wrapped.foo() + 10 } }
func tryAsP(_ value: Any) -> Int { (value as? P)?.foo() ?? 0 }
print(tryAsP(Y(wrapped: X()))) // expect: 11
print(tryAsP(Y(wrapped: 5))) // expect: 0
print(Box<Error>()) // expect: Box<Error>(name: "box")
print([Box<Error>()]) // expect: [conditional_conformance_casts.Box<Swift.Error>(name: "box")]
