// `type(of:)` on an Optional of an existential is the Optional's static type; a value is not a metatype,
// so an `Any.Type` overload does not take it; closure parameters typed by context keep Optional depths.
struct Store {
  init(of type: Any.Type) { print("type: \(type)") }
  init(of value: Any) { print("value: \(value)") }
}
let a: (any Numeric)? = 42
print(type(of: a)) // expect: Optional<Numeric>
_ = Store(of: a!) // expect: value: 42
_ = Store(of: Int.self) // expect: type: Int
class A {}
class B: A {}
let v: A???? = .some(.some(.none))
let cast: (A????) -> B?? = { $0 as? B? }
print(cast(v) as Any) // expect: nil
let named: (A????) -> B?? = { x in x as? B? }
print(named(v) as Any) // expect: nil
