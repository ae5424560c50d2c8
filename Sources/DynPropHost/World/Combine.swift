import DynPropDiagnostics
import DynPropInterpreter

/// The Combine subset: `$published.sink`, `objectWillChange.sink`, `AnyCancellable`, `store(in:)`.
///
/// A subscription lives as long as its `AnyCancellable` value: when scripts drop the last reference,
/// Swift releases the object and the subscription ends, as in Combine.
final class CombineCenter {
  unowned let graph: ViewGraph
  private var sinks: [ObjectIdentifier: [WeakSubscription]] = [:]
  /// Subscriptions stored with `store(in:)`: kept until cancelled (the set they went into is a copy here).
  var stored: [ObjectIdentifier: Subscription] = [:]

  init(graph: ViewGraph) { self.graph = graph }

  func publisher(for wrapper: PublishedWrapper) -> NativeObject {
    PublishedPublisher(wrapper: wrapper, center: self)
  }

  func subscribeWillChange(_ instance: Instance, handler: Value) -> NativeObject {
    let subscription = Subscription(handler: handler, center: self)
    sinks[ObjectIdentifier(instance), default: []].append(WeakSubscription(subscription))
    return subscription
  }

  func subscribe(_ wrapper: PublishedWrapper, handler: Value) -> Subscription {
    let subscription = Subscription(handler: handler, center: self)
    sinks[ObjectIdentifier(wrapper), default: []].append(WeakSubscription(subscription))
    return subscription
  }

  func willChange(_ instance: Instance) { deliver(ObjectIdentifier(instance), []) }

  func published(_ wrapper: PublishedWrapper, _ value: Value) { deliver(ObjectIdentifier(wrapper), [value]) }

  private func deliver(_ key: ObjectIdentifier, _ arguments: [Value]) {
    sinks[key]?.removeAll { $0.subscription == nil || $0.subscription?.isCancelled == true }
    for entry in sinks[key] ?? [] {
      guard let subscription = entry.subscription else { continue }
      _ = try? graph.interpreter.callValue(subscription.handler, arguments, at: graph.interpreter.site)
    }
  }
}

/// `AnyCancellable`
final class Subscription: NativeObject {
  let handler: Value
  var isCancelled = false
  weak var center: CombineCenter?
  init(handler: Value, center: CombineCenter? = nil) {
    self.handler = handler
    self.center = center
  }
  override var typeName: String { "AnyCancellable" }
  override func call(_ name: String, labels: [String?], arguments: [Value], in interpreter: Interpreter)
    throws -> Value?
  {
    switch name {
    case "cancel":
      isCancelled = true
      center?.stored[ObjectIdentifier(self)] = nil
      return .void
    case "store":
      center?.stored[ObjectIdentifier(self)] = self
      return .void
    default: return nil
    }
  }
}

struct WeakSubscription {
  weak var subscription: Subscription?
  init(_ subscription: Subscription) { self.subscription = subscription }
}

/// `$value` of a `@Published` property: `sink` receives the current value first, then each new value.
final class PublishedPublisher: NativeObject {
  let wrapper: PublishedWrapper
  unowned let center: CombineCenter
  init(wrapper: PublishedWrapper, center: CombineCenter) {
    self.wrapper = wrapper
    self.center = center
  }
  override var typeName: String { "Published.Publisher" }
  override func call(_ name: String, labels: [String?], arguments: [Value], in interpreter: Interpreter)
    throws -> Value?
  {
    guard name == "sink", let handler = arguments.last else { return nil }
    let subscription = center.subscribe(wrapper, handler: handler)
    _ = try interpreter.callValue(handler, [wrapper.value], at: interpreter.site)
    return .native(subscription)
  }
}
