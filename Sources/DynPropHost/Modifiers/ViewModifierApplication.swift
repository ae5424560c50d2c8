import DynPropInterpreter

/// `.modifier(M())` with a script `ViewModifier`: the modifier is a view of its own in the graph, with its
/// own dynamic properties, whose body is `M.body(content:)`; `content` stands for the modified view
/// (SwiftUI's `_ViewModifier_Content`), so the modified view is shown where the body places it.
struct ViewModifierApplication: HostModifier {
  static let names = ["modifier"]
  let modifier: Value?

  init(_ call: ModifierCall) {
    switch call.first {
    case .structValue(let s)? where s.type.conforms(to: "ViewModifier"): modifier = call.first
    case .enumValue(let e)? where e.type.conforms(to: "ViewModifier"): modifier = call.first
    default: modifier = nil
    }
  }

  func children(of content: Value) -> Value { modifier ?? content }
}

/// The `content` a `ViewModifier`'s `body(content:)` receives: it shows the view the modifier was
/// applied to, read from the modifier's node when reconciled, so a new modified view reaches the screen
/// even when the modifier's own body is skipped (its inputs unchanged).
final class ViewModifierContent: ViewValue {
  weak var modifierNode: ViewNode?

  init(modifierNode: ViewNode) {
    self.modifierNode = modifierNode
    super.init(kind: "_ViewModifier_Content")
  }

  /// The view the modifier wraps now (the content of the `.modifier(...)` above the modifier's node).
  var wrapped: Value {
    guard case .native(let modified as ModifiedView)? = modifierNode?.parent?.input else { return .void }
    return modified.content
  }
}

extension ViewGraph {
  /// What a script view's body is: its `body` property, or a `ViewModifier`'s `body(content:)` called
  /// with the content it wraps.
  func bodyCall(_ node: ViewNode) -> (code: FunctionCode, arguments: [Value?])? {
    guard let type = node.scriptType else { return nil }
    if let getter = type.findComputed("body")?.getter { return (getter, []) }
    guard type.conforms(to: "ViewModifier"),
      let method = type.findMethods("body")?.first(where: { $0.params.count == 1 })
    else { return nil }
    return (method, [.native(ViewModifierContent(modifierNode: node))])
  }
}
