import DynPropInterpreter

/// `.sheet`, `.fullScreenCover`, `.popover` with `isPresented:` or `item:` (SEMANTICS §8.5): while
/// presented, the content is shown after the modified view; dismissing sets the binding back
/// (false / nil) and runs `onDismiss`. With `item:`, the sheet's identity follows the item's `id`:
/// another item is another sheet, with fresh state.
struct SheetModifier: HostModifier {
  static let names = ["sheet", "fullScreenCover", "popover"]
  let presentation: String?
  let kind: String
  let isPresented: BindingValue?
  let item: BindingValue?
  let content: Value?
  let onDismiss: Value?

  init(_ call: ModifierCall) {
    presentation = call.name
    kind = call.name == "sheet" ? "Sheet" : call.name.prefix(1).uppercased() + call.name.dropFirst()
    isPresented = call["isPresented"]?.binding
    item = call["item"]?.binding
    content = call.closure("content")
    onDismiss = call["onDismiss"]
  }

  func presented(by node: ViewNode, in graph: ViewGraph) throws -> Value? {
    guard let content else { return nil }
    let rt = graph.interpreter
    if let isPresented {
      guard try graph.isTrue(isPresented) else { return nil }
      let shown = try rt.callValue(content, [], at: rt.site)
      let presented = PresentedView(kind: kind, content: shown, onDismiss: onDismiss) { rt in
        try isPresented.set(.bool(false), rt)
      }
      if case .constant = isPresented.location { presented.isPinned = true }
      return .native(presented)
    }
    guard let item, let value = try item.get(rt).unwrapped else { return nil }
    let shown = try rt.callValue(content, [value], at: rt.site)
    let presented = PresentedView(kind: kind, content: shown, onDismiss: onDismiss) { rt in
      try item.set(.none, rt)
    }
    let id = (try? Members.get(value, "id", MemberCache(), rt, rt.site)) ?? value
    return ModifierRegistry.modify(.native(presented), "id", labels: [nil], arguments: [id])
  }
}

/// `.toolbar { }`: toolbar items are on screen (in the navigation bar), so their buttons can be tapped.
struct ToolbarModifier: HostModifier {
  static let names = ["toolbar"]
  let content: Value?

  init(_ call: ModifierCall) { content = call.closure("content") }

  func presented(by node: ViewNode, in graph: ViewGraph) throws -> Value? {
    guard let content else { return nil }
    let rt = graph.interpreter
    return .native(ContainerView(kind: "Toolbar", content: try rt.callValue(content, [], at: rt.site)))
  }
}

/// `.navigationDestination(isPresented:destination:)` pushes while the binding is true; the
/// `for: T.self` form registers how the enclosing stack shows pushed values of type T (SEMANTICS §8.5).
struct NavigationDestinationModifier: HostModifier {
  static let names = ["navigationDestination"]
  let isPresented: BindingValue?
  let valueType: String?
  let destination: Value?

  init(_ call: ModifierCall) {
    isPresented = call["isPresented"]?.binding
    if case .type(let type)? = call["for"] { valueType = type.name } else { valueType = nil }
    destination = call.closure("destination")
  }

  func apply(to node: ViewNode, in graph: ViewGraph, first: Bool) throws {
    guard let valueType, let destination else { return }
    graph.registerDestination(for: valueType, destination, node)
  }

  func presented(by node: ViewNode, in graph: ViewGraph) throws -> Value? {
    guard let isPresented, try graph.isTrue(isPresented), let destination else { return nil }
    let rt = graph.interpreter
    let content = try rt.callValue(destination, [], at: rt.site)
    return .native(
      PresentedView(kind: "NavigationDestination", content: content) { rt in
        try isPresented.set(.bool(false), rt)
      })
  }
}
