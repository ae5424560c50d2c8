import DynPropDiagnostics
import DynPropInterpreter

/// `.onReceive(publisher) { value in }`: the view subscribes when it appears (an action of step 4,
/// SEMANTICS §12.1, so a current value such as a `@Published` one arrives outside the view update) and
/// the subscription ends when the view disappears. Later renders keep the first subscription. Values
/// run the action in the context of whatever sent them (a timer, a user action, a main-queue block).
extension ViewGraph {
  func applyOnReceive(_ modified: ModifiedView, to node: ViewNode, owner: String, first: Bool) throws {
    guard first, let source = modified.arguments.first, let action = modified.trailingClosure else { return }
    let publisher = try CombineOperators.publisher(source, "onReceive", interpreter)
    let subscribe = NativeFunction("onReceive") { [weak node] _, _, rt in
      guard let node, node.isMounted else { return .void }
      let token = try CombineOperators.subscribe(publisher, rt) { value, rt in
        _ = try CombineOperators.invoke(action, value, rt)
      }
      node.modifierState["onReceive"] = .native(token)
      return .void
    }
    enqueue(
      QueuedAction(
        kind: "onReceive", view: owner, node: node.nearestScriptAncestorOrSelf?.path,
        run: .closure(subscribe),
        arguments: []))
  }

  /// Ends the node's `onReceive` subscription (called when it leaves the tree).
  func endReceiving(_ node: ViewNode) {
    if case .native(let token as Subscription)? = node.modifierState.removeValue(forKey: "onReceive") {
      token.cancel()
    }
  }
}
