// A custom operator whose right operand is an @autoclosure is evaluated only when the operator asks for it,
// and a generic prefix operator (The Swift Programming Language, "Advanced Operators", "Closures":
// autoclosures); expectations are swiftc's output.
infix operator &&&: LogicalConjunctionPrecedence
protocol Truthy { var isTrue: Bool { get } }
extension Bool: Truthy { var isTrue: Bool { self } }
func &&& (lhs: Truthy, rhs: @autoclosure () -> Truthy) -> Bool { lhs.isTrue ? rhs().isTrue : false }
func loud(_ value: Bool) -> Bool {
  print("evaluated", value)
  return value
}
print(true &&& loud(true))
print(false &&& loud(true))
prefix operator !!
prefix func !! <T: Truthy>(x: T) -> Bool { x.isTrue }
print(!!true, !!false)
// What swiftc's build prints, in order:
// expect: evaluated true
// expect: true
// expect: false
// expect: true false
