// A wrapper with no `init` of its own is made by its memberwise `init(wrappedValue:)`; an Optional
// wrapped property without an initial value gets `nil` through it, in a struct and in a function.
// Expectations are swiftc's output.
@propertyWrapper struct Boxed<T> { var wrappedValue: T }
struct Form { @Boxed var note: Int? }
var form = Form()
print(form.note as Any)
form.note = 4
print(form.note as Any)
func draft() {
  @Boxed var text: String?
  print(text as Any)
}
draft()
// What swiftc's build prints, in order:
// expect: nil
// expect: Optional(4)
// expect: nil
