import DynPropInsight

/// `graph`: which views read which state, objects, environment keys and observable properties.
struct GraphCommand: ShellCommand {
  let name = "graph"
  let usage = "graph"
  let summary = "show the dependency graph: who owns and who reads what"
  let details = """
    Lists each mounted view with the storage it owns (@State, @StateObject), the objects it observes,
    the bindings it holds, the environment keys it reads, and what its last body read (only body reads
    make a view depend on a value). Then each piece of storage with its value and the views that own
    and depend on it. Reads of values nothing tracks (a plain class property, a global, UserDefaults)
    are listed as 'unobserved'. 'export dot FILE' draws the same graph.
    """

  func isInspection(_ arguments: CommandArguments) -> Bool { true }

  func run(_ arguments: CommandArguments, in session: Session) throws -> CommandOutput {
    _ = try words(arguments, count: 0...0)
    return .text(DependencyText.lines(session.engine.dependencies()).joined(separator: "\n"))
  }
}
