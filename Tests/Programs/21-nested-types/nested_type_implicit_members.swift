// A nested type named without its outer type in a declaration (`var k: Kind = .b` inside `Outer`):
// implicit members take their meaning from it in field defaults, inner types, return values and
// default arguments, wherever the value is later made (was "(implicit member) has no member 'rawValue'").
struct Outer {
  enum Kind: String { case a = "A", b = "B" }
  var k: Kind = .b
  struct Inner { var k2: Kind = .a }
}
print(Outer().k.rawValue) // expect: B
print(Outer.Inner().k2.rawValue) // expect: A

extension Outer {
  func pick() -> Kind { .a }
  func pick2(_ x: Bool) -> Kind? {
    if x { return .b }
    return nil
  }
  static func make(k: Kind = .b) -> Kind { k }
}
print(Outer().pick().rawValue, Outer().pick2(true)!.rawValue, Outer.make().rawValue) // expect: A B B
