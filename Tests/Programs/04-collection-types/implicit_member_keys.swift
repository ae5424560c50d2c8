// Keys written as implicit members are cases of the key type: in typed and inferred literals, in
// subscripts, and in sets.
enum E: String { case one, two }
let d: [E: Int] = [.one: 1, .two: 2]
print(d[.one] as Any, d[E.two] as Any) // expect: Optional(1) Optional(2)
print(d[.one]! + d[.two]!) // expect: 3
struct Model {
  var counts: [E: Int] = [:]
  mutating func bump(_ e: E) { counts[e, default: 0] += 1 }
  func get() -> Int { counts[.one] ?? -1 }
}
var m = Model()
m.bump(.one)
m.bump(.one)
m.counts[.two, default: 0] += 5
print(m.get(), m.counts[.two] as Any, m.counts[E.one] as Any) // expect: 2 Optional(5) Optional(2)
let inferred = [E.one: "a", .two: "b"]
print(inferred[.two] as Any, inferred[E.two] as Any) // expect: Optional("b") Optional("b")
let s: Set<E> = [.one]
print(s.contains(E.one), s.contains(.two)) // expect: true false
