/// `dismiss`: ends the topmost presentation, as a user swiping a sheet down or tapping a navigation
/// bar's back button would (SEMANTICS §8.5).
struct DismissCommand: ShellCommand {
  let name = "dismiss"
  let usage = "dismiss"
  let summary = "dismiss the topmost sheet, alert or pushed view (swipe down / Back)"
  let details = """
    Ends the presentation shown last in 'tree' order: a sheet, cover or popover sets its isPresented
    binding to false (or its item to nil) and runs its onDismiss; an alert or dialog goes away without
    running a button's action; a pushed navigation destination pops. Its effects show in the next tick.
    """

  func run(_ arguments: CommandArguments, in session: Session) throws -> CommandOutput {
    _ = try words(arguments, count: 0...0)
    return .text("  " + (try session.engine.dismiss()))
  }
}
