import DynPropDiagnostics
import DynPropInterpreter

/// The Combine subset's sources that belong to objects: each `@Published` property and each
/// `objectWillChange` has one subject, created when first subscribed (SEMANTICS §4.1: `@Published`
/// publishes in `willSet`, so subscribers see the new value while the property still holds the old one).
///
/// Publishers, operators and subscribers are native here rather than OpenCombine's (see
/// Documentation/architecture.md): values are interpreter `Value`s and every scheduler is the tick clock.
final class CombineCenter {
  unowned let graph: ViewGraph
  private var subjects: [ObjectIdentifier: (owner: WeakObject, core: SubjectCore)] = [:]
  /// `assign(to: &$published)` subscriptions live as long as the `@Published` property does.
  private var assignments: [(owner: WeakObject, token: Subscription)] = []

  init(graph: ViewGraph) { self.graph = graph }

  func publisher(for wrapper: PublishedWrapper) -> NativeObject {
    PublishedPublisher(wrapper: wrapper, graph: graph)
  }

  /// The subject of an object's `objectWillChange` or a `@Published` property.
  func subject(for owner: AnyObject) -> SubjectCore {
    let key = ObjectIdentifier(owner)
    if let entry = subjects[key], entry.owner.object === owner { return entry.core }
    let core = SubjectCore()
    subjects = subjects.filter { $0.value.owner.object != nil }
    subjects[key] = (WeakObject(owner), core)
    return core
  }

  private func existingSubject(for owner: AnyObject) -> SubjectCore? {
    guard let entry = subjects[ObjectIdentifier(owner)], entry.owner.object === owner else { return nil }
    return entry.core
  }

  /// `objectWillChange` sinks. The invalidation path cannot throw, so an error (a crash) in a sink waits
  /// in `pendingError` until the send or the `@Published` set that caused it rethrows it.
  func willChange(_ instance: Instance) {
    guard let core = existingSubject(for: instance), pendingError == nil else { return }
    do { try core.send(.void, graph.interpreter) } catch { pendingError = error }
  }

  private var pendingError: Error?

  func rethrowPending() throws {
    guard let error = pendingError else { return }
    pendingError = nil
    throw error
  }

  /// A `@Published` set, before the value lands (willSet timing, SEMANTICS §4.1).
  func published(_ wrapper: PublishedWrapper, _ value: Value) throws {
    try rethrowPending()
    try existingSubject(for: wrapper)?.send(value, graph.interpreter)
  }

  func keepAlive(_ token: Subscription, whileAlive owner: AnyObject) {
    assignments.removeAll { $0.owner.object == nil }
    assignments.append((WeakObject(owner), token))
  }
}

struct WeakObject {
  weak var object: AnyObject?
  init(_ object: AnyObject) { self.object = object }
}

/// `AnyCancellable`: the subscription lives as long as this value does. Dropping the last reference
/// (or `cancel()`) ends it, as in Combine; sources hold it weakly.
final class Subscription: NativeObject {
  private(set) var isCancelled = false
  /// Work to stop when the subscription ends (a timer, a pending debounce).
  var onCancel: [() -> Void] = []

  override var typeName: String { "AnyCancellable" }

  func cancel() {
    guard !isCancelled else { return }
    isCancelled = true
    let hooks = onCancel
    onCancel.removeAll()
    for hook in hooks { hook() }
  }

  deinit { cancel() }

  override func call(_ name: String, labels: [String?], arguments: [Value], in interpreter: Interpreter)
    throws -> Value?
  {
    switch name {
    case "cancel":
      cancel()
      return .void
    case "store":
      let type: String
      if case .array? = arguments.first { type = "[AnyCancellable]" } else { type = "Set<AnyCancellable>" }
      throw interpreter.scriptError(
        "passing value of type '\(type)' to an inout parameter requires explicit '&'", at: interpreter.site)
    default: return nil
    }
  }

  /// `store(in: &cancellables)`: the set (or array) now holds the subscription.
  override func callWritingBack(
    _ name: String, labels: [String?], arguments: [Value], in interpreter: Interpreter
  ) throws -> (result: Value, writeBack: [Int: Value])? {
    guard name == "store", arguments.count == 1 else { return nil }
    switch arguments[0] {
    case .set(var items):
      items.append(.native(self))
      return (.void, [0: .set(items)])
    case .array(var items):
      items.append(.native(self))
      return (.void, [0: .array(items)])
    default:
      throw interpreter.scriptError(
        "store(in:) needs a Set<AnyCancellable> or [AnyCancellable] variable", at: interpreter.site)
    }
  }
}

/// Where one subscriber chain's values go. Sources keep the chain but only a weak reference to its
/// cancellable, so a released `AnyCancellable` silences the chain.
struct Downstream {
  weak var token: Subscription?
  let value: (Value, Interpreter) throws -> Void
  let completion: (Value, Interpreter) throws -> Void

  var isLive: Bool { token.map { !$0.isCancelled } ?? false }

  /// The same subscriber with another value step (what an operator puts in front of it).
  func receiving(_ step: @escaping (Value, Interpreter) throws -> Void) -> Downstream {
    Downstream(token: token, value: step, completion: completion)
  }
}

/// A subject's subscriber list: delivery in subscription order; after completion it stays finished.
final class SubjectCore {
  private var downstreams: [Downstream] = []
  private(set) var completion: Value?

  func add(_ downstream: Downstream, _ rt: Interpreter) throws {
    if let completion { return try downstream.completion(completion, rt) }
    downstreams.append(downstream)
  }

  var hasLiveSubscribers: Bool { downstreams.contains { $0.isLive } }

  func send(_ value: Value, _ rt: Interpreter) throws {
    guard completion == nil else { return }
    downstreams.removeAll { !$0.isLive }
    for downstream in downstreams where downstream.isLive { try downstream.value(value, rt) }
  }

  func finish(_ completion: Value, _ rt: Interpreter) throws {
    guard self.completion == nil else { return }
    self.completion = completion
    let ending = downstreams.filter(\.isLive)
    downstreams.removeAll()
    for downstream in ending { try downstream.completion(completion, rt) }
  }
}
