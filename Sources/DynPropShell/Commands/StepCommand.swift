/// `step`: advances one phase inside a tick.
struct StepCommand: ShellCommand {
  let name = "step"
  let usage = "step"
  let summary = "advance one phase inside a tick"
  let details = """
    Advances one phase of the current tick (starting a new tick if none is under way): one update()
    call, one body, or one queued action, and says where the tick now stands. 'tick' after 'step'
    finishes the current tick.
    """

  func run(_ arguments: CommandArguments, in session: Session) throws -> CommandOutput {
    _ = try words(arguments, count: 0...0)
    let (description, stop) = try session.advancePhase()
    return .text(stop.map { "\(description)\n\($0.text)" } ?? description)
  }
}
