/// String members and methods: `count`, `uppercased()`, `hasPrefix`, `contains`, `prefix(n)`, `append`…
///
/// Slicing methods (`prefix`, `dropFirst`, `reversed`, `filter`…) return a String rather than Swift's
/// Substring or ReversedCollection, so `String(s.reversed())` and direct use both work.
extension Builtins {
  static let mutatingStringMethods: Set<String> = [
    "append", "removeAll", "removeFirst", "removeLast", "popLast", "insert", "remove", "write",
  ]
  private static let stringSlicingMethods: Set<String> = [
    "prefix", "suffix", "dropFirst", "dropLast", "reversed", "drop",
  ]

  static func stringMember(_ text: String, _ name: String) -> Value? {
    switch name {
    case "count": return .int(text.count)
    case "isEmpty": return .bool(text.isEmpty)
    case "first": return Value.optional(text.first.map(Value.character))
    case "last": return Value.optional(text.last.map(Value.character))
    case "capitalized": return .string(capitalized(text))
    case "unicodeScalars": return .native(StringCodeView(text, .unicodeScalars))
    case "utf8": return .native(StringCodeView(text, .utf8))
    case "utf16": return .native(StringCodeView(text, .utf16))
    // String.Index is a character offset here (see `stringIndexMethod`).
    case "startIndex": return .int(0)
    case "endIndex": return .int(text.count)
    case "indices": return .range(RangeValue(lower: .int(0), upper: .int(text.count), isClosed: false))
    default: return nil
    }
  }

  /// `index(after:)`, `index(before:)`, `index(_:offsetBy:)`, `distance(from:to:)`: a `String.Index` is
  /// modelled as a character offset, which is what scripts do with one (step, compare, subscript).
  private static func stringIndexMethod(_ text: String, _ call: BuiltinCall) throws -> Value? {
    func checked(_ index: Int) throws -> Value {
      guard (0...text.count).contains(index) else {
        throw call.crash("Fatal error: String index is out of bounds")
      }
      return .int(index)
    }
    switch call.signature {
    case "index(after:)": return try checked(try call.int(0) + 1)
    case "index(before:)": return try checked(try call.int(0) - 1)
    case "index(_:offsetBy:)": return try checked(try call.int(0) + (try call.int(1)))
    case "index(_:offsetBy:limitedBy:)":
      let (start, distance, limit) = (try call.int(0), try call.int(1), try call.int(2))
      let target = start + distance
      let beyond = distance >= 0 ? (start <= limit && target > limit) : (start >= limit && target < limit)
      return beyond ? Value.none : .wrapped(try checked(target))
    case "distance(from:to:)": return .int(try call.int(1) - (try call.int(0)))
    default: return nil
    }
  }

  static func stringMethod(_ value: inout Value, _ call: BuiltinCall) throws -> Value? {
    guard case .string(var text) = value else { return nil }
    if mutatingStringMethods.contains(call.name) {
      value = .void
      defer { value = .string(text) }
      return try mutateString(&text, call)
    }
    if let result = try stringQuery(text, call) { return result }
    if let result = try stringIndexMethod(text, call) { return result }
    if let result = try stringSearch(text, call) { return result }
    let characters = text.map(Value.character)
    let result = try sequenceMethod(characters, call, rebuild: joinedCharacters)
    if stringSlicingMethods.contains(call.name), let sliced = result {
      return joinedCharacters(elements(of: sliced) ?? [])
    }
    return result
  }

  static func joinedCharacters(_ items: [Value]) -> Value {
    .string(items.map(Render.description).joined())
  }

  private static func stringQuery(_ text: String, _ call: BuiltinCall) throws -> Value? {
    switch call.signature {
    case "uppercased()": return .string(text.uppercased())
    case "lowercased()": return .string(text.lowercased())
    case "hasPrefix(_:)": return .bool(text.hasPrefix(try call.string(0)))
    case "hasSuffix(_:)": return .bool(text.hasSuffix(try call.string(0)))
    case "split(separator:)", "split(separator:maxSplits:)", "split(separator:omittingEmptySubsequences:)",
      "split(separator:maxSplits:omittingEmptySubsequences:)":
      return try split(text, call)
    case "components(separatedBy:)": return try components(text, call)
    case "trimmingCharacters(in:)": return try trimming(text, call)
    case "replacingOccurrences(of:with:)":
      let target = try call.string(0)
      return .string(target.isEmpty ? text : text.replacing(target, with: try call.string(1)))
    case "padding(toLength:withPad:startingAt:)": return try padding(text, call)
    default: return nil
    }
  }

  private static func stringSearch(_ text: String, _ call: BuiltinCall) throws -> Value? {
    switch call.signature {
    case "contains(_:)":
      switch try call.argument(0) {
      case .string(let other): return .bool(text.contains(other))
      case .character(let character): return .bool(text.contains(character))
      default: return nil
      }
    default: return try stringComparison(text, call)
    }
  }

  private static func mutateString(_ text: inout String, _ call: BuiltinCall) throws -> Value? {
    switch (call.signature, call.count) {
    // `write(_:)`: String as a `TextOutputStream` (what `print(_:to:)` and `write(to:)` append with).
    case ("append(_:)", _), ("append(contentsOf:)", _), ("write(_:)", _): text += try call.string(0)
    case ("removeAll()", _): text.removeAll()
    case (_, 1) where call.name == "removeAll":
      try text.removeAll { try call.test(call.arguments[0], [.character($0)]) }
    case ("popLast()", _): return Value.optional(text.popLast().map(Value.character))
    case ("insert(_:at:)", 2), ("insert(contentsOf:at:)", 2):
      let offset = try call.int(1)
      guard (0...text.count).contains(offset) else {
        throw call.crash("Fatal error: String index is out of bounds")
      }
      let inserted: String
      if case .character(let character) = try call.argument(0) {
        inserted = String(character)
      } else {
        inserted = try call.string(0)
      }
      text.insert(contentsOf: inserted, at: text.index(text.startIndex, offsetBy: offset))
    case ("remove(at:)", 1):
      let offset = try call.int(0)
      guard (0..<text.count).contains(offset) else {
        throw call.crash("Fatal error: String index is out of bounds")
      }
      return .character(text.remove(at: text.index(text.startIndex, offsetBy: offset)))
    case ("removeFirst()", _), ("removeLast()", _):
      guard !text.isEmpty else {
        let end = call.name == "removeFirst" ? "first" : "last"
        throw call.crash("Fatal error: Can't remove \(end) element from an empty collection")
      }
      return .character(call.name == "removeFirst" ? text.removeFirst() : text.removeLast())
    default: return nil
    }
    return .void
  }

  /// Foundation's `capitalized`: the first letter of each word upper-cased, the rest lower-cased; words
  /// start after anything but a letter, digit or apostrophe (`hello wORLD-foo it's` → `Hello World-Foo It's`).
  static func capitalized(_ text: String) -> String {
    var result = ""
    var atWordStart = true
    for character in text {
      result += atWordStart ? character.uppercased() : character.lowercased()
      atWordStart = !(character.isLetter || character.isNumber || character == "'" || character == "\u{2019}")
    }
    return result
  }

  private static func padding(_ text: String, _ call: BuiltinCall) throws -> Value {
    let length = try call.int(0)
    let pad = Array(try call.string(1))
    var start = try call.int(2)
    guard text.count < length else { return .string(String(text.prefix(length))) }
    var result = text
    while result.count < length, !pad.isEmpty {
      result.append(pad[start % pad.count])
      start += 1
    }
    return .string(result)
  }
}
