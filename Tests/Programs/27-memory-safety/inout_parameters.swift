// In-out parameters are copied in and written back when the call returns: a property observer fires
// once after the call, a computed property is read before and set after, and nested storage (array
// elements, dictionary defaults, optionals) can be passed (The Swift Programming Language, "Memory
// Safety", "Functions": In-Out Parameters); expectations are swiftc's output.
func addBonus(_ points: inout Int, bonus: Int) {
  points += bonus
  points *= 2
  print("inside", points)
}
struct Profile {
  var score = 1 { didSet { print("score", oldValue, "->", score) } }
  var stored = 3
  var level: Int {
    get { print("get level"); return stored }
    set { print("set level", newValue); stored = newValue }
  }
}
var profile = Profile()
addBonus(&profile.score, bonus: 4) // expect: inside 10
// expect: score 1 -> 10
addBonus(&profile.level, bonus: 1) // expect: get level
// expect: inside 8
// expect: set level 8
print(profile.score, profile.stored) // expect: 10 8
final class Wallet { var coins = 10 { willSet { print("coins will be", newValue) } } }
let wallet = Wallet()
addBonus(&wallet.coins, bonus: 0) // expect: inside 20
// expect: coins will be 20
var board = [[0, 0], [0, 0]]
addBonus(&board[1][0], bonus: 3) // expect: inside 6
print(board) // expect: [[0, 0], [6, 0]]
var tally: [String: Int] = [:]
addBonus(&tally["likes", default: 5], bonus: 1) // expect: inside 12
print(tally) // expect: ["likes": 12]
var maybe: Int? = 2
addBonus(&maybe!, bonus: 1) // expect: inside 6
print(maybe as Any) // expect: Optional(6)
func collect(into total: inout Int, from values: [Int]) {
  values.forEach { total += $0 }
  func twice(_ body: () -> Void) { body(); body() }
  twice { total += 100 }
}
var sum = 0
collect(into: &sum, from: [1, 2, 3])
print(sum) // expect: 206
func normalize(_ names: inout [String]) {
  names = names.map { $0.lowercased() }.sorted()
  names.append("end")
}
var guests = ["Cy", "ann", "Bo"]
normalize(&guests)
print(guests) // expect: ["ann", "bo", "cy", "end"]
