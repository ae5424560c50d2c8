// run: exec (needs the host's async runtime; ExecProgramTests runs it)
// An `async let`'s value is destroyed where its scope ends, before a `catch` runs (last declared first),
// even when the block made closures; the unlabeled Swift 5.5 `Task.sleep(_:)` sleeps its whole time in
// a cancelled task and throws nothing. Expectations are swiftc's output.
struct Bad: Error {}
final class Foo { init() async throws {}; deinit { print("Foo down") } }
final class Bar { init() async throws { throw Bad() } }
final class Baz { init() async throws {}; deinit { print("Baz down") } }
func zim(y: Bar, x: Foo, z: Baz) { print("hooray") }
func scoped() async {
  do {
    async let x = Foo()
    async let y = Bar()
    async let z = Baz()
    return try await zim(y: y, x: x, z: z)
  } catch {
    print("caught")
  }
}
await scoped()
// expect: Baz down
// expect: Foo down
// expect: caught
let task = Task.detached { () -> Bool in
  async let child: Bool = { () -> Bool in
    await Task.sleep(1_000_000)
    return Task.isCancelled
  }()
  return await child
}
task.cancel()
print("child saw cancel:", await task.value)
// expect: child saw cancel: true
