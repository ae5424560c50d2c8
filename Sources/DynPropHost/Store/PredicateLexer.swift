/// Splits an `NSPredicate` format string into tokens for `PredicateParser`.
enum PredicateLexer {
  typealias Token = PredicateParser.Token

  static func tokens(_ format: String) throws -> [Token] {
    var result: [Token] = []
    let chars = Array(format)
    var i = 0
    while i < chars.count {
      let c = chars[i]
      if c.isWhitespace {
        i += 1
      } else if c == "'" || c == "\"" {
        result.append(.string(try quoted(chars, &i)))
      } else if c == "%" {
        result.append(try placeholder(chars, &i))
      } else if c == "[" {
        result.append(try options(chars, &i))
      } else if c.isNumber || (c == "-" && i + 1 < chars.count && chars[i + 1].isNumber) {
        result.append(number(chars, &i))
      } else if c.isLetter || c == "_" {
        result.append(.word(run(chars, &i) { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }))
      } else {
        result.append(.symbol(try symbol(chars, &i)))
      }
    }
    return result
  }

  private static func run(_ chars: [Character], _ i: inout Int, while ok: (Character) -> Bool) -> String {
    let start = i
    while i < chars.count, ok(chars[i]) { i += 1 }
    return String(chars[start..<i])
  }

  private static func quoted(_ chars: [Character], _ i: inout Int) throws -> String {
    let quote = chars[i]
    i += 1
    let text = run(chars, &i) { $0 != quote }
    guard i < chars.count else { throw PredicateParser.Failure(message: "unterminated string") }
    i += 1
    return text
  }

  private static func placeholder(_ chars: [Character], _ i: inout Int) throws -> Token {
    i += 1
    let spec = run(chars, &i) { $0 == "l" || $0 == "@" || $0 == "d" || $0 == "i" || $0 == "f" || $0 == "K" }
    let kind = spec.filter { $0 != "l" }
    guard ["@", "d", "i", "f", "K"].contains(kind) else {
      let shown = i < chars.count ? spec + String(chars[i]) : spec
      throw PredicateParser.Failure(message: "unsupported format specifier '%\(shown)'")
    }
    return .placeholder(kind)
  }

  private static func options(_ chars: [Character], _ i: inout Int) throws -> Token {
    i += 1
    let flags = run(chars, &i) { $0 != "]" }
    guard i < chars.count, !flags.isEmpty, flags.allSatisfy({ "cdn".contains($0) }) else {
      throw PredicateParser.Failure(message: "bad comparison options '[\(flags)'")
    }
    i += 1
    return .options(flags)
  }

  private static func number(_ chars: [Character], _ i: inout Int) -> Token {
    let start = i
    i += 1
    let rest = run(chars, &i) { $0.isNumber || $0 == "." }
    let text = String(chars[start]) + rest
    return .number(Double(text) ?? 0, isInt: !text.contains("."))
  }

  private static func symbol(_ chars: [Character], _ i: inout Int) throws -> String {
    let two = i + 1 < chars.count ? String(chars[i...i + 1]) : ""
    if ["==", "!=", "<>", "<=", ">=", "=<", "=>", "&&", "||"].contains(two) {
      i += 2
      return two
    }
    let one = String(chars[i])
    guard ["=", "<", ">", "!", "(", ")"].contains(one) else {
      throw PredicateParser.Failure(message: "unexpected '\(one)'")
    }
    i += 1
    return one
  }
}
