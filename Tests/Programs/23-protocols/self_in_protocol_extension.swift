// `Self` inside a protocol extension is the conforming type (The Swift Programming Language, "Protocols",
// "Protocol Extensions"): `Self.kind` reads the conformer's static requirement, in instance and static
// members alike. Expectations are swiftc's output.
protocol Shape {
  var area: Double { get }
  static var kind: String { get }
}
extension Shape {
  var describe: String { "\(Self.kind) \(area)" }
  static func label() -> String { "a " + Self.kind }
}
struct Square: Shape {
  var side: Double
  var area: Double { side * side }
  static var kind: String { "square" }
}
struct Circle: Shape {
  var r: Double
  var area: Double { 3 * r * r }
  static let kind = "circle"
}
let shapes: [any Shape] = [Square(side: 2), Circle(r: 1)]
print(shapes.map(\.describe))
print(Square.label(), Circle.label())
// expect: ["square 4.0", "circle 3.0"]
// expect: a square a circle
