// A literal past Int.max is a UInt64 (or a floating value) when its context says so.
let big: UInt64 = 18_000_000_000_000_000_000
let top: UInt = 0xFFFF_FFFF_FFFF_FFFF
let wide: Double = 18_000_000_000_000_000_000
print(big, top, wide) // expect: 18000000000000000000 18446744073709551615 1.8e+19
print(big &+ 1, UInt64.max - big) // expect: 18000000000000000001 446744073709551615
let smallest: Int8 = -128
print(smallest) // expect: -128
