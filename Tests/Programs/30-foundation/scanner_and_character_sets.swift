// run: exec (needs the host's Foundation pieces; ExecProgramTests runs it)
// The hex-colour extension apps copy: `CharacterSet.alphanumerics.inverted` to trim a `#`, then
// `Scanner(string:).scanHexInt64(&int)`; character sets built from characters; a failed scan (which
// writes zero, as swift-corelibs-foundation does); expectations are swiftc's output.
import Foundation
func rgb(_ hex: String) -> (Int, Int, Int) {
    let digits = hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
    var int: UInt64 = 0
    Scanner(string: digits).scanHexInt64(&int)
    return (Int(int >> 16) & 0xFF, Int(int >> 8) & 0xFF, Int(int) & 0xFF)
}
print(rgb("#FF8800"), rgb("  0a0b0c "))
var missing: UInt64 = 7
print(Scanner(string: "zz").scanHexInt64(&missing), missing)
var count = 0
print(Scanner(string: " 42 apples").scanInt(&count), count)
print("a, b;c".components(separatedBy: CharacterSet(charactersIn: ",;")))
print(CharacterSet.decimalDigits.inverted.contains("7"), CharacterSet.letters.contains("Q"))
// What swiftc's build prints, in order:
// expect: (255, 136, 0) (10, 11, 12)
// expect: false 0
// expect: true 42
// expect: ["a", " b", "c"]
// expect: false true
