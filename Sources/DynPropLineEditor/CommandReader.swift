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
/// Called with the whole text for every new line; prefer a ``CompletenessTracker`` for long commands.
public typealias CompletenessCheck = (String) -> Bool

/// Decides line by line whether a command is complete, keeping what it learnt from the earlier lines, so
/// a command spread over N lines is checked in time linear in its length (a `{` left open in a `mount`
/// or `eval` can continue for thousands of lines of pasted or generated text).
public protocol CompletenessTracker: AnyObject {
  /// Takes the next line of the command (the lines are joined with "\n"); true when the text so far is a
  /// complete command.
  func isComplete(adding line: String) -> Bool
  /// Forgets the lines so far: the next line starts a new command.
  func reset()
}

/// Adapts a ``CompletenessCheck`` (which needs the whole text each time) to a tracker; fine for checks of
/// short commands, quadratic for long ones.
public final class WholeTextTracker: CompletenessTracker {
  private let check: CompletenessCheck
  private var text = ""
  private var isEmpty = true

  public init(_ check: @escaping CompletenessCheck) { self.check = check }

  public func isComplete(adding line: String) -> Bool {
    if !isEmpty { text += "\n" }
    text += line
    isEmpty = false
    return check(text)
  }

  public func reset() {
    text = ""
    isEmpty = true
  }
}

/// Given the current line up to the cursor, returns candidate completions for the last word
/// (whole replacement words, e.g. for "ti" -> ["tick"]).
public typealias Completer = (_ lineBeforeCursor: String) -> [String]

/// Accumulates physical lines into one logical command, shared by both readers.
///
/// Each line is appended once and handed alone to the tracker, so assembling a command of N lines costs
/// O(N) in total, not O(N²) (issue 10).
struct CommandAssembler {
  let tracker: CompletenessTracker
  /// The lines so far, joined with "\n".
  private var joined = ""
  private(set) var isEmpty = true

  init(tracker: CompletenessTracker) {
    self.tracker = tracker
    tracker.reset()
  }

  /// The lines so far, joined with "\n", without trailing whitespace (such as the space Tab adds).
  var text: String {
    var scalars = joined.unicodeScalars
    while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
    return String(scalars)
  }

  /// Adds a line; returns the finished command when the text so far is complete.
  /// Blank lines before the first real line are dropped.
  mutating func add(_ line: String) -> String? {
    if isEmpty && line.allSatisfy(\.isWhitespace) { return nil }
    if !isEmpty { joined += "\n" }
    joined += line
    isEmpty = false
    guard tracker.isComplete(adding: line) else { return nil }
    defer { reset() }
    return text
  }

  mutating func reset() {
    joined = ""
    isEmpty = true
    tracker.reset()
  }
}
