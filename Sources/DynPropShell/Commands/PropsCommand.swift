/// `props PATH`: the properties of a mounted view.
struct PropsCommand: ShellCommand {
  let name = "props"
  let usage = "props VIEW[#K]"
  let summary = "show a view's properties and their storage"
  let details = """
    Shows the stored and dynamic properties of the view VIEW (the K-th instance in tree order with
    #K): each wrapper, where its storage lives, and its current value.
    """

  func isInspection(_ arguments: CommandArguments) -> Bool { true }

  func run(_ arguments: CommandArguments, in session: Session) throws -> CommandOutput {
    let words = try words(arguments, count: 1...1)
    return .text(try session.engine.props(path: words[0]))
  }
}
