// A string literal where the context asks for a Character is a Character: a declared variable or
// parameter, an Optional, a tuple element, a [Character] or dictionary value, and an array literal whose
// other elements are Characters. Ranges of sized integers iterate, and the Unicode classes answer.
let c: Character = "a"
print(type(of: c), c == "a", c < "b") // expect: Character true true
func kind(_ ch: Character) -> String { "\(type(of: ch))" }
print(kind("b")) // expect: Character
let maybe: Character? = "z"
let pair: (Character, Int) = ("q", 1)
print(type(of: maybe!), type(of: pair.0)) // expect: Character Character
let hex: Array<Character> = ["0", "f", "Ｂ"]
print(hex.map { $0.hexDigitValue! }) // expect: [0, 15, 11]
let byKey: [String: Character] = ["k": "v"]
print(type(of: byKey["k"]!)) // expect: Character
print(String([c, "z"]), [c, "y"]) // expect: az ["a", "y"]
print(Character("$").isCurrencySymbol, Character("+").isMathSymbol, c.isMathSymbol) // expect: true true false
var letters = ""
for code in UInt32(65)...67 { letters.append(Character(Unicode.Scalar(code)!)) }
print(letters) // expect: ABC
var total: UInt8 = 0
for small in UInt8(1)..<UInt8(4) { total += small }
print(total, type(of: total)) // expect: 6 UInt8
