/// Decides whether command text is complete: no `{`, `(` or `[` left open outside a string literal.
///
/// A command continues on the next lines while a bracket is open (CONTRACT §2), so inline Swift and JSON
/// bodies can span lines. The scanner knows Swift string literals (`"…"`, `"""…"""`, raw `#"…"#`, escapes
/// and `\(…)` interpolation) and, inside brackets, `//` and `/* */` comments, so a bracket in a string or
/// comment never keeps a command open. The same check serves `.dps` files and the interactive prompt.
public enum CommandScanner {
  /// True when the text needs no more lines. A comment line (first non-blank character `#`) is complete.
  public static func isComplete(_ text: String) -> Bool {
    if isComment(text) { return true }
    var scanner = CommandScan(Array(text.unicodeScalars))
    scanner.run()
    return scanner.isBalanced
  }

  /// Splits at the first `separator` outside brackets and string literals (`expect value A == B`).
  public static func splitTopLevel(_ text: String, at separator: String) -> (String, String)? {
    var scanner = CommandScan(Array(text.unicodeScalars))
    let width = separator.unicodeScalars.count
    while scanner.index < scanner.text.count {
      if scanner.stack.isEmpty && scanner.matches(separator, at: scanner.index) {
        let scalars = scanner.text
        let lhs = String(String.UnicodeScalarView(scalars[..<scanner.index]))
        let rhs = String(String.UnicodeScalarView(scalars[(scanner.index + width)...]))
        return (lhs, rhs)
      }
      scanner.step()
    }
    return nil
  }

  /// True when the first non-blank character is `#`.
  public static func isComment(_ text: String) -> Bool {
    text.first(where: { !$0.isWhitespace }) == "#"
  }
}

/// The scanner's state machine over the scalars of one command, fed whole or line by line.
struct CommandScan {
  enum Context: Equatable {
    case bracket(Unicode.Scalar)
    /// A string literal with its number of raw `#` delimiters; multi-line for `"""`.
    case string(hashes: Int, multiline: Bool)
    /// `\(` inside a string: code until the matching `)`.
    case interpolation
    case blockComment
  }

  /// The text being scanned: the whole command, or its newest line (see ``feed(_:)``).
  private(set) var text: [Unicode.Scalar]
  var index = 0
  var stack: [Context] = []

  init(_ text: [Unicode.Scalar]) { self.text = text }

  /// Scans the next piece of the command, keeping the open brackets and strings of the earlier ones;
  /// a step that consumed past the end of the last piece (an escape before a line break) goes on here.
  /// Pieces never split a token the scanner looks ahead at, since they break at line ends.
  mutating func feed(_ piece: [Unicode.Scalar]) {
    index = max(0, index - text.count)
    text = piece
    run()
  }

  /// Complete when only single-line strings (closed by the end of the line anyway) remain open.
  var isBalanced: Bool {
    !stack.contains { context in
      if case .string(_, let multiline) = context { return multiline }
      return true
    }
  }

  mutating func run() {
    while index < text.count { step() }
  }

  /// Consumes at least one scalar.
  mutating func step() {
    switch stack.last {
    case .string(let hashes, let multiline)?: scanString(hashes: hashes, multiline: multiline)
    case .blockComment?: scanBlockComment()
    default: scanCode()
    }
  }

  func peek(_ offset: Int = 0) -> Unicode.Scalar? {
    index + offset < text.count ? text[index + offset] : nil
  }

  func matches(_ literal: String, at position: Int) -> Bool {
    let scalars = Array(literal.unicodeScalars)
    guard position + scalars.count <= text.count else { return false }
    return Array(text[position..<position + scalars.count]) == scalars
  }

  mutating func scanCode() {
    let scalar = text[index]
    let mayStartComment = !stack.isEmpty && scalar == "/"  // comments count only inside brackets
    if mayStartComment && matches("//", at: index) {
      while index < text.count && text[index] != "\n" { index += 1 }
      return
    }
    if mayStartComment && matches("/*", at: index) {
      stack.append(.blockComment)
      index += 2
      return
    }
    switch scalar {
    case "(", "[", "{": stack.append(.bracket(scalar))
    case ")", "]", "}": closeBracket()
    case "\"", "#": if openString() { return }
    default: break
    }
    index += 1
  }

  mutating func closeBracket() {
    guard let top = stack.last else { return }
    if top == .interpolation, text[index] == ")" {
      stack.removeLast()
    } else if case .bracket = top {
      stack.removeLast()
    }
  }

  /// At `"` or `#`: opens a (raw, multi-line) string literal if one starts here.
  mutating func openString() -> Bool {
    var hashes = 0
    while peek(hashes) == "#" { hashes += 1 }
    guard peek(hashes) == "\"" else { return false }
    let multiline = matches("\"\"\"", at: index + hashes)
    stack.append(.string(hashes: hashes, multiline: multiline))
    index += hashes + (multiline ? 3 : 1)
    return true
  }

  mutating func scanString(hashes: Int, multiline: Bool) {
    let delimiter = String(repeating: "#", count: hashes)
    if matches("\\" + delimiter, at: index) {
      index += 1 + hashes
      if peek() == "(" {
        stack.append(.interpolation)
      }
      index += 1
      return
    }
    let closing = (multiline ? "\"\"\"" : "\"") + delimiter
    if matches(closing, at: index) {
      stack.removeLast()
      index += closing.unicodeScalars.count
      return
    }
    if text[index] == "\n" && !multiline { stack.removeLast() }
    index += 1
  }

  mutating func scanBlockComment() {
    if matches("*/", at: index) {
      stack.removeLast()
      index += 2
    } else {
      index += 1
    }
  }
}
