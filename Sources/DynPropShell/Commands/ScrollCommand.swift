import DynPropHost

/// `scroll down|up|top|end|N [#K]`: scrolls a lazy container (`List`, `LazyVStack`…), as a user's
/// swipe would. Only the rows on the simulated screen exist; the ones that scroll in are built in the
/// next tick (their `onAppear` runs) and the ones that scroll out disappear (SwiftUI's lazy containers).
struct ScrollCommand: ShellCommand {
  let name = "scroll"
  let usage = "scroll down|up|top|end|N [#K]"
  let summary = "scroll a List or lazy stack (only the rows on screen exist)"
  let details = """
    A List, LazyVStack, LazyHStack, LazyVGrid or LazyHGrid builds only the \(ViewGraph.visibleRows) rows
    on the simulated screen; 'tree' shows which ([rows 1–16 of 200]). 'scroll down' and 'scroll up' move
    by a screen, 'scroll top' and 'scroll end' to either end, 'scroll 40' or 'scroll -5' by that many
    rows. #K picks the K-th lazy container in 'tree' order (the first by default). The rows that come
    into view are built in the next tick, where their onAppear runs; the rows that leave disappear.
    """

  func run(_ arguments: CommandArguments, in session: Session) throws -> CommandOutput {
    let (where_, index, _) = try controlWords(try arguments.words(), values: 0, self)
    return .text("  " + (try session.engine.scroll(try target(where_), index: index)))
  }

  private func target(_ word: String) throws -> ViewGraph.ScrollTarget {
    switch word {
    case "down": return .by(ViewGraph.visibleRows)
    case "up": return .by(-ViewGraph.visibleRows)
    case "top": return .top
    case "end", "bottom": return .end
    default:
      guard let rows = Int(word) else { throw usageError("say down, up, top, end or a number of rows") }
      return .by(rows)
    }
  }
}
