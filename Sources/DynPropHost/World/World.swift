import DynPropDiagnostics
import DynPropInterpreter
import OrderedCollections

/// The simulated world outside the views: the clock, the main queue, timers, the network and
/// `UserDefaults` (CONTRACT §8, SEMANTICS §12.1 steps 1–2). Everything is driven by ticks.
public final class World {
  weak var graph: ViewGraph!
  /// Blocks for `DispatchQueue.main.async` and tasks to start or resume, run FIFO in step 2 of the
  /// next tick.
  var mainQueue: [(block: Value, origin: String, node: String?, root: Int, task: ScriptTask?)] = []
  /// `asyncAfter` blocks and task resumptions, due at a tick.
  var timers: [(due: Int, block: Value, origin: String, node: String?, root: Int, background: Bool)] = []
  public let network = Network()
  let repeating = RepeatingTimers()
  public var defaults = UserDefaultsStore()
  /// The app's documents (`SandboxFiles`).
  public var files = FileStore()
  /// True while a URLSession completion handler runs (the simulated background queue).
  public internal(set) var isOnBackgroundQueue = false
  /// Tasks created and not yet ended, in creation order (bounded by `maxLiveTasks`).
  var liveTasks: [ScriptTask] = []
  /// Tasks in `Task.sleep`, in the order they went to sleep.
  var sleepers: [ScriptTask] = []
  /// The task whose body runs now (nil for everything else: views, actions, blocks, commands).
  var currentTask: ScriptTask?
  var nextTaskSerial = 1
  /// Tasks ended so far (stamps `ScriptTask.finishOrder`).
  var finishedTasks = 0

  var interpreter: Interpreter { graph.interpreter }

  var isIdle: Bool {
    mainQueue.isEmpty && timers.isEmpty && sleepers.isEmpty && !network.hasDueWork
      && !repeating.hasPendingOneShot
  }

  func enqueueMain(_ block: Value) {
    mainQueue.append((block, graph.origin, graph.originNode, graph.workRoot, nil))
  }

  func schedule(after seconds: Double, _ block: Value, background: Bool) {
    let ticks = max(1, Int((seconds * 60).rounded(.up)))
    timers.append((graph.tick + ticks, block, graph.origin, graph.originNode, graph.workRoot, background))
  }

  /// Step 1: responses and timers due now.
  func deliverDue() throws {
    try network.deliverDue(tick: graph.tick, world: self)
    try fireTimers()
    wakeSleepers()
    let due = timers.filter { $0.due <= graph.tick }
    timers.removeAll { $0.due <= graph.tick }
    for timer in due {
      try run(
        timer.block, origin: Origins.hop(timer.origin, "asyncAfter"), node: timer.node, root: timer.root,
        background: timer.background)
    }
  }

  /// Step 2: main-queue blocks enqueued before this step began.
  func drainMainQueue() throws {
    let batch = mainQueue
    mainQueue.removeAll()
    for item in batch {
      if let task = item.task {
        try resume(task)
      } else {
        try run(
          item.block, origin: Origins.hop(item.origin, "main queue"), node: item.node, root: item.root,
          background: false)
      }
    }
  }

  /// Runs deferred work as its starter: `root` is the `workRoot` of the code that queued it.
  func run(
    _ block: Value, origin: String, node: String?, root: Int, background: Bool, arguments: [Value] = []
  ) throws {
    let saved = (graph.origin, graph.originNode, graph.workRoot, isOnBackgroundQueue)
    graph.origin = origin
    graph.originNode = node
    graph.workRoot = root
    isOnBackgroundQueue = background
    defer { (graph.origin, graph.originNode, graph.workRoot, isOnBackgroundQueue) = saved }
    interpreter.beginEvaluation()
    _ = try interpreter.callValue(block, arguments, at: interpreter.site)
    graph.workFinished(origin: origin)
  }

  /// `.task { }` (a queued action, SEMANTICS §12.1 step 4): the task made when the view appeared runs
  /// now until its first suspension.
  func startTask(_ body: Value, origin: String) throws {
    guard case .native(let handle as TaskHandle) = body else {
      try run(body, origin: origin, node: graph.originNode, root: graph.workRoot, background: false)
      return
    }
    // The task is rooted in this start (the view's appearance or its id change), not in the body that
    // made its handle.
    handle.task.root = graph.workRoot
    try resume(handle.task)
  }

  public func reset() {
    terminateTasks()
    nextTaskSerial = 1
    mainQueue.removeAll()
    timers.removeAll()
    repeating.entries.removeAll()
    network.reset()
    defaults = UserDefaultsStore()
    files = FileStore()
  }
}

/// `UserDefaults.standard`: an in-memory store shared with `@AppStorage`.
public struct UserDefaultsStore {
  public var values: OrderedDictionary<String, Value> = [:]
}
