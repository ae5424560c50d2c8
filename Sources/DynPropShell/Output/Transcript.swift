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
  /// Tick headers not shown yet: ticks in which nothing happened are collapsed into one line.
  private var heldTicks: ClosedRange<Int>?

  /// The terminal's width when lines are wrapped at words (the interactive shell); nil: never wrapped.
  private let wrapWidth: (() -> Int?)?

  public init(
    output: TextOutput, format: Format, style: TextStyle = .plain, echoesCommands: Bool,
    wrapWidth: (() -> Int?)? = nil
  ) {
    self.output = output
    self.format = format
    self.style = style
    self.echoesCommands = echoesCommands
    self.eventFormat = HumanEventFormat(style: style)
    self.wrapWidth = wrapWidth
  }

  /// Shows the command about to run (human transcript only).
  public func echo(_ command: String) {
    guard echoesCommands, format == .human else { return }
    flushTicks(quiet: true)
    let lines = command.lines
    for (index, line) in lines.enumerated() {
      writeLine((index == 0 ? "> " : "  ") + Sanitizer.clean(line))
    }
  }

  public func event(_ event: Event) {
    switch format {
    case .human:
      if event.type == .tick { return hold(tick: event.tick) }
      flushTicks()
      for line in eventFormat.lines(for: event) { writeLine(line) }
    case .json: writeLine(JSONLines.line(event))
    }
  }

  /// A tick header waits until something happens in that tick (or the command ends), so a run of quiet
  /// ticks (a timer that fires every second, `run --max 1000000`) shows as one line, not thousands.
  private func hold(tick: Int) {
    if let held = heldTicks, held.upperBound == tick - 1 {
      heldTicks = held.lowerBound...tick
      return
    }
    flushTicks()
    heldTicks = tick...tick
  }

  /// Shows the held tick headers: the last one is the tick now reporting, unless `quiet` (the command
  /// ended, so it was quiet too). Two or more quiet ticks are one line: `── ticks 2–59: nothing ran ──`.
  public func flushTicks(quiet: Bool = false) {
    guard let held = heldTicks else { return }
    heldTicks = nil
    let active = quiet || held.count == 1 ? nil : held.upperBound
    let quietEnd = active.map { $0 - 1 } ?? held.upperBound
    if quietEnd > held.lowerBound {
      writeLine(style.dim("── ticks \(held.lowerBound)–\(quietEnd): nothing ran ──"))
    } else {
      writeLine(style.dim("── tick \(held.lowerBound) ──"))
    }
    if let active { writeLine(style.dim("── tick \(active) ──")) }
  }

  /// Ends a command's output: held quiet ticks are shown now.
  public func endCommand() { flushTicks(quiet: true) }

  /// The text a command returned: plain lines, or a `note` event in JSON mode.
  public func commandOutput(_ text: String, command: String, tick: Int) {
    switch format {
    case .human:
      flushTicks(quiet: true)
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
    flushTicks()
    for line in text.lines {
      writeLine("    " + style.dim(Sanitizer.clean(line)), wraps: false)  // code keeps its columns
    }
  }

  /// Text for people (banners, summaries), sanitised and then styled; human format only.
  public func message(_ text: String, styled: (String) -> String = { $0 }) {
    guard format == .human else { return }
    flushTicks(quiet: true)
    for line in text.lines { writeLine(styled(Sanitizer.clean(line))) }
  }

  private func writeLine(_ line: String, wraps: Bool = true) {
    guard wraps, let width = wrapWidth?() else { return output.write(line + "\n") }
    output.write(LineWrapper.wrap(line, width: width).map { $0 + "\n" }.joined())
  }
}
