/// Reads JSON text into `JSONNode`s, keeping object members in text order.
///
/// Written by hand rather than with `JSONSerialization`, which loses member order and the difference
/// between `1` and `1.0`. Accepts what Foundation's decoder accepts: any value at top level, a leading
/// byte-order mark, one trailing comma in arrays and objects; nesting deeper than 512 is rejected.
struct JSONParser {
  private let bytes: [UInt8]
  private var position = 0
  private var depth = 0

  private init(_ text: String) { bytes = Array(text.utf8) }

  static func parse(_ text: String) throws -> JSONNode {
    var parser = JSONParser(text)
    if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.position = 3 }
    let node = try parser.value()
    parser.skipWhitespace()
    guard parser.position == parser.bytes.count else { throw InvalidJSON() }
    return node
  }

  private mutating func value() throws -> JSONNode {
    skipWhitespace()
    guard let byte = peek() else { throw InvalidJSON() }
    switch byte {
    case UInt8(ascii: "{"): return try nested { try $0.object() }
    case UInt8(ascii: "["): return try nested { try $0.array() }
    case UInt8(ascii: "\""): return .string(try stringText())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(numberText())
    default: throw InvalidJSON()
    }
  }

  private mutating func nested(_ body: (inout JSONParser) throws -> JSONNode) throws -> JSONNode {
    depth += 1
    defer { depth -= 1 }
    guard depth <= 512 else { throw InvalidJSON() }
    position += 1
    return try body(&self)
  }

  private mutating func array() throws -> JSONNode {
    var elements: [JSONNode] = []
    while try !closes(UInt8(ascii: "]"), afterElement: !elements.isEmpty) {
      elements.append(try value())
    }
    return .array(elements)
  }

  private mutating func object() throws -> JSONNode {
    var members: [(key: String, value: JSONNode)] = []
    while try !closes(UInt8(ascii: "}"), afterElement: !members.isEmpty) {
      skipWhitespace()
      guard peek() == UInt8(ascii: "\"") else { throw InvalidJSON() }
      let key = try JSONStrings.unescape(try stringText())
      skipWhitespace()
      guard peek() == UInt8(ascii: ":") else { throw InvalidJSON() }
      position += 1
      members.append((key, try value()))
    }
    return .object(members)
  }

  /// Consumes the closing bracket (true) or, after an element, the comma before the next one (false).
  private mutating func closes(_ bracket: UInt8, afterElement: Bool) throws -> Bool {
    skipWhitespace()
    if peek() == bracket {
      position += 1
      return true
    }
    guard afterElement else { return false }
    guard peek() == UInt8(ascii: ",") else { throw InvalidJSON() }
    position += 1
    skipWhitespace()
    if peek() == bracket {
      position += 1
      return true
    }
    return false
  }

  /// The raw text of a string, from the opening quote to the closing one (escapes skipped, not decoded).
  private mutating func stringText() throws -> String {
    position += 1
    let start = position
    while let byte = peek(), byte != UInt8(ascii: "\"") {
      position += byte == UInt8(ascii: "\\") ? 2 : 1
    }
    guard position < bytes.count else { throw InvalidJSON() }
    defer { position += 1 }
    return String(decoding: bytes[start..<position], as: UTF8.self)
  }

  /// The characters a number can be made of; checked against the grammar when the number is decoded.
  private mutating func numberText() -> String {
    let start = position
    while let byte = peek(), JSONNumber.isDigit(byte) || "+-.eE".utf8.contains(byte) { position += 1 }
    return String(decoding: bytes[start..<position], as: UTF8.self)
  }

  private mutating func literal(_ word: String, _ node: JSONNode) throws -> JSONNode {
    let expected = Array(word.utf8)
    guard bytes[position...].starts(with: expected) else { throw InvalidJSON() }
    position += expected.count
    return node
  }

  private mutating func skipWhitespace() {
    while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
  }

  private func peek() -> UInt8? { position < bytes.count ? bytes[position] : nil }
}
