// An unlabeled trailing closure passes over defaulted parameters that cannot take a function
// (SE-0286's forward scan), so the overload that takes the closure is the one called.
var registered: [String] = []

final class Suite {
  func test(_ name: String, file: String = #file, line: UInt = #line, _ body: @escaping () -> Void) {
    registered.append(name)
    print("closure overload", name)
    body()
  }
  func test(_ name: String, file: String = #file, line: UInt = #line) -> Int {
    print("plain overload", name)
    return 0
  }
}

let suite = Suite()
suite.test("one") { print("body runs") }
// expect: closure overload one
// expect: body runs
_ = suite.test("two") // expect: plain overload two
print(registered) // expect: ["one"]

func run(_ label: String, times: Int = 1, _ body: () -> Void) {
  for _ in 0..<times { body() }
  print("ran", label)
}
func run(_ label: String, times: Int = 1) { print("nothing to run", label) }
run("a") { print("tick") }
// expect: tick
// expect: ran a
run("b", times: 2) { print("tock") }
// expect: tock
// expect: tock
// expect: ran b
run("c") // expect: nothing to run c

func handler(_ name: String, done: (() -> Void)? = nil) {
  print("handler", name, done == nil ? "without" : "with")
  done?()
}
handler("x") { print("done") }
// expect: handler x with
// expect: done
handler("y") // expect: handler y without
