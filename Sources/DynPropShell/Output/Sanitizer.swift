/// Makes text from scripts safe to show on a terminal.
///
/// Strings that scripts produce (prints, labels, values, messages) could carry escape sequences that
/// move the cursor, change colours or hide text. Every control character (C0, DEL, C1) and every
/// bidirectional override is shown as a Swift escape such as `\u{1B}`, so output stays readable and
/// inert; newlines are kept only where the caller splits lines itself.
public enum Sanitizer {
  /// The text with every unsafe scalar escaped; `\n` is kept when `keepNewlines` is true.
  public static func clean(_ text: String, keepNewlines: Bool = false) -> String {
    let text = text.utf8.count > maxLength ? truncated(text) : text
    // Printable ASCII and tabs (every event line, nearly always) are safe: one scan of the bytes decides.
    guard !isPrintableASCII(text) else { return text }
    guard text.unicodeScalars.contains(where: { isUnsafe($0) }) else { return text }
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if isUnsafe(scalar) && !(keepNewlines && scalar == "\n") {
        out.append(contentsOf: escape(scalar).unicodeScalars)
      } else {
        out.append(scalar)
      }
    }
    return String(out)
  }

  private static func isPrintableASCII(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      for byte in bytes where (byte < 0x20 && byte != 0x09) || byte >= 0x7F { return false }
      return true
    }
  }

  /// Longer texts are cut, with a note saying how much was left out (huge prints stay readable).
  public static let maxLength = 8_192

  static func truncated(_ text: String) -> String {
    let kept = String(decoding: text.utf8.prefix(maxLength), as: UTF8.self)
    return kept + " … (\(text.utf8.count - kept.utf8.count) more bytes not shown)"
  }

  /// Control characters (but tab) and the scalars that reorder text on screen (trojan-source style).
  public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09: return false
    case 0x00...0x1F, 0x7F...0x9F: return true
    case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }

  /// `\u{1B}`-style escape of one scalar.
  public static func escape(_ scalar: Unicode.Scalar) -> String {
    "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
  }
}

extension String {
  /// The lines of the text split at every `\n` scalar (a `\r\n` pair counts as one Character in Swift,
  /// so splitting by Character would miss it); a `\r` before the `\n` is dropped.
  var lines: [String] {
    unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      String(line.last == "\r" ? line.dropLast() : line)
    }
  }
}
