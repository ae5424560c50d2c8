@propertyWrapper
struct Clamped {
  private var value: Int
  let range: ClosedRange<Int>

  init(wrappedValue: Int, _ range: ClosedRange<Int>) {
    self.range = range
    self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
  }

  var wrappedValue: Int {
    get { value }
    set { value = min(max(newValue, range.lowerBound), range.upperBound) }
  }

  var projectedValue: String { "\(value) in \(range.lowerBound)...\(range.upperBound)" }
}

struct Volume {
  @Clamped(0...10) var level: Int = 5
  var maximum: Int { _level.range.upperBound }
}
var v = Volume()
print(v.level) // expect: 5
v.level = 50
print(v.level) // expect: 10
print(v.$level) // expect: 10 in 0...10
print(v.maximum) // expect: 10
