func makeCounter() -> () -> Int {
  var count = 0
  return {
    count += 1
    return count
  }
}
let next = makeCounter()
print(next(), next(), next()) // expect: 1 2 3
let other = makeCounter()
print(other()) // expect: 1

var total = 0
let add = { (n: Int) in total += n }
add(5)
add(7)
print(total) // expect: 12

let doubled = [1, 2, 3].map { $0 * 2 }
print(doubled) // expect: [2, 4, 6]
let evens = (1...10).filter { $0 % 2 == 0 }
print(evens) // expect: [2, 4, 6, 8, 10]
let sum = [1, 2, 3, 4].reduce(0) { $0 + $1 }
print(sum) // expect: 10
let sorted = ["pear", "fig", "apple"].sorted { $0.count < $1.count }
print(sorted) // expect: ["fig", "pear", "apple"]
