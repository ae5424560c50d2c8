// A string's Unicode views and Unicode.Scalar (The Swift Programming Language, "Strings and Characters").
let s = "héllo, wörld! 👋🏽"
print(s.unicodeScalars.count, s.utf8.count, s.utf16.count, s.count)
// expect: 16 24 18 15
print(s.unicodeScalars)
// expect: héllo, wörld! 👋🏽
print(s.utf8)
// expect: héllo, wörld! 👋🏽
print(Array("ab".unicodeScalars), Array("ab".utf8), Array("ab".utf16))
// expect: ["a", "b"] [97, 98] [97, 98]
let first = s.unicodeScalars.first!
print(first, first.value, first.isASCII, String(reflecting: first))
// expect: h 104 true "h"
for u in "a😀".unicodeScalars { print(u.value, u.properties.isAlphabetic, u.properties.isEmoji) }
// expect: 97 true false
// expect: 128512 false true
print("abc".unicodeScalars.map { $0.value })
// expect: [97, 98, 99]
print("a-b".unicodeScalars.filter { $0.properties.isAlphabetic }.count)
// expect: 2
let scalar = Unicode.Scalar(65)!
let byte = UnicodeScalar(UInt8(66))
print(scalar, byte, Character(scalar), String(byte))
// expect: A B A B
print("abc".unicodeScalars.contains("b"), first == "h")
// expect: true true
print(Array("ab".utf8).map { $0 + 1 })
// expect: [98, 99]
print("Z".unicodeScalars.first!.value - 65)
// expect: 25
print(Character("é").unicodeScalars.count, Character("a").asciiValue!)
// expect: 1 97
