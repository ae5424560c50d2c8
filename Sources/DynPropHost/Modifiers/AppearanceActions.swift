import DynPropInterpreter

/// `.onAppear { }`: its action is queued when the node is created, for step 4 of that frame
/// (SEMANTICS §8.3, §12.1); a refresh does not run it again.
struct OnAppearModifier: HostModifier {
  static let names = ["onAppear"]
  let action: Value?

  init(_ call: ModifierCall) { action = call.closure("perform") }

  func apply(to node: ViewNode, in graph: ViewGraph, first: Bool) throws {
    // A view in a tab that is not selected appears when its tab is (`Graph/Tabs.swift`).
    guard first, let action, graph.isOnScreen(node) else { return }
    graph.enqueue("onAppear", action, for: node)
  }
}

/// `.onDisappear { }`: its action is queued when the node leaves the tree (§8.1), after the views
/// inside it have left.
struct OnDisappearModifier: HostModifier {
  static let names = ["onDisappear"]
  let action: Value?

  init(_ call: ModifierCall) { action = call.closure("perform") }

  func teardown(_ node: ViewNode, in graph: ViewGraph) {
    guard let action else { return }
    graph.enqueue(QueuedAction(kind: "onDisappear", view: graph.owner(of: node), run: action, arguments: []))
  }
}

/// `.onTapGesture { }`: the modified view answers `tap` by the text its content shows, running the action.
struct TapGestureModifier: HostModifier {
  static let names = ["onTapGesture"]
  let tapAction: Value?

  init(_ call: ModifierCall) { tapAction = call.closure("perform") }
}
