// Fixed-width integers (The Swift Programming Language, "Basics": Integers; "Advanced Operators"):
// arithmetic in their own range, wrapping operators, conversions; expectations from swiftc.
let u: UInt8 = 209
let s: Int8 = -119
let w: UInt64 = 325142613131
let h: Int16 = -1449
print(u, s, w, h) // expect: 209 -119 325142613131 -1449
print(u &+ 28, s &- 80, w * 3, h / 7) // expect: 237 57 975427839393 -207
print(UInt8.max, Int8.min, Int32.max, UInt16.max, Int.max, Int.min) // expect: 255 -128 2147483647 65535 9223372036854775807 -9223372036854775808
print(Int(u) + Int(s), UInt32(h.magnitude), 1 << 4, 520 >> 5, 56 & 161, 60 | 249, 226 ^ 245) // expect: 90 1449 16 16 32 253 23
print(type(of: u), type(of: w + 1), type(of: h)) // expect: UInt8 UInt64 Int16
let arr: [UInt8] = [1, 2, 255]
print(arr, arr.max() as Any, UInt8(exactly: 300) as Any, UInt8(clamping: 300), Int8(truncatingIfNeeded: 200)) // expect: [1, 2, 255] Optional(255) nil 255 -56
print(u > 200, s < 0, u == 209) // expect: true true true
let big: Int64 = 5
print(big * 3, Int64.min, Int64.max, Int32.min, Int8.min, UInt64.max) // expect: 15 -9223372036854775808 9223372036854775807 -2147483648 -128 18446744073709551615
