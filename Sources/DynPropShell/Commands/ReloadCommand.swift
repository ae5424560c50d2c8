/// `reload`: re-reads every file loaded so far and starts again from a fresh world.
struct ReloadCommand: ShellCommand {
  let name = "reload"
  let usage = "reload"
  let summary = "re-read the loaded files and start from a fresh world"
  let details = """
    Re-reads every file loaded so far (after you edited them) and starts again from an empty world:
    state, queues, requests and the clock start over, and the root is mounted again (the @main App,
    or the last 'mount EXPR'); its first body runs in the next tick.
    """

  func run(_ arguments: CommandArguments, in session: Session) throws -> CommandOutput {
    _ = try words(arguments, count: 0...0)
    try session.engine.reload()
    return .text("reloaded" + (session.engine.mountedRoot.map { "; \($0) mounted again" } ?? ""))
  }
}
