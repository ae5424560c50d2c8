import DynPropDiagnostics
import DynPropInterpreter

/// `withTaskGroup(of:returning:body:)` and its throwing and discarding variants (SEMANTICS §12.1, tasks):
/// structured child tasks on the simulated world. Children start as `async let` children do (step 2 of a
/// later tick); `next()` (and `for await` over the group) gives their results in the order they finish;
/// children still running when the body returns are awaited and their results dropped, as Swift does.
enum TaskGroups {
  static let names: Set<String> = [
    "withTaskGroup", "withThrowingTaskGroup", "withDiscardingTaskGroup", "withThrowingDiscardingTaskGroup",
  ]

  static func function(named name: String, _ graph: ViewGraph) -> Value? {
    guard names.contains(name) else { return nil }
    return .closure(
      NativeFunction(name) { args, _, rt in
        guard let body = args.last, case .closure = body else {
          throw rt.scriptError("\(name) needs a closure that receives the group", at: rt.site)
        }
        let world = graph.world
        let group = TaskGroupObject(
          parent: try world.runningTask(awaiting: name), world: world, throwing: name.contains("Throwing"))
        let result: Value
        do {
          result = try rt.callValue(body, [.native(group)], at: rt.site)
        } catch let thrown as ThrownError {
          group.cancelAll()
          try group.awaitRemaining()
          throw thrown
        }
        try group.awaitRemaining()
        return result
      })
  }
}

/// The group a task-group body receives: `addTask`, `addTaskUnlessCancelled`, `next()`, `waitForAll()`,
/// `cancelAll()`, `isCancelled`, `isEmpty`, and `for await result in group`.
final class TaskGroupObject: NativeObject {
  let parent: ScriptTask
  unowned let world: World
  let throwing: Bool
  private(set) var isCancelled = false
  /// Children added and not yet returned by `next()`, in the order they were added.
  private var pending: [ScriptTask] = []

  init(parent: ScriptTask, world: World, throwing: Bool) {
    self.parent = parent
    self.world = world
    self.throwing = throwing
  }

  override var typeName: String { throwing ? "ThrowingTaskGroup" : "TaskGroup" }

  override func member(_ name: String, in interpreter: Interpreter) throws -> Value? {
    switch name {
    case "isCancelled": return .bool(isCancelled || parent.isCancelled)
    case "isEmpty": return .bool(pending.isEmpty)
    default: return nil
    }
  }

  override func call(_ name: String, labels: [String?], arguments: [Value], in interpreter: Interpreter)
    throws -> Value?
  {
    switch name {
    case "addTask":
      try add(arguments, name: ConcurrencyLibrary.taskName(labels, arguments), interpreter)
      return .void
    case "addTaskUnlessCancelled":
      if isCancelled || parent.isCancelled { return .bool(false) }
      try add(arguments, name: ConcurrencyLibrary.taskName(labels, arguments), interpreter)
      return .bool(true)
    case "next": return try next()
    case "waitForAll":
      while case .wrapped = try next() {}
      return .void
    case "cancelAll":
      cancelAll()
      return .void
    case "makeAsyncIterator": return .native(self)
    default: return nil
    }
  }

  private func add(_ arguments: [Value], name: String?, _ rt: Interpreter) throws {
    guard let body = arguments.last, case .closure = body else {
      throw rt.scriptError("addTask needs a closure with the child task's work", at: rt.site)
    }
    let child = try world.makeTask(
      body: body, origin: "\(parent.origin) → group task", node: parent.node, detached: false, at: rt.site)
    child.isCancelled = isCancelled || parent.isCancelled
    child.name = name
    parent.children.removeAll { $0.isFinished }
    parent.children.append(child)
    pending.append(child)
    world.enqueue(child)
  }

  func cancelAll() {
    isCancelled = true
    for child in pending { world.cancel(child) }
  }

  /// The result of the child that finished first among those not yet returned; nil when none is left.
  /// A throwing group rethrows a child's error here.
  func next() throws -> Value {
    while !pending.isEmpty {
      if let done = pending.filter({ $0.outcome != nil }).min(by: { $0.finishOrder < $1.finishOrder }) {
        pending.removeAll { $0 === done }
        return .wrapped(try done.outcome!.get())
      }
      try world.awaitAny(of: pending)
    }
    return .none
  }

  /// Children left when the body returns (or throws) are awaited; their results and errors are dropped.
  func awaitRemaining() throws {
    while !pending.isEmpty {
      do {
        _ = try next()
      } catch is ThrownError {
        continue
      }
    }
  }
}
