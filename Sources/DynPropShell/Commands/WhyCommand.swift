/// `why PATH`: the cause chain of a view's last body.
struct WhyCommand: ShellCommand {
  let name = "why"
  let usage = "why VIEW[#K]"
  let summary = "explain why a view's last body ran"
  let details = """
    Explains the cause chain of the view's last body: which write or invalidation made it dirty,
    which action or callback made that write, and so on back to the user's input.
    """

  func isInspection(_ arguments: CommandArguments) -> Bool { true }

  func run(_ arguments: CommandArguments, in session: Session) throws -> CommandOutput {
    let words = try words(arguments, count: 1...1)
    return .text(try session.engine.why(path: words[0]))
  }
}
