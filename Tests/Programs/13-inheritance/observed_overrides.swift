// Observers added by an override run around the inherited property: its getter, setter and value stay.
class Base {
  var y: String {
    get { "base" }
    set { print("set y to \(newValue)") }
  }
}
class Observed: Base {
  override var y: String {
    willSet { print("willSet y from \(y) to \(newValue)") }
    didSet { print("didSet y from \(oldValue) to \(y)") }
  }
}
let b: Base = Observed()
b.y = "new"
// expect: willSet y from base to new
// expect: set y to new
// expect: didSet y from base to base
print(b.y)
// expect: base
class Stored { var n = 1 }
class StoredObserved: Stored {
  override var n: Int { didSet { print("n \(oldValue) -> \(n)") } }
}
let s = StoredObserved()
s.n = 5
// expect: n 1 -> 5
print(s.n)
// expect: 5
