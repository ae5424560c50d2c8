/// `forward`: redoes what `back` or `goto` undid.
struct ForwardCommand: ShellCommand {
  let name = "forward"
  let usage = "forward"
  let summary = "redo what back or goto undid"

  func run(_ arguments: CommandArguments, in session: Session) throws -> CommandOutput {
    _ = try words(arguments, count: 0...0)
    let text = try session.engine.forward()
    session.restoreLog(session.engine.eventCounts)
    return .text(text)
  }
}
