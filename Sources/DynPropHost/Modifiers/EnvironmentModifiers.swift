import DynPropInterpreter

/// `.environment(\.key, value)` and `.environment(object)`: the node's environment, which its
/// descendants inherit, gets the value (SEMANTICS §5).
struct EnvironmentModifier: HostModifier {
  static let names = ["environment"]
  let keyPath: KeyPathValue?
  let value: Value?

  init(_ call: ModifierCall) {
    if case .keyPath(let path)? = call.first, call.arguments.count == 2 {
      keyPath = path
      value = call.arguments[1]
    } else {
      keyPath = nil
      value = call.first
    }
  }

  func apply(to node: ViewNode, in graph: ViewGraph, first: Bool) throws {
    guard let value else { return }
    if let keyPath {
      node.environment = node.environment.setting(keyPath.components.joined(separator: "."), value)
    } else {
      node.environment = node.environment.settingObject(graph.interpreter.typeName(of: value), value)
    }
  }
}

/// `.colorScheme(.dark)` and `.preferredColorScheme(.dark)`: the subtree's `\.colorScheme` (SwiftUI's
/// preference also darkens the rest of the simulated phone's one window, which shows only this tree);
/// `preferredColorScheme(nil)` leaves it as it is.
struct ColorSchemeModifier: HostModifier {
  static let names = ["colorScheme", "preferredColorScheme"]
  let scheme: Value?

  init(_ call: ModifierCall) {
    if case .wrapped(let value)? = call.first { scheme = value } else { scheme = call.first }
  }

  func apply(to node: ViewNode, in graph: ViewGraph, first: Bool) throws {
    guard let scheme, scheme != .none else { return }
    node.environment = node.environment.setting("colorScheme", scheme)
  }
}

/// `.environmentObject(object)`: descendants' `@EnvironmentObject` of its type get it (§5).
struct EnvironmentObjectModifier: HostModifier {
  static let names = ["environmentObject"]
  let object: Value?

  init(_ call: ModifierCall) { object = call.first }

  func apply(to node: ViewNode, in graph: ViewGraph, first: Bool) throws {
    guard let object else { return }
    node.environment = node.environment.settingObject(graph.interpreter.typeName(of: object), object)
  }
}
