// `T()` / `T(x)` through a generic type's parameter: in a stored property's initial value and in an
// initializer, `T` is the argument written at the construction, or the type of the initializer's
// parameter that holds a `T`.
protocol Initable { init() }
protocol IntInitializable { init(_ value: Int) }
struct Meters: Initable, IntInitializable, CustomStringConvertible {
  var value = 0
  init() {}
  init(_ value: Int) { self.value = value }
  var description: String { "\(value) m" }
}
final class Holder<T: Initable> {
  var item = T()
  var count = 1
}
struct Pair<T: IntInitializable> {
  var first: T
  var second: T
  init(_ n: Int) {
    first = T(n)
    second = T(n * 2)
  }
}
struct Scaled<T: IntInitializable> {
  let value: T
  let unit: T
  init(value: T) {
    self.value = value
    unit = T(1)
  }
}
print(Holder<Meters>().item) // expect: 0 m
let pair = Pair<Meters>(3)
print(pair.first, pair.second) // expect: 3 m 6 m
let scaled = Scaled(value: Meters(5))
print(scaled.unit) // expect: 1 m
