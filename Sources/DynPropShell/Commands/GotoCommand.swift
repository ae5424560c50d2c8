/// `goto T`: time travel to the start of tick T.
struct GotoCommand: ShellCommand {
  let name = "goto"
  let usage = "goto T"
  let summary = "travel to the start of tick T"
  let details = """
    Restores the world as it was at the start of tick T. 'forward' redoes what was undone.
    """

  func run(_ arguments: CommandArguments, in session: Session) throws -> CommandOutput {
    let words = try words(arguments, count: 1...1)
    let tick = try CommandArguments.integer(words[0], for: name, minimum: 0)
    let text = try session.engine.goto(tick: tick)
    session.restoreLog(session.engine.eventCounts)
    return .text(text)
  }
}
