/// `delete ROW [#K]`: swipes a list row away, as a user swiping it and tapping Delete would: the
/// `onDelete` action of its `ForEach` runs with the row's offset (SwiftUI's `DynamicViewContent`).
struct DeleteCommand: ShellCommand {
  let name = "delete"
  let usage = "delete ROW [#K]"
  let summary = "swipe a list row away (runs its ForEach's onDelete)"
  let details = """
    Finds the row of a ForEach with .onDelete whose texts, joined by a space, are ROW, and runs the
    onDelete action with IndexSet([offset]) as a user action: delete "Tea" or delete "Tea 2.5" #2.
    The row goes away in the next tick if the action removes the element.
    """

  func run(_ arguments: CommandArguments, in session: Session) throws -> CommandOutput {
    let (label, index, _) = try controlWords(try arguments.words(), values: 0, self)
    return .text("  " + (try session.engine.delete(row: label, index: index)))
  }
}
