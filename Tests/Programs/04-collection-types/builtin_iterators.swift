// `makeIterator()` of arrays, strings and ranges, directly and through a generic `Sequence`, and a script
// sequence that hands out its array's iterator; members of an extension of a script protocol set on a
// builtin value that adopts it. Expectations are swiftc's output.
let letters = ["a", "b"]
var iterator = letters.makeIterator()
print(iterator.next() as Any, iterator.next() as Any, iterator.next() as Any)
// expect: Optional("a") Optional("b") nil
func first<S: Sequence>(_ s: S) -> S.Element? {
  var i = s.makeIterator()
  return i.next()
}
print(first([7, 8]) as Any, first(1...3) as Any, first("xy") as Any, first(0..<2) as Any)
// expect: Optional(7) Optional(1) Optional("x") Optional(0)
struct Deck: Sequence {
  let cards = ["A", "K"]
  func makeIterator() -> IndexingIterator<[String]> { cards.makeIterator() }
}
for card in Deck() { print(card) }
print(Deck().map { $0 + "!" }, type(of: Deck().makeIterator()))
// expect: A
// expect: K
// expect: ["A!", "K!"] IndexingIterator<Array<String>>
protocol Flag {
  mutating func set(_ b: Bool)
  func get() -> Bool
}
extension Flag {
  var value: Bool {
    get { get() }
    set { set(newValue) }
  }
}
extension Bool: Flag {
  mutating func set(_ b: Bool) { self = b }
  func get() -> Bool { self }
}
var flag: Flag = true
flag.value = false
print(flag.value)
// expect: false
