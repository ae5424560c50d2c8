// String.Index: start and end, stepping, offsets, subscripts and ranges.
let word = "hello"
let second = word.index(after: word.startIndex)
print(word[second]) // expect: e
print(word[word.startIndex..<word.index(word.startIndex, offsetBy: 3)]) // expect: hel
if let l = word.firstIndex(of: "l") { print(word[l...]) } // expect: llo
print(word[word.index(before: word.endIndex)]) // expect: o
print(word.distance(from: word.startIndex, to: word.endIndex)) // expect: 5
print(word.index(word.startIndex, offsetBy: 9, limitedBy: word.endIndex) == nil) // expect: true
print([1, 2, 3, 4][1...]) // expect: [2, 3, 4]
