import DynPropDiagnostics
import DynPropInterpreter

/// A publisher made by an operator: `connect` subscribes its upstream(s) on behalf of one subscriber,
/// with per-subscription state (the last value of `removeDuplicates`, the count of `dropFirst`) captured
/// in the closures it builds.
final class OperatorPublisher: PublisherObject {
  let connect: (Downstream, Interpreter) throws -> Void

  init(graph: ViewGraph, connect: @escaping (Downstream, Interpreter) throws -> Void) {
    self.connect = connect
    super.init(graph: graph)
  }

  override func attach(_ downstream: Downstream, _ rt: Interpreter) throws { try connect(downstream, rt) }
}

/// The methods every publisher has: subscribers (`sink`, `assign`) and operators.
enum CombineOperators {
  static func call(
    _ upstream: PublisherObject, _ name: String, _ labels: [String?], _ args: [Value], _ rt: Interpreter
  ) throws -> Value? {
    if let subscriber = try subscribe(upstream, name, labels, args, rt) { return subscriber }
    if let timed = try CombineScheduling.call(upstream, name, labels, args, rt) { return .native(timed) }
    guard let link = try transform(name, args, rt) else {
      return try combine(upstream, name, args, rt).map { .native($0) }
    }
    return .native(
      OperatorPublisher(graph: upstream.graph) { downstream, rt in
        try upstream.attach(link(downstream), rt)
      })
  }

  /// Operators that put one step in front of the subscriber.
  static func transform(_ name: String, _ args: [Value], _ rt: Interpreter) throws
    -> ((Downstream) -> Downstream)?
  {
    switch name {
    case "map":
      let f = try function(args, name, rt)
      return { d in d.receiving { v, rt in try d.value(try invoke(f, v, rt), rt) } }
    case "filter":
      let f = try function(args, name, rt)
      return { d in d.receiving { v, rt in if try invoke(f, v, rt).isTrue { try d.value(v, rt) } } }
    case "compactMap":
      let f = try function(args, name, rt)
      return { d in
        d.receiving { v, rt in
          guard let result = try invoke(f, v, rt).unwrapped else { return }
          try d.value(result, rt)
        }
      }
    case "removeDuplicates": return removeDuplicates(args.last)
    case "scan": return try scan(args, rt)
    case "dropFirst": return dropFirst(args.first)
    default: return nil
    }
  }

  /// `scan(initial) { accumulated, value in }`: sends each new accumulated value.
  private static func scan(_ args: [Value], _ rt: Interpreter) throws -> (Downstream) -> Downstream {
    guard args.count == 2 else {
      throw rt.scriptError("scan needs an initial value and a closure", at: rt.site)
    }
    return { d in
      var accumulated = args[0]
      return d.receiving { v, rt in
        accumulated = try rt.callValue(args[1], [accumulated, v], at: rt.site)
        try d.value(accumulated, rt)
      }
    }
  }

  /// `dropFirst(n)`: skips the first n values (1 by default) of each subscription.
  private static func dropFirst(_ argument: Value?) -> (Downstream) -> Downstream {
    let count = argument.flatMap { if case .int(let n) = $0 { n } else { nil } } ?? 1
    return { d in
      var dropped = 0
      return d.receiving { v, rt in
        if dropped < count { dropped += 1 } else { try d.value(v, rt) }
      }
    }
  }

  /// `removeDuplicates()` (Equatable output, SEMANTICS §12.3 equality) or `removeDuplicates(by:)`.
  private static func removeDuplicates(_ predicate: Value?) -> (Downstream) -> Downstream {
    { d in
      var last: Value?
      return d.receiving { v, rt in
        if let previous = last {
          let same =
            try predicate.map { try rt.callValue($0, [previous, v], at: rt.site).isTrue }
            ?? rt.equal(previous, v, rt.site)
          if same { return }
        }
        last = v
        try d.value(v, rt)
      }
    }
  }

  /// Operators with their own shape: `prepend`, `combineLatest`, `merge`, `eraseToAnyPublisher`.
  static func combine(_ upstream: PublisherObject, _ name: String, _ args: [Value], _ rt: Interpreter) throws
    -> PublisherObject?
  {
    let graph = upstream.graph
    switch name {
    case "eraseToAnyPublisher", "share", "autoconnect": return upstream
    case "prepend":
      return OperatorPublisher(graph: graph) { d, rt in
        for value in args where d.isLive { try d.value(value, rt) }
        try upstream.attach(d, rt)
      }
    case "merge":
      let others = try args.map { try publisher($0, name, rt) }
      return OperatorPublisher(graph: graph) { d, rt in
        for source in [upstream] + others { try source.attach(d, rt) }
      }
    case "combineLatest":
      guard let first = args.first else { return nil }
      let other = try publisher(first, name, rt)
      let join = args.count > 1 ? args.last : nil
      return OperatorPublisher(graph: graph) { d, rt in
        try CombineLatest(d, join, count: 2).connect([upstream, other], rt)
      }
    default: return nil
    }
  }

