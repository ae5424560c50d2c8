// Optional's own members, named through the type: Optional<T>.none, T?.none, .some(x), Optional<T>(x).
let wrapped = Optional<Int>(5)
let empty = Optional<Int>.none
let named = Optional<String>.some("x")
let sugar = Int?.none
let literal: Int? = .some(4)
print(wrapped as Any, empty as Any, named as Any, sugar as Any, literal as Any)
// expect: Optional(5) nil Optional("x") nil Optional(4)
print(Int?.self, Optional<Int>.self) // expect: Optional<Int> Optional<Int>
