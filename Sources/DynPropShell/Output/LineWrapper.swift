/// Wraps a transcript line at word boundaries to the terminal's width, for the interactive shell.
///
/// A terminal left to itself breaks a long pitfall message mid-word ("installed b|y SwiftUI") and
/// carries the line's colour into the next prompt. Here a line breaks at the last blank that fits; the
/// continuation lines get a hanging indent (the line's own indentation and four more columns, or the
/// column after a leading `↳ `); a word longer than the width is cut. ANSI colour codes take no width,
/// and a colour open at a break is closed before the newline and opened again after the indent, so
/// every physical line ends in the default colour. Piped output, `run` and `test` are never wrapped.
public enum LineWrapper {
  /// The physical lines for `line` at `width` columns (at least 20).
  public static func wrap(_ line: String, width: Int) -> [String] {
    let width = max(20, width)
    let tokens = Token.split(line)
    guard visibleWidth(tokens) > width else { return [line] }
    let indent = String(repeating: " ", count: min(width / 2, hangingIndent(line)))
    var lines: [String] = []
    var current = ""
    var column = 0
    var color: String?
    var blanks = 0
    var started = false
    for word in words(tokens) {
      if word.isBlank {
        if started {
          blanks = word.width
        } else {  // the line's own indentation
          current += String(repeating: " ", count: word.width)
          column += word.width
        }
        continue
      }
      started = true
      if column > indent.count, column + blanks + word.width > width {
        lines.append(current + (color == nil ? "" : reset))
        current = indent + (color ?? "")
        column = indent.count
        blanks = 0
      }
      current += String(repeating: " ", count: blanks)
      column += blanks
      blanks = 0
      for token in word.tokens {
        switch token {
        case .code(let code):
          current += code
          color = code == reset ? nil : code
        case .text(let character):
          if column >= width {
            lines.append(current + (color == nil ? "" : reset))
            current = indent + (color ?? "")
            column = indent.count
          }
          current.append(character)
          column += 1
        }
      }
    }
    lines.append(current)
    return lines
  }

  static let reset = "\u{1B}[0m"

  /// The indentation of continuation lines: after a leading `↳ `, else the line's indentation + 4.
  static func hangingIndent(_ line: String) -> Int {
    let plain = Token.split(line).compactMap { token -> Character? in
      if case .text(let character) = token { return character }
      return nil
    }
    let leading = plain.prefix { $0 == " " }.count
    let rest = plain.dropFirst(leading)
    if rest.starts(with: ["↳", " "]) { return leading + 2 }
    return leading + 4
  }

  /// One piece of a line: a visible character, or an ANSI escape sequence.
  enum Token {
    case text(Character)
    case code(String)

    /// The tokens of a line: `ESC [ … final` sequences are kept whole.
    static func split(_ line: String) -> [Token] {
      var tokens: [Token] = []
      var pending: String?
      for character in line {
        if var code = pending {
          code.append(character)
          if character.isLetter, code.count > 2 {
            tokens.append(.code(code))
            pending = nil
          } else {
            pending = code
          }
        } else if character == "\u{1B}" {
          pending = "\u{1B}"
        } else {
          tokens.append(.text(character))
        }
      }
      if let pending { tokens.append(.code(pending)) }
      return tokens
    }
  }

  /// A run of non-blank characters (with the codes among them), or a run of blanks.
  struct Word {
    var tokens: [Token] = []
    var width = 0
    var isBlank = false
  }

  private static func words(_ tokens: [Token]) -> [Word] {
    var words: [Word] = []
    var current = Word()
    for token in tokens {
      guard case .text(let character) = token else {
        if current.isBlank, current.width > 0 {  // codes belong to the word they style
          words.append(current)
          current = Word()
        }
        current.tokens.append(token)
        continue
      }
      let blank = character == " "
      if blank != current.isBlank, current.width > 0 {
        words.append(current)
        current = Word(isBlank: blank)
      }
      current.isBlank = blank
      current.tokens.append(token)
      current.width += 1
    }
    if !current.tokens.isEmpty { words.append(current) }
    return words
  }

  private static func visibleWidth(_ tokens: [Token]) -> Int {
    tokens.reduce(0) { count, token in
      if case .text = token { return count + 1 }
      return count
    }
  }
}
