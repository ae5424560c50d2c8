// A case without a payload names its enum's type (The Swift Programming Language, "Enumerations"), so
// `[Level.high, .low]` is a `[Level]` and sorts with the type's `<`. Expectations are swiftc's output.
enum Level: Int, Comparable {
  case low = 1, high = 3
  static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
}
print([Level.high, .low].sorted())
print(Level.low < .high, [Level.high, .low].max()!)
// expect: [case_values_in_literals.Level.low, case_values_in_literals.Level.high]
// expect: true high
