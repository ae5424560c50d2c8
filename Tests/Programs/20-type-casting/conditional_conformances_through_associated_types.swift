// A `where` clause may name an associated type the conforming type infers from a property requirement
// (`Value`, witnessed by `var value: T`) and its members (`Value.Wrapped`); a `T` that is an Optional
// returned as `Any?` is wrapped once more, as Swift converts an opaque `T`.
protocol Tracked {
  associatedtype Value
  var value: Value { get }
}
protocol OptionalLike {
  associatedtype Wrapped
  var unwrapped: Wrapped? { get }
}
extension Optional: OptionalLike { var unwrapped: Wrapped? { self } }
protocol Shown { var shown: Any? { get } }
struct Tracker<T: Equatable>: Tracked { var value: T }
extension Tracker: Shown where Value: OptionalLike, Value.Wrapped: Equatable {
  var shown: Any? { value }
}
let boxed: Any = Tracker<String?>(value: "Foo")
if let s = boxed as? Shown { print(String(describing: s.shown ?? "nil")) } // expect: Optional("Foo")
print(Tracker<Int>(value: 3) as Any is Shown, Tracker<Int?>(value: nil) as Any is Shown) // expect: false true
print(Tracker<String?>(value: "x").value as Any) // expect: Optional("x")
func erase<T>(_ x: T) -> Any? { x }
let name: String? = "n"
print(erase(name) as Any, erase(4) as Any) // expect: Optional(Optional("n")) Optional(4)
