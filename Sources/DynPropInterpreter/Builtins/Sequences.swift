/// Methods every builtin sequence shares (arrays, sets, ranges, strings, dictionaries): the closure-taking
/// algorithms (`map`, `filter`, `reduce`, `first(where:)`…) and the positional ones (`prefix`, `enumerated`).
///
/// Each sequence is viewed as an array of elements; `rebuild` turns filtered elements back into the
/// sequence's own kind, because `filter` on a Set, String or Dictionary keeps the kind in Swift.
extension Builtins {
  /// The elements of a sequence value; a dictionary yields `(key:, value:)` tuples, a string Characters.
  static func elements(of value: Value) -> [Value]? {
    switch value {
    case .array(let items): return items
    case .set(let items): return Array(items)
    case .string(let text): return text.map(Value.character)
    case .dictionary(let entries): return entries.map { keyValuePair($0.key, $0.value) }
    case .range(let range):
      if let sized = range.sizedElements { return sized }
      guard let (lower, upper) = range.intBounds else { return nil }
      return lower < upper ? (lower..<upper).map(Value.int) : []
    case .native(let object): return object.sequenceElements
    default: return nil
    }
  }

  static func keyValuePair(_ key: Value, _ value: Value) -> Value {
    .tuple(TupleValue([key, value], labels: ["key", "value"]))
  }

  /// `count`, `isEmpty`, `first`, `last` of an array-like collection.
  static func collectionMember(_ items: [Value], _ name: String) -> Value? {
    switch name {
    case "count": return .int(items.count)
    case "isEmpty": return .bool(items.isEmpty)
    case "first": return Value.optional(items.first)
    case "last": return Value.optional(items.last)
    case "lazy": return .array(items)
    default: return nil
    }
  }

  /// The shared algorithms; nil when `call.name` is none of them.
  static func sequenceMethod(
    _ items: [Value], _ call: BuiltinCall, rebuild: ([Value]) -> Value = Value.array
  ) throws -> Value? {
    if let result = try transformMethod(items, call, rebuild) { return result }
    if let result = try searchMethod(items, call) { return result }
    if let result = try orderMethod(items, call) { return result }
    return try sliceMethod(items, call)
  }

  private static func transformMethod(
    _ items: [Value], _ call: BuiltinCall, _ rebuild: ([Value]) -> Value
  ) throws -> Value? {
    switch call.name {
    case "map": return .array(try items.map { try call.invoke(call.closure(), [$0]) })
    case "filter": return rebuild(try items.filter { try call.test(call.closure(), [$0]) })
    case "compactMap":
      return .array(try items.compactMap { try call.invoke(call.closure(), [$0]).unwrapped })
    case "flatMap":
      let results = try items.map { try call.invoke(call.closure(), [$0]) }
      return .array(results.flatMap { elements(of: $0) ?? ($0.unwrapped.map { [$0] } ?? []) })
    case "forEach":
      for item in items { _ = try call.invoke(call.closure(), [item]) }
      return .void
    case "reduce": return try reduce(items, call)
    case "enumerated":
      return .array(
        items.enumerated().map { .tuple(TupleValue([.int($0), $1], labels: ["offset", "element"])) })
    case "joined": return try joined(items, call)
    default: return nil
    }
  }

  private static func reduce(_ items: [Value], _ call: BuiltinCall) throws -> Value {
    let function = try call.closure()
    var accumulator = try call.argument(0)
    if call.label(0) == "into" {
      for item in items { try invokeInout(function, &accumulator, item, call.rt, call.location) }
      return accumulator
    }
    for item in items { accumulator = try call.invoke(function, [accumulator, item]) }
    return accumulator
  }

  /// `joined(separator:)` of strings, or `joined()` of nested arrays (flattened).
  private static func joined(_ items: [Value], _ call: BuiltinCall) throws -> Value {
    if case .array = items.first, call.count == 0 { return .array(items.flatMap { elements(of: $0) ?? [] }) }
    let separator = call.count > 0 ? try call.string(0) : ""
    return .string(items.map(Render.description).joined(separator: separator))
  }

  private static func searchMethod(_ items: [Value], _ call: BuiltinCall) throws -> Value? {
    switch call.signature {
    case "contains(_:)" where !isCallable(try call.argument(0)):
      return .bool(try items.contains { try call.rt.equal($0, call.arguments[0], call.location) })
    case "contains(_:)", "contains(where:)":
      return .bool(try items.contains { try call.test(call.arguments[0], [$0]) })
    case "allSatisfy(_:)": return .bool(try items.allSatisfy { try call.test(call.arguments[0], [$0]) })
    case "first(where:)", "first(_:)":
      return try Value.optional(items.first { try call.test(call.arguments[0], [$0]) })
    case "last(where:)", "last(_:)":
      return try Value.optional(items.last { try call.test(call.arguments[0], [$0]) })
    case "firstIndex(where:)", "firstIndex(_:)":
      return index(try items.firstIndex { try call.test(call.arguments[0], [$0]) })
    case "lastIndex(where:)", "lastIndex(_:)":
      return index(try items.lastIndex { try call.test(call.arguments[0], [$0]) })
    case "firstIndex(of:)":
      return index(try items.firstIndex { try call.rt.equal($0, call.arguments[0], call.location) })
    case "lastIndex(of:)":
      return index(try items.lastIndex { try call.rt.equal($0, call.arguments[0], call.location) })
    case "count(where:)", "count(_:)":
      return .int(try items.filter { try call.test(call.arguments[0], [$0]) }.count)
    case "elementsEqual(_:)": return .bool(Equality.elementsEqual(items, try call.sequence(0)))
    case "starts(with:)":
      let prefix = try call.sequence(0)
      return .bool(
        prefix.count <= items.count && Equality.elementsEqual(Array(items.prefix(prefix.count)), prefix))
    default: return nil
    }
  }

  private static func index(_ position: Int?) -> Value { Value.optional(position.map(Value.int)) }

  static func isCallable(_ value: Value) -> Bool {
    switch value {
    case .closure, .keyPath: return true
    default: return false
    }
  }
}
