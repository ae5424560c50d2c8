import DynPropDiagnostics
import DynPropInterpreter

/// Presented content (sheets, covers, popovers, alerts, dialogs, navigation pushes; SEMANTICS §8.5) once
/// it is on screen: the `\.dismiss` / `\.isPresented` environment inside it, `onDismiss` when it goes,
/// and the shell's `dismiss`. What each modifier presents is in `Modifiers/` (`presented(by:in:)`).
extension ViewGraph {
  static func titleText(_ value: Value) -> String? {
    if case .string(let s) = value { return s }
    if case .native(let p as PrimitiveView) = value, p.kind == "Text" { return p.text }
    return nil
  }

  /// A presented node sees `\.dismiss` (ending this presentation) and `\.isPresented` (true). The dismiss
  /// action is made once per node, so views that read it see the same value on every refresh.
  func refreshPresented(_ node: ViewNode, _ presented: PresentedView) throws {
    let dismiss = dismissAction(for: node)
    node.environment = node.environment.setting("dismiss", .native(dismiss)).setting(
      "isPresented", .bool(true)
    ).setting("presentationMode", .native(PresentationModeBinding(dismiss: dismiss)))
    try reconcileChildren(of: node, content: presented.content)
  }

  private func dismissAction(for node: ViewNode) -> DismissAction {
    node.modifierState { DismissAction(node: node) }
  }

  /// A presentation leaving the tree runs its `onDismiss` (after the views inside have disappeared).
  func presentationEnded(_ node: ViewNode) {
    guard case .native(let presented as PresentedView) = node.input, let action = presented.onDismiss else {
      return
    }
    enqueue(
      QueuedAction(
        kind: "onDismiss", view: owner(of: node), run: action,
        arguments: []))
  }

  /// The `dismiss` command: ends the topmost presentation (the last presented node in tree order), as a
  /// user swiping a sheet down or tapping a navigation bar's back button would; says what happened (nil
  /// when nothing is presented).
  public func dismissTopmost() throws -> String? {
    var topmost: PresentedView?
    func visit(_ node: ViewNode) {
      if case .native(let presented as PresentedView) = node.input { topmost = presented }
      node.children.forEach(visit)
    }
    if let root { visit(root) }
    guard let presented = topmost else { return nil }
    if presented.isPinned { return "the \(presented.kind) stays: it is presented by .constant(true)" }
    try presented.dismiss(interpreter)
    return "dismissed the \(presented.kind)"
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

/// `@Environment(\.presentationMode)` (iOS 13–15 code): a `Binding<PresentationMode>` whose
/// `wrappedValue.dismiss()` ends the presentation it is in, like `\.dismiss`, and whose
/// `wrappedValue.isPresented` says whether the view is presented. Equal when it ends the same
/// presentation, so reading it causes no change on refresh.
final class PresentationModeBinding: NativeObject {
  let dismiss: DismissAction

  init(dismiss: DismissAction) { self.dismiss = dismiss }

  override var typeName: String { "Binding<PresentationMode>" }

  override func isEqual(to other: NativeObject) -> Bool {
    (other as? PresentationModeBinding)?.dismiss === dismiss
  }

  override func member(_ name: String, in interpreter: Interpreter) throws -> Value? {
    guard name == "wrappedValue" else { return nil }
    return .native(PresentationMode(dismiss: dismiss))
  }
}

/// The `PresentationMode` value: `isPresented` and `dismiss()`.
final class PresentationMode: NativeObject {
  let dismiss: DismissAction

  init(dismiss: DismissAction) { self.dismiss = dismiss }

  override var typeName: String { "PresentationMode" }

  override func isEqual(to other: NativeObject) -> Bool { (other as? PresentationMode)?.dismiss === dismiss }

  override func member(_ name: String, in interpreter: Interpreter) throws -> Value? {
    guard name == "isPresented" else { return nil }
    return .bool(dismiss.node?.isMounted == true)
  }

  override func call(_ name: String, labels: [String?], arguments: [Value], in interpreter: Interpreter)
    throws -> Value?
  {
    guard name == "dismiss", arguments.isEmpty else { return nil }
    return try dismiss.call("callAsFunction", labels: [], arguments: [], in: interpreter)
  }
}
