// A generic enum's value prints its type with the arguments it was stored under, or those its payload
// tells, as Swift's debug output does (`main.G<Swift.Int>.a`).
enum G<T> {
  case a
  case b(T)
}
struct S { var g: G<Int> }
print(G<Int>.a, S(g: .a), S(g: .b(2))) // expect: a S(g: generic_enum_names.G<Swift.Int>.a) S(g: generic_enum_names.G<Swift.Int>.b(2))
let x: G<String> = .a
print([x], [G.b(1.5)]) // expect: [generic_enum_names.G<Swift.String>.a] [generic_enum_names.G<Swift.Double>.b(1.5)]
