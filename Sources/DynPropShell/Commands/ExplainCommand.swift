import DynPropInsight

/// `explain ID`: the meaning, cause and fix of a warning or pitfall ID.
struct ExplainCommand: ShellCommand {
  let name = "explain"
  let usage = "explain ID"
  let summary = "explain a warning or pitfall ID and its fix"
  let details =
    "Prints what a SwiftUI warning or a dynprop-repl pitfall means, why it happens and how to fix it."

  func isInspection(_ arguments: CommandArguments) -> Bool { true }

  func run(_ arguments: CommandArguments, in session: Session) throws -> CommandOutput {
    let id = try words(arguments, count: 1...1)[0]
    guard let text = Explanations.text(for: id) else {
      let ids = Explanations.all.map(\.id).joined(separator: ", ")
      throw ShellError.scenario("explain: unknown ID '\(id)' (known: \(ids))")
    }
    return .text("\(id): \(text)")
  }
}
