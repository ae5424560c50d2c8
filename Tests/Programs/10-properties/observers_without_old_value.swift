// A `didSet` that never names `oldValue` is not given it (SE-0268): on a wrapped property the wrapper's
// getter is not called before the write; one that reads `oldValue` gets the value from before it.
// Expectations are swiftc's output.
@propertyWrapper struct Loud {
  var stored = 0
  var wrappedValue: Int {
    get { print("get"); return stored }
    set { print("set", newValue); stored = newValue }
  }
}
struct S {
  @Loud var a: Int { didSet { print("didSet a") } }
  @Loud var b: Int { didSet { print("didSet b from", oldValue) } }
}
var s = S()
s.a = 1
s.b = 2
// What swiftc's build prints, in order:
// expect: set 1
// expect: didSet a
// expect: get
// expect: set 2
// expect: didSet b from 0
