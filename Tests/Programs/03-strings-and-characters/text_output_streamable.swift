// A `TextOutputStreamable` type prints what its `write(to:)` writes (print asks it first, debugPrint
// last, collections too); a String is a `TextOutputStream` and is `TextOutputStreamable`; extensions of
// `TextOutputStreamable` reach the types that adopt it. Expectations are swiftc's output.
struct Bar: TextOutputStreamable {
  func write<Target: TextOutputStream>(to target: inout Target) { target.write("|bar|") }
}
struct Both: TextOutputStreamable, CustomStringConvertible {
  var description: String { "description" }
  func write<Target: TextOutputStream>(to target: inout Target) { target.write("streamed") }
}
extension TextOutputStreamable {
  var tag: String { "tagged" }
}
print(Bar(), "\(Bar())", String(describing: Bar()), [Bar()], Bar().tag)
// expect: |bar| |bar| |bar| [|bar|] tagged
print(Both())
debugPrint(Both())
// expect: streamed
// expect: description
var text = ""
"abc".write(to: &text)
text.write("def")
Bar().write(to: &text)
print(text)
// expect: abcdef|bar|
