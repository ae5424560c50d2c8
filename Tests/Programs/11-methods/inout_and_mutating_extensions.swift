// In-out arguments of instance and static methods are written back, mutating methods declared in
// extensions of Array, Int and String change the value in its variable, and a static property is
// assignable by its bare name inside a static method (The Swift Programming Language, "Methods", "In-Out
// Parameters", "Extensions"); expectations are swiftc's output.
struct Counter {
  static var total = 0
  static func record() {
    total += 1
    total = total * 10
  }
  func add(_ x: inout Int) { x += 5 }
  static func twice(_ x: inout Int) { x *= 2 }
  mutating func absorb(_ other: inout Int) {
    step += other
    other = 0
  }
  var step = 1
}
Counter.record()
print(Counter.total) // expect: 10
var k = 1
Counter().add(&k)
Counter.twice(&k)
print(k) // expect: 12
var c = Counter()
c.absorb(&k)
print(c.step, k) // expect: 13 0

extension Array where Element == Int {
  mutating func bumpAll() {
    for i in indices { self[i] += 1 }
  }
}
extension Int {
  mutating func double() { self *= 2 }
}
extension String {
  mutating func shout() { self = uppercased() + "!" }
}
var scores = [1, 2]
scores.bumpAll()
var level = 4
level.double()
var greeting = "hi"
greeting.shout()
print(scores, level, greeting) // expect: [2, 3] 8 HI!
