/// `tick [N]`: runs N host ticks; Ctrl-C stops between ticks.
struct TickCommand: ShellCommand {
  let name = "tick"
  let usage = "tick [N]"
  let summary = "run N host ticks (default 1)"
  let details = """
    Runs N ticks of the simulated host (1 tick = 1/60 s): dirty views update and re-render, queued
    work runs, due responses and timers fire. After 'step', 'tick' first finishes the current tick.
    At the prompt, Ctrl-C stops between ticks. A breakpoint ('break') stops it at the phase where it hit.
    """

  func run(_ arguments: CommandArguments, in session: Session) throws -> CommandOutput {
    let words = try words(arguments, count: 0...1)
    let count = try words.first.map { try CommandArguments.integer($0, for: name, minimum: 1) } ?? 1
    for done in 0..<count {
      if session.isInterrupted() { return .text("interrupted after \(done) of \(count) ticks") }
      if let stop = try session.advanceTick() { return .text(stop.text) }
    }
    return .none
  }
}
