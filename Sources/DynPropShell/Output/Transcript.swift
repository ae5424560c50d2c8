import DynPropHost

/// Renders a session for a reader: the human transcript or JSON Lines.
///
/// Everything a session shows goes through here: echoed commands, events as they happen, command output
/// and extra details such as source excerpts. Keeping one writer means the human and the `--json` forms
/// always carry the same information, and sanitising and colouring happen in exactly one place.
public final class Transcript {
  public enum Format: Sendable { case human, json }

  public let format: Format
  public let style: TextStyle
  /// Whether commands are echoed (`> tick`); on for `run`, `test` and piped input, off at the prompt.
  public let echoesCommands: Bool
  private let output: TextOutput
  private let eventFormat: HumanEventFormat

  public init(output: TextOutput, format: Format, style: TextStyle = .plain, echoesCommands: Bool) {
    self.output = output
    self.format = format
    self.style = style
    self.echoesCommands = echoesCommands
    self.eventFormat = HumanEventFormat(style: style)
  }

  /// Shows the command about to run (human transcript only).
  public func echo(_ command: String) {
    guard echoesCommands, format == .human else { return }
    let lines = command.lines
    for (index, line) in lines.enumerated() {
      writeLine((index == 0 ? "> " : "  ") + Sanitizer.clean(line))
    }
  }

  public func event(_ event: Event) {
    switch format {
    case .human: eventFormat.lines(for: event).forEach(writeLine)
    case .json: writeLine(JSONLines.line(event))
    }
  }

  /// The text a command returned: plain lines, or a `note` event in JSON mode.
  public func commandOutput(_ text: String, command: String, tick: Int) {
    switch format {
    case .human:
      for line in text.lines {
        writeLine(Sanitizer.clean(line))
      }
    case .json:
      event(Event(.note, tick: tick, ["command": .string(command), "text": .string(text)]))
    }
  }

  /// Extra lines for people (a source excerpt under an error); left out of JSON.
  public func detail(_ text: String) {
    guard format == .human else { return }
    for line in text.lines {
      writeLine("    " + style.dim(Sanitizer.clean(line)))
    }
  }

  /// Text for people (banners, summaries), sanitised and then styled; human format only.
  public func message(_ text: String, styled: (String) -> String = { $0 }) {
    guard format == .human else { return }
    writeLine(styled(Sanitizer.clean(text, keepNewlines: true)))
  }

  private func writeLine(_ line: String) {
    output.write(line + "\n")
  }
}
