import DynPropInsight

/// `diff T1 T2 [--full]`: the dynamic state that differs between the ends of two ticks.
struct DiffCommand: ShellCommand {
  let name = "diff"
  let usage = "diff T1 T2 [--full]"
  let summary = "show the dynamic properties that differ between two ticks"
  let details = """
    Compares the world at the end of tick T1 with the end of tick T2 (0 = after loading and mounting):
    every dynamic property (@State, @Published and @Observable properties, UserDefaults) whose value
    differs, old → new, and the views that appeared or disappeared. Long values are shortened;
    --full shows them whole.
    """

  func isInspection(_ arguments: CommandArguments) -> Bool { true }

  func run(_ arguments: CommandArguments, in session: Session) throws -> CommandOutput {
    let (ticks, full) = try tickNumbers(arguments, count: 2)
    switch session.engine.timeline.diff(ticks[0], ticks[1], width: full ? nil : Abbreviation.defaultWidth) {
    case .failure(let error): throw ShellError.scenario("diff: \(error)")
    case .success(let lines): return .text(lines.joined(separator: "\n"))
    }
  }
}

extension ShellCommand {
  /// `count` tick numbers (0 and up) and an optional `--full` (`show`, `diff`).
  func tickNumbers(_ arguments: CommandArguments, count: Int) throws -> (ticks: [Int], full: Bool) {
    var words = try words(arguments, count: count...(count + 1))
    let full = words.contains("--full")
    words.removeAll { $0 == "--full" }
    guard words.count == count else { throw usageError() }
    return (try words.map { try CommandArguments.integer($0, for: name, minimum: 0) }, full)
  }
}
