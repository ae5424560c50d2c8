import DynPropDiagnostics
import DynPropInterpreter

/// Navigation stacks (SEMANTICS §8.5): a tapped `NavigationLink` pushes its destination onto the nearest
/// `NavigationStack`/`NavigationView`, which shows it after its root content; `dismiss()` (or the shell's
/// `dismiss`) pops it. A stack bound to `path:` keeps its pushed values in that array instead.
extension ViewGraph {
  /// The stack's root content, then one destination per pushed entry.
  func navigationContent(_ node: ViewNode, _ container: ContainerView) throws -> Value {
    let state = node.navigation ?? NavigationState()
    node.navigation = state
    // A path-bound stack's values come first; links with a destination view push after them.
    var entries = state.pushed
    if let path = container.path, case .array(let values) = try path.get(interpreter) {
      entries = values.map { .value($0) } + state.pushed
    }
    var parts = [container.content]
    for (index, entry) in entries.enumerated() {
      let content: Value
      switch entry {
      case .view(let view): content = view
      case .value(let value): content = try destination(for: value, in: state)
      }
      parts.append(
        .native(
          PresentedView(kind: "NavigationDestination", content: content) { [weak node, unowned self] rt in
            guard let node else { return }
            try self.pop(to: index, node, rt)
          }))
    }
    return .native(TupleContent(children: parts))
  }

  private func destination(for value: Value, in state: NavigationState) throws -> Value {
    let typeName = interpreter.typeName(of: value)
    guard let builder = state.destinations[typeName] else {
      throw interpreter.scriptError(
        "a NavigationLink presents a value of type '\(typeName)', but there is no matching navigationDestination(for: \(typeName).self) in the NavigationStack",
        at: interpreter.site)
    }
    return try interpreter.callValue(builder, [value], at: interpreter.site)
  }

  /// Pops the stack back to `count` entries.
  private func pop(to count: Int, _ node: ViewNode, _ rt: Interpreter) throws {
    var kept = count
    if case .native(let container as ContainerView) = node.input, let path = container.path,
      case .array(let values) = try path.get(rt)
    {
      if count < values.count { try path.set(.array(Array(values.prefix(count))), rt) }
      kept = max(0, count - values.count)
    }
    guard let state = node.navigation, state.pushed.count > kept else { return }
    state.pushed.removeLast(state.pushed.count - kept)
    invalidate(node, box: nil)
  }

  /// A tapped `NavigationLink`: its destination (or value) goes on the nearest stack. A value no
  /// `navigationDestination(for:)` of the stack takes is not pushed: SwiftUI's warning, and false.
  @discardableResult
  func push(_ link: PrimitiveView, from node: ViewNode) throws -> Bool {
    guard let stack = nearestNavigationStack(node) else {
      throw interpreter.scriptError(
        "tap: this NavigationLink is not inside a NavigationStack or NavigationView, so tapping it does nothing",
        at: interpreter.site)
    }
    let state = stack.navigation ?? NavigationState()
    stack.navigation = state
    if let value = link.linkValue {
      let typeName = interpreter.typeName(of: value)
      guard state.destinations[typeName] != nil else {
        warn(.navigationLinkNoDestination, view: node, at: interpreter.site, type: typeName)
        return false
      }
      if case .native(let container as ContainerView) = stack.input, let path = container.path,
        case .array(let values) = try path.get(interpreter), state.pushed.isEmpty
      {
        try path.set(.array(values + [value]), interpreter)
        return true
      }
      state.pushed.append(.value(value))
    } else if let destination = link.destination {
      state.pushed.append(.view(destination))
    } else {
      return false
    }
    invalidate(stack, box: nil)
    return true
  }

  /// `.navigationDestination(for: T.self) { value in … }` inside a stack: the stack shows pushed values of
  /// type T with this closure.
  func registerDestination(for typeName: String, _ builder: Value, _ node: ViewNode) {
    guard let stack = nearestNavigationStack(node) else { return }
    let state = stack.navigation ?? NavigationState()
    stack.navigation = state
    state.destinations[typeName] = builder
  }

  private func nearestNavigationStack(_ node: ViewNode) -> ViewNode? {
    var current = node.parent
    while let here = current {
      if case .native(let container as ContainerView) = here.input,
        ViewKinds.has(container.kind, .navigationContainer)
      {
        return here
      }
      current = here.parent
    }
    return nil
  }
}

/// `NavigationPath`: a type-erased list of pushed values. It is kept as an array of them, so appending,
/// `removeLast(_:)`, `count`, `isEmpty` and equality behave as the array's do, and a write to a `@State`
/// path is a change like any other (SEMANTICS §8.5). `NavigationPath(values)` starts from a sequence.
enum NavigationPathType {
  static func type() -> NativeType {
    FoundationType(
      "NavigationPath",
      make: { labels, args, rt, location in
        switch args.first {
        case nil: return .array([])
        case .array(let items)?: return .array(items)
        case .set(let items)?: return .array(Array(items))
        default:
          throw rt.scriptError(
            "not supported yet: NavigationPath from a value that is not a sequence", at: location)
        }
      })
  }
}
