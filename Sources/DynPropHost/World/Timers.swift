import DynPropDiagnostics
import DynPropInterpreter

/// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` on the tick clock (1 tick = 1/60 s).
///
/// A repeating timer is work started once that fires again and again: its writes are not a render
/// loop (CONTRACT §6), and it does not keep `run` from being idle (CONTRACT §2).
final class RepeatingTimers {
  struct Entry {
    let id: Int
    let interval: Int
    var due: Int
    let block: Value
    let origin: String
    let timer: TimerObject
  }

  var entries: [Entry] = []
  private var nextID = 1

  func schedule(every seconds: Double, repeats: Bool, block: Value, origin: String, now: Int) -> TimerObject {
    let interval = max(1, Int((seconds * 60).rounded(.up)))
    let timer = TimerObject(id: nextID, repeats: repeats)
    entries.append(
      Entry(id: nextID, interval: interval, due: now + interval, block: block, origin: origin, timer: timer))
    nextID += 1
    return timer
  }

  /// Timers due at `tick`, in creation order; repeating ones are rescheduled, others removed.
  func takeDue(at tick: Int) -> [Entry] {
    entries.removeAll { !$0.timer.isValid }
    let due = entries.filter { $0.due <= tick }
    for index in entries.indices where entries[index].due <= tick {
      entries[index].due = tick + entries[index].interval
    }
    entries.removeAll { entry in due.contains { $0.id == entry.id } && !entry.timer.repeats }
    return due
  }

  /// One-shot timers still pending keep the world busy; repeating ones don't.
  var hasPendingOneShot: Bool { entries.contains { !$0.timer.repeats && $0.timer.isValid } }
}

/// A `Timer`: `invalidate()` stops it.
final class TimerObject: NativeObject {
  let id: Int
  let repeats: Bool
  private(set) var isValid = true

  init(id: Int, repeats: Bool) {
    self.id = id
    self.repeats = repeats
  }

  override var typeName: String { "Timer" }

  override func member(_ name: String, in interpreter: Interpreter) throws -> Value? {
    name == "isValid" ? .bool(isValid) : nil
  }

  override func call(_ name: String, labels: [String?], arguments: [Value], in interpreter: Interpreter)
    throws -> Value?
  {
    guard name == "invalidate" else { return nil }
    isValid = false
    return .void
  }
}

extension World {
  /// Step 1 of a tick: the timers due now run on the main queue, in creation order.
  func fireTimers() throws {
    for entry in repeating.takeDue(at: graph.tick) {
      try run(
        entry.block, origin: "timer #\(entry.id) (started by \(entry.origin))", node: nil, background: false,
        arguments: [.native(entry.timer)])
    }
  }
}

extension FoundationLibrary {
  static func timer(_ graph: ViewGraph) -> FoundationType {
    FoundationType(
      "Timer",
      statics: { name, labels, args, _ in
        guard name == "scheduledTimer", let args, let block = args.last else { return nil }
        let values = ViewArguments(
          labels: labels, values: args, rt: graph.interpreter, location: graph.interpreter.site)
        let seconds = graph.deadlineSeconds(values.value("withTimeInterval") ?? .double(1)) ?? 1
        let repeats = values.value("repeats").map { $0.isTrue } ?? false
        let timer = graph.world.repeating.schedule(
          every: seconds, repeats: repeats, block: block, origin: graph.origin, now: graph.tick)
        return .native(timer)
      })
  }
}
