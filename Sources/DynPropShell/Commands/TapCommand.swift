/// `tap LABEL [#K]`: runs the action of the button with that label.
struct TapCommand: ShellCommand {
  let name = "tap"
  let usage = "tap LABEL [#K]"
  let summary = "run the action of the button labelled LABEL"
  let details = """
    Runs the action of the button whose label text equals LABEL (quote it when it has blanks:
    tap "Load more"). Without #K exactly one button must match; #K picks the K-th match in 'tree'
    order. The action runs as a user action; its effects show in the next tick.
    """

  func run(_ arguments: CommandArguments, in session: Session) throws -> CommandOutput {
    var words = try arguments.words()
    var index: Int?
    if let last = words.last, words.count > 1, last.hasPrefix("#") {
      index = try CommandArguments.integer(String(last.dropFirst()), for: "tap #K", minimum: 1)
      words.removeLast()
    }
    guard !words.isEmpty else { throw usageError("missing LABEL") }
    let note = try session.engine.tap(label: words.joined(separator: " "), index: index)
    return note.map { .text("  " + $0) } ?? .none
  }
}
