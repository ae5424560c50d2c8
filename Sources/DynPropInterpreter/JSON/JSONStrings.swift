/// String escapes in both directions, as Foundation's JSON coders write and read them.
enum JSONStrings {
  /// Decodes the escapes of a string's raw text; control characters and bad escapes are invalid JSON.
  static func unescape(_ raw: String) throws -> String {
    guard raw.utf8.contains(UInt8(ascii: "\\")) || raw.utf8.contains(where: { $0 < 0x20 }) else { return raw }
    var result = String.UnicodeScalarView()
    var scalars = raw.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      guard scalar.value >= 0x20 else { throw InvalidJSON() }
      guard scalar == "\\" else {
        result.append(scalar)
        continue
      }
      result.append(try escaped(&scalars))
    }
    return String(result)
  }

  private static func escaped(_ scalars: inout String.UnicodeScalarView.Iterator) throws -> Unicode.Scalar {
    switch scalars.next() {
    case "\"": return "\""
    case "\\": return "\\"
    case "/": return "/"
    case "b": return "\u{8}"
    case "f": return "\u{C}"
    case "n": return "\n"
    case "r": return "\r"
    case "t": return "\t"
    case "u": return try unicodeEscape(&scalars)
    default: throw InvalidJSON()
    }
  }

  /// `\uXXXX`, with a UTF-16 surrogate pair spelled as two escapes; a lone surrogate is invalid.
  private static func unicodeEscape(_ scalars: inout String.UnicodeScalarView.Iterator) throws
    -> Unicode.Scalar
  {
    let unit = try hex4(&scalars)
    if let scalar = Unicode.Scalar(unit) { return scalar }
    guard (0xD800..<0xDC00).contains(unit), scalars.next() == "\\", scalars.next() == "u" else {
      throw InvalidJSON()
    }
    let low = try hex4(&scalars)
    guard (0xDC00..<0xE000).contains(low),
      let scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
    else { throw InvalidJSON() }
    return scalar
  }

  private static func hex4(_ scalars: inout String.UnicodeScalarView.Iterator) throws -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let scalar = scalars.next(), let digit = UInt32(String(scalar), radix: 16) else {
        throw InvalidJSON()
      }
      value = value * 16 + digit
    }
    return value
  }

  /// `"a\/b"`: quotes the string as JSONEncoder does (it escapes `/`; other controls as `\u001f`).
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "/": result += "\\/"
      case "\u{8}": result += "\\b"
      case "\u{C}": result += "\\f"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
