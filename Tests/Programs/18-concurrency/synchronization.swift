// run: exec (needs the host's async runtime; ExecProgramTests runs it)
// The Synchronization module's `Mutex` (shared by the closures that capture it) and `Atomic`, and
// `Optional.take()`; expectations are swiftc's output.
import Synchronization

struct Inbox {
  var count = 0
  var last: String?
}
let inbox = Mutex(Inbox())
let hits = Atomic<Int>(0)
func deliver(_ text: String) -> Int {
  hits.add(1, ordering: .relaxed)
  return inbox.withLock {
    $0.count += 1
    $0.last = text
    return $0.count
  }
}
let tasks = (1...3).map { i in Task { deliver("message \(i)") } }
var total = 0
for task in tasks { total += await task.value }
let last = inbox.withLock { $0.last.take() }
print(total, hits.load(ordering: .sequentiallyConsistent), last ?? "none")
print(inbox.withLock { $0.last ?? "taken" })
print(hits.exchange(10, ordering: .relaxed), hits.load(ordering: .relaxed))
let swap = hits.compareExchange(expected: 10, desired: 20, ordering: .relaxed)
print(swap.exchanged, swap.original, hits.wrappingAdd(5, ordering: .relaxed))
// What swiftc's build prints, in order:
// expect: 6 3 message 3
// expect: taken
// expect: 3 10
// expect: true 10 (oldValue: 20, newValue: 25)
