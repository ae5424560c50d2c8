// A value whose type declares `callAsFunction` is called like a function, overloads chosen by their
// arguments, also when it is reached through a property.
struct Scale {
  var factor: Double
  func callAsFunction(_ x: Double) -> Double { x * factor }
  func callAsFunction(_ values: [Double]) -> [Double] { values.map { $0 * factor } }
}
final class Counter {
  var count = 0
  func callAsFunction(by step: Int = 1) { count += step }
}
struct Holder { let scale = Scale(factor: 3) }
let double = Scale(factor: 2)
print(double(4)) // expect: 8.0
print(double([1, 2])) // expect: [2.0, 4.0]
let counter = Counter()
counter()
counter(by: 5)
print(counter.count) // expect: 6
print(Holder().scale(1.5)) // expect: 4.5
