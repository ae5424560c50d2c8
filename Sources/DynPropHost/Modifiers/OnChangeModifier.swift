import DynPropInterpreter

/// `.onChange(of:initial:_:)`: compares the value with the one of the node's last refresh and queues the
/// action with (old, new) when they differ (SEMANTICS §8.4); `initial: true` runs it on appear with
/// (new, new). Each `onChange` may run twice per frame; later runs are dropped with SwiftUI's warning
/// (§10, `onchange-multiple-per-frame`).
struct OnChangeModifier: HostModifier {
  static let names = ["onChange"]
  let value: Value?
  let runsInitially: Bool
  let action: Value?

  /// What the node remembers between refreshes.
  final class State {
    var previous: Value?
    var frame = -1
    var runsThisFrame = 0
  }

  init(_ call: ModifierCall) {
    value = call["of"]
    action = call.trailingClosure
    if case .bool(true)? = call["initial"] { runsInitially = true } else { runsInitially = false }
  }

  func apply(to node: ViewNode, in graph: ViewGraph, first: Bool) throws {
    guard let value, let action else { return }
    let state = node.modifierState(State.init)
    let previous = state.previous
    state.previous = value
    let arity = graph.closureArity(action)
    if first {
      if runsInitially {
        graph.enqueue("onChange", action, for: node, arguments: arguments(arity, old: value, new: value))
      }
      return
    }
    guard let previous, !graph.valuesEqual(previous, value), allowed(state, node, graph) else { return }
    graph.enqueue("onChange", action, for: node, arguments: arguments(arity, old: previous, new: value))
  }

  private func arguments(_ arity: Int, old: Value, new: Value) -> [Value] {
    arity == 2 ? [old, new] : arity == 1 ? [new] : []
  }

  /// Each `onChange` may dispatch twice per frame; later ones are dropped, logged once (§10).
  private func allowed(_ state: State, _ node: ViewNode, _ graph: ViewGraph) -> Bool {
    if state.frame != graph.tick {
      state.frame = graph.tick
      state.runsThisFrame = 0
    }
    state.runsThisFrame += 1
    if state.runsThisFrame <= 2 { return true }
    if state.runsThisFrame == 3, let value {
      graph.warn(
        .onChangeMultiplePerFrame, view: node.nearestScriptAncestorOrSelf, at: graph.interpreter.site,
        type: graph.interpreter.typeName(of: value))
    }
    return false
  }
}
