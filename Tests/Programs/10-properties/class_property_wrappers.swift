// A struct property wrapper on a class's property keeps what is written to it: by assignment inside
// and outside the class, and through `inout` (the setter writes the wrapper back into the object).
@propertyWrapper
struct Tracked {
  private var stored: Bool
  init(initially: Bool) { stored = initially }
  var wrappedValue: Bool {
    get { stored }
    set { stored = newValue }
  }
}
@propertyWrapper
struct Clamped {
  var value: Int
  var wrappedValue: Int {
    get { value }
    set { value = min(max(newValue, 0), 10) }
  }
  init(wrappedValue: Int) { value = wrappedValue }
}
func write(_ flag: inout Bool, _ value: Bool) { flag = value }
final class Settings {
  @Tracked(initially: true) var enabled: Bool
  @Clamped var level = 5
  func disable() { write(&enabled, false) }
  func raise() { level += 20 }
}
let settings = Settings()
settings.disable()
print(settings.enabled) // expect: false
settings.enabled = true
print(settings.enabled) // expect: true
settings.raise()
print(settings.level) // expect: 10
settings.level = -3
print(settings.level) // expect: 0
