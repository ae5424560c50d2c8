/// The outcome of reading one logical command: its text, or the end of the input.
public enum ReadResult: Equatable, Sendable {
  case command(String)
  case eof
}

/// Reads one logical command, possibly over several physical lines.
///
/// The shell loop depends only on this protocol, so it runs the same against a terminal
/// (``EditLineCommandReader``) and a pipe or file (``PlainCommandReader``).
public protocol CommandReader: AnyObject {
  /// The next command (never blank), or `.eof` when the input is over.
  func read() -> ReadResult
  /// Record a completed command in history (persisted at once for the interactive reader; no-op for plain).
  func remember(_ command: String)
}

/// Decides whether the text typed so far is a complete command, or needs more lines (e.g. an open brace).
public typealias CompletenessCheck = (String) -> Bool

/// Given the current line up to the cursor, returns candidate completions for the last word
/// (whole replacement words, e.g. for "ti" -> ["tick"]).
public typealias Completer = (_ lineBeforeCursor: String) -> [String]

/// Accumulates physical lines into one logical command, shared by both readers.
struct CommandAssembler {
  private(set) var lines: [String] = []
  let isComplete: CompletenessCheck

  var isEmpty: Bool { lines.isEmpty }
  /// The lines so far, joined with "\n", without trailing whitespace (such as the space Tab adds).
  var text: String {
    var scalars = lines.joined(separator: "\n").unicodeScalars
    while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
    return String(scalars)
  }

  /// Adds a line; returns the finished command when the text so far is complete.
  /// Blank lines before the first real line are dropped.
  mutating func add(_ line: String) -> String? {
    if lines.isEmpty && line.allSatisfy(\.isWhitespace) { return nil }
    lines.append(line)
    let joined = text
    guard isComplete(joined) else { return nil }
    lines.removeAll()
    return joined
  }

  mutating func reset() { lines.removeAll() }
}
