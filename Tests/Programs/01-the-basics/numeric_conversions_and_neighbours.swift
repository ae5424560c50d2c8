// Float to sized integers, `nextUp`/`nextDown`/`ulp` at each type's precision, the standard library's
// `_convert(from:)`, and a static member a script adds to `FixedWidthInteger`, whose `Self` is the type
// it is called on. Expectations are swiftc's output.
let f: Float = -8.75
print(Int64(f), Int8(Float(3.5)), UInt16(exactly: Float(2)) as Any)
// expect: -8 3 Optional(2)
let one: Float = 1
print(one.nextUp, one.nextDown, 1.0.nextUp, 1.0.nextDown, one.ulp)
// expect: 1.0000001 0.99999994 1.0000000000000002 0.9999999999999999 1.1920929e-07
print(Int8._convert(from: -128.5), UInt8._convert(from: 256.0), Int._convert(from: 3.0))
// expect: (value: Optional(-128), exact: false) (value: nil, exact: false) (value: Optional(3), exact: true)
extension FixedWidthInteger {
  static func halfMax() -> Self { Self.max / 2 }
  static var describedWidth: String { "\(Self.self) has \(Self.bitWidth) bits" }
}
print(Int8.halfMax(), UInt16.halfMax(), Int.halfMax() == Int.max / 2, Int32.describedWidth)
// expect: 63 32767 true Int32 has 32 bits
let word = "second"
let all = [3, 1, 2]
print(word[...], all[...].sorted())
switch word[...] {
case "second": print("matched")
default: print("no")
}
// expect: second [1, 2, 3]
// expect: matched
