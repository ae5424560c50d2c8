import DynPropInterpreter

/// `.badge(3)`, `.badge("New")`, `.badge(Text("!"))`: the count or text a list row or a tab item shows
/// beside its label. `tree` shows it above the content and `expect text` sees it; SwiftUI shows no badge
/// for a count of 0 or a nil text (https://developer.apple.com/documentation/swiftui/view/badge(_:)-84e43).
struct BadgeModifier: HostModifier {
  static let names = ["badge"]
  let badge: String?

  init(_ call: ModifierCall) {
    // `.badge(flagged.map { Text($0) })`: an optional text shows when it is not nil.
    switch call.first?.unwrapped {
    case .int(let count)?: badge = count == 0 ? nil : String(count)
    case .string(let text)?: badge = text
    case .native(let text as PrimitiveView)? where text.kind == "Text": badge = text.text
    default: badge = nil
    }
  }

  var shownStrings: [String] { badge.map { [$0] } ?? [] }

  func treeLine(shown: String) -> String? { badge == nil ? nil : "badge \(shown)" }
}
