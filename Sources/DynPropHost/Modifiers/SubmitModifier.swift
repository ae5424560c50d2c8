import DynPropInterpreter

/// `.onSubmit { }` (iOS 15): its action runs when the user submits a text field inside the modified view
/// (`submit FIELD`: the return key), after the field's own `onCommit:`. `onSubmit(of: .search)` reacts to
/// the search field only, which the simulation does not have: inert.
struct SubmitModifier: HostModifier {
  static let names = ["onSubmit"]
  let action: Value?

  static func models(_ call: ModifierCall) -> Bool {
    guard let trigger = call["of"] else { return true }
    if case .native(let member as UnresolvedMember) = trigger { return member.name == "text" }
    return false
  }

  init(_ call: ModifierCall) { action = call.closure("action") }
}
