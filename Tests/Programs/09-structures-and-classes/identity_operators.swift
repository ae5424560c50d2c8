// `===` and `!==` compare class instances by identity, also when one side is an Optional (The Swift
// Programming Language, "Structures and Classes": identity operators); expectations are swiftc's output.
final class Screen {}
let home = Screen()
let other = Screen()
let current: Screen? = home
let missing: Screen? = nil
print(current === home, home === current, current !== home) // expect: true true false
print(current === other, missing === home, missing === nil) // expect: false false true
