/// `reset`: clears the world and restarts the app, keeping the loaded scripts and `net` routes.
struct ResetCommand: ShellCommand {
  let name = "reset"
  let usage = "reset"
  let summary = "restart: clear the world and counters, mount the root again"
  let details = """
    Unmounts the tree and clears state, queues, requests in flight, UserDefaults, the store, the
    clock, counters, prints, warnings and pitfalls. Keeps the loaded scripts and 'net' routes, then
    mounts the root again (the @main App, or the last 'mount EXPR'); its first body runs in the next
    tick. Expectations count from here on.
    """

  func run(_ arguments: CommandArguments, in session: Session) throws -> CommandOutput {
    _ = try words(arguments, count: 0...0)
    session.engine.reset()
    session.resetLog()
    guard let root = try session.engine.remountRoot() else {
      return .text("reset (scripts and routes kept)")
    }
    return .text("reset (scripts and routes kept); \(root) mounted again")
  }
}
