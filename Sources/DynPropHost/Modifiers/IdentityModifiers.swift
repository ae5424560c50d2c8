import DynPropInterpreter

/// `.id(x)`: explicit identity (SEMANTICS §8.1): the content is keyed by `x` among its siblings, so a new
/// value is a new view with fresh state; the node keeps its content's type name.
struct IdentityModifier: HostModifier {
  static let names = ["id"]
  let key: String

  init(_ call: ModifierCall) { key = call.first.map(Render.literal) ?? "" }
}

/// `.equatable()`: the view's own `==` decides whether its body runs (Apple's `EquatableView`, §12.3).
struct EquatableModifier: HostModifier {
  static let names = ["equatable"]

  init(_ call: ModifierCall) {}
}

/// `.tag(v)`: the value a `Picker` row stands for (read by `pickerOptions`).
struct TagModifier: HostModifier {
  static let names = ["tag"]
  let value: Value?

  init(_ call: ModifierCall) { value = call.first }
}

/// `.disabled(true)`: controls inside cannot be used: `tap` refuses them and `tree` marks them
/// `(disabled)` (SwiftUI's `isEnabled` environment, which a disabled ancestor turns off for all
/// descendants).
struct DisabledModifier: HostModifier {
  static let names = ["disabled"]
  let isDisabled: Bool

  init(_ call: ModifierCall) {
    if case .bool(true)? = call.first { isDisabled = true } else { isDisabled = false }
  }
}

extension ModifiedView {
  /// The explicit identity `.id(x)` gives the content, if this is that modifier.
  var explicitID: String? { (host as? IdentityModifier)?.key }
}

extension ViewGraph {
  /// Whether a `.disabled(true)` modifier applies to this node or an ancestor.
  func isDisabled(_ node: ViewNode) -> Bool {
    var current: ViewNode? = node
    while let here = current {
      if case .native(let modified as ModifiedView) = here.input,
        (modified.host as? DisabledModifier)?.isDisabled == true
      {
        return true
      }
      current = here.parent
    }
    return false
  }
}
