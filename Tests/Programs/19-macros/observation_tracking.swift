// run: exec (needs the host's Foundation pieces and async runtime; ExecProgramTests runs it)
// @Observable (The Swift Programming Language, "Macros"; the Observation module): withObservationTracking
// calls onChange once, for the first write to a property its closure read; other properties and
// @ObservationIgnored ones do not count; expectations are swiftc's output.
import Observation

@Observable
final class Counter {
  var count = 0
  var label = "taps"
  @ObservationIgnored var log: [String] = []
}
let counter = Counter()
withObservationTracking {
  print("reading", counter.count)
} onChange: {
  print("count will change")
}
counter.label = "clicks"
print("label changed, count untouched")
counter.count += 1
print(counter.count, counter.label)
counter.count += 1
print("second change is not tracked")
counter.log.append("x")
print(counter.log)
// What swiftc's build prints, in order:
// expect: reading 0
// expect: label changed, count untouched
// expect: count will change
// expect: 1 clicks
// expect: second change is not tracked
// expect: ["x"]
