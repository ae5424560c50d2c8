/// `quit`: ends the session (Ctrl-D at the prompt does the same).
struct QuitCommand: ShellCommand {
  let name = "quit"
  let aliases = ["exit"]
  let usage = "quit"
  let summary = "leave (Ctrl-D works too)"
  let details = "Ends the session. In a scenario file, the lines after 'quit' are not run."

  func isInspection(_ arguments: CommandArguments) -> Bool { true }

  func run(_ arguments: CommandArguments, in session: Session) throws -> CommandOutput {
    _ = try words(arguments, count: 0...0)
    return .quit
  }
}
