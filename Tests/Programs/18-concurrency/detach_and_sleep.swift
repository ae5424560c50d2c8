// run: exec (needs the host's async runtime; ExecProgramTests runs it)
// Swift 5.5's `detach { }` and `Task.Handle.get()`; a finished task releases its closure (and what it
// captured); `Task.sleep` takes nanoseconds as a UInt64.
final class Resource {
  init() { print("init") }
  deinit { print("deinit") }
}
func run() async {
  let r = Resource()
  let handle = detach { print("inside: \(r)") }
  await handle.get()
}
@main struct Main {
  static func main() async {
    await run()
    // expect: init
    // expect: inside: detach_and_sleep.Resource
    // expect: deinit
    let pause = UInt64.random(in: 1..<3) * 1_000_000
    await Task.sleep(pause)
    print(pause >= 1_000_000, type(of: pause)) // expect: true UInt64
  }
}
