// Trailing and multiple trailing closures, implicit returns, $0, escaping closures capturing by reference.
func transform(_ value: Int, then: (Int) -> Int) -> Int { then(value) }
print(transform(3) { $0 * 2 }) // expect: 6

func both(_ value: Int, success: (Int) -> String, failure: () -> String) -> String {
  value > 0 ? success(value) : failure()
}
print(both(2) { "ok \($0)" } failure: { "nope" }) // expect: ok 2
print(both(-1) { "ok \($0)" } failure: { "nope" }) // expect: nope

func makeCounter() -> () -> Int {
  var count = 0
  return {
    count += 1
    return count
  }
}
let next = makeCounter()
_ = next()
print(next(), next()) // expect: 2 3

let words = ["pear", "fig", "apple"]
print(words.sorted { $0.count < $1.count }) // expect: ["fig", "pear", "apple"]
print(words.map(\.count).reduce(0, +)) // expect: 12
