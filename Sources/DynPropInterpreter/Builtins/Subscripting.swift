import DynPropDiagnostics
import OrderedCollections

/// Subscripts of builtin values: `a[i]`, `a[1..<3]`, `d[k]`, `d[k, default: v]`, `(0..<5)[i]`, `t[i]`.
///
/// Writes (`a[i] = x`, `a[i] += 1`, `a[i].field = x`, `d[k] = nil`, `d[k, default: 0] += 1`) hand the
/// element to the caller's body `inout`, with the collection moved out of `value` meanwhile so that Swift's
/// copy-on-write never copies it.
extension Builtins {
  static func subscriptGet(
    _ value: Value, _ arguments: [Value], _ labels: [String?], _ rt: Interpreter, _ location: SourceLocation
  ) throws -> Value? {
    let call = BuiltinCall("subscript", labels, arguments, rt, location)
    switch (value, call.signature) {
    case (.array(let items), "subscript(_:)"):
      if case .range = arguments[0] {
        return .array(Array(items[try slice(arguments[0], items.count, call)]))
      }
      return items[try position(call, 0, in: items.indices)]
    case (.dictionary(let entries), "subscript(_:)"): return Value.optional(entries[arguments[0]])
    case (.dictionary(let entries), "subscript(_:default:)"): return entries[arguments[0]] ?? arguments[1]
    case (.string(let text), "subscript(_:)"):
      let characters = Array(text)
      if case .range = arguments[0] {
        return .string(String(characters[try slice(arguments[0], characters.count, call)]))
      }
      guard case .int(let index) = arguments[0], characters.indices.contains(index) else {
        throw call.crash("Fatal error: String index is out of bounds")
      }
      return .character(characters[index])
    case (.range(let range), "subscript(_:)"):
      guard let (lower, upper) = range.intBounds else { return nil }
      return .int(try position(call, 0, in: lower..<upper))
    default: return nil
    }
  }

  static func subscriptModify(
    _ value: inout Value, _ arguments: [Value], _ labels: [String?], _ rt: Interpreter,
    _ location: SourceLocation, _ body: (inout Value) throws -> Void
  ) throws -> Bool {
    let call = BuiltinCall("subscript", labels, arguments, rt, location)
    switch (value, call.signature) {
    case (.array(var items), "subscript(_:)"):
      value = .void
      defer { value = .array(items) }
      try modifyArray(&items, call, body)
    case (.dictionary(var entries), "subscript(_:)"), (.dictionary(var entries), "subscript(_:default:)"):
      value = .void
      defer { value = .dictionary(entries) }
      try modifyDictionary(&entries, call, body)
    default:
      return false
    }
    return true
  }

  private static func modifyArray(
    _ items: inout [Value], _ call: BuiltinCall, _ body: (inout Value) throws -> Void
  ) throws {
    if case .range = call.arguments[0] {
      let bounds = try slice(call.arguments[0], items.count, call)
      var part = Value.array(Array(items[bounds]))
      try body(&part)
      guard let replacement = elements(of: part) else { throw call.mismatch(part, "ArraySlice") }
      items.replaceSubrange(bounds, with: replacement)
      return
    }
    let index = try position(call, 0, in: items.indices)
    var element = items[index]
    items[index] = .void
    defer { items[index] = element }
    try body(&element)
  }

  /// `dict[key]` is an Optional place: the body sees `Optional(stored)` or `nil`, assigning nil removes the
  /// key and a present value is stored without its wrapper. With `default:` the body sees the stored value
  /// (or the default) itself, and the result is always stored.
  private static func modifyDictionary(
    _ entries: inout OrderedDictionary<Value, Value>, _ call: BuiltinCall,
    _ body: (inout Value) throws -> Void
  ) throws {
    let key = call.arguments[0]
    let hasDefault = call.count > 1
    guard let index = entries.index(forKey: key) else {
      var element = hasDefault ? call.arguments[1] : .none
      defer { if let stored = hasDefault ? element : element.unwrapped { entries[key] = stored } }
      try body(&element)
      return
    }
    var element = entries.values[index]
    entries.values[index] = .void
    if !hasDefault { element = .wrapped(element) }
    defer {
      if let stored = hasDefault ? element : element.unwrapped {
        entries.values[index] = stored
      } else {
        _ = entries.remove(at: index)
      }
    }
    try body(&element)
  }

  /// The positions a range argument covers, which must lie within `0...count`.
  static func slice(
    _ value: Value, _ count: Int, _ call: BuiltinCall, _ message: String = "Array index is out of range"
  ) throws -> Range<Int> {
    guard case .range(let range) = value, let (lower, bound) = range.intBounds else {
      throw call.mismatch(value, "Range<Int>")
    }
    // `i...` (a partial range from i) runs to the end of the collection.
    var upper = bound
    if range.isClosed, case .int(Int.max - 1) = range.upper { upper = count }
    guard lower >= 0, upper <= count, lower <= upper else { throw call.crash("Fatal error: \(message)") }
    return lower..<upper
  }
}
