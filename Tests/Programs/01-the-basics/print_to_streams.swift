// `print(…, to: &stream)` writes to the stream, not the output: a String is appended to, a stream the
// program declares gets Swift's write(_:) calls (an empty one, then each item, separator and
// terminator). `Void` prints as `()` inside a type, and `self` in a protocol's extension passed to a
// generic function is the conforming type.
struct Log: TextOutputStream {
  var parts: [String] = []
  mutating func write(_ string: String) { parts.append(string) }
}
var log = Log()
print("a", 2, separator: "+", to: &log)
debugPrint("q", to: &log)
print(log.parts) // expect: ["", "a", "+", "2", "\n", "", "\"q\"", "\n"]
var text = ""
print("x", [1], to: &text)
print(text.count, text == "x [1]\n") // expect: 6 true
struct Box<T> {}
print(Box<Void>.self, Box<(Int, String)>.self, Optional<Void>.self) // expect: Box<()> Box<(Int, String)> Optional<()>
func typeOf<T>(_ value: T) -> Any.Type { T.self }
protocol Named {}
extension Named { func ownType() -> Any.Type { typeOf(self) } }
struct Rose: Named {}
extension Int: Named {}
print(Rose().ownType(), 3.ownType()) // expect: Rose Int
