// A generic wrapper's parameter is bound by the wrapped property's type (`Value` is `Int` for
// `@Lazy var x: Int`, `T` is `Optional<Int>` for `@Traced var limit: Int?`, and `T` is `Int` when
// `wrappedValue` is declared `T?`); a new value takes the property's type before the wrapper stores it
// (`Optional(42)`, `3.0`); `G<Int?>`'s `T.self` is `Optional<Int>`. Expectations are swiftc's output.
@propertyWrapper
struct Traced<T> {
  var wrappedValue: T { didSet { print("  set \(wrappedValue)") } }
  init(wrappedValue initialValue: T) {
    print("  init \(initialValue) as \(T.self)")
    self.wrappedValue = initialValue
  }
}
@propertyWrapper
struct Lazy<Value> {
  private var stored: Value? = nil
  init() { print("  empty \(Value.self)") }
  var wrappedValue: Value {
    get { stored! }
    set { stored = newValue }
  }
}
@propertyWrapper
struct Remembered<T> {
  var wrappedValue: T?
  init() { print("  remembered \(T.self)") }
}
struct Settings {
  @Traced var limit: Int?
  @Traced var ratio: Double = 1
  @Lazy var name: String
  @Remembered var last: Int?
  init() {
    limit = 42
    ratio = 3
    name = "x"
  }
}
let s = Settings()
print(s.limit as Any, s.ratio, s.name, s.last as Any)
struct G<T> { init() { print(T.self) } }
_ = G<Int?>()
// What swiftc's build prints, in order:
// expect:   init nil as Optional<Int>
// expect:   init 1.0 as Double
// expect:   empty String
// expect:   remembered Int
// expect:   set Optional(42)
// expect:   set 3.0
// expect: Optional(42) 3.0 x nil
// expect: Optional<Int>
