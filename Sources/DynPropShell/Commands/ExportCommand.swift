import Foundation

/// `export dot|trace|events FILE`: writes the graph or the event log to a file.
struct ExportCommand: ShellCommand {
  let name = "export"
  let usage = "export dot|trace|events FILE"
  let summary = "write Graphviz, a Chrome trace or JSON Lines events to FILE"
  let details = """
    dot     the view graph as Graphviz (render with 'dot -Tsvg FILE')
    trace   the ticks as Chrome Trace Event JSON (open in chrome://tracing or Perfetto)
    events  the event log as JSON Lines, as --json prints it
    FILE is relative to the scenario file (or the working directory). Events and traces cover the
    ticks the history keeps ('history --keep N'); the output says when older ones were dropped.
    """

  func isInspection(_ arguments: CommandArguments) -> Bool { true }

  func run(_ arguments: CommandArguments, in session: Session) throws -> CommandOutput {
    let words = try words(arguments, count: 2...2)
    guard let kind = ExportKind(rawValue: words[0]) else {
      throw usageError("unknown export kind '\(words[0])'")
    }
    let note = try session.engine.export(kind, to: session.resolve(words[1]))
    return .text("exported \(kind.rawValue) to \(words[1])" + (note.map { " (\($0))" } ?? ""))
  }
}
