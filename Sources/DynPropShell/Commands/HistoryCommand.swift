/// `history`: a summary of the past ticks.
struct HistoryCommand: ShellCommand {
  let name = "history"
  let usage = "history"
  let summary = "summarise the past ticks"
  let details = """
    Summarises each tick so far: which bodies ran, and how many changes, requests and warnings it
    saw. Use 'back', 'goto' and 'forward' to travel in time.
    """

  func isInspection(_ arguments: CommandArguments) -> Bool { true }

  func run(_ arguments: CommandArguments, in session: Session) throws -> CommandOutput {
    _ = try words(arguments, count: 0...0)
    return .text(session.engine.history())
  }
}
