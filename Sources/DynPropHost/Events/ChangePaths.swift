import DynPropInterpreter

/// The smallest parts of a value that changed, for `change` events (issue 16): instead of a whole
/// collection printed twice, `Store#1.rows[id: 5000].starred: false → true`.
///
/// Structs are compared field by field and the changed fields followed; arrays of `Identifiable`
/// structs match elements by `id` (`[id: 2]`), other arrays by position (`[3]`), dictionaries by key; a
/// collection that gained or lost elements says so, with the elements a sequence diff (the standard
/// library's `difference(from:by:)`, Myers' algorithm) found inserted or removed. Values are rendered
/// through `render`, one function, so the way values print is decided in one place.
public enum ChangePaths {
  /// Whole values whose two renderings together are at most this long are shown whole.
  public static let wholeValueWidth = 80
  /// A change names at most this many paths in its event; the rest are counted.
  static let maxPaths = 200
  /// Elements a collection's edit names before it counts the rest.
  static let namedEdits = 3

  /// The rendering of values in change paths.
  public static func render(_ value: Value) -> String { Render.literal(value) }

  /// `label` followed by each changed path with its change, e.g. `Cart#1.items[id: 2].quantity: 1 → 2`;
  /// empty when only the whole value can be named (a long string, another enum case).
  public static func between(
    _ old: Value, _ new: Value, label: String, equal: @escaping (Value, Value) -> Bool
  ) -> [String] {
    if !isContainer(old) || !isContainer(new) { return [] }
    var differ = Differ(equal: equal)
    differ.compare(old, new, path: label)
    if differ.overflow > 0 { differ.paths.append("… and \(differ.overflow) more paths") }
    return differ.paths
  }

  /// Values whose parts can change on their own: structs, collections, optionals of them.
  static func isContainer(_ value: Value) -> Bool {
    switch value {
    case .structValue, .array, .dictionary: return true
    case .wrapped(let inner): return isContainer(inner)
    default: return false
    }
  }

  private struct Differ {
    let equal: (Value, Value) -> Bool
    var paths: [String] = []
    var overflow = 0

    mutating func add(_ path: String, _ change: String) {
      if paths.count < ChangePaths.maxPaths { paths.append("\(path): \(change)") } else { overflow += 1 }
    }

    mutating func compare(_ old: Value, _ new: Value, path: String) {
      if equal(old, new) { return }
      switch (old, new) {
      case (.structValue(let a), .structValue(let b)) where a.type === b.type:
        for (index, field) in a.type.fields.enumerated()
        where index < a.fields.count && index < b.fields.count {
          compare(a.fields[index], b.fields[index], path: "\(path).\(field.propertyName)")
        }
      case (.wrapped(let a), .wrapped(let b)): compare(a, b, path: path + "?")
      case (.array(let a), .array(let b)): compareArrays(a, b, path: path)
      case (.dictionary(let a), .dictionary(let b)):
        let removed = a.keys.filter { b[$0] == nil }
        let inserted = b.keys.filter { a[$0] == nil }
        if !removed.isEmpty || !inserted.isEmpty {
          add(path, edits(a.count, b.count, inserted.map(keyed), removed.map(keyed)))
        }
        for (key, value) in a { if let other = b[key] { compare(value, other, path: path + keyed(key)) } }
      default:
        add(path, "\(ChangePaths.render(old)) → \(ChangePaths.render(new))")
      }
    }

    mutating func compareArrays(_ a: [Value], _ b: [Value], path: String) {
      if let oldIDs = Self.ids(a), let newIDs = Self.ids(b) {
        return compareByID(a, oldIDs, b, newIDs, path: path)
      }
      if a.count == b.count {
        for index in a.indices { compare(a[index], b[index], path: "\(path)[\(index)]") }
        return
      }
      let difference = b.difference(from: a, by: equal)
      var inserted: [String] = []
      var removed: [String] = []
      for change in difference {
        switch change {
        case .insert(let offset, _, _): inserted.append("[\(offset)]")
        case .remove(let offset, _, _): removed.append("[\(offset)]")
        }
      }
      add(path, edits(a.count, b.count, inserted, removed))
    }

    mutating func compareByID(_ a: [Value], _ oldIDs: [Value], _ b: [Value], _ newIDs: [Value], path: String)
    {
      var oldByID: [Value: Int] = [:]
      for (index, id) in oldIDs.enumerated() where oldByID[id] == nil { oldByID[id] = index }
      let newSet = Set(newIDs)
      let removed = oldIDs.filter { !newSet.contains($0) }.map { "[id: \(ChangePaths.render($0))]" }
      let inserted = newIDs.filter { oldByID[$0] == nil }.map { "[id: \(ChangePaths.render($0))]" }
      if !removed.isEmpty || !inserted.isEmpty { add(path, edits(a.count, b.count, inserted, removed)) }
      for (index, id) in newIDs.enumerated() {
        guard let oldIndex = oldByID[id] else { continue }
        compare(a[oldIndex], b[index], path: "\(path)[id: \(ChangePaths.render(id))]")
      }
    }

    /// `2000 → 1999 elements, removed [id: 7]`
    func edits(_ oldCount: Int, _ newCount: Int, _ inserted: [String], _ removed: [String]) -> String {
      var parts = ["\(oldCount) → \(newCount) element\(newCount == 1 ? "" : "s")"]
      if !inserted.isEmpty { parts.append("inserted " + named(inserted)) }
      if !removed.isEmpty { parts.append("removed " + named(removed)) }
      return parts.joined(separator: ", ")
    }

    func named(_ items: [String]) -> String {
      let shown = items.prefix(ChangePaths.namedEdits).joined(separator: ", ")
      return items.count > ChangePaths.namedEdits
        ? "\(shown) and \(items.count - ChangePaths.namedEdits) more" : shown
    }

    func keyed(_ key: Value) -> String { "[\(ChangePaths.render(key))]" }

    /// The `id` of every element when all are structs of one `Identifiable` type with an `id` field.
    static func ids(_ elements: [Value]) -> [Value]? {
      guard case .structValue(let first)? = elements.first, first.type.conforms(to: "Identifiable"),
        let index = first.type.fieldIndex["id"]
      else { return nil }
      var ids: [Value] = []
      ids.reserveCapacity(elements.count)
      for element in elements {
        guard case .structValue(let s) = element, s.type === first.type, index < s.fields.count else {
          return nil
        }
        ids.append(s.fields[index])
      }
      return ids
    }
  }
}
