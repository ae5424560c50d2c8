import DynPropDiagnostics
import DynPropInterpreter

/// Presentations (sheets, covers, popovers, alerts, dialogs) and navigation pushes (SEMANTICS §8.5): what
/// each shows, how it ends, and the `\.dismiss` / `\.isPresented` environment inside it.
extension ViewGraph {
  static let navigationContainers: Set<String> = ["NavigationStack", "NavigationView", "NavigationSplitView"]

  /// `.sheet`, `.alert`, `.navigationDestination(isPresented:)`: the presented content, or nil while
  /// nothing is presented. Read as the modifier's node, so the node depends on the binding (§3.3).
  func presentedContent(_ modified: ModifiedView) throws -> Value? {
    switch modified.modifier {
    case "sheet", "fullScreenCover", "popover":
      return try sheet(
        modified, kind: modified.modifier == "sheet" ? "Sheet" : capitalized(modified.modifier))
    case "alert", "confirmationDialog", "actionSheet":
      if modified.argument("actions") == nil, modified.argument("message") == nil,
        modified.arguments.first?.binding != nil || modified.argument("item") != nil
      {
        return try legacyAlert(modified)
      }
      return try alert(modified, kind: modified.modifier == "alert" ? "Alert" : "ConfirmationDialog")
    case "toolbar":
      // Toolbar items are on screen (in the navigation bar), so their buttons can be tapped.
      guard let builder = modified.argument("content") ?? modified.trailingClosure else { return nil }
      return .native(
        ContainerView(kind: "Toolbar", content: try interpreter.callValue(builder, [], at: interpreter.site)))
    case "navigationDestination":
      guard let binding = modified.argument("isPresented")?.binding, try isTrue(binding),
        let destination = modified.argument("destination") ?? modified.trailingClosure
      else { return nil }
      let content = try interpreter.callValue(destination, [], at: interpreter.site)
      return .native(
        PresentedView(kind: "NavigationDestination", content: content) { rt in
          try binding.set(.bool(false), rt)
        })
    default:
      return nil
    }
  }

  private func isTrue(_ binding: BindingValue) throws -> Bool {
    if case .bool(true) = try binding.get(interpreter) { return true }
    return false
  }

  private func capitalized(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() }

  private func sheet(_ modified: ModifiedView, kind: String) throws -> Value? {
    guard let builder = modified.argument("content") ?? modified.trailingClosure else { return nil }
    let onDismiss = modified.argument("onDismiss")
    if let binding = modified.argument("isPresented")?.binding {
      guard try isTrue(binding) else { return nil }
      let content = try interpreter.callValue(builder, [], at: interpreter.site)
      return .native(
        PresentedView(kind: kind, content: content, onDismiss: onDismiss) { rt in
          try binding.set(.bool(false), rt)
        })
    }
    guard let binding = modified.argument("item")?.binding,
      let item = try binding.get(interpreter).unwrapped
    else { return nil }
    let content = try interpreter.callValue(builder, [item], at: interpreter.site)
    let presented = PresentedView(kind: kind, content: content, onDismiss: onDismiss) { rt in
      try binding.set(.none, rt)
    }
    // The sheet's identity follows the item's `id`: another item is another sheet, with fresh state.
    let id = identifier(of: item)
    return .native(ModifiedView(content: .native(presented), modifier: "id", labels: [nil], arguments: [id]))
  }

  /// `alert(_:isPresented:actions:message:)` and `confirmationDialog`, with `presenting:` data passed to
  /// both closures. With no buttons, SwiftUI shows an OK button that only dismisses.
  private func alert(_ modified: ModifiedView, kind: String) throws -> Value? {
    guard let binding = modified.argument("isPresented")?.binding, try isTrue(binding) else { return nil }
    var data: [Value] = []
    if let presenting = modified.argument("presenting") {
      guard let value = presenting.unwrapped else { return nil }
      data = [value]
    }
    let title = modified.arguments.first.flatMap(Self.titleText)
    let actionsBuilder = modified.argument("actions") ?? modified.firstTrailingClosure
    var actions =
      try actionsBuilder.map { try interpreter.callValue($0, data, at: interpreter.site) } ?? .void
    if ViewText.buttonCount(in: actions) == 0 {
      actions = .native(PrimitiveView(kind: "Button", text: "OK"))
    }
    var parts = [actions]
    if let message = modified.argument("message") {
      parts.append(try interpreter.callValue(message, data, at: interpreter.site))
    }
    return .native(
      PresentedView(kind: kind, content: .native(TupleContent(children: parts)), title: title) { rt in
        try binding.set(.bool(false), rt)
      })
  }

