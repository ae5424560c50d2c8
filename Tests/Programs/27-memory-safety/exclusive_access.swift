// Accesses that do not overlap are allowed: `swap` of two distinct variables, `swapAt` on one array,
// distinct stored properties of a local struct or tuple passed in-out together, a copy taken before a
// modification, and two different instances passed in-out (The Swift Programming Language, "Memory
// Safety"); expectations are swiftc's output.
var front = "ace", back = "king"
swap(&front, &back)
print(front, back) // expect: king ace
var queue = ["a", "b", "c", "d"]
queue.swapAt(0, 3)
queue.swapAt(1, 1)
print(queue) // expect: ["d", "b", "c", "a"]
var first = queue[0]
swap(&first, &queue[2])
print(first, queue) // expect: c ["d", "b", "d", "a"]
func rebalance(_ a: inout Int, _ b: inout Int) {
  let total = a + b
  a = total / 2
  b = total - a
}
struct Stats { var health = 9; var energy = 2 }
func playRound() {
  var stats = Stats()
  rebalance(&stats.health, &stats.energy)
  print(stats) // expect: Stats(health: 5, energy: 6)
  var pair = (left: 1, right: 8)
  rebalance(&pair.left, &pair.right)
  swap(&pair.left, &pair.right)
  print(pair) // expect: (left: 5, right: 4)
}
playRound()
var shared = Stats(health: 3, energy: 7)
var copy = shared
rebalance(&copy.health, &shared.energy)
print(copy, shared) // expect: Stats(health: 5, energy: 7) Stats(health: 3, energy: 5)
var step = 2
func increase(_ value: inout Int, by amount: Int) { value += amount }
let stepCopy = step
increase(&step, by: stepCopy)
print(step) // expect: 4
struct Player {
  var name: String
  var health = 10
}
func share(_ player: inout Player, with teammate: inout Player) {
  rebalance(&player.health, &teammate.health)
}
var maria = Player(name: "Maria", health: 3)
var omar = Player(name: "Omar", health: 12)
share(&maria, with: &omar)
print(maria.health, omar.health) // expect: 7 8
final class Meter { var low = 1; var high = 20 }
let meter = Meter()
rebalance(&meter.low, &meter.high)
print(meter.low, meter.high) // expect: 10 11
