import DynPropHost
import Foundation

/// A user's name for a piece of dynamic state (`history --property`, `watch`, `break`), matched against
/// `change` events (CONTRACT §4).
///
/// Forms: `VIEW.prop` (state a view owns; `_prop` and nested `prop.inner` paths too), `VIEW#K.prop` (the
/// K-th instance, resolved to a node path by the caller), `Type.prop` (a property of an object of that
/// class, `Type#K.prop` for one object), `UserDefaults.key`, or a bare `prop` matching any owner.
public struct PropertyPath: Equatable, CustomStringConvertible {
  public let owner: String?
  public let property: String
  /// The node path of `VIEW#K`, when the caller resolved one.
  public var node: String?
  public let text: String

  public init?(_ text: String, node: String? = nil) {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty, !trimmed.contains(" ") else { return nil }
    self.text = trimmed
    self.node = node
    if let dot = trimmed.firstIndex(of: ".") {
      owner = String(trimmed[..<dot])
      property = String(trimmed[trimmed.index(after: dot)...])
      guard !owner!.isEmpty, !property.isEmpty else { return nil }
    } else {
      owner = nil
      property = trimmed
    }
  }

  public var description: String { text }

  /// The owner without a `#K` suffix, and K.
  public var ownerName: (name: String, index: Int?)? {
    guard let owner else { return nil }
    guard let hash = owner.firstIndex(of: "#") else { return (owner, nil) }
    return (String(owner[..<hash]), Int(owner[owner.index(after: hash)...]))
  }

  /// Whether a `change` event changed this property.
  public func matches(_ event: Event) -> Bool {
    guard event.type == .change, let changed = event.string("property") else { return false }
    if let view = event.string("view") {
      if let node, event.string("node") != node { return false }
      if let name = ownerName?.name, name != view { return false }
      return Self.sameProperty(changed, property)
    }
    return matchesUnowned(changed)
  }

  /// Object and UserDefaults changes are named `Type#K.prop` and `UserDefaults["key"]`.
  private func matchesUnowned(_ changed: String) -> Bool {
    if changed.hasPrefix("UserDefaults[") {
      let key = changed.dropFirst("UserDefaults[\"".count).dropLast(2)
      return (owner == nil || owner == "UserDefaults") && key == property
    }
    guard let dot = changed.firstIndex(of: ".") else { return false }
    let object = changed[..<dot]
    let name = String(changed[changed.index(after: dot)...])
    guard Self.sameProperty(name, property) else { return false }
    guard let owner else { return true }
    if owner.contains("#") { return object == owner }
    return object.split(separator: "#").first.map(String.init) == owner
  }

  /// `_count` and `count` name the same property; `_feed._data` is inside `feed`.
  static func sameProperty(_ changed: String, _ wanted: String) -> Bool {
    let plain = { (s: String) in s.hasPrefix("_") ? String(s.dropFirst()) : s }
    let a = changed.split(separator: ".").map { plain(String($0)) }
    let b = wanted.split(separator: ".").map { plain(String($0)) }
    return a.starts(with: b)
  }
}
