// An implicit member beside a number (`2 * .pi`, `.pi / 180`, `angle * .pi`) takes the number's type, or
// `Double` when nothing else types it (The Swift Programming Language, "Basic Operators"; implicit member
// expressions); expectations are swiftc's output.
let full: Double = 2.0 * .pi
var turns = 1.0
turns += (2.0 * .pi)
let angle = 30.0
let mixed = -30 * (.pi / 180) + angle * .pi
let single: Float = .pi * 2
print(full, turns, mixed, single)
// What swiftc's build prints, in order:
// expect: 6.283185307179586 7.283185307179586 93.72418083209548 6.283185
