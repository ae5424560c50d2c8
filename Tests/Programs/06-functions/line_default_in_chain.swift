// A `#line` default in a call chain written over several lines is the line where that call's member
// and argument list are, not the line the chain starts on. Expectations are swiftc's output.
struct Logger {
  func log(_ text: String, line: Int = #line) -> Logger { print(text, line); return self }
  func run(_ body: () -> Void) { body() }
}
_ = Logger()
  .log("a")
  .log("b")
Logger().log("c")
  .log("d")
  .run { print("ran") }
// expect: a 8
// expect: b 9
// expect: c 10
// expect: d 11
// expect: ran
