import Foundation

/// One command of a scenario, with the line it starts on.
public struct ScenarioCommand: Equatable, Sendable {
  public var text: String
  /// 1-based line of the command's first line in its file.
  public var line: Int

  public init(text: String, line: Int) {
    self.text = text
    self.line = line
  }
}

/// Splits the text of a `.dps` file into commands (CONTRACT §2).
///
/// Comment lines (first non-blank character `#`) and blank lines between commands are skipped; a command
/// goes on over the next lines while ``CommandTracker`` sees an open bracket (one scan per line, so a long
/// command is read in linear time). Line numbers are kept so
/// failing expectations and errors can name the line a user wrote.
public enum ScenarioReader {
  public static func commands(in text: String) -> [ScenarioCommand] {
    commands(in: text, tracker: CommandTracker())
  }

  /// The same, with the tracker given (tests read how much it scanned).
  static func commands(in text: String, tracker: CommandTracker) -> [ScenarioCommand] {
    var commands: [ScenarioCommand] = []
    var pending = ""
    var isPending = false
    var start = 0
    for (offset, rawLine) in lines(of: text).enumerated() {
      if !isPending {
        if rawLine.allSatisfy(\.isWhitespace) || CommandScanner.isComment(rawLine) { continue }
        start = offset + 1
        pending = rawLine
        isPending = true
      } else {
        pending += "\n" + rawLine
      }
      if tracker.isComplete(adding: rawLine) {
        commands.append(ScenarioCommand(text: trimmed(pending), line: start))
        pending = ""
        isPending = false
        tracker.reset()
      }
    }
    if isPending {
      commands.append(ScenarioCommand(text: trimmed(pending), line: start))
    }
    return commands
  }

  /// Reads and splits a scenario file; an unreadable or non-UTF-8 file is an I/O error.
  public static func commands(inFile url: URL) throws -> [ScenarioCommand] {
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw ShellError.io("cannot read scenario '\(url.path)'")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw ShellError.io("scenario '\(url.path)' is not UTF-8 text")
    }
    return commands(in: text)
  }

  static func lines(of text: String) -> [String] {
    text.lines
  }

  static func trimmed(_ text: String) -> String {
    text.trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
