/// `mount EXPR`: mounts a root view; its first body runs in the next tick.
struct MountCommand: ShellCommand {
  let name = "mount"
  let usage = "mount EXPR"
  let summary = "mount a root view, e.g. mount PostsView()"
  let details = """
    Evaluates EXPR (Swift, to the end of the command) and mounts the view as the root of the tree,
    replacing what was mounted. The root is dirty: its first body runs in the next tick. Example:
      mount PostsView().environment(\\.urlSession, URLSession.shared)
    """

  func run(_ arguments: CommandArguments, in session: Session) throws -> CommandOutput {
    guard !arguments.isEmpty else { throw usageError("missing EXPR") }
    session.remember(source: arguments.raw, named: "<input>")
    let note = try session.engine.mount(expression: arguments.raw)
    return note.map { .text("  " + $0) } ?? .none
  }
}
