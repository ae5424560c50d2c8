// A function used as a value has its function type, so an overload taking a two-parameter function is
// told from one taking a three-parameter one; functions that differ only in their result are two
// overloads, chosen by the type the context asks for.
func curry<A, B, C>(_ f: @escaping (A, B) -> C) -> (A) -> (B) -> C { { a in { b in f(a, b) } } }
func curry<A, B, C, D>(_ f: @escaping (A, B, C) -> D) -> (A) -> (B) -> (C) -> D {
  { a in { b in { c in f(a, b, c) } } }
}
func join(_ x: String, _ y: String, _ z: String) -> String { x + y + z }
func add(_ x: Int, _ y: Int) -> Int { x + y }
print(curry(join)("a")("b")("c")) // expect: abc
print(curry(add)(1)(2)) // expect: 3
func make() -> Int { 1 }
func make() -> String { "one" }
let number: Int = make()
let word: String = make()
print(number, word) // expect: 1 one
