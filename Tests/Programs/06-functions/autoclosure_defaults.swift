// A defaulted @autoclosure parameter is a closure too: the default runs when the body calls it, and
// only then.
var evaluations = 0
func note(_ text: String) -> String {
  evaluations += 1
  return text
}

func check(_ ok: Bool, _ message: @autoclosure () -> String = note("default message")) {
  if ok {
    print("ok")
  } else {
    print("failed:", message())
  }
}

check(true)  // expect: ok
print(evaluations)  // expect: 0
check(false)  // expect: failed: default message
print(evaluations)  // expect: 1
check(false, "written \(2)")  // expect: failed: written 2
print(evaluations)  // expect: 1

func expectEqual<T: Equatable>(
  _ expected: T, _ actual: T, _ message: @autoclosure () -> String = "", line: UInt = #line
) {
  let note = message()
  if expected != actual { print("line \(line): expected \(expected), got \(actual)" + (note.isEmpty ? "" : " " + note)) }
}
expectEqual(1, 1)
expectEqual("a", "b")  // expect: line 31: expected a, got b
expectEqual(3, 4, "sum")  // expect: line 32: expected 3, got 4 sum
