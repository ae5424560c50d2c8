/// A parsed JSON value.
///
/// Strings and numbers keep their text until a type asks for them, as Foundation's decoder does: the
/// structure is checked up front, while a malformed number or string escape fails only when decoded
/// (and is ignored in a member no property reads). Object members keep the order of the text.
enum JSONNode {
  case null
  case bool(Bool)
  /// The number's text, validated when decoded.
  case number(String)
  /// The text between the quotes, escapes not yet processed.
  case string(String)
  case array([JSONNode])
  case object([(key: String, value: JSONNode)])

  /// How Foundation names the kind of value it found (`Expected to decode Int but found a string instead.`).
  var foundDescription: String {
    switch self {
    case .null: return "null"
    case .bool: return "bool"
    case .number: return "number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "a dictionary"
    }
  }

  var isNull: Bool {
    if case .null = self { return true }
    return false
  }
}

/// Text that is not valid JSON; reported as `dataCorrupted` with an empty coding path.
struct InvalidJSON: Error {}

/// Turns a number's text into Swift numbers with Foundation's rules.
///
/// An integer type accepts any number whose value is integral and fits (`1.0`, `1e2`, `1.5e1`); a Double
/// accepts any number that is finite. Anything else is "not valid JSON" to Foundation, not a type mismatch.
enum JSONNumber {
  static func int(_ text: String) throws -> Int {
    try validate(text)
    if let value = Int(text) { return value }
    guard let double = Double(text), double.isFinite, double == double.rounded(.towardZero),
      double >= -0x1p63, double < 0x1p63
    else { throw InvalidJSON() }
    return Int(double)
  }

  static func double(_ text: String) throws -> Double {
    try validate(text)
    guard let value = Double(text), value.isFinite else { throw InvalidJSON() }
    return value
  }

  /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`
  static func validate(_ text: String) throws {
    var bytes = Array(text.utf8)[...]
    if bytes.first == UInt8(ascii: "-") { bytes.removeFirst() }
    guard let first = bytes.first, isDigit(first) else { throw InvalidJSON() }
    let intDigits = bytes.prefix(while: isDigit)
    if first == UInt8(ascii: "0") && intDigits.count > 1 { throw InvalidJSON() }
    bytes.removeFirst(intDigits.count)
    if bytes.first == UInt8(ascii: ".") {
      bytes.removeFirst()
      try takeDigits(&bytes)
    }
    if let e = bytes.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
      bytes.removeFirst()
      if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
        bytes.removeFirst()
      }
      try takeDigits(&bytes)
    }
    guard bytes.isEmpty else { throw InvalidJSON() }
  }

  private static func takeDigits(_ bytes: inout ArraySlice<UInt8>) throws {
    let digits = bytes.prefix(while: isDigit)
    guard !digits.isEmpty else { throw InvalidJSON() }
    bytes.removeFirst(digits.count)
  }

  static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
