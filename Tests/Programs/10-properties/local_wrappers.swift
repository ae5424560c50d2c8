// A property wrapper on a local variable (The Swift Programming Language, "Properties": property
// wrappers may be applied to local stored variables): `_name` is the wrapper, `name` its wrapped value,
// `$name` its projected value; the initial value goes to `init(wrappedValue:)` with the attribute's own
// arguments; expectations are swiftc's output.
@propertyWrapper
struct Clamped {
    var value: Int
    let range: ClosedRange<Int>
    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
    var projectedValue: String { "\(value) in \(range)" }
    init(wrappedValue: Int, _ range: ClosedRange<Int>) {
        self.range = range
        value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
}
func adjust(by steps: [Int]) {
    @Clamped(0...10) var level = 12
    print(level, $level)
    for step in steps {
        level += step
        print(level, $level)
    }
}
adjust(by: [-4, -9, 3])
let limit = 5
func shadow() {
    @Clamped(0...3) var limit = limit
    print(limit)
}
shadow()
// What swiftc's build prints, in order:
// expect: 10 10 in 0...10
// expect: 6 6 in 0...10
// expect: 0 0 in 0...10
// expect: 3 3 in 0...10
// expect: 3
