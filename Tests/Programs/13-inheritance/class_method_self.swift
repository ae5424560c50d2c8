// In a `class func`, `self` is the metatype the method was called on, so a subclass's conformance and
// overrides are seen; an override returning `Int` through a base method declared `-> Int!` or `-> Int?`
// still gives an Optional.
protocol Named { static func name() -> String }
class Base {
  class func describe() -> String { (self as? Named.Type)?.name() ?? "unnamed \(self)" }
  class func kind() -> String { "base" }
  class func report() -> String { kind() + "/" + self.kind() }
  func value() -> Int! { nil }
  func other() -> Int? { nil }
}
class Sub: Base, Named {
  static func name() -> String { "sub" }
  override class func kind() -> String { "sub" }
  override func value() -> Int { 1 }
  override func other() -> Int { 2 }
}
print(Sub.describe()) // expect: sub
print(Base.describe()) // expect: unnamed Base
print(Sub.report()) // expect: sub/sub
let b: Base = Sub()
print(b.value() as Any) // expect: Optional(1)
print(b.other() as Any) // expect: Optional(2)
print(Sub().value()) // expect: 1
