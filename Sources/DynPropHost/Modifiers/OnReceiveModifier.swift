import DynPropInterpreter

/// `.onReceive(publisher) { value in }`: the view subscribes when it appears (an action of step 4,
/// SEMANTICS §12.1, so a current value such as a `@Published` one arrives outside the view update) and
/// the subscription ends when the view disappears. Later renders keep the first subscription. Values run
/// the action in the context of whatever sent them (a timer, a user action, a main-queue block).
struct OnReceiveModifier: HostModifier {
  static let names = ["onReceive"]
  let source: Value?
  let action: Value?

  /// The subscription made when the view appeared.
  final class State {
    var subscription: Subscription?
  }

  init(_ call: ModifierCall) {
    source = call.first
    action = call.trailingClosure
  }

  func apply(to node: ViewNode, in graph: ViewGraph, first: Bool) throws {
    guard first, let source, let action else { return }
    let publisher = try CombineOperators.publisher(source, "onReceive", graph.interpreter)
    let subscribe = NativeFunction("onReceive") { [weak node] _, _, rt in
      guard let node, node.isMounted else { return .void }
      let token = try CombineOperators.subscribe(publisher, rt) { value, rt in
        _ = try CombineOperators.invoke(action, value, rt)
      }
      node.modifierState(State.init).subscription = token
      return .void
    }
    graph.enqueue("onReceive", .closure(subscribe), for: node)
  }

  func teardown(_ node: ViewNode, in graph: ViewGraph) {
    guard let state = node.modifierStorage as? State else { return }
    state.subscription?.cancel()
    state.subscription = nil
  }
}
