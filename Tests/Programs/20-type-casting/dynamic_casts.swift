// Dynamic casts ask the value's own type (The Swift Programming Language, "Type Casting"): an Int in an
// Any is not a Double; casts look through Optional layers; expectations are swiftc's output.
let a = 1 as? Double
print(a as Any)
let n = 3
print(n is Double)
let d: Any = 2.5
print(d as? Double as Any, d is Int)
let count: Any = 1
print(count is Double, count as? Double as Any, count is Int)
let saved: Int? = 7
let boxed: Any = saved as Any
switch boxed {
case let i as Int: print("int", i)
default: print("default")
}
let missing: Int? = nil
let boxedNil: Any = missing as Any
if let value = boxedNil as? Int? { print("optional", value as Any) } else { print("no match") }
// What swiftc's build prints, in order:
// expect: nil
// expect: false
// expect: Optional(2.5) false
// expect: false nil true
// expect: int 7
// expect: optional nil
