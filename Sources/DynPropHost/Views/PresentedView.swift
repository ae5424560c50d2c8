import DynPropInterpreter

/// Content SwiftUI shows over or after other content: a sheet, cover or popover, an alert or confirmation
/// dialog, or a destination pushed on a navigation stack (SEMANTICS §8.5). It is a child of the node that
/// presents it, after that node's own content, so the content keeps its identity (CONTRACT §2.1).
public final class PresentedView: ViewValue {
  public let content: Value
  /// An alert's or dialog's title, shown in `tree`.
  public let title: String?
  /// Ends the presentation the way SwiftUI does: the presenting binding becomes `false`, the item `nil`,
  /// or the stack pops back to before this destination.
  let dismiss: (Interpreter) throws -> Void
  /// `sheet(…, onDismiss:)`: runs once when the presentation goes away, whichever way.
  let onDismiss: Value?
  /// Presented through `.constant(true)`: nothing can end it (its binding ignores writes).
  var isPinned = false

  init(
    kind: String, content: Value, title: String? = nil, onDismiss: Value? = nil,
    dismiss: @escaping (Interpreter) throws -> Void
  ) {
    self.content = content
    self.title = title
    self.onDismiss = onDismiss
    self.dismiss = dismiss
    super.init(kind: kind)
  }

  /// Alerts and dialogs go away when any of their buttons is tapped.
  var dismissesOnButtonTap: Bool { kind == "Alert" || kind == "ConfirmationDialog" }
}

/// What a navigation stack shows above its root: pushed destinations, and the `navigationDestination(for:)`
/// closures registered inside it (by the type name of the values they take).
final class NavigationState {
  enum Entry {
    /// `NavigationLink(_:destination:)`: the view the link held when tapped.
    case view(Value)
    /// `NavigationLink(_:value:)`: shown by the stack's destination for the value's type.
    case value(Value)
  }
  var pushed: [Entry] = []
  var destinations: [String: Value] = [:]
}
