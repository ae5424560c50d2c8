// A string literal calls the initializer of the most refined literal protocol its type adopts; the
// standard library's `StaticString`, `CollectionOfOne` and C type names. Expectations are swiftc's output.
struct Grapheme: ExpressibleByExtendedGraphemeClusterLiteral {
  let text: String
  init(extendedGraphemeClusterLiteral value: String) { text = "grapheme " + value }
}
struct Scalar: ExpressibleByUnicodeScalarLiteral {
  let text: String
  init(unicodeScalarLiteral value: String) { text = "scalar " + value }
}
struct Both: ExpressibleByStringLiteral {
  let text: String
  init(stringLiteral value: String) { text = "string " + value }
  init(extendedGraphemeClusterLiteral value: String) { text = "grapheme " + value }
}
let g: Grapheme = "🇺🇸"
let s: Scalar = "x"
let b: Both = "y"
print(g.text, s.text, b.text)
// expect: grapheme 🇺🇸 scalar x string y
let name: StaticString = "static"
print(name, name.utf8CodeUnitCount, name.isASCII, StaticString.self)
// expect: static 6 true StaticString
let one = CollectionOfOne(7)
print(one.count, Array(one), one.map { $0 * 2 }, one[0])
// expect: 1 [7] [14] 7
print(CChar(65), CInt(-7), CUnsignedLong(9), CDouble(1.5), type(of: CChar(1)), type(of: CInt(1)))
// expect: 65 -7 9 1.5 Int8 Int32
let scalar: Any = Unicode.Scalar(42)!
print(scalar is CustomStringConvertible, scalar is TextOutputStreamable, 5 is TextOutputStreamable)
// expect: true true false
