// An implicit member assigned to a variable or property whose type was inferred from its initial
// value (no type written): the member is looked up on that type (was a silent '(implicit member)').
struct P {
  var x = 0
  static let zero = P()
  static func make(_ v: Int) -> P { P(x: v) }
}
enum E { case a, b }

var p = P.make(3)
p = .zero
print(p.x) // expect: 0
p = .make(5)
print(p.x) // expect: 5
var e = E.a
e = .b
print(e) // expect: b

struct Holder {
  var p = P.make(1)
  mutating func reset() { p = .zero }
}
var h = Holder()
h.reset()
print(h.p.x) // expect: 0
