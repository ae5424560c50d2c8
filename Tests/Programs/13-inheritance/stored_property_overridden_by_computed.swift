// A subclass may override an inherited stored property with a computed one: reads and writes on its
// instances go through the override (also from the superclass's methods), `super.name` reaches the
// stored property, and the superclass's own initializer stores and reads the property directly.
class Base {
  var name: String
  init() {
    name = "base"
    print("init sees", name)
  }
  func describe() -> String { "Base(\(name))" }
}
class Derived: Base {
  override var name: String {
    get { "d:" + super.name }
    set { super.name = newValue + "!" }
  }
  override init() {
    super.init()
    name = "later"
  }
}
let d = Derived() // expect: init sees base
print(d.name, d.describe()) // expect: d:later! Base(d:later!)
d.name = "x"
let b: Base = d
print(b.name) // expect: d:x!
