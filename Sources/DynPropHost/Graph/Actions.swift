import DynPropDiagnostics
import DynPropInterpreter
import OrderedCollections

/// A closure queued to run after the render pass: `onAppear`, `onDisappear`, `onChange`, `.task`
/// (SEMANTICS §8.3, §12.1 step 4).
struct QueuedAction {
  var kind: String
  var view: String
  /// The node whose modifier queued it.
  var node: String? = nil
  var run: Value
  var arguments: [Value]
}

extension ViewGraph {
  func enqueue(_ action: QueuedAction) { actions.append(action) }

  /// Runs the actions queued so far, in queue order; actions they queue wait for the next pass.
  func runActions() throws {
    let batch = actions
    actions.removeAll()
    for action in batch {
      let saved = (origin, originNode, workRoot)
      origin = "\(action.view).\(action.kind)"
      originNode = action.node
      beginCallback()
      defer { (origin, originNode, workRoot) = saved }
      event(.action, ["kind": .string(action.kind), "view": .string(action.view)])
      if action.kind == "task" {
        try world.startTask(action.run, origin: origin)
      } else {
        _ = try interpreter.callValue(action.run, action.arguments, at: interpreter.site)
        // An onAppear/onChange block is work like a user action: a plain value it wrote that a body read,
        // with no invalidation, is an unobserved write (issue 18.6).
        workFinished(origin: origin)
      }
      phaseHook?("\(action.view).\(action.kind)")
    }
  }

  /// One frame (§12.1): deliver due work, drain the main queue, then render and run actions until
  /// nothing is dirty (at most 8 passes).
  public func runTick() throws {
    tick += 1
    inTick = true
    defer { inTick = false }
    event(.tick)
    try world.deliverDue()
    try world.drainMainQueue()
    for _ in 0..<8 {
      try renderOldestTransaction()
      try runReleasedDeinits()
      try runActions()
      try runReleasedDeinits()
      if dirty.isEmpty && deferredInvalidations.isEmpty && store.deferred.isEmpty && actions.isEmpty
        && !transactions.hasHeldWrites
      {
        break
      }
    }
  }

  /// Objects the tree let go of (held by a view that left, or by a value a new body replaced) run their
  /// `deinit` now, as ARC runs it when the last reference goes away (issue 20.4).
  func runReleasedDeinits() throws {
    guard !interpreter.pendingDeinits.isEmpty else { return }
    let saved = origin
    origin = "deinit"
    defer { origin = saved }
    try interpreter.runPendingDeinits()
  }

  /// Idle per CONTRACT §2 `run`: nothing dirty, nothing queued, nothing due later.
  public var isIdle: Bool {
    dirty.isEmpty && actions.isEmpty && deferredInvalidations.isEmpty && store.deferred.isEmpty
      && !transactions.hasHeldWrites && pendingRoot == nil && world.isIdle
  }

  /// Mounts a root view: the root is dirty and its first body runs in the next tick.
  public func mount(_ value: Value) throws {
    let scriptType = try scriptViewType(value)
    unmount()
    let typeName = viewTypeName(value)
    let node = ViewNode(
      key: "", typeName: typeName, parent: nil, position: 0, value: value,
      scriptType: scriptType, environment: EnvironmentStore())
    root = node
    viewCount = 1
    pendingRoot = node
  }

  /// Tears the whole tree down (after a crash, `reset` or a new mount).
  public func unmount() {
    // A root mounted but never rendered has not appeared, so it does not disappear either.
    if let root, pendingRoot !== root { teardown(root) }
    // Views that appeared while their parent's update was cut short (a crash) are not linked into the
    // tree yet; they leave too, so every appear has its disappear. Their unlinked parents may be gone, so
    // they are ordered by path (a child's path extends its parent's, so children leave first).
    for node in nodesByPath.values.sorted(by: { $0.path > $1.path }) where node.isMounted {
      node.isMounted = false
      event(.disappear, ["view": .string(node.typeName), "node": .string(node.path)])
    }
    nodesByPath.removeAll()
    viewIndex.invalidate()
    root = nil
    pendingRoot = nil
    dirty.removeAll()
    actions.removeAll()
    deferredInvalidations.removeAll()
    transactions.removeAll()
    subscriptions.removeAll()
    viewCount = 0
  }
}
