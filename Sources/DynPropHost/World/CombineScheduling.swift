import DynPropDiagnostics
import DynPropInterpreter

/// Combine's schedulers on the tick clock (CONTRACT §8: 1 tick = 1/60 s; work fires in the first tick
/// whose start is at or after its deadline). `DispatchQueue.main` and `RunLoop.main` are the main queue:
/// `receive(on:)` queues each value as a main-queue block (step 2, SEMANTICS §12.1), and `debounce` /
/// `delay` fire with the timers in step 1, off the background queue, so what they publish is on the
/// main thread.
enum CombineScheduling {
  static func call(
    _ upstream: PublisherObject, _ name: String, _ labels: [String?], _ args: [Value], _ rt: Interpreter
  ) throws -> PublisherObject? {
    let values = ViewArguments(labels: labels, values: args, rt: rt, location: rt.site)
    switch name {
    case "receive" where labels.first == "on":
      return later(upstream, try Scheduler(args[0], rt), "receive(on:)", after: nil)
    case "delay":
      let scheduler = try Scheduler(values.value("scheduler") ?? .none, rt)
      return later(upstream, scheduler, name, after: try interval(values, name, rt))
    case "debounce":
      let interval = try interval(values, name, rt)
      let scheduler = try Scheduler(values.value("scheduler") ?? .none, rt)
      return OperatorPublisher(graph: upstream.graph) { d, rt in
        try upstream.attach(debounce(d, interval, scheduler, upstream.graph), rt)
      }
    default: return nil
    }
  }

  /// Each value goes through `scheduler`: `after` seconds later, or (nil) as its next block.
  private static func later(
    _ upstream: PublisherObject, _ scheduler: Scheduler, _ name: String, after: Double?
  )
    -> PublisherObject
  {
    OperatorPublisher(graph: upstream.graph) { d, rt in
      let step = d.receiving { v, _ in
        scheduler.run(upstream.graph, name, after: after) { rt in
          if d.isLive { try d.value(v, rt) }
        }
      }
      try upstream.attach(step, rt)
    }
  }

  private static func interval(_ values: ViewArguments, _ name: String, _ rt: Interpreter) throws -> Double {
    guard let interval = values.value("for").flatMap(seconds) else {
      throw rt.scriptError("\(name) needs 'for: .seconds(n)' or '.milliseconds(n)'", at: rt.site)
    }
    return interval
  }

  /// Each value restarts the quiet period; only the last one is sent, once the period has passed.
  private static func debounce(
    _ d: Downstream, _ interval: Double, _ scheduler: Scheduler, _ graph: ViewGraph
  ) -> Downstream {
    var generation = 0
    return d.receiving { v, _ in
      generation += 1
      let mine = generation
      scheduler.run(graph, "debounce", after: interval) { rt in
        if mine == generation, d.isLive { try d.value(v, rt) }
      }
    }
  }

  /// A `.seconds(x)` / `.milliseconds(n)` / `.microseconds(n)` / `.nanoseconds(n)` stride, or a number of
  /// seconds.
  static func seconds(_ value: Value) -> Double? {
    switch value {
    case .int(let n): return Double(n)
    case .double(let d): return d
    case .native(let member as UnresolvedMember):
      guard let amount = member.arguments.first?.asNumber else { return nil }
      switch member.name {
      case "seconds": return amount
      case "milliseconds": return amount / 1_000
      case "microseconds": return amount / 1_000_000
      case "nanoseconds": return amount / 1_000_000_000
      default: return nil
      }
    default: return nil
    }
  }

  /// Ticks until a deadline `seconds` away: the first tick starting at or after it, at least the next.
  /// Rounded to a microsecond first so that `0.1 * 60` is 6 ticks, not 7.
  static func ticks(after seconds: Double) -> Int {
    max(1, Int(((seconds * 60 * 1_000_000).rounded() / 1_000_000).rounded(.up)))
  }
}

/// The scheduler argument of `receive(on:)` and `debounce(for:scheduler:)`.
enum Scheduler {
  case main
  case background

  init(_ value: Value, _ rt: Interpreter) throws {
    switch value {
    case .native(let queue as FoundationObject)
    where queue.name == "DispatchQueue.main" || queue.name == "RunLoop.main":
      self = .main
    case .native(let queue as FoundationObject) where queue.name == "DispatchQueue.global":
      self = .background
    case .native(let member as UnresolvedMember) where member.name == "main":
      self = .main
    default:
      throw rt.scriptError(
        "unsupported scheduler '\(rt.typeName(of: value))': use DispatchQueue.main, RunLoop.main or DispatchQueue.global()",
        at: rt.site)
    }
  }

  /// Runs `body` later on this scheduler: after `seconds`, or (with none) as the next main-queue block
  /// or background step.
  func run(
    _ graph: ViewGraph, _ name: String, after seconds: Double? = nil,
    _ body: @escaping (Interpreter) throws -> Void
  ) {
    let block = Value.closure(
      NativeFunction(name) { _, _, rt in
        try body(rt)
        return .void
      })
    switch (self, seconds) {
    case (.main, nil): graph.world.enqueueMain(block)
    case (_, let delay?):
      graph.world.schedule(
        ticks: CombineScheduling.ticks(after: delay), block, background: self == .background)
    case (.background, nil): graph.world.schedule(after: 0, block, background: true)
    }
  }
}

extension World {
  /// Queues a block `ticks` ticks from now, like `asyncAfter` (step 1 of its tick).
  func schedule(ticks: Int, _ block: Value, background: Bool) {
    timers.append((graph.tick + ticks, block, graph.origin, graph.originNode, graph.workRoot, background))
  }
}

extension Value {
  var asNumber: Double? {
    switch self {
    case .int(let n): return Double(n)
    case .double(let d): return d
    default: return nil
    }
  }
}
