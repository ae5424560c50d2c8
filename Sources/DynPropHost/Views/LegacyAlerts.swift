import DynPropDiagnostics
import DynPropInterpreter

/// The iOS 13 presentation values: `Alert(title:message:dismissButton:)`,
/// `Alert(title:message:primaryButton:secondaryButton:)` and `ActionSheet(title:message:buttons:)`, returned
/// from `.alert(isPresented:content:)` / `.actionSheet(isPresented:content:)`. Their buttons are
/// `Alert.Button` values (`.default(Text("Ok"), action:)`, `.cancel()`, `.destructive(...)`).
final class LegacyAlertValue: NativeObject {
  let kind: String
  let title: String?
  let message: Value?
  let buttons: [Value]

  init(kind: String, title: String?, message: Value?, buttons: [Value]) {
    self.kind = kind
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  override var typeName: String { kind }

  static func type(_ kind: String) -> FoundationType {
    FoundationType(
      kind,
      make: { labels, args, rt, at in
        let values = ViewArguments(labels: labels, values: args, rt: rt, location: at)
        let title = values.value("title").flatMap(ViewGraph.titleText)
        var buttons: [Value] = []
        for label in ["dismissButton", "primaryButton", "secondaryButton"] {
          if let button = values.value(label), button.isPresent {
            buttons.append(try Self.button(button, rt, at))
          }
        }
        if case .array(let list)? = values.value("buttons") {
          buttons += try list.map { try Self.button($0, rt, at) }
        }
        let message = values.value("message").flatMap { $0.isPresent ? $0.flattened : nil }
        return .native(LegacyAlertValue(kind: kind, title: title, message: message, buttons: buttons))
      })
  }

  /// `Alert.Button` / `ActionSheet.Button`, named where a button is declared with its type
  /// (`let share: ActionSheet.Button = .default(Text("Share")) { }`): its cases as `button(_:)` reads them.
  static func buttonType(_ name: String) -> FoundationType {
    FoundationType(
      name,
      statics: { member, labels, args, _ in
        guard ["default", "cancel", "destructive"].contains(member), let args else { return nil }
        return .native(UnresolvedMember(name: member, arguments: args, labels: labels))
      })
  }

  /// `.default(Text("Ok"), action: { … })`, `.cancel()`, `.cancel(Text("No"))`, `.destructive(Text("Delete"))`
  /// as a `Button` view with that title and action.
  static func button(_ value: Value, _ rt: Interpreter, _ location: SourceLocation) throws -> Value {
    guard case .native(let member as UnresolvedMember) = value.flattened,
      ["default", "cancel", "destructive"].contains(member.name)
    else {
      throw rt.scriptError(
        "not supported yet: this Alert.Button (use .default, .cancel or .destructive)", at: location)
    }
    var title = member.name == "cancel" ? "Cancel" : "OK"
    var action: Value?
    for (label, argument) in zip(member.labels, member.arguments) {
      if case .closure = argument, label == "action" || label == nil {
        action = argument
      } else if let text = ViewGraph.titleText(argument) {
        title = text
      }
    }
    return .native(PrimitiveView(kind: "Button", text: title, action: action))
  }

  /// The alert as the content SwiftUI shows: its buttons (OK when it has none), then its message.
  var content: Value {
    var parts = buttons.isEmpty ? [Value.native(PrimitiveView(kind: "Button", text: "OK"))] : buttons
    if let message { parts.append(message) }
    return .native(TupleContent(children: parts))
  }
}

extension Value {
  /// Not `nil` (an optional argument that was given).
  var isPresent: Bool {
    if case .none = self { return false }
    return true
  }
}
