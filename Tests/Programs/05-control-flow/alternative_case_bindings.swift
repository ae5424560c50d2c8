// A `case` with several patterns binds the same names in each; the body sees the value of whichever
// pattern matched.
enum Phase<Value> {
  case possible
  case active(Value)
  case paused(Value)
  case ended(Value)
}

extension Phase {
  var value: Value? {
    switch self {
    case .possible: return nil
    case let .active(v), let .paused(v), let .ended(v): return v
    }
  }
}

print(Phase.active(1.5).value, Phase.paused(2.5).value, Phase.ended(3.5).value) // expect: Optional(1.5) Optional(2.5) Optional(3.5)
print(Phase<Int>.possible.value as Any) // expect: nil

enum Shape { case square(side: Int), rect(w: Int, h: Int), dot }
func width(_ s: Shape) -> Int {
  switch s {
  case .square(let w), .rect(let w, _): return w
  case .dot: return 0
  }
}
print(width(.square(side: 4)), width(.rect(w: 7, h: 2)), width(.dot)) // expect: 4 7 0

func pair(_ t: (Int, Int)) -> String {
  switch t {
  case (let a, 0), (0, let a): return "axis \(a)"
  case var (a, b):
    a += b
    return "sum \(a)"
  }
}
print(pair((5, 0)), pair((0, 6)), pair((2, 3))) // expect: axis 5 axis 6 sum 5
