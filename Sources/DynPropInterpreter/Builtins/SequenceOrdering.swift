/// Ordering and slicing algorithms shared by builtin sequences: `sorted`, `min`, `max`, `reversed`,
/// `shuffled`, `randomElement`, `prefix`, `suffix`, `dropFirst`, `dropLast`.
///
/// Comparisons go through `Interpreter.less` (a script type's own `<` first), so sorting values Swift cannot
/// compare is a script error.
extension Builtins {
  static func orderMethod(_ items: [Value], _ call: BuiltinCall) throws -> Value? {
    switch (call.name, call.count) {
    case ("sorted", 0): return .array(try sortedAscending(items, call))
    case ("sorted", 1): return .array(try items.sorted { try call.test(call.arguments[0], [$0, $1]) })
    case ("min", 0): return try Value.optional(items.min { try call.rt.less($0, $1, call.location) })
    case ("max", 0): return try Value.optional(items.max { try call.rt.less($0, $1, call.location) })
    case ("min", 1): return try Value.optional(items.min { try call.test(call.arguments[0], [$0, $1]) })
    case ("max", 1): return try Value.optional(items.max { try call.test(call.arguments[0], [$0, $1]) })
    case ("reversed", 0): return .array(items.reversed())
    case ("shuffled", 0): return .array(items.shuffled(using: &call.rt.random))
    case ("randomElement", 0): return Value.optional(items.randomElement(using: &call.rt.random))
    default: return nil
    }
  }

  static func sortedAscending(_ items: [Value], _ call: BuiltinCall) throws -> [Value] {
    try items.sorted { try call.rt.less($0, $1, call.location) }
  }

  static func sliceMethod(_ items: [Value], _ call: BuiltinCall) throws -> Value? {
    switch call.signature {
    case "prefix(_:)" where isCallable(try call.argument(0)), "prefix(while:)":
      return .array(try Array(items.prefix { try call.test(call.arguments[0], [$0]) }))
    case "drop(while:)":
      return .array(try Array(items.drop { try call.test(call.arguments[0], [$0]) }))
    case "prefix(_:)": return .array(Array(items.prefix(try count(call, "prefix"))))
    case "suffix(_:)": return .array(Array(items.suffix(try count(call, "suffix"))))
    case "dropFirst()": return .array(Array(items.dropFirst()))
    case "dropLast()": return .array(Array(items.dropLast()))
    case "dropFirst(_:)": return .array(Array(items.dropFirst(try count(call, "drop"))))
    case "dropLast(_:)": return .array(Array(items.dropLast(try count(call, "drop"))))
    default: return nil
    }
  }

  /// A non-negative length argument; Swift traps on a negative one.
  static func count(_ call: BuiltinCall, _ verb: String) throws -> Int {
    let length = try call.int(0)
    guard length >= 0 else {
      let what =
        verb == "drop"
        ? "Can't drop a negative number of elements from a collection"
        : "Can't take a \(verb) of negative length from a collection"
      throw call.crash("Fatal error: \(what)")
    }
    return length
  }
}
