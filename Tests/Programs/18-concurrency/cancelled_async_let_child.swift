// run: exec (needs the host's async runtime; ExecProgramTests runs it)
// An `async let` child of a cancelled task starts cancelled (its sleep throws at once); a ten-second
// sleep runs on the simulated clock to its end.
@main struct Main {
  static func main() async {
    let handle = Task.detached { () -> Bool in
      async let child: Bool = { () -> Bool in
        try? await Task.sleep(for: .seconds(10))
        return Task.isCancelled
      }()
      let childCancelled = await child
      print("child cancelled: \(childCancelled)")
      return Task.isCancelled
    }
    handle.cancel()
    print("cancelled the handle") // expect: cancelled the handle
    print("task cancelled: \(await handle.value)")
    // expect: child cancelled: true
    // expect: task cancelled: true
    try? await Task.sleep(for: .seconds(10))
    print("slept ten seconds") // expect: slept ten seconds
  }
}
