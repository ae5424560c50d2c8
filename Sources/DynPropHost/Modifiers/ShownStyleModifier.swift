import DynPropInterpreter

/// `.foregroundColor(c)`, `.foregroundStyle(s)`, `.background(v)`, `.tint(c)`: inert for behaviour, but
/// `tree` shows the value, so a colour that follows state can be checked.
struct ShownStyleModifier: HostModifier {
  static let names = ["foregroundColor", "foregroundStyle", "background", "tint"]
  let name: String
  let value: Value?

  init(_ call: ModifierCall) {
    name = call.name
    value = call.first
  }

  /// A view given as the value shows as the view under its modifiers (`.background(Color)`, not
  /// `.background(ModifiedContent)`).
  func treeLine(shown: String) -> String? {
    guard var shownValue = value else { return nil }
    while case .native(let modified as ModifiedView) = shownValue { shownValue = modified.content }
    return ".\(name)(\(Render.description(shownValue)))"
  }
}

/// `.navigationTitle("T")` / `.navigationBarTitle(Text("T"))`: the title is a string the screen shows
/// (CONTRACT §2.1).
struct NavigationTitleModifier: HostModifier {
  static let names = ["navigationTitle", "navigationBarTitle"]
  let name: String
  let title: String?

  init(_ call: ModifierCall) {
    name = call.name
    switch call.first {
    case .string(let s)?: title = s
    // `.navigationBarTitle(Text("Lists"))`: the texts of the view given.
    case .native(let view as ViewValue)?: title = ViewText.strings(of: .native(view)).joined(separator: " ")
    default: title = nil
    }
  }

  var shownStrings: [String] { title.map { [$0] } ?? [] }

  func treeLine(shown: String) -> String? { "\(name) \(shown)" }
}
