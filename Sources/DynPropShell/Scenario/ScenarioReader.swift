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
/// goes on over the next lines while ``CommandScanner`` sees an open bracket. Line numbers are kept so
/// failing expectations and errors can name the line a user wrote.
public enum ScenarioReader {
  public static func commands(in text: String) -> [ScenarioCommand] {
    var commands: [ScenarioCommand] = []
    var pending: [String] = []
    var start = 0
    for (offset, rawLine) in lines(of: text).enumerated() {
      if pending.isEmpty {
        if rawLine.allSatisfy(\.isWhitespace) || CommandScanner.isComment(rawLine) { continue }
        start = offset + 1
      }
      pending.append(rawLine)
      let joined = pending.joined(separator: "\n")
      if CommandScanner.isComplete(joined) {
        commands.append(ScenarioCommand(text: trimmed(joined), line: start))
        pending.removeAll()
      }
    }
    if !pending.isEmpty {
      commands.append(ScenarioCommand(text: trimmed(pending.joined(separator: "\n")), line: start))
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
