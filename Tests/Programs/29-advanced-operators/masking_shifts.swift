// Masking shifts (`&<<`, `&>>`) take the amount modulo the bit width; a shift's result has the left
// operand's type, whatever the amount's type, and a literal on the left takes the context's type.
let bit = 3
let mask: Int64 = 1 &<< bit
print(mask, type(of: mask)) // expect: 8 Int64
let top: UInt8 = 1 << 7
print(top, top &<< 9, top >> 10) // expect: 128 0 0
print(1 &<< 65, -8 &>> 1, 1 << 70) // expect: 2 -4 0
let big: Int64 = 5
print(big << Int8(2), type(of: big << Int8(2))) // expect: 20 Int64
let shifted = 1 << big
print(shifted, type(of: shifted)) // expect: 32 Int
var bits: Int64 = 0
for i in [1, 4] { bits |= 1 &<< Int64(i) }
print(bits) // expect: 18
