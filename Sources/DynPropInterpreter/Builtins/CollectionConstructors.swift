import OrderedCollections

/// Initializers of Array, Set and Dictionary: empty, from a sequence, `Array(repeating:count:)`,
/// `Dictionary(uniqueKeysWithValues:)` (crashing on a duplicate key as Swift does),
/// `Dictionary(grouping:by:)` and `Dictionary(_:uniquingKeysWith:)`.
extension Builtins {
  static func arrayInit(_ call: BuiltinCall) throws -> Value? {
    switch call.signature {
    case "Array()", "Array(minimumCapacity:)": return .array([])
    case "Array(_:)": return .array(try call.sequence(0))
    case "Array(repeating:count:)": return try repeated(call.argument(0), count: call.int(1), call)
    default: return nil
    }
  }

  static func setInit(_ call: BuiltinCall) throws -> Value? {
    switch call.signature {
    case "Set()", "Set(minimumCapacity:)": return .set([])
    case "Set(_:)": return .set(OrderedSet(try call.sequence(0)))
    default: return nil
    }
  }

  static func dictionaryInit(_ call: BuiltinCall) throws -> Value? {
    switch call.signature {
    case "Dictionary()", "Dictionary(minimumCapacity:)": return .dictionary([:])
    case "Dictionary(uniqueKeysWithValues:)": return try uniqueKeys(call)
    case "Dictionary(grouping:by:)", "Dictionary(grouping:_:)":
      let function = try call.argument(1)
      let groups = try OrderedDictionary(grouping: try call.sequence(0)) { try call.invoke(function, [$0]) }
      return .dictionary(groups.mapValues(Value.array))
    case "Dictionary(_:uniquingKeysWith:)", "Dictionary(_:_:)":
      let combine = try call.argument(1)
      var entries = Entries()
      for (key, value) in try pairs(call.sequence(0), call) {
        entries[key] = try entries[key].map { try call.invoke(combine, [$0, value]) } ?? value
      }
      return .dictionary(entries)
    default: return nil
    }
  }

  private static func uniqueKeys(_ call: BuiltinCall) throws -> Value {
    var entries = Entries()
    for (key, value) in try pairs(call.sequence(0), call) {
      guard entries.updateValue(value, forKey: key) == nil else {
        throw call.crash("Fatal error: Duplicate values for key: '\(Render.description(key))'")
      }
    }
    return .dictionary(entries)
  }

  private static func pairs(_ items: [Value], _ call: BuiltinCall) throws -> [(Value, Value)] {
    try items.map { item in
      guard case .tuple(let tuple) = item, tuple.elements.count == 2 else {
        throw call.mismatch(item, "(Key, Value)")
      }
      return (tuple.elements[0], tuple.elements[1])
    }
  }
}
