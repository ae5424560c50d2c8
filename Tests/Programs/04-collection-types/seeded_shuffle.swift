// `shuffled(using:)`, `shuffle(using:)` and `Int.random(in:using:)` with a generator of the script's draw as
// the standard library does, so a seeded generator gives Swift's order; `Range` and `ClosedRange` are
// different types to overloads and casts. Expectations are swiftc's output.
struct LCRNG: RandomNumberGenerator {
  private var state: UInt64
  init(seed: Int) {
    state = UInt64(truncatingIfNeeded: seed)
    for _ in 0..<10 { _ = next() }
  }
  mutating func next() -> UInt64 {
    state = 2862933555777941757 &* state &+ 3037000493
    return state
  }
}
var rng = LCRNG(seed: 42)
print(Array(0..<10).shuffled(using: &rng))
var deck = ["a", "b", "c", "d", "e"]
deck.shuffle(using: &rng)
print(deck)
print((0..<8).map { _ in Int.random(in: 0..<100, using: &rng) })
print((0..<8).map { _ in Int.random(in: -5...5, using: &rng) })
print(Int.random(in: 0..<Int.max, using: &rng))
func g(_ r: Range<Int>) -> String { "half" }
func g(_ r: ClosedRange<Int>) -> String { "closed" }
print(g(0..<3), g(0...3))
let c = 0...3
print(g(c))
let a: Any = 0...3
print(a is ClosedRange<Int>, a is Range<Int>)
// What swiftc's build prints, in order:
// expect: [1, 4, 8, 5, 0, 9, 2, 6, 3, 7]
// expect: ["d", "e", "b", "c", "a"]
// expect: [57, 38, 42, 31, 22, 23, 50, 59]
// expect: [0, -2, -2, -1, -5, -4, 5, 4]
// expect: 6562424475286964992
// expect: half closed
// expect: closed
// expect: true false
