// Sets, ranges, characters, and extensions on builtin types.
var tags: Set<String> = ["swift", "ui"]
tags.insert("swift")
tags.insert("data")
print(tags.count, tags.contains("ui"), tags.sorted()) // expect: 3 true ["data", "swift", "ui"]
print(Set([1, 2, 3]).intersection([2, 3, 4]).sorted()) // expect: [2, 3]

let closed = 1...5
let open = 0..<3
print(closed.contains(5), open.contains(3), Array(open), closed.count) // expect: true false [0, 1, 2] 5
print((1...10).filter { $0 % 3 == 0 }) // expect: [3, 6, 9]
print(Array(stride(from: 0, to: 10, by: 4))) // expect: [0, 4, 8]

let letter: Character = "é"
print(letter, "café".last == letter, Array("abc")) // expect: é true ["a", "b", "c"]

extension Int {
  var squared: Int { self * self }
  func times(_ text: String) -> String { String(repeating: text, count: self) }
}
extension String {
  var shouted: String { uppercased() + "!" }
}
extension Array where Element == Int {
  var total: Int { reduce(0, +) }
}
print(4.squared, 3.times("ab"), "hey".shouted, [1, 2, 3].total) // expect: 16 ababab HEY! 6
