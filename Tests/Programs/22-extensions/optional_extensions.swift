// Members of `extension Optional` are members of the Optional itself, so they work on `nil` too.
extension Optional where Wrapped == String {
  var orEmpty: String { self ?? "" }
  func describe() -> String { self.map { "some \($0)" } ?? "none" }
}
extension Optional {
  var isNone: Bool { self == nil }
}
let missing: String? = nil
let present: String? = "x"
print("[\(missing.orEmpty)]", "[\(present.orEmpty)]") // expect: [] [x]
print(missing.describe(), present.describe()) // expect: none some x
let count: Int? = nil
print(count.isNone, Optional(3).isNone) // expect: true false
