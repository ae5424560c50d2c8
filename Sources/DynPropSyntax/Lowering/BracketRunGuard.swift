import DynPropDiagnostics

/// Refuses input with long runs of `[` before it reaches the parser.
///
/// swift-syntax 603 parses directly nested `[` (`[[[[...`) with a lookahead whose cost doubles with each
/// level: 18 levels take seconds, 30 would take hours, and a REPL user can type that by holding a key.
/// Such input is rejected with one error instead. The scan is textual (whitespace between brackets
/// counts as part of the run) and also counts brackets inside strings and comments, which only matters
/// for text with more than `maximumRun` brackets in a row.
enum BracketRunGuard {
  static let maximumRun = 16

  /// Line and column (1-based, in UTF-8 bytes) of the first `[` past the allowed run, if any.
  static func firstExcess(in source: String) -> (line: Int, column: Int)? {
    var line = 1
    var column = 0
    var run = 0
    for byte in source.utf8 {
      column += 1
      switch byte {
      case UInt8(ascii: "["):
        run += 1
        if run > maximumRun { return (line, column) }
      case UInt8(ascii: "\n"):
        line += 1
        column = 0
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        break
      default:
        run = 0
      }
    }
    return nil
  }

  /// The error for a file refused by the guard.
  static func diagnostic(fileName: String, at place: (line: Int, column: Int)) -> Diagnostic {
    let location = SourceLocation(file: fileName, line: place.line, column: place.column)
    return .error("unsupported: more than \(maximumRun) '[' in a row", at: location)
  }
}
