// run: exec (needs the host's async runtime; ExecProgramTests runs it)
// `@TaskLocal` values: `withValue` binds one for its operation, nested bindings shadow, tasks and
// `async let` children inherit the creator's bindings, a detached task does not; expectations are swiftc's.
enum Trace {
  @TaskLocal static var id: Int = 0
  @TaskLocal static var name: String?
}
func show(_ label: String) { print(label, Trace.id, Trace.name ?? "-") }
show("start")
Trace.$id.withValue(1) {
  show("in 1")
  Trace.$name.withValue("a") { show("in 1a") }
  Trace.$id.withValue(2) { show("in 2") }
  show("back 1")
}
show("out")
func work() async {
  await Trace.$id.withValue(5) {
    show("before")
    async let child: Void = { show("child") }()
    await child
    let t = Task { show("task") }
    await t.value
    let d = Task.detached { show("detached") }
    await d.value
    try? await Task.sleep(nanoseconds: 1000)
    show("after")
  }
  show("end")
}
await work()
print(Trace.$id.get())
// What swiftc's build prints, in order:
// expect: start 0 -
// expect: in 1 1 -
// expect: in 1a 1 a
// expect: in 2 2 -
// expect: back 1 1 -
// expect: out 0 -
// expect: before 5 -
// expect: child 5 -
// expect: task 5 -
// expect: detached 0 -
// expect: after 5 -
// expect: end 0 -
// expect: 0