  /// `.alert(isPresented:) { Alert(...) }`, `.alert(item:) { item in Alert(...) }`, `.actionSheet(...)`.
  private func legacyAlert(_ modified: ModifiedView) throws -> Value? {
    guard let builder = modified.trailingClosure else { return nil }
    let dismiss: (Interpreter) throws -> Void
    var arguments: [Value] = []
    if let binding = modified.argument("isPresented")?.binding {
      guard try isTrue(binding) else { return nil }
      dismiss = { rt in try binding.set(.bool(false), rt) }
    } else if let binding = modified.argument("item")?.binding {
      guard let item = try binding.get(interpreter).unwrapped else { return nil }
      arguments = [item]
      dismiss = { rt in try binding.set(.none, rt) }
    } else {
      return nil
    }
    guard
      case .native(let alert as LegacyAlertValue) = try interpreter.callValue(
        builder, arguments, at: interpreter.site)
    else {
      throw interpreter.scriptError(
        "the closure of .\(modified.modifier) must return an Alert or ActionSheet", at: interpreter.site)
    }
    let kind = alert.kind == "ActionSheet" ? "ConfirmationDialog" : "Alert"
    return .native(PresentedView(kind: kind, content: alert.content, title: alert.title, dismiss: dismiss))
  }

  static func titleText(_ value: Value) -> String? {
    if case .string(let s) = value { return s }
    if case .native(let p as PrimitiveView) = value, p.kind == "Text" { return p.text }
    return nil
  }

  private func identifier(of item: Value) -> Value {
    (try? Members.get(item, "id", MemberCache(), interpreter, interpreter.site)) ?? item
  }

  /// A presented node sees `\.dismiss` (ending this presentation) and `\.isPresented` (true). The dismiss
  /// action is made once per node, so views that read it see the same value on every refresh.
  func refreshPresented(_ node: ViewNode, _ presented: PresentedView) throws {
    node.environment = node.environment.setting("dismiss", dismissAction(for: node)).setting(
      "isPresented", .bool(true))
    try reconcileChildren(of: node, content: presented.content)
  }

  private func dismissAction(for node: ViewNode) -> Value {
    if let existing = node.modifierState["dismiss"] { return existing }
    let action = Value.native(DismissAction(node: node))
    node.modifierState["dismiss"] = action
    return action
  }

  /// A presentation leaving the tree runs its `onDismiss` (after the views inside have disappeared).
  func presentationEnded(_ node: ViewNode) {
    guard case .native(let presented as PresentedView) = node.input, let action = presented.onDismiss else {
      return
    }
    enqueue(
      QueuedAction(
        kind: "onDismiss", view: node.nearestScriptAncestor?.typeName ?? node.typeName, run: action,
        arguments: []))
  }

  /// The `dismiss` command: ends the topmost presentation (the last presented node in tree order), as a
  /// user swiping a sheet down or tapping a navigation bar's back button would.
  public func dismissTopmost() throws -> String? {
    var topmost: PresentedView?
    func visit(_ node: ViewNode) {
      if case .native(let presented as PresentedView) = node.input { topmost = presented }
      node.children.forEach(visit)
    }
    if let root { visit(root) }
    guard let presented = topmost else { return nil }
    try presented.dismiss(interpreter)
    return presented.kind
  }
}

extension Value {
  /// The binding an argument holds, if it is one (`isPresented: $show`).
  var binding: BindingValue? {
    if case .native(let binding as BindingValue) = self { return binding }
    return nil
  }
}

/// `@Environment(\.dismiss)` inside a presentation: calling it ends that presentation. Equal only to
/// itself, so views that read it see no change on refresh (SwiftUI's `DismissAction` is a stable value).
final class DismissAction: NativeObject {
  weak var node: ViewNode?

  init(node: ViewNode?) { self.node = node }

  override var typeName: String { "DismissAction" }

  override func isEqual(to other: NativeObject) -> Bool { other === self }

  override func call(_ name: String, labels: [String?], arguments: [Value], in interpreter: Interpreter)
    throws -> Value?
  {
    guard name == "callAsFunction", arguments.isEmpty else { return nil }
    guard let node, node.isMounted, case .native(let presented as PresentedView) = node.input else {
      return .void
    }
    try presented.dismiss(interpreter)
    return .void
  }
}
