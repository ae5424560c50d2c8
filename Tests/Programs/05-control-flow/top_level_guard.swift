// A top-level `guard let` binds a global: the file's functions and closures see it; a `guard` inside a
// block binds a local. Expectations are swiftc's output.
guard let answer = Int("42") else { fatalError("no answer") }
func show() { print("function:", answer) }
show()
let closure = { print("closure:", answer + 1) }
closure()
// expect: function: 42
// expect: closure: 43
if answer > 0 {
  guard let local = Int("7") else { fatalError() }
  print("local:", local)
}
// expect: local: 7
