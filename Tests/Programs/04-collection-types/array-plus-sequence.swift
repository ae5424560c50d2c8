// An array grows by any sequence of its elements: a range, a set, another array.
var numbers = Array(1...3)
let last = numbers.last!
numbers += last + 1...last + 3
print(numbers) // expect: [1, 2, 3, 4, 5, 6]
numbers = numbers + (7..<9)
print(numbers) // expect: [1, 2, 3, 4, 5, 6, 7, 8]
let front = (-1...0) + numbers
print(front.count, front.first!) // expect: 10 -1
var words = ["a"]
words += Set(["b"])
print(words) // expect: ["a", "b"]
