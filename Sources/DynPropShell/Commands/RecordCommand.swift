/// `record FILE` / `record stop`: writes the session's commands as a scenario file.
struct RecordCommand: ShellCommand {
  let name = "record"
  let usage = "record FILE | record stop"
  let summary = "save the commands run so far as a scenario, and keep appending"
  let details = """
    Writes the commands run so far to FILE as a scenario (.dps), then appends every later command
    until 'record stop' or the end of the session. Inspection commands (tree, props, why, diagnose,
    history, net, export, help) and record itself are left out; load paths are rewritten relative
    to FILE. Replay with: dynprop-repl run FILE
    """

  func isInspection(_ arguments: CommandArguments) -> Bool { true }

  func run(_ arguments: CommandArguments, in session: Session) throws -> CommandOutput {
    let words = try words(arguments, count: 1...1)
    if words[0] == "stop" {
      guard session.recorder.stop() != nil else { return .text("not recording") }
      return .text("recording stopped")
    }
    try session.recorder.start(session.resolve(words[0]))
    let count = session.recorder.history.count
    return .text("recording to \(words[0]) (\(count) command\(count == 1 ? "" : "s") so far)")
  }
}
