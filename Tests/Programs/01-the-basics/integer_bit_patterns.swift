// Converting between fixed-width integers (The Swift Programming Language, "The Basics": integer
// conversion; "Advanced Operators"): bitPattern, truncatingIfNeeded, clamping, exactly; expectations are
// swiftc's output.
let u: UInt8 = 200
print(Int8(bitPattern: u), UInt8(bitPattern: Int8(-1)), Int8(truncatingIfNeeded: 300), UInt8(clamping: 300), Int8(exactly: 200) as Any, Int16(exactly: 200) as Any)
// What swiftc's build prints, in order:
// expect: -56 255 44 255 nil Optional(200)
