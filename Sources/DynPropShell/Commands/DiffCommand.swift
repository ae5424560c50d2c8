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
    var words = try words(arguments, count: 2...3)
    let full = words.contains("--full")
    words.removeAll { $0 == "--full" }
    guard words.count == 2 else { throw usageError() }
    let first = try CommandArguments.integer(words[0], for: name, minimum: 0)
    let second = try CommandArguments.integer(words[1], for: name, minimum: 0)
    switch session.engine.timeline.diff(first, second, width: full ? nil : Abbreviation.defaultWidth) {
    case .failure(let error): throw ShellError.scenario("diff: \(error)")
    case .success(let lines): return .text(lines.joined(separator: "\n"))
    }
  }
}
