import DynPropInterpreter

/// `.onDelete(perform:)` on a `ForEach`: the rows can be swiped away; the shell's `delete` runs the
/// action with the row's offset in an `IndexSet`, as SwiftUI does when the user swipes a row and taps
/// Delete (`Graph/RowDeletion.swift`).
struct OnDeleteModifier: HostModifier {
  static let names = ["onDelete"]
  let action: Value?

  init(_ call: ModifierCall) { action = call.closure("perform") }
}

/// `.tabItem { … }`: the label a `TabView`'s tab bar shows for the tab (`Graph/Tabs.swift`).
struct TabItemModifier: HostModifier {
  static let names = ["tabItem"]
  let label: Value?

  init(_ call: ModifierCall) { label = call.closure("label") }
}
