import DynPropDiagnostics
import DynPropInterpreter
import OrderedCollections

/// What modifiers do when their node is created or refreshed: environment, appear/change actions,
/// tasks, presentations (SEMANTICS §5, §8.3–8.6).
extension ViewGraph {
  func applyModifier(_ modified: ModifiedView, to node: ViewNode, first: Bool) throws {
    let owner = node.nearestScriptAncestor?.typeName ?? node.typeName
    switch modified.modifier {
    case "environment":
      if case .keyPath(let path)? = modified.arguments.first, modified.arguments.count == 2 {
        node.environment = node.environment.setting(
          path.components.joined(separator: "."), modified.arguments[1])
      } else if let object = modified.arguments.first {
        node.environment = node.environment.settingObject(interpreter.typeName(of: object), object)
      }
    case "environmentObject":
      if let object = modified.arguments.first {
        node.environment = node.environment.settingObject(interpreter.typeName(of: object), object)
      }
    case "onAppear":
      if first, let action = modified.trailingClosure {
        enqueue(
          QueuedAction(
            kind: "onAppear", view: owner, node: node.nearestScriptAncestorOrSelf?.path, run: action,
            arguments: []))
      }
    case "task":
      try applyTask(modified, node, owner, first: first)
    case "onChange":
      try applyOnChange(modified, node, owner, first: first)
    case "onReceive":
      try applyOnReceive(modified, to: node, owner: owner, first: first)
    case "navigationDestination":
      registerDestination(modified, node)
    default:
      break
    }
  }

  private func applyOnChange(_ modified: ModifiedView, _ node: ViewNode, _ owner: String, first: Bool) throws
  {
    guard let value = modified.argument("of"), let action = modified.trailingClosure else { return }
    let previous = node.modifierState["onChange"]
    node.modifierState["onChange"] = value
    let arity = closureArity(action)
    if first {
      if case .bool(true)? = modified.argument("initial") {
        enqueue(
          QueuedAction(
            kind: "onChange", view: owner, node: node.nearestScriptAncestorOrSelf?.path, run: action,
            arguments: arity == 2 ? [value, value] : arity == 1 ? [value] : []))
      }
      return
    }
    guard let previous, !valuesEqual(previous, value) else { return }
    guard allowOnChange(node, value) else { return }
    enqueue(
      QueuedAction(
        kind: "onChange", view: owner, node: node.nearestScriptAncestorOrSelf?.path, run: action,
        arguments: arity == 2 ? [previous, value] : arity == 1 ? [value] : []))
  }

  /// Each `onChange` may dispatch twice per frame; later ones are dropped, logged once (§10).
  private func allowOnChange(_ node: ViewNode, _ value: Value) -> Bool {
    let frame = Value.int(tick)
    var count = 0
    if case .int(let t)? = node.modifierState["onChange.frame"], t == tick,
      case .int(let c)? = node.modifierState["onChange.count"]
    {
      count = c
    }
    node.modifierState["onChange.frame"] = frame
    node.modifierState["onChange.count"] = .int(count + 1)
    if count < 2 { return true }
    if count == 2 {
      warn(
        .onChangeMultiplePerFrame, view: node.nearestScriptAncestorOrSelf, at: interpreter.site,
        type: interpreter.typeName(of: value))
    }
    return false
  }

  /// `.task { }` / `.task(id:) { }`: a task made when the view appears starts in step 4 (SEMANTICS
  /// §12.1); it is cancelled when the view disappears (`cancelTasks(of:)`) and, with `id:`, cancelled
  /// and started again when the id changes.
  private func applyTask(_ modified: ModifiedView, _ node: ViewNode, _ owner: String, first: Bool) throws {
    guard let action = modified.trailingClosure else { return }
    let id = modified.argument("id")
    if !first {
      guard let id, let previous = node.modifierState["task.id"], !valuesEqual(previous, id) else { return }
      cancelTasks(of: node)
    }
    node.modifierState["task.id"] = id ?? .void
    let scriptNode = node.nearestScriptAncestorOrSelf?.path
    let task = try world.makeTask(
      body: action, origin: "\(owner).task", node: scriptNode, detached: false, at: interpreter.site)
    let handle = Value.native(TaskHandle(task: task, world: world))
    node.modifierState["task.handle"] = handle
    enqueue(QueuedAction(kind: "task", view: owner, node: scriptNode, run: handle, arguments: []))
  }

  /// A view with `.task` left the tree (or its id changed): its task is cancelled.
  func cancelTasks(of node: ViewNode) {
    if case .native(let handle as TaskHandle)? = node.modifierState["task.handle"] {
      world.cancel(handle.task)
    }
  }

  func closureArity(_ value: Value) -> Int {
    if case .closure(let closure as ScriptClosure) = value { return closure.code.params.count }
    return 0
  }
}
