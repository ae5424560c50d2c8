// A property wrapper on a static property (storage made on first use, `Type.$name` its projection), and an
// Optional wrapped property without an initial value, made with `init(wrappedValue: nil)` as Swift does;
// `Optional.take()` writes the Optional back. Expectations are swiftc's output.
@propertyWrapper struct Logged<T> {
  private var value: T
  init(wrappedValue: T) {
    value = wrappedValue
    print("made with", wrappedValue as Any)
  }
  var wrappedValue: T {
    get { value }
    set {
      print("set", newValue as Any)
      value = newValue
    }
  }
  var projectedValue: String { "logged \(value as Any)" }
}
enum Settings {
  @Logged static var level = 1
  @Logged static var name: String?
}
struct Form { @Logged var note: String? }
print("start")
Settings.level += 2
print(Settings.level, Settings.$level, Settings.name as Any)
var form = Form()
form.note = "hi"
var saved = form.note
print(saved.take() as Any, saved as Any, form.$note)
func local() {
  @Logged var draft: Int?
  draft = 4
  print(draft as Any)
}
local()
// What swiftc's build prints, in order:
// expect: start
// expect: made with 1
// expect: set 3
// expect: made with nil
// expect: 3 logged 3 nil
// expect: made with nil
// expect: set Optional("hi")
// expect: Optional("hi") nil logged Optional("hi")
// expect: made with nil
// expect: set Optional(4)
// expect: Optional(4)
