/// `tree`: the rendered screen.
struct TreeCommand: ShellCommand {
  let name = "tree"
  let usage = "tree"
  let summary = "show the rendered screen"
  let details = """
    Shows the rendered screen, one element per line with indentation: texts, button labels, text
    fields, toggles, steppers, sections, navigation titles, alerts and presented sheets. 'expect text'
    checks the same strings.
    """

  func isInspection(_ arguments: CommandArguments) -> Bool { true }

  func run(_ arguments: CommandArguments, in session: Session) throws -> CommandOutput {
    _ = try words(arguments, count: 0...0)
    return .text(session.engine.treeLines().joined(separator: "\n"))
  }
}
