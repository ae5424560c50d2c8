// Composed property wrappers wrap each other (`Outer<Inner<Int>>`, the innermost made first), and in an
// initializer an assignment to a wrapped property makes its wrapper anew until all of `self` is
// initialized, even over the property's initial value; after that it is the setter.
@propertyWrapper
struct Logged<T> {
  var wrappedValue: T { didSet { print("set \(wrappedValue)") } }
  init(wrappedValue: T) {
    print("init \(wrappedValue)")
    self.wrappedValue = wrappedValue
  }
}
@propertyWrapper
struct Clamped {
  var value: Int
  var wrappedValue: Int {
    get { value }
    set { value = min(newValue, 10) }
  }
  init(wrappedValue: Int) { value = min(wrappedValue, 10) }
}
struct Composed {
  @Logged @Clamped var level: Int
  init() { level = 30 }
}
var c = Composed() // expect: init Clamped(value: 10)
c.level = 4 // expect: set Clamped(value: 4)
print(c.level, c.level + 1) // expect: 4 5

struct Partial {
  @Logged var count: Int = 1
  var name: String
  init() {
    count = 2
    name = "n"
    count = 3
  }
}
_ = Partial() // expect: init 1
// expect: init 2
// expect: set 3
