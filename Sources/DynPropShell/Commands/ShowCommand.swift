import DynPropHost
import DynPropInsight

/// `show TICK [--full]`: every event of one past tick, as the transcript printed them.
struct ShowCommand: ShellCommand {
  let name = "show"
  let usage = "show TICK [--full]"
  let summary = "show one past tick in full"
  let details = """
    Shows every event of tick TICK (0 = what happened before the first tick: loading, mounting),
    followed by the events of the commands run after it until the next tick began. Long values are
    shortened; --full shows them whole.
    """

  func isInspection(_ arguments: CommandArguments) -> Bool { true }

  func run(_ arguments: CommandArguments, in session: Session) throws -> CommandOutput {
    let (ticks, full) = try tickNumbers(arguments, count: 1)
    let tick = ticks[0]
    switch session.engine.timeline.record(tick) {
    case .failure(let error): throw ShellError.scenario("show: \(error)")
    case .success(let record):
      let format = HumanEventFormat(style: .plain)
      let line = { (event: Event) -> String in
        let text = format.describe(event)
        return event.type == .tick
          ? "── tick \(event.tick) ──" : "  " + (full ? text : Abbreviation.value(text, width: 100))
      }
      var lines = record.duringTick.filter { $0.type != .expect }.map(line)
      let after = record.afterTick.filter { $0.type != .expect }
      if !after.isEmpty { lines += ["── after tick \(tick) ──"] + after.map(line) }
      return .text(lines.isEmpty ? "tick \(tick): nothing happened" : lines.joined(separator: "\n"))
    }
  }
}
