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
    /// The view whose callback scheduled it (`ViewGraph.originNode`): its firings are that view's work.
    let node: String?
    /// The `workRoot` of the code that scheduled it; every firing runs under it.
    let root: Int
    let timer: TimerObject
  }

  var entries: [Entry] = []
  private var nextID = 1

  func schedule(
    every seconds: Double, repeats: Bool, block: Value, origin: String, node: String?, root: Int, now: Int
  ) -> TimerObject {
    let interval = CombineScheduling.ticks(after: seconds)
    let timer = TimerObject(id: nextID, repeats: repeats)
    entries.append(
      Entry(
        id: nextID, interval: interval, due: now + interval, block: block, origin: Origins.root(of: origin),
        node: node, root: root, timer: timer))
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
    invalidate()
    return .void
  }

  func invalidate() { isValid = false }
}

extension World {
  /// Step 1 of a tick: the timers due now run on the main queue, in creation order.
  func fireTimers() throws {
    for entry in repeating.takeDue(at: graph.tick) {
      try run(
        entry.block, origin: "timer #\(entry.id) (started by \(entry.origin))", node: entry.node,
        root: entry.root,
        background: false, arguments: [.native(entry.timer)])
    }
  }
}

extension FoundationLibrary {
  static func timer(_ graph: ViewGraph) -> FoundationType {
    FoundationType(
      "Timer",
      statics: { name, labels, args, _ in
        guard let args else { return nil }
        let values = ViewArguments(
          labels: labels, values: args, rt: graph.interpreter, location: graph.interpreter.site)
        if name == "publish" {
          let seconds = values.value("every").flatMap(CombineScheduling.seconds) ?? 1
          return .native(TimerPublisher(seconds: seconds, graph: graph))
        }
        guard name == "scheduledTimer", let block = args.last else { return nil }
        let seconds = graph.deadlineSeconds(values.value("withTimeInterval") ?? .double(1)) ?? 1
        let repeats = values.value("repeats").map { $0.isTrue } ?? false
        let timer = graph.world.repeating.schedule(
          every: seconds, repeats: repeats, block: block, origin: graph.origin, node: graph.originNode,
          root: graph.workRoot, now: graph.tick)
        return .native(timer)
      })
  }
}

/// `Timer.publish(every:on:in:)`: a connectable publisher of `Date`s. Nothing fires until `connect()`
/// or, with `.autoconnect()`, until the first subscriber arrives; an autoconnected timer stops when it
/// has no live subscriber left. Like `scheduledTimer` it repeats on the tick clock and is not a render
/// loop (CONTRACT §6).
final class TimerPublisher: PublisherObject {
  let seconds: Double
  let subject = SubjectCore()
  private weak var timer: TimerObject?
  private var autoconnects = false

  init(seconds: Double, graph: ViewGraph) {
    self.seconds = seconds
    super.init(graph: graph)
  }

  override var typeName: String {
    autoconnects ? "Publishers.Autoconnect<Timer.TimerPublisher>" : "Timer.TimerPublisher"
  }

  override func attach(_ downstream: Downstream, _ rt: Interpreter) throws {
    try subject.add(downstream, rt)
    if autoconnects, timer?.isValid != true { start() }
  }

  /// `timer.upstream.connect().cancel()` stops an autoconnected timer: its upstream is the same timer.
  override func member(_ name: String, in interpreter: Interpreter) throws -> Value? {
    name == "upstream" ? .native(self) : nil
  }

  override func call(_ name: String, labels: [String?], arguments: [Value], in interpreter: Interpreter)
    throws -> Value?
  {
    switch name {
    case "autoconnect":
      let publisher = TimerPublisher(seconds: seconds, graph: graph)
      publisher.autoconnects = true
      return .native(publisher)
    case "connect":
      let token = Subscription()
      let timer = self.timer.flatMap { $0.isValid ? $0 : nil } ?? start()
      token.onCancel.append { [weak timer] in timer?.invalidate() }
      return .native(token)
    default: return try super.call(name, labels: labels, arguments: arguments, in: interpreter)
    }
  }

  /// Schedules the repeating timer; each firing sends the simulated clock's `Date`.
  @discardableResult
  private func start() -> TimerObject {
    let block = Value.closure(
      // Holds the publisher while the timer runs: a subscriber's cancellable does not keep its source.
      NativeFunction("Timer.publish") { args, _, rt in
        guard case .native(let timer as TimerObject)? = args.first else { return .void }
        if self.autoconnects, !self.subject.hasLiveSubscribers {
          timer.invalidate()
          return .void
        }
        try self.subject.send(.native(DateValue.now(self.graph)), rt)
        return .void
      })
    let timer = graph.world.repeating.schedule(
      every: seconds, repeats: true, block: block, origin: graph.origin, node: graph.originNode,
      root: graph.workRoot, now: graph.tick)
    self.timer = timer
    return timer
  }
}
