// Implicit members in collection literals without a written type (The Swift Programming Language,
// "Enumerations", "Collection Types"): Swift infers `[Shape]` from the explicit element, so `.rect(...)` is
// a Shape and its Double payloads stay Double. Expectations are swiftc's output.
enum Shape {
  case circle(r: Double)
  case rect(w: Double, h: Double)
}
let shapes = [Shape.circle(r: 1), .rect(w: 2, h: 3)]
print(shapes)
for shape in shapes {
  switch shape {
  case .circle(let r): print("circle", r)
  case let .rect(w, h): print("rect", w * h)
  }
}
let named = ["a": Shape.circle(r: 2), "b": .rect(w: 1, h: 1)]
print(named["b"]!)
// expect: [implicit_members_in_literals.Shape.circle(r: 1.0), implicit_members_in_literals.Shape.rect(w: 2.0, h: 3.0)]
// expect: circle 1.0
// expect: rect 6.0
// expect: rect(w: 1.0, h: 1.0)
