// A crash inside a `defer` body ends the program as in Swift, after the block's own statements ran.
// Expectations are swiftc's output.
func work() -> Int {
  defer { print("first registered, runs last") }
  defer { print("runs first") }
  return 3
}
print(work())
// expect: runs first
// expect: first registered, runs last
// expect: 3
do {
  defer { fatalError("in defer") }
  print("body")
}
// expect: body
// expect crash: Fatal error: in defer
print("not reached")
