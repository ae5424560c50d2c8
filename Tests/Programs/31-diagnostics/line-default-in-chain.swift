struct Logger {
  func log(_ text: String, line: Int = #line) -> Logger { print(text, line); return self }
}
_ = Logger() // expect error: not supported yet: '#line' as a default argument of a call in a chain that continues on a later line
  .log("a")
