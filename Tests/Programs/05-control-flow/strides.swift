// `stride(from:to:by:)` and `stride(from:through:by:)` over a script `Strideable` type (walked with
// `advanced(by:)` and `distance(to:)`), `Float` and sized integers, whose elements keep the start's type;
// `addingProduct`. Expectations are swiftc's output.
struct Step: Strideable {
  var x: Int
  init(_ x: Int) { self.x = x }
  func distance(to other: Step) -> Int { other.x - x }
  func advanced(by n: Int) -> Step { Step(x + n) }
}
print(stride(from: Step(1), to: Step(15), by: 3).map { $0.x }, stride(from: Step(10), through: Step(2), by: -4).map { $0.x })
// expect: [1, 4, 7, 10, 13] [10, 6, 2]
let tenths = Array(stride(from: 1 as Float, through: 2, by: 0.1))
print(tenths.count, tenths.last == (2 as Float), type(of: tenths))
// expect: 11 true Array<Float>
let bytes = Array(stride(from: UInt8(0), through: 255, by: 5))
print(bytes.count, bytes.last!, type(of: bytes), Array(stride(from: Int8(5), to: -5, by: -3)))
// expect: 52 255 Array<UInt8> [5, 2, -1, -4]
print((1.0).addingProduct(2.0, 3.0), Array(stride(from: 0.0, to: 1.0, by: 0.25)))
// expect: 7.0 [0.0, 0.25, 0.5, 0.75]
