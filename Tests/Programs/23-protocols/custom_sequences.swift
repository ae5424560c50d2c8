// Sequences and collections a program declares: `for`-`in` pulls one element at a time (an endless
// sequence stops at `break`), and the standard library's defaults run through the type's own
// requirements.
struct Countdown: Sequence, IteratorProtocol {
  var remaining: Int
  mutating func next() -> Int? {
    guard remaining > 0 else { return nil }
    defer { remaining -= 1 }
    return remaining
  }
}

struct Fibonacci: Sequence {
  struct Iterator: IteratorProtocol {
    var pair = (0, 1)
    mutating func next() -> Int? {
      defer { pair = (pair.1, pair.0 + pair.1) }
      return pair.0
    }
  }
  func makeIterator() -> Iterator { Iterator() }
}

struct Ring: BidirectionalCollection {
  var items: [String]
  var startIndex: Int { 0 }
  var endIndex: Int { items.count }
  subscript(position: Int) -> String { items[position] }
  subscript(bounds: Range<Int>) -> Ring { Ring(items: Array(items[bounds])) }
  func index(after i: Int) -> Int { i + 1 }
  func index(before i: Int) -> Int { i - 1 }
}

for n in Countdown(remaining: 3) { print("countdown", n) }
for f in Fibonacci() {
  if f > 20 { break }
  print("fib", f)
}
print(Array(Countdown(remaining: 4)), Countdown(remaining: 5).reduce(0, +))
print(Countdown(remaining: 3).map { $0 * 10 }, Countdown(remaining: 6).filter { $0 % 2 == 0 })
print(Fibonacci().first { $0 > 50 } as Any, Countdown(remaining: 3).contains(2))
print(Countdown(remaining: 4).sorted(), Countdown(remaining: 3).min() as Any, Countdown(remaining: 0).max() as Any)
for (i, n) in Countdown(remaining: 2).enumerated() { print(i, n) }

var ring = Ring(items: ["a", "b", "c", "d", "e"])
print(ring.count, ring.isEmpty, ring.first as Any, ring.last as Any)
print(ring.map { $0.uppercased() }, ring.joined(separator: "-"))
print(ring.dropFirst().items, ring.dropLast(2).items, ring.prefix(2).items, ring.suffix(2).items)
print(ring.firstIndex(of: "c") as Any, ring.distance(from: 1, to: 4), ring.index(1, offsetBy: 2))
print(ring.popLast() as Any, ring.removeFirst(), ring.items)
ring.removeLast(2)
print(ring.items, ring.popFirst() as Any, ring.popFirst() as Any, ring.items)
print(Set(Countdown(remaining: 3)).count, Ring(items: []).first as Any, Ring(items: []).last as Any)
// expect: countdown 3
// expect: countdown 2
// expect: countdown 1
// expect: fib 0
// expect: fib 1
// expect: fib 1
// expect: fib 2
// expect: fib 3
// expect: fib 5
// expect: fib 8
// expect: fib 13
// expect: [4, 3, 2, 1] 15
// expect: [30, 20, 10] [6, 4, 2]
// expect: Optional(55) true
// expect: [1, 2, 3, 4] Optional(1) nil
// expect: 0 2
// expect: 1 1
// expect: 5 false Optional("a") Optional("e")
// expect: ["A", "B", "C", "D", "E"] a-b-c-d-e
// expect: ["b", "c", "d", "e"] ["a", "b", "c"] ["a", "b"] ["d", "e"]
// expect: Optional(2) 3 3
// expect: Optional("e") a ["b", "c", "d"]
// expect: ["b"] Optional("b") nil []
// expect: 3 nil nil
