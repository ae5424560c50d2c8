// run: exec (needs the host's async runtime; ExecProgramTests runs it)
// Task groups: children run side by side and `for await` / `next()` give results as they finish;
// a throwing group rethrows a child's error; `withTaskCancellationHandler` runs `onCancel` at once
// in a task that is already cancelled.
struct Missing: Error {}
func fetch(_ id: Int) async -> String {
  try? await Task.sleep(for: .milliseconds(100 * (4 - id)))
  return "item \(id)"
}
func load(_ id: Int) async throws -> Int {
  try await Task.sleep(for: .milliseconds(50 * id))
  if id == 2 { throw Missing() }
  return id
}
@main struct Main {
  static func main() async {
    let items = await withTaskGroup(of: String.self) { group in
      for id in 1...3 { group.addTask { await fetch(id) } }
      var all: [String] = []
      for await item in group { all.append(item) }
      return all
    }
    print(items) // expect: ["item 3", "item 2", "item 1"]
    let total = await withTaskGroup(of: Int.self, returning: Int.self) { group in
      for n in [5, 6] { group.addTask { n * 10 } }
      var sum = 0
      while let value = await group.next() { sum += value }
      return sum
    }
    print(total) // expect: 110
    do {
      let loaded = try await withThrowingTaskGroup(of: Int.self) { group in
        for id in 1...3 { group.addTask { try await load(id) } }
        var ids: [Int] = []
        for try await id in group { ids.append(id) }
        return ids
      }
      print(loaded)
    } catch {
      print("failed: \(error)") // expect: failed: Missing()
    }
    await withTaskGroup(of: Void.self) { group in
      group.cancelAll()
      group.addTask {
        await withTaskCancellationHandler {
          print("operation, cancelled: \(Task.isCancelled)")
        } onCancel: {
          print("onCancel")
        }
      }
    }
    // expect: onCancel
    // expect: operation, cancelled: true
    print("done") // expect: done
  }
}
