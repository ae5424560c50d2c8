/// `back [N]`: time travel to the start of the N-th last completed tick.
struct BackCommand: ShellCommand {
  let name = "back"
  let usage = "back [N]"
  let summary = "undo the last N ticks (default 1)"
  let details = """
    Restores the world as it was at the start of the N-th last completed tick, undoing those N ticks
    and the commands after them. 'forward' redoes what was undone.
    """

  func run(_ arguments: CommandArguments, in session: Session) throws -> CommandOutput {
    let words = try words(arguments, count: 0...1)
    let count = try words.first.map { try CommandArguments.integer($0, for: name, minimum: 1) } ?? 1
    let text = try session.engine.back(count)
    session.restoreLog(session.engine.eventCounts)
    return .text(text)
  }
}
