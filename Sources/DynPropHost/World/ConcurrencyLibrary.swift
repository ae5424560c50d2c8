import DynPropDiagnostics
import DynPropInterpreter

/// Swift concurrency as scripts use it: `Task`, `MainActor`, `CancellationError`, `URLError` and the
/// async `URLSession` methods, on the simulated world's tasks (SEMANTICS §12.1, tasks; CONTRACT §8).
enum ConcurrencyLibrary {
  static func types(_ graph: ViewGraph) -> [String: RuntimeType] {
    var types: [String: RuntimeType] = [:]
    for type in [
      task(graph), mainActor(graph), urlSession(graph), errorType("CancellationError"), errorType("URLError"),
      FoundationType("HTTPURLResponse"), duration(),
    ] {
      types[type.name] = type
    }
    return types
  }

  /// `Task { }`, `Task(priority:) { }`, `Task { @MainActor in }`, `Task.detached { }` and the statics
  /// a task body uses.
  static func task(_ graph: ViewGraph) -> FoundationType {
    FoundationType(
      "Task",
      make: { labels, args, rt, location in
        try spawn(graph, args, detached: false, rt, location, name: taskName(labels, args))
      },
      statics: { name, labels, args, rt in
        let world = graph.world
        switch (name, args) {
        case ("isCancelled", nil): return .bool(world.currentTask?.isCancelled ?? false)
        case ("detached", let args?):
          return try spawn(graph, args, detached: true, rt, rt.site, name: taskName(labels, args))
        case ("immediate", let args?):
          return try spawnImmediate(graph, args, rt, name: taskName(labels, args))
        case ("name", nil): return world.currentTask?.name.map { Value.wrapped(.string($0)) } ?? Value.none
        case ("checkCancellation", let args?) where args.isEmpty:
          try world.checkCancellation()
          return .void
        case ("sleep", let args?):
          try world.sleep(
            ticks: try sleepTicks(labels, args, rt), throwsOnCancel: (labels.first ?? nil) != nil)
          return .void
        case ("yield", let args?) where args.isEmpty:
          try world.yieldTask()
          return .void
        default: return nil
        }
      })
  }

  /// `detach { }`: Swift 5.5's global spelling of `Task.detached { }` (still in the standard library).
  static func detachFunction(_ graph: ViewGraph) -> Value {
    .closure(
      NativeFunction("detach") { args, _, rt in
        try spawn(graph, args, detached: true, rt, rt.site)
      })
  }

  /// `Task(name: "Loader") { }`: the name `Task.name` gives inside it (Swift 6.2).
  static func taskName(_ labels: [String?], _ args: [Value]) -> String? {
    guard let index = labels.firstIndex(of: "name"), index < args.count else { return nil }
    if case .string(let name) = args[index].flattened { return name }
    return nil
  }

  private static func spawn(
    _ graph: ViewGraph, _ args: [Value], detached: Bool, _ rt: Interpreter, _ at: SourceLocation,
    name: String? = nil
  )
    throws -> Value
  {
    guard let body = args.last, case .closure = body else {
      throw rt.scriptError("Task needs a trailing closure with its body", at: at)
    }
    let world = graph.world
    let task = try world.makeTask(
      body: body, origin: "\(graph.callPath()) → \(detached ? "Task.detached" : "Task")",
      node: graph.originNode,
      detached: detached, at: at)
    task.name = name
    world.enqueue(task)
    return .native(TaskHandle(task: task, world: world))
  }

  /// `Task.immediate { }` (Swift 6.2, SE-0472): the task starts on the caller's turn, runs until its
  /// first suspension, and only then does the caller go on; what is left resumes as any task does.
  /// Inside a view update the body would run as part of that update, which is not modelled: an error.
  private static func spawnImmediate(_ graph: ViewGraph, _ args: [Value], _ rt: Interpreter, name: String?)
    throws -> Value
  {
    let site = rt.site
    if graph.currentBodyNode != nil || graph.currentUpdateNode != nil {
      throw rt.scriptError("unsupported: Task.immediate during a view update (body or update())", at: site)
    }
    guard let body = args.last, case .closure = body else {
      throw rt.scriptError("Task needs a trailing closure with its body", at: site)
    }
    let world = graph.world
    let task = try world.makeTask(
      body: body, origin: "\(graph.callPath()) → Task.immediate", node: graph.originNode, detached: false,
      at: site)
    task.name = name
    try world.resume(task)
    rt.site = site
    return .native(TaskHandle(task: task, world: world))
  }

  /// Ticks of a sleep: `nanoseconds:` (UInt64), `for: .seconds(x)` / `.milliseconds(x)`; rounded up to
  /// whole ticks of 1/60 s (CONTRACT §8).
  static func sleepTicks(_ labels: [String?], _ args: [Value], _ rt: Interpreter) throws -> Int {
    guard let argument = args.first else {
      throw rt.scriptError("missing argument for Task.sleep", at: rt.site)
    }
    let seconds: Double
    if labels.first == "nanoseconds" || (labels.first ?? nil) == nil, let ns = number(argument) {
      seconds = ns / 1e9
    } else if let duration = durationSeconds(argument) {
      seconds = duration
    } else {
      throw rt.scriptError("cannot convert value to 'Duration' in Task.sleep", at: rt.site)
    }
    return Int((seconds * 60 - 1e-9).rounded(.up))
  }

