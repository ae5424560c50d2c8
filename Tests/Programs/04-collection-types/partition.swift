// `partition(by:)` reorders in place as the standard library does and returns the pivot index; the
// expectations are swiftc's output.
var numbers = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3]
let pivot = numbers.partition(by: { $0 > 3 })
print(pivot, numbers)
print(numbers[..<pivot].allSatisfy { $0 <= 3 }, numbers[pivot...].allSatisfy { $0 > 3 })
var none = [1, 2]
print(none.partition(by: { $0 > 5 }), none)
var all = [7, 8, 9]
print(all.partition(by: { $0 > 5 }), all)
var empty: [Int] = []
print(empty.partition(by: { $0 > 0 }), empty)
var words = ["b", "apple", "c", "banana", "d"]
print(words.partition { $0.count > 1 }, words)
// expect: 5 [3, 1, 3, 1, 2, 9, 5, 6, 5, 4]
// expect: true true
// expect: 2 [1, 2]
// expect: 0 [7, 8, 9]
// expect: 0 []
// expect: 3 ["b", "d", "c", "banana", "apple"]
