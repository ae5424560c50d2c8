/// `diagnose`: the pitfalls found so far, with their explanations.
struct DiagnoseCommand: ShellCommand {
  let name = "diagnose"
  let usage = "diagnose"
  let summary = "list the pitfalls found so far and how to fix them"
  let details = """
    Lists the pitfalls (fetch loops, render loops, unobserved writes, ...) found so far, each with
    the chain of causes in plain words and the fix.
    """

  func isInspection(_ arguments: CommandArguments) -> Bool { true }

  func run(_ arguments: CommandArguments, in session: Session) throws -> CommandOutput {
    _ = try words(arguments, count: 0...0)
    return .text(session.engine.diagnose())
  }
}
