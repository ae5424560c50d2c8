import DynPropDiagnostics
import DynPropInterpreter
import OrderedCollections

/// The simulated world outside the views: the clock, the main queue, timers, the network and
/// `UserDefaults` (CONTRACT §8, SEMANTICS §12.1 steps 1–2). Everything is driven by ticks.
public final class World {
  weak var graph: ViewGraph!
  /// Blocks for `DispatchQueue.main.async`, run FIFO in step 2 of the next tick.
  var mainQueue: [(block: Value, origin: String, node: String?)] = []
  /// `asyncAfter` blocks and task resumptions, due at a tick.
  var timers: [(due: Int, block: Value, origin: String, node: String?, background: Bool)] = []
  public let network = Network()
  let repeating = RepeatingTimers()
  public var defaults = UserDefaultsStore()
  /// True while a URLSession completion handler runs (the simulated background queue).
  public internal(set) var isOnBackgroundQueue = false

  var interpreter: Interpreter { graph.interpreter }

  var isIdle: Bool {
    mainQueue.isEmpty && timers.isEmpty && !network.hasDueWork && !repeating.hasPendingOneShot
  }

  func enqueueMain(_ block: Value) {
    mainQueue.append((block, graph.origin, graph.originNode))
  }

  func schedule(after seconds: Double, _ block: Value, background: Bool) {
    let ticks = max(1, Int((seconds * 60).rounded(.up)))
    timers.append((graph.tick + ticks, block, graph.origin, graph.originNode, background))
  }

  /// Step 1: responses and timers due now.
  func deliverDue() throws {
    try network.deliverDue(tick: graph.tick, world: self)
    try fireTimers()
    let due = timers.filter { $0.due <= graph.tick }
    timers.removeAll { $0.due <= graph.tick }
    for timer in due {
      try run(
        timer.block, origin: "\(timer.origin) → asyncAfter", node: timer.node, background: timer.background)
    }
  }

  /// Step 2: main-queue blocks enqueued before this step began.
  func drainMainQueue() throws {
    let batch = mainQueue
    mainQueue.removeAll()
    for item in batch {
      try run(item.block, origin: "\(item.origin) → main queue", node: item.node, background: false)
    }
  }

  func run(_ block: Value, origin: String, node: String?, background: Bool, arguments: [Value] = []) throws {
    let saved = (graph.origin, graph.originNode, isOnBackgroundQueue)
    graph.origin = origin
    graph.originNode = node
    isOnBackgroundQueue = background
    defer { (graph.origin, graph.originNode, isOnBackgroundQueue) = saved }
    interpreter.beginEvaluation()
    _ = try interpreter.callValue(block, arguments, at: interpreter.site)
    graph.workFinished(origin: origin)
  }

  /// `.task { }`: runs the body as an action (await points complete within the same evaluation).
  func startTask(_ body: Value, origin: String) throws {
    try run(body, origin: origin, node: graph.originNode, background: false)
  }

  public func reset() {
    mainQueue.removeAll()
    timers.removeAll()
    repeating.entries.removeAll()
    network.reset()
    defaults = UserDefaultsStore()
  }
}

/// `UserDefaults.standard`: an in-memory store shared with `@AppStorage`.
public struct UserDefaultsStore {
  public var values: OrderedDictionary<String, Value> = [:]
}
