// A local of a nested block (an `if`, a loop body, a `do`) is released when the block ends, last
// declared first, so its `deinit` runs there; a local a closure captured stays alive with the closure.
final class Resource {
  let name: String
  init(_ name: String) { self.name = name }
  deinit { print("release \(name)") }
}
var keep: [() -> Void] = []
func run() {
  if true {
    let a = Resource("a")
    let b = Resource("b")
    print("using \(a.name) \(b.name)")
  }
  print("after if")
  for i in 1...2 {
    let r = Resource("loop \(i)")
    print("iteration \(r.name)")
  }
  do {
    let c = Resource("c")
    keep.append { print("closure keeps \(c.name)") }
  }
  print("end of run")
}
run()
keep[0]()
// expect: using a b
// expect: release b
// expect: release a
// expect: after if
// expect: iteration loop 1
// expect: release loop 1
// expect: iteration loop 2
// expect: release loop 2
// expect: end of run
// expect: closure keeps c
