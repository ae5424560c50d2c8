// An integer literal takes its type from the collection it meets (The Swift Programming Language,
// "The Basics": type inference): a Double dictionary's missing-key default, its `default:` subscript and
// `reduce` over Doubles are Doubles, so they print with a decimal point even when nothing was added;
// expectations are swiftc's output.
let scores: [String: Double] = ["ann": 2.5]
let history: [Double] = []
print("bob: \(scores["bob"] ?? 0)")
print("ann: \(scores["ann"] ?? 0)")
let fallback = scores["cy"] ?? 1
print(fallback)
print("sum: \(history.reduce(0, +))")
print("product: \([2.0, 4.0].reduce(1, *))")
struct Item { var name: String; var price: Double }
let cart: [Item] = []
print(cart.reduce(0) { $0 + $1.price })
print([Item(name: "tea", price: 2.5)].reduce(0) { $0 + $1.price })
var totals: [String: Double] = [:]
totals["tea", default: 0] += 1
totals["tea", default: 0] += 2
print(totals)
let counts: [String: Int] = [:]
print(counts["x"] ?? 0)
let ints = [1, 2, 3]
print(ints.reduce(0, +))
let prices: [Double] = [1.5, 2]
print(prices[1])
// expect: bob: 0.0
// expect: ann: 2.5
// expect: 1.0
// expect: sum: 0.0
// expect: product: 8.0
// expect: 0.0
// expect: 2.5
// expect: ["tea": 3.0]
// expect: 0
// expect: 6
// expect: 2.0
