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

  func treeLine(shown: String) -> String? {
    value.map { ".\(name)(\(Render.description($0)))" }
  }
}

/// `.navigationTitle("T")` / `.navigationBarTitle("T")`: the title is a string the screen shows
/// (CONTRACT §2.1).
struct NavigationTitleModifier: HostModifier {
  static let names = ["navigationTitle", "navigationBarTitle"]
  let name: String
  let title: String?

  init(_ call: ModifierCall) {
    name = call.name
    if case .string(let s)? = call.first { title = s } else { title = nil }
  }

  var shownStrings: [String] { title.map { [$0] } ?? [] }

  func treeLine(shown: String) -> String? { "\(name) \(shown)" }
}
