// Operator methods, prefix and postfix operator functions, and custom operators with their own precedence
// groups (The Swift Programming Language, "Advanced Operators"); expectations are swiftc's output.
struct Vector: CustomStringConvertible, Equatable {
  var x: Int, y: Int
  var description: String { "(\(x), \(y))" }
  static func + (lhs: Vector, rhs: Vector) -> Vector { Vector(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
  static prefix func - (v: Vector) -> Vector { Vector(x: -v.x, y: -v.y) }
  static func += (lhs: inout Vector, rhs: Vector) { lhs = lhs + rhs }
  static func == (lhs: Vector, rhs: Vector) -> Bool { lhs.x == rhs.x && lhs.y == rhs.y }
}
prefix operator +++
extension Vector {
  static prefix func +++ (v: inout Vector) -> Vector { v += v; return v }
}
infix operator **: MultiplicationPrecedence
func ** (base: Int, power: Int) -> Int { (0..<power).reduce(1) { acc, _ in acc * base } }
precedencegroup PipePrecedence {
  associativity: left
  higherThan: AssignmentPrecedence
}
infix operator |>: PipePrecedence
func |> <T, U>(value: T, f: (T) -> U) -> U { f(value) }
postfix operator %
postfix func % (value: Double) -> Double { value / 100 }
var v = Vector(x: 1, y: 2)
print(v + v, -v) // expect: (2, 4) (-1, -2)
v += Vector(x: 10, y: 10)
print(v) // expect: (11, 12)
print(+++v, v) // expect: (22, 24) (22, 24)
print(2 ** 10, 1 + 2 ** 3 * 2) // expect: 1024 17
print((3 + 4) |> { $0 * 10 }, 2 |> String.init |> { $0 + "!" }) // expect: 70 2!
print(50%) // expect: 0.5
print(v == Vector(x: 22, y: 24), v != v) // expect: true false
