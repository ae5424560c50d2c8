let name = "SwiftUI"
print(name.count, name.uppercased(), name.lowercased()) // expect: 7 SWIFTUI swiftui
print(name.hasPrefix("Swift"), name.contains("UI")) // expect: true true
let words = "a b c".split(separator: " ")
print(words.count) // expect: 3
let joined = ["x", "y"].joined(separator: "-")
print(joined) // expect: x-y
let count = 3
print("There are \(count) items, \(count * 2) halves") // expect: There are 3 items, 6 halves
print("a" + "b" + String(1)) // expect: ab1
