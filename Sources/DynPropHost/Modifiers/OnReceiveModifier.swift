import DynPropInterpreter

/// `.onReceive(publisher) { value in }`: the view subscribes when it appears (an action of step 4,
/// SEMANTICS §12.1, so a current value such as a `@Published` one arrives outside the view update) and
/// the subscription ends when the view disappears. A later body that hands it a different publisher (a
/// `@State` timer replaced by a faster one) ends the old subscription and subscribes to the new one, as
/// SwiftUI does; the same publisher (the same `$value`, the same timer) keeps its subscription. A chain of
/// operators built in the body keeps the first subscription: the simulation cannot tell whether SwiftUI
/// would find it equal. Values run the action in the context of whatever sent them (a timer, a user
/// action, a main-queue block).
struct OnReceiveModifier: HostModifier {
  static let names = ["onReceive"]
  let source: Value?
  let action: Value?

  /// The subscription made when the view appeared, and the publisher it is to.
  final class State {
    var subscription: Subscription?
    var publisher: PublisherObject?
  }

  init(_ call: ModifierCall) {
    source = call.first
    action = call.trailingClosure
  }

  func apply(to node: ViewNode, in graph: ViewGraph, first: Bool) throws {
    guard let source, let action else { return }
    let publisher = try CombineOperators.publisher(source, "onReceive", graph.interpreter)
    if !first {
      let state = node.modifierState(State.init)
      guard let old = state.publisher, Self.replaces(publisher, old, graph) else { return }
      state.subscription?.cancel()
      state.subscription = nil
      state.publisher = nil
    }
    let subscribe = NativeFunction("onReceive") { [weak node] _, _, rt in
      guard let node, node.isMounted else { return .void }
      let token = try CombineOperators.subscribe(publisher, rt) { value, rt in
        _ = try CombineOperators.invoke(action, value, rt)
      }
      let state = node.modifierState(State.init)
      state.subscription = token
      state.publisher = publisher
      return .void
    }
    graph.enqueue("onReceive", .closure(subscribe), for: node)
  }

  /// Whether a body's publisher is another one than the subscribed one: a different timer, subject or
  /// `@Published` property.
  private static func replaces(_ new: PublisherObject, _ old: PublisherObject, _ graph: ViewGraph) -> Bool {
    if new === old || new is OperatorPublisher || old is OperatorPublisher { return false }
    switch (new, old) {
    case (let a as PublishedPublisher, let b as PublishedPublisher): return a.wrapper !== b.wrapper
    case (let a as WillChangePublisher, let b as WillChangePublisher): return a.object !== b.object
    case (let a as JustPublisher, let b as JustPublisher): return !graph.valuesEqual(a.output, b.output)
    default: return true
    }
  }

  func teardown(_ node: ViewNode, in graph: ViewGraph) {
    guard let state = node.modifierStorage as? State else { return }
    state.subscription?.cancel()
    state.subscription = nil
    state.publisher = nil
  }
}
