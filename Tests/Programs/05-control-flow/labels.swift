// Labelled break and continue, for-in with where and enumerated(), repeat-while, if case, guard.
var pairs: [String] = []
outer: for i in 1...3 {
  for j in 1...3 {
    if j == 2 { continue outer }
    if i == 3 { break outer }
    pairs.append("\(i)\(j)")
  }
}
print(pairs) // expect: ["11", "21"]

for (index, word) in ["a", "b", "c"].enumerated() where index != 1 {
  print(index, word) // expect: 0 a
  // expect: 2 c
}

var n = 0
repeat { n += 2 } while n < 5
print(n) // expect: 6

enum Load {
  case idle
  case done(Int)
}
let state = Load.done(7)
if case .done(let value) = state, value > 5 { print("big", value) } // expect: big 7

func first(_ items: [Int]) -> Int {
  guard let head = items.first else { return -1 }
  return head
}
print(first([]), first([4, 5])) // expect: -1 4
