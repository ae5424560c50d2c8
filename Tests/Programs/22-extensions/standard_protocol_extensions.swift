// Extensions of the standard library's protocols reach every type that adopts them: the program's own
// types and the standard ones, with the protocol's requirements as members of `self`.
extension Equatable {
  func isOneOf(_ candidates: [Self]) -> Bool { candidates.contains(self) }
}
extension CustomStringConvertible {
  var shouted: String { description.uppercased() + "!" }
}
extension Comparable {
  func clamped(to range: ClosedRange<Self>) -> Self { min(max(self, range.lowerBound), range.upperBound) }
}
extension Collection {
  var second: Element? { count > 1 ? self[index(after: startIndex)] : nil }
  subscript(safe position: Index) -> Element? { indices.contains(position) ? self[position] : nil }
}
extension Sequence {
  func tally(where test: (Element) -> Bool) -> Int { reduce(0) { test($1) ? $0 + 1 : $0 } }
}

struct Point: Equatable, CustomStringConvertible {
  var x: Int
  var description: String { "p\(x)" }
}
enum Size: Int, Comparable {
  case small = 1, medium, large
  static func < (a: Size, b: Size) -> Bool { a.rawValue < b.rawValue }
}
struct Steps: Collection {
  var startIndex: Int { 0 }
  var endIndex: Int { 4 }
  subscript(position: Int) -> Int { position * position }
  func index(after i: Int) -> Int { i + 1 }
}

print(Point(x: 1).isOneOf([Point(x: 2), Point(x: 1)]), 3.isOneOf([1, 2]), "b".isOneOf(["a", "b"]))
print(Point(x: 4).shouted, 42.shouted, true.shouted)
print(Size.large.clamped(to: Size.small ... Size.medium), 15.clamped(to: 0...10), 2.5.clamped(to: 3...4))
print([1, 2, 3].second as Any, "ab".second as Any, Steps().second as Any, [7][safe: 3] as Any, Steps()[safe: 2] as Any)
print([1, 5, 8].tally { $0 > 2 }, Steps().tally { $0 % 2 == 0 }, "banana".tally { $0 == "a" })
// expect: true false true
// expect: P4! 42! TRUE!
// expect: medium 10 3.0
// expect: Optional(2) Optional("b") Optional(1) nil Optional(4)
// expect: 2 2 3
