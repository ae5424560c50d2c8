// A number type given one literal (`UInt64(17113612905570890777)`, `Double(1)`) is that literal of the
// type, as Swift's literal coercion makes it: no `Int` in between that could overflow, and `Int(2.9)`
// still converts a Double.
let big = UInt64(17113612905570890777)
let all = UInt(0xFFFF_FFFF_FFFF_FFFF)
print(big, all, type(of: big)) // expect: 17113612905570890777 18446744073709551615 UInt64
print(Double(1), Float(2.5), Int8(-128), Int(2.9), UInt8(200) / 3) // expect: 1.0 2.5 -128 2 66
print(Double(7 / 2), Double(-3)) // expect: 3.0 -3.0
