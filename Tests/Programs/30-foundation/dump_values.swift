// `dump(_:name:)` prints a value's mirror as the standard library does: counts for collections,
// qualified type names, `#n` numbers for class instances (a repeated one prints only its number),
// `super` parts, Optional and enum payload children; it returns its argument.
struct P { var x = 1; var name = "a" }
class C { let v = 2; var p = P() }
class D: C { var w = 3 }
enum E { case a, b(Int), c(x: Int, y: String) }
dump(5)
dump("hi")
dump([1, 2])
dump([Int]())
dump(P())
dump(C())
dump(D())
let c = C()
dump([c, c])
dump(Optional(3))
dump(Optional<Int>.none)
dump(E.a)
dump(E.b(4))
dump(E.c(x: 1, y: "z"))
dump((1, "a"))
dump((a: 1, b: 2))
dump(["k": 1])
dump(Set([7]))
dump(1.5)
dump(true)
let r = dump([P()])
print(r.count)
dump(3, name: "three")
dump(1..<3)
// expect: - 5
// expect: - "hi"
// expect: ▿ 2 elements
// expect:   - 1
// expect:   - 2
// expect: - 0 elements
// expect: ▿ dump_values.P
// expect:   - x: 1
// expect:   - name: "a"
// expect: ▿ dump_values.C #0
// expect:   - v: 2
// expect:   ▿ p: dump_values.P
// expect:     - x: 1
// expect:     - name: "a"
// expect: ▿ dump_values.D #0
// expect:   ▿ super: dump_values.C
// expect:     - v: 2
// expect:     ▿ p: dump_values.P
// expect:       - x: 1
// expect:       - name: "a"
// expect:   - w: 3
// expect: ▿ 2 elements
// expect:   ▿ dump_values.C #0
// expect:     - v: 2
// expect:     ▿ p: dump_values.P
// expect:       - x: 1
// expect:       - name: "a"
// expect:   ▿ dump_values.C #0
// expect: ▿ Optional(3)
// expect:   - some: 3
// expect: - nil
// expect: - dump_values.E.a
// expect: ▿ dump_values.E.b
// expect:   - b: 4
// expect: ▿ dump_values.E.c
// expect:   ▿ c: (2 elements)
// expect:     - x: 1
// expect:     - y: "z"
// expect: ▿ (2 elements)
// expect:   - .0: 1
// expect:   - .1: "a"
// expect: ▿ (2 elements)
// expect:   - a: 1
// expect:   - b: 2
// expect: ▿ 1 key/value pair
// expect:   ▿ (2 elements)
// expect:     - key: "k"
// expect:     - value: 1
// expect: ▿ 1 member
// expect:   - 7
// expect: - 1.5
// expect: - true
// expect: ▿ 1 element
// expect:   ▿ dump_values.P
// expect:     - x: 1
// expect:     - name: "a"
// expect: 1
// expect: - three: 3
// expect: ▿ Range(1..<3)
// expect:   - lowerBound: 1
// expect:   - upperBound: 3
