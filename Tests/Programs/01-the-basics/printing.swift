// print and debugPrint as the standard library writes values (String(describing:) and
// String(reflecting:)); each expectation is what swiftc's build of this file prints.
struct P { var x: Int }
enum E { case a(Int), b }
class K { var v = 1 }
struct Outer { struct Inner { var z = 1 }; enum Mode { case on } }
print(P(x: 1), [P(x: 1)], Optional(P(x: 1)) as Any) // expect: P(x: 1) [printing.P(x: 1)] Optional(printing.P(x: 1))
print(E.b, [E.b], (E.b, 1)) // expect: b [printing.E.b] (printing.E.b, 1)
print(K(), [K()], Optional(K()) as Any) // expect: printing.K [printing.K] Optional(printing.K)
print(Outer.Inner(), [Outer.Inner()], Outer.Mode.on, [Outer.Mode.on]) // expect: Inner(z: 1) [printing.Outer.Inner(z: 1)] on [printing.Outer.Mode.on]
print((1, "a"), [(1, "a")], ("x", [1])) // expect: (1, "a") [(1, "a")] ("x", [1])
print(["a": P(x: 1)]) // expect: ["a": printing.P(x: 1)]
let s: Set<Int> = [1]
print(s, [s]) // expect: [1] [Set([1])]
print(1...3, [1..<3]) // expect: 1...3 [Range(1..<3)]
print("q", ["q"], Character("c"), [Character("c")]) // expect: q ["q"] c ["c"]
struct G<T> { var t: T }
print(G(t: 1), [G(t: "a")]) // expect: G<Int>(t: 1) [printing.G<Swift.String>(t: "a")]
print(E.a(1), P.self, [P].self) // expect: a(1) P Array<P>
debugPrint(P(x: 2), E.b, "s") // expect: printing.P(x: 2) printing.E.b "s"
print(String(describing: E.b), String(reflecting: E.b), String(reflecting: P(x: 1))) // expect: b printing.E.b printing.P(x: 1)
enum R: String { case one = "1" }
print(R.one, [R.one], R.one.rawValue) // expect: one [printing.R.one] 1
struct Named: CustomStringConvertible { var description: String { "named!" } }
print(Named(), [Named()], "\(Named())") // expect: named! [named!] named!
struct NotDeclared { var description: String { "ignored" } }
print(NotDeclared()) // expect: NotDeclared()
struct Debuggable: CustomDebugStringConvertible { var debugDescription: String { "dbg" } }
print(Debuggable(), [Debuggable()]) // expect: dbg [dbg]
print(1.0, 0.1 + 0.2, 1e16, 1e15, 0.00001, 100.0, -0.0) // expect: 1.0 0.30000000000000004 1e+16 1000000000000000.0 1e-05 100.0 -0.0
print(Float(0.1), Double(Float(0.1))) // expect: 0.1 0.10000000149011612
print(Int.max, Int.min) // expect: 9223372036854775807 -9223372036854775808
print("a", "b", separator: "-") // expect: a-b
print([1, 2], [[1], []], [String: Int]()) // expect: [1, 2] [[1], []] [:]
print((), [()]) // expect: () [()]