  // MARK: Subscribers

  /// `sink(receiveValue:)`, `sink(receiveCompletion:receiveValue:)`, `assign(to:on:)`, `assign(to: &$x)`.
  static func subscribe(
    _ upstream: PublisherObject, _ name: String, _ labels: [String?], _ args: [Value], _ rt: Interpreter
  ) throws -> Value? {
    let values = ViewArguments(labels: labels, values: args, rt: rt, location: rt.site)
    switch name {
    case "sink":
      let onValue = values.value("receiveValue") ?? (labels.last == "receiveCompletion" ? nil : args.last)
      let onCompletion = values.value("receiveCompletion")
      return .native(
        try subscribe(upstream, rt) { v, rt in
          if let onValue { _ = try invoke(onValue, v, rt) }
        } completion: { c, rt in
          if let onCompletion { _ = try invoke(onCompletion, c, rt) }
        })
    case "assign":
      return try assign(upstream, values, args, rt)
    default: return nil
    }
  }

  static func subscribe(
    _ upstream: PublisherObject, _ rt: Interpreter, value: @escaping (Value, Interpreter) throws -> Void,
    completion: @escaping (Value, Interpreter) throws -> Void = { _, _ in }
  ) throws -> Subscription {
    let token = Subscription()
    try upstream.attach(Downstream(token: token, value: value, completion: completion), rt)
    return token
  }

  private static func assign(
    _ upstream: PublisherObject, _ values: ViewArguments, _ args: [Value], _ rt: Interpreter
  ) throws -> Value {
    if case .native(let target as PublishedPublisher)? = args.first {
      let wrapper = target.wrapper
      let token = try subscribe(upstream, rt) { v, rt in
        _ = try wrapper.setMember("wrappedValue", to: v, in: rt)
      }
      upstream.graph.combine.keepAlive(token, whileAlive: wrapper)
      return .void
    }
    guard case .keyPath(let path)? = values.value("to"), let object = values.value("on"),
      let property = path.components.last
    else {
      throw rt.scriptError("assign needs 'to: \\.property, on: object' or 'to: &$published'", at: rt.site)
    }
    let location = rt.site
    let token = try subscribe(upstream, rt) { v, rt in
      var target = try KeyPaths.apply(
        KeyPathValue(rootName: nil, components: path.components.dropLast()), to: object, rt, location)
      try Members.set(&target, property, v, MemberCache(), rt, location)
    }
    return .native(token)
  }

  // MARK: Helpers

  /// Calls a subscriber's or operator's closure; a closure that takes no parameter gets none (`{ }` for
  /// a `()` output), a key path reads the value (`map(\.count)`).
  static func invoke(_ f: Value, _ value: Value, _ rt: Interpreter) throws -> Value {
    switch f {
    case .keyPath(let path): return try KeyPaths.apply(path, to: value, rt, rt.site)
    case .closure(let closure as ScriptClosure) where closure.code.params.isEmpty:
      return try rt.callValue(f, [], at: rt.site)
    default: return try rt.callValue(f, [value], at: rt.site)
    }
  }

  static func function(_ args: [Value], _ name: String, _ rt: Interpreter) throws -> Value {
    guard let f = args.last else { throw rt.scriptError("\(name) needs a closure", at: rt.site) }
    return f
  }

  static func publisher(_ value: Value, _ name: String, _ rt: Interpreter) throws -> PublisherObject {
    if case .native(let willChange as ObjectWillChangePublisher) = value {
      return WillChangePublisher(object: willChange.object, graph: willChange.graph)
    }
    guard case .native(let publisher as PublisherObject) = value else {
      throw rt.scriptError("\(name) needs a publisher, not '\(rt.typeName(of: value))'", at: rt.site)
    }
    return publisher
  }
}

/// `a.combineLatest(b)`, `Publishers.CombineLatest3(a, b, c)`: once every source has sent a value, every
/// value from any of them sends the tuple of the latest ones (or the join closure's result); it finishes
/// when all have finished.
final class CombineLatest {
  let downstream: Downstream
  let join: Value?
  var latest: [Value?]
  var finished = 0

  init(_ downstream: Downstream, _ join: Value?, count: Int) {
    self.downstream = downstream
    self.join = join
    latest = Array(repeating: nil, count: count)
  }

  func connect(_ sources: [PublisherObject], _ rt: Interpreter) throws {
    for (index, source) in sources.enumerated() { try source.attach(side(index), rt) }
  }

  private func side(_ index: Int) -> Downstream {
    Downstream(
      token: downstream.token,
      value: { v, rt in
        self.latest[index] = v
        let all = self.latest.compactMap { $0 }
        guard all.count == self.latest.count else { return }
        let joined = try self.join.map { try rt.callValue($0, all, at: rt.site) } ?? .tuple(TupleValue(all))
        try self.downstream.value(joined, rt)
      },
      completion: { c, rt in
        self.finished += 1
        if self.finished == self.latest.count { try self.downstream.completion(c, rt) }
      })
  }
}
