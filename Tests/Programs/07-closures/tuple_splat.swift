// A closure or an operator function of two parameters given a sequence of pairs (The Swift Programming
// Language, "Closures"; Swift passes a pair's elements as the two arguments): `$0 + $1`, named
// parameters, `map(==)`, dictionary elements; expectations are swiftc's output.
let pairs = [(1, 2), (3, 3), (5, 4)]
print(pairs.map { $0 + $1 })
print(pairs.map { left, right in left * right })
print(pairs.map(==), pairs.filter(<).count)
let ages = ["Ada": 36, "Alan": 41]
print(ages.sorted { $0.key < $1.key }.map { name, age in "\(name) \(age)" })
// What swiftc's build prints, in order:
// expect: [3, 6, 9]
// expect: [2, 9, 20]
// expect: [false, true, false] 1
// expect: ["Ada 36", "Alan 41"]
