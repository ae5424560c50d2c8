// In an initializer, assigning a wrapped property initializes the wrapper when it is not initialized on
// every path before (also after `if b { x = 1 }`: the wrapper is made again), and calls its setter when
// it is (an initial value or an earlier assignment on every path).
@propertyWrapper
struct Logged<T> {
  var wrappedValue: T { didSet { print("  set \(wrappedValue)") } }
  init(wrappedValue: T) {
    print("  init \(wrappedValue)")
    self.wrappedValue = wrappedValue
  }
}
struct Settings {
  @Logged var level: Int
  @Logged var name = "default"
  init(raise: Bool) {
    if raise { level = 10 }
    level = 20
    name = "custom"
  }
  init(choice: Int) {
    switch choice {
    case 0: level = 0
    default: level = 1
    }
    level += 5
  }
}
print("a")
_ = Settings(raise: false)
// expect: a
// expect:   init default
// expect:   init 20
// expect:   set custom
print("b")
_ = Settings(raise: true)
// expect: b
// expect:   init default
// expect:   init 10
// expect:   init 20
// expect:   set custom
print("c")
_ = Settings(choice: 3)
// expect: c
// expect:   init default
// expect:   init 1
// expect:   set 6
