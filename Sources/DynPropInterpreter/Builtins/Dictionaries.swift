import OrderedCollections

/// Dictionary members and methods: `keys`, `values`, `removeValue(forKey:)`, `updateValue(_:forKey:)`,
/// `merge`, `mapValues`, `compactMapValues`, and `filter` keeping a dictionary.
///
/// Dictionaries keep insertion order (OrderedDictionary), so iteration and printing are deterministic
/// (SEMANTICS §12.8), where Swift's own order would vary from run to run. Closures see `(key:, value:)`.
extension Builtins {
  static let mutatingDictionaryMethods: Set<String> = ["removeValue", "updateValue", "merge", "removeAll"]

  typealias Entries = OrderedDictionary<Value, Value>

  static func dictionaryMember(_ entries: Entries, _ name: String) -> Value? {
    switch name {
    case "keys": return .array(Array(entries.keys))
    case "values": return .array(Array(entries.values))
    case "count": return .int(entries.count)
    case "isEmpty": return .bool(entries.isEmpty)
    case "first": return Value.optional(entries.elements.first.map { keyValuePair($0.key, $0.value) })
    default: return nil
    }
  }

  static func dictionaryMethod(_ value: inout Value, _ call: BuiltinCall) throws -> Value? {
    guard case .dictionary(var entries) = value else { return nil }
    if mutatingDictionaryMethods.contains(call.name) {
      value = .void
      defer { value = .dictionary(entries) }
      return try mutateDictionary(&entries, call)
    }
    if let result = try transformDictionary(entries, call) { return result }
    return try sequenceMethod(
      entries.map { keyValuePair($0.key, $0.value) }, call, rebuild: dictionary(fromPairs:))
  }

  private static func mutateDictionary(_ entries: inout Entries, _ call: BuiltinCall) throws -> Value? {
    switch call.signature {
    case "removeValue(forKey:)": return Value.optional(entries.removeValue(forKey: try call.argument(0)))
    case "updateValue(_:forKey:)":
      return Value.optional(entries.updateValue(try call.argument(0), forKey: try call.argument(1)))
    case "merge(_:uniquingKeysWith:)", "merge(_:_:)": try merge(&entries, call)
    case "removeAll()", "removeAll(keepingCapacity:)": entries.removeAll()
    default: return nil
    }
    return .void
  }

  private static func transformDictionary(_ entries: Entries, _ call: BuiltinCall) throws -> Value? {
    switch call.signature {
    case "mapValues(_:)":
      return .dictionary(try entries.mapValues { try call.invoke(call.arguments[0], [$0]) })
    case "compactMapValues(_:)":
      var kept = OrderedDictionary<Value, Value>()
      for (key, value) in entries {
        if let present = try call.invoke(call.arguments[0], [value]).unwrapped { kept[key] = present }
      }
      return .dictionary(kept)
    case "merging(_:uniquingKeysWith:)", "merging(_:_:)":
      var copy = entries
      try merge(&copy, call)
      return .dictionary(copy)
    case "index(forKey:)": return Value.optional(entries.index(forKey: try call.argument(0)).map(Value.int))
    default: return nil
    }
  }

  /// Merges another dictionary (or sequence of pairs); `combine(old, new)` settles clashes.
  private static func merge(_ entries: inout Entries, _ call: BuiltinCall) throws {
    let combine = try call.argument(1)
    for pair in try call.sequence(0) {
      guard case .tuple(let tuple) = pair, tuple.elements.count == 2 else {
        throw call.mismatch(pair, "(Key, Value)")
      }
      let (key, value) = (tuple.elements[0], tuple.elements[1])
      if let old = entries[key] {
        entries[key] = try call.invoke(combine, [old, value])
      } else {
        entries[key] = value
      }
    }
  }

  static func dictionary(fromPairs pairs: [Value]) -> Value {
    var entries = Entries()
    for case .tuple(let tuple) in pairs where tuple.elements.count == 2 {
      entries[tuple.elements[0]] = tuple.elements[1]
    }
    return .dictionary(entries)
  }
}
