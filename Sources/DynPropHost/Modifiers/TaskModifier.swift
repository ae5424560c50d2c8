import DynPropInterpreter

/// `.task { }` / `.task(id:) { }`: a task made when the view appears starts in step 4 (SEMANTICS §12.1);
/// it is cancelled when the view disappears and, with `id:`, cancelled and started again when the id
/// changes.
struct TaskModifier: HostModifier {
  static let names = ["task"]
  let id: Value?
  let action: Value?

  /// The id the running task was started for, and its handle.
  final class State {
    var id: Value = .void
    var handle: TaskHandle?
  }

  init(_ call: ModifierCall) {
    id = call["id"]
    action = call.trailingClosure
  }

  func apply(to node: ViewNode, in graph: ViewGraph, first: Bool) throws {
    guard let action else { return }
    let state = node.modifierState(State.init)
    if !first {
      guard let id, !graph.valuesEqual(state.id, id) else { return }
      teardown(node, in: graph)
    }
    state.id = id ?? .void
    let owner = graph.owner(of: node)
    let scriptNode = node.nearestScriptAncestorOrSelf?.path
    let task = try graph.world.makeTask(
      body: action, origin: "\(owner).task", node: scriptNode, detached: false, at: graph.interpreter.site)
    let handle = TaskHandle(task: task, world: graph.world)
    state.handle = handle
    graph.enqueue(
      QueuedAction(kind: "task", view: owner, node: scriptNode, run: .native(handle), arguments: []))
  }

  /// The view left the tree (or its id changed): its task is cancelled.
  func teardown(_ node: ViewNode, in graph: ViewGraph) {
    guard let state = node.modifierStorage as? State, let handle = state.handle else { return }
    graph.world.cancel(handle.task)
  }
}
