/// Splits command arguments into words: blanks separate, a double-quoted string is one word.
///
/// Quoted strings take Swift's escapes (`\"`, `\\`, `\n`, `\t`, `\r`, `\0`, `\'`, `\u{…}`) and no
/// interpolation (CONTRACT §2), so labels and texts with blanks or quotes can be written exactly.
/// A quote in the middle of a word is an ordinary character.
public enum ArgumentSplitter {
  public static func split(_ text: String) throws -> [String] {
    var words: [String] = []
    var scalars = text.unicodeScalars[...]
    while let first = scalars.first {
      if first.properties.isWhitespace {
        scalars.removeFirst()
      } else if first == "\"" {
        scalars.removeFirst()
        words.append(try quoted(&scalars))
      } else {
        words.append(bare(&scalars))
      }
    }
    return words
  }

  /// A double-quoted string (Swift syntax) with its escapes resolved.
  public static func unquote(_ literal: String) throws -> String {
    var scalars = literal.unicodeScalars[...]
    guard scalars.first == "\"" else { throw ShellError.scenario("expected a quoted string: \(literal)") }
    scalars.removeFirst()
    let value = try quoted(&scalars)
    guard scalars.isEmpty else { throw ShellError.scenario("unexpected text after string: \(literal)") }
    return value
  }

  /// Writes a value as a double-quoted argument when it needs quotes, so `split` gives it back.
  public static func quoteIfNeeded(_ value: String) -> String {
    let plain =
      !value.isEmpty && !value.hasPrefix("\"")
      && value.unicodeScalars.allSatisfy { !$0.properties.isWhitespace && $0.value >= 0x20 && $0 != "\\" }
    return plain ? value : quote(value)
  }

  /// A Swift string literal for the value.
  public static func quote(_ value: String) -> String {
    var out = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      case "\r": out += "\\r"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  private static func bare(_ scalars: inout Substring.UnicodeScalarView) -> String {
    var word = String.UnicodeScalarView()
    while let next = scalars.first, !next.properties.isWhitespace {
      word.append(next)
      scalars.removeFirst()
    }
    return String(word)
  }

  private static func quoted(_ scalars: inout Substring.UnicodeScalarView) throws -> String {
    var value = String.UnicodeScalarView()
    while let next = scalars.popFirst() {
      switch next {
      case "\"": return String(value)
      case "\\": value.append(try escape(&scalars))
      default: value.append(next)
      }
    }
    throw ShellError.scenario("unterminated string literal")
  }

  private static func escape(_ scalars: inout Substring.UnicodeScalarView) throws -> Unicode.Scalar {
    guard let code = scalars.popFirst() else { throw ShellError.scenario("unterminated string literal") }
    switch code {
    case "n": return "\n"
    case "t": return "\t"
    case "r": return "\r"
    case "0": return "\0"
    case "\\", "\"", "'": return code
    case "u": return try unicodeEscape(&scalars)
    default: throw ShellError.scenario("invalid escape sequence '\\\(Character(code))' in string literal")
    }
  }

  private static func unicodeEscape(_ scalars: inout Substring.UnicodeScalarView) throws -> Unicode.Scalar {
    guard scalars.popFirst() == "{" else { throw ShellError.scenario("expected '{' in \\u{…} escape") }
    var digits = ""
    while let next = scalars.popFirst(), next != "}" { digits.unicodeScalars.append(next) }
    guard let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value), digits.count <= 8 else {
      throw ShellError.scenario("invalid unicode scalar '\\u{\(digits)}'")
    }
    return scalar
  }
}
