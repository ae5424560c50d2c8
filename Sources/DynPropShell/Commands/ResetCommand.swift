/// `reset`: unmounts and clears the world, keeping the loaded scripts and `net` routes.
struct ResetCommand: ShellCommand {
  let name = "reset"
  let usage = "reset"
  let summary = "clear the world and counters; keep scripts and routes"
  let details = """
    Unmounts the tree and clears state, queues, requests in flight, UserDefaults, the store, the
    clock, counters, prints, warnings and pitfalls. Keeps the loaded scripts and 'net' routes.
    Expectations count from here on.
    """

  func run(_ arguments: CommandArguments, in session: Session) throws -> CommandOutput {
    _ = try words(arguments, count: 0...0)
    session.engine.reset()
    session.resetLog()
    return .text("reset (scripts and routes kept)")
  }
}
