// run: exec (needs the host's async runtime; ExecProgramTests runs it)
// `Task.immediate` runs its body on the caller's turn up to the first suspension; the caller goes on
// only then, and the rest of the body resumes later, as a task started with `Task { }` does. More than
// 256 of them may wait at once.
@MainActor func demo() async {
  print("before")
  let task = Task.immediate { @MainActor in
    print("immediate: started")
    await Task.yield()
    print("immediate: resumed")
    return 42
  }
  print("after")
  print("result", await task.value)
}

func many(_ count: Int) async {
  await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
    for i in 1...count {
      Task.immediate {
        if i % 100 == 0 { print("task \(i) started") }
        try? await Task.sleep(nanoseconds: 1_000)
        if i == count { done.resume() }
      }
    }
  }
}

await demo()
await many(300)
print("done")
// expect: before
// expect: immediate: started
// expect: after
// expect: immediate: resumed
// expect: result 42
// expect: task 100 started
// expect: task 200 started
// expect: task 300 started
// expect: done
