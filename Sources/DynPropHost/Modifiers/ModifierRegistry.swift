import DynPropInterpreter

/// The modifiers the host models, by name, and the one place a modifier call becomes a view value.
///
/// A new modelled modifier is one file in `Modifiers/` with a `HostModifier` type and one entry in
/// `modelled`; its name must also be in SwiftUI's catalog (`ModifierCatalog`), which decides what is a
/// modifier at all.
enum ModifierRegistry {
  nonisolated(unsafe) static let modelled: [any HostModifier.Type] = [
    OnAppearModifier.self, OnDisappearModifier.self, OnChangeModifier.self, TaskModifier.self,
    OnReceiveModifier.self, EnvironmentModifier.self, EnvironmentObjectModifier.self,
    ColorSchemeModifier.self, IdentityModifier.self,
    EquatableModifier.self, TagModifier.self, DisabledModifier.self, TapGestureModifier.self,
    SubmitModifier.self,
    SheetModifier.self, AlertModifier.self, LegacyAlertModifier.self, ToolbarModifier.self,
    NavigationDestinationModifier.self, NavigationTitleModifier.self, ShownStyleModifier.self,
    ViewModifierApplication.self, OnDeleteModifier.self, AccessoryContentModifier.self, TabItemModifier.self,
    BadgeModifier.self,
  ]

  nonisolated(unsafe) private static let byName: [String: [any HostModifier.Type]] = {
    // Sized once: growing it rehashed every name so far (it is built in every process that mounts).
    var table = [String: [any HostModifier.Type]](minimumCapacity: modelled.reduce(0) { $0 + $1.names.count })
    for type in modelled { for name in type.names { table[name, default: []].append(type) } }
    return table
  }()

  /// The names with a behaviour of their own (for `vocabulary.md`): every other catalog name is inert.
  static var modelledNames: Set<String> { Set(byName.keys) }

  /// `content.name(arguments)` when `name` is a SwiftUI modifier: the modified view. nil when SwiftUI
  /// has no modifier of that name (the caller then reports Swift's "has no member" error).
  static func modify(_ content: Value, _ name: String, labels: [String?], arguments: [Value]) -> Value? {
    guard ModifierCatalog.contains(name) else { return nil }
    let call = ModifierCall(name: name, labels: labels, arguments: arguments)
    return .native(ModifiedView(content: content, call: call, host: host(for: call)))
  }

  /// The first modelled type that models this form of the call; inert when none does.
  private static func host(for call: ModifierCall) -> any HostModifier {
    for type in byName[call.name] ?? [] where type.models(call) { return type.init(call) }
    return InertModifier(call)
  }
}

/// A catalog modifier without behaviour of its own (`padding`, `font`): its arguments were evaluated by
/// the call and the view is shown unchanged.
struct InertModifier: HostModifier {
  static let names: [String] = []

  init(_ call: ModifierCall) {}
}