  /// `.seconds(2)`, `.milliseconds(500)`, `.nanoseconds(n)`, `.microseconds(n)`.
  static func durationSeconds(_ value: Value) -> Double? {
    guard case .native(let member as UnresolvedMember) = value,
      let amount = member.arguments.first.flatMap(number)
    else { return nil }
    switch member.name {
    case "seconds": return amount
    case "milliseconds": return amount / 1e3
    case "microseconds": return amount / 1e6
    case "nanoseconds": return amount / 1e9
    default: return nil
    }
  }

  static func number(_ value: Value) -> Double? {
    switch value {
    case .int(let i): return Double(i)
    case .double(let d): return d
    case .sized: return value.integer64.map(Double.init)
    default: return nil
    }
  }

  /// `Duration.seconds(2)`, `.milliseconds(500)`…: kept as the implicit member `Task.sleep(for:)` reads.
  static func duration() -> FoundationType {
    FoundationType(
      "Duration",
      statics: { name, labels, args, _ in
        guard let args, ["seconds", "milliseconds", "microseconds", "nanoseconds"].contains(name) else {
          return nil
        }
        return .native(UnresolvedMember(name: name, arguments: args, labels: labels))
      })
  }

  /// `await MainActor.run { }`, `MainActor.assumeIsolated { }`: the body runs now, on the main actor.
  static func mainActor(_ graph: ViewGraph) -> FoundationType {
    FoundationType(
      "MainActor",
      statics: { name, _, args, rt in
        guard name == "run" || name == "assumeIsolated", let body = args?.last else { return nil }
        let world = graph.world
        let saved = world.isOnBackgroundQueue
        world.isOnBackgroundQueue = false
        defer { world.isOnBackgroundQueue = saved }
        return try rt.callValue(body, [], at: rt.site)
      })
  }

  /// Error types scripts name in `catch is CancellationError` / `catch let error as URLError`.
  static func errorType(_ name: String) -> FoundationType {
    FoundationType(
      name,
      make: { _, _, _, _ in
        name == "CancellationError"
          ? .native(CancellationErrorValue()) : .native(URLErrorValue(reason: "unknown", url: ""))
      })
  }

  /// `URLSession.shared` with the async `data(from:)` / `data(for:)`; everything else (`dataTask`) is the
  /// Foundation library's session.
  static func urlSession(_ graph: ViewGraph) -> FoundationType {
    let shared = Value.native(AsyncURLSession(graph: graph, base: FoundationLibrary.sessionObject(graph)))
    return FoundationType(
      "URLSession", make: { _, _, _, _ in shared },
      statics: { name, _, _, _ in name == "shared" ? shared : nil })
  }
}

/// The simulated `URLSession` with Swift concurrency's `data(from:)` and `data(for:)`.
final class AsyncURLSession: NativeObject {
  unowned let graph: ViewGraph
  let base: Value
  init(graph: ViewGraph, base: Value) {
    self.graph = graph
    self.base = base
  }
  override var typeName: String { "URLSession" }

  override func call(_ name: String, labels: [String?], arguments: [Value], in interpreter: Interpreter)
    throws -> Value?
  {
    guard name == "data", arguments.count == 1, labels.first == "from" || labels.first == "for" else {
      guard case .native(let object) = base else { return nil }
      return try object.call(name, labels: labels, arguments: arguments, in: interpreter)
    }
    return try data(arguments[0], interpreter)
  }

  /// The request starts now (a `request` event with the task's origin); the task suspends until the
  /// response arrives in step 1 of its due tick and resumes on the main actor in step 2.
  private func data(_ target: Value, _ rt: Interpreter) throws -> Value {
    let world = graph.world
    let task = try world.runningTask(awaiting: "URLSession.data")
    let url = FoundationLibrary.urlString(target)
    if task.isCancelled { throw ThrownError(.native(URLErrorValue(reason: "cancelled", url: url))) }
    var method = "GET"
    if case .native(let request as FoundationObject) = target,
      case .string(let m)? = request.settable["httpMethod"]
    {
      method = m
    }
    let request = graph.startRequest(url: url, method: method, completion: .void)
    request.awaiting = task
    return try world.suspend(task, on: .request(request.id))
  }
}

/// `CancellationError()`: thrown by `Task.sleep` and `Task.checkCancellation()` in a cancelled task.
final class CancellationErrorValue: NativeObject {
  override var typeName: String { "CancellationError" }
  override var displayDescription: String { "CancellationError()" }
  override func member(_ name: String, in interpreter: Interpreter) throws -> Value? {
    name == "localizedDescription"
      ? .string("The operation couldn’t be completed. (Swift.CancellationError error 1.)") : nil
  }
  override func isEqual(to other: NativeObject) -> Bool { other is CancellationErrorValue }
}
