import DynPropDiagnostics
import DynPropInterpreter

/// A Combine publisher: `attach` connects one subscriber chain; operators and subscribers
/// (`map`, `sink`, `assign`…) are the methods every publisher shares (CombineOperators).
class PublisherObject: NativeObject {
  unowned let graph: ViewGraph

  init(graph: ViewGraph) { self.graph = graph }

  override var typeName: String { "AnyPublisher" }

  /// Connects a subscriber chain. Sources that have a current value deliver it at once.
  func attach(_ downstream: Downstream, _ rt: Interpreter) throws {}

  override func call(_ name: String, labels: [String?], arguments: [Value], in interpreter: Interpreter)
    throws -> Value?
  {
    try CombineOperators.call(self, name, labels, arguments, interpreter)
  }
}

/// `$value` of a `@Published` property: a subscriber gets the current value first, then each new value,
/// sent in `willSet` (SEMANTICS §4.1).
final class PublishedPublisher: PublisherObject {
  let wrapper: PublishedWrapper

  init(wrapper: PublishedWrapper, graph: ViewGraph) {
    self.wrapper = wrapper
    super.init(graph: graph)
  }

  override var typeName: String { "Published.Publisher" }

  override func attach(_ downstream: Downstream, _ rt: Interpreter) throws {
    try graph.combine.subject(for: wrapper).add(downstream, rt)
    if downstream.isLive { try downstream.value(wrapper.value, rt) }
  }
}

/// `objectWillChange` of an `ObservableObject`, as a publisher of `()`.
final class WillChangePublisher: PublisherObject {
  let object: Instance

  init(object: Instance, graph: ViewGraph) {
    self.object = object
    super.init(graph: graph)
  }

  override var typeName: String { "ObservableObjectPublisher" }

  override func attach(_ downstream: Downstream, _ rt: Interpreter) throws {
    try graph.combine.subject(for: object).add(downstream, rt)
  }
}

/// `PassthroughSubject<Output, Failure>()` and `CurrentValueSubject<Output, Failure>(value)`: `send(_:)`
/// reaches current subscribers; a current-value subject also hands its value to each new subscriber.
final class SubjectObject: PublisherObject {
  let core = SubjectCore()
  /// nil for a passthrough subject.
  var current: Value?

  init(current: Value?, graph: ViewGraph) {
    self.current = current
    super.init(graph: graph)
  }

  override var typeName: String { current == nil ? "PassthroughSubject" : "CurrentValueSubject" }

  override func attach(_ downstream: Downstream, _ rt: Interpreter) throws {
    try core.add(downstream, rt)
    if let current, core.completion == nil, downstream.isLive { try downstream.value(current, rt) }
  }

  override func member(_ name: String, in interpreter: Interpreter) throws -> Value? {
    name == "value" ? current : nil
  }

  override func setMember(_ name: String, to value: Value, in interpreter: Interpreter) throws -> Bool {
    guard name == "value", current != nil else { return false }
    try send(value, interpreter)
    return true
  }

  override func call(_ name: String, labels: [String?], arguments: [Value], in interpreter: Interpreter)
    throws -> Value?
  {
    guard name == "send" else {
      return try super.call(name, labels: labels, arguments: arguments, in: interpreter)
    }
    if labels.first == "completion", let completion = arguments.first {
      try core.finish(completion, interpreter)
    } else {
      try send(arguments.first ?? .void, interpreter)
    }
    return .void
  }

  private func send(_ value: Value, _ rt: Interpreter) throws {
    guard core.completion == nil else { return }
    if current != nil { current = value }
    try core.send(value, rt)
  }
}

/// `Just(x)`: each subscriber gets `x`, then `.finished`.
final class JustPublisher: PublisherObject {
  let output: Value

  init(output: Value, graph: ViewGraph) {
    self.output = output
    super.init(graph: graph)
  }

  override var typeName: String { "Just" }

  override func attach(_ downstream: Downstream, _ rt: Interpreter) throws {
    try downstream.value(output, rt)
    if downstream.isLive { try downstream.completion(CombineValues.finished, rt) }
  }
}

/// Values Combine hands to scripts.
enum CombineValues {
  /// `Subscribers.Completion.finished`; scripts match it with `case .finished`.
  static var finished: Value { .native(UnresolvedMember(name: "finished", arguments: [], labels: [])) }
}

extension FoundationLibrary {
  static func combineTypes(_ graph: ViewGraph) -> [FoundationType] {
    [
      FoundationType(
        "PassthroughSubject", make: { _, _, _, _ in .native(SubjectObject(current: nil, graph: graph)) }),
      FoundationType(
        "CurrentValueSubject",
        make: { _, args, rt, at in
          guard let value = args.first else {
            throw rt.scriptError("missing argument for parameter #1 in call", at: at)
          }
          return .native(SubjectObject(current: value, graph: graph))
        }),
      FoundationType(
        "Just", make: { _, args, _, _ in .native(JustPublisher(output: args.first ?? .void, graph: graph)) }),
      FoundationType(
        "AnyCancellable",
        make: { _, args, _, _ in
          let token = Subscription()
          if let body = args.last {
            token.onCancel.append {
              _ = try? graph.interpreter.callValue(body, [], at: graph.interpreter.site)
            }
          }
          return .native(token)
        }),
      runLoop(), publishers(graph),
    ]
  }

  /// `Publishers.CombineLatest(a, b)` (and 3, 4), `Publishers.Merge(a, b)` (and 3, 4): the operators
  /// written as types.
  static func publishers(_ graph: ViewGraph) -> FoundationType {
    FoundationType(
      "Publishers",
      statics: { name, _, args, rt in
        guard let args else { return nil }
        let sources = try args.map { try CombineOperators.publisher($0, name, rt) }
        switch name {
        case "CombineLatest", "CombineLatest3", "CombineLatest4":
          return .native(
            OperatorPublisher(graph: graph) { d, rt in
              try CombineLatest(d, nil, count: sources.count).connect(sources, rt)
            })
        case "Merge", "Merge3", "Merge4":
          return .native(
            OperatorPublisher(graph: graph) { d, rt in for source in sources { try source.attach(d, rt) } })
        default: return nil
        }
      })
  }

  /// `RunLoop.main` as a scheduler: delivery waits for the main queue like `DispatchQueue.main`.
  static func runLoop() -> FoundationType {
    let main = Value.native(FoundationObject("RunLoop.main") { _, _, _, _ in nil })
    return FoundationType("RunLoop", statics: { name, _, _, _ in name == "main" ? main : nil })
  }
}
