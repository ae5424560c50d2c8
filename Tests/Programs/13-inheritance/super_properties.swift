// `super.prop` reads and assigns the superclass's property, computed or stored, not the override, also
// in a `class var` and a `class func`; `self.init(…)` in a static method constructs the type it was
// called on. Expectations are swiftc's output.
class Base {
  var stored = 10
  var prop: Int {
    get { stored }
    set { stored = newValue }
  }
  required init(stored: Int) { self.stored = stored }
  class var title: String { "Base" }
  class func make() -> Self { self.init(stored: -1) }
}
final class Derived: Base {
  override var prop: Int {
    get { super.prop * 2 }
    set { super.prop = newValue / 2 }
  }
  override class var title: String { "Derived of " + super.title }
  func bump() {
    super.stored += 1
    super.prop += 2
  }
}
let d = Derived(stored: 0)
d.prop = 8
print(d.prop, d.stored)
// expect: 8 4
d.bump()
print(d.stored, Derived.title, Base.make().stored, type(of: Derived.make()))
// expect: 7 Derived of Base -1 Derived
