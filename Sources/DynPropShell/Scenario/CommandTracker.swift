import DynPropLineEditor

/// ``CommandScanner/isComplete(_:)`` line by line: the open brackets and string literals are kept between
/// lines, so each scalar of a command is scanned once and a command of N lines takes O(N), not O(N²)
/// (issue 10: a `{` left open in `mount` or `eval` can go on for thousands of lines).
public final class CommandTracker: CompletenessTracker {
  private var scan = CommandScan([])
  private var hasLines = false
  /// The first non-blank character so far was `#`: a comment line, complete at once.
  private var isComment = false
  private var sawText = false
  /// Scalars scanned since the tracker was made (resets included): tests check each is scanned once.
  public private(set) var scannedScalars = 0

  public init() {}

  public func isComplete(adding line: String) -> Bool {
    var piece = Array(line.unicodeScalars)
    if hasLines { piece.insert("\n", at: 0) }
    hasLines = true
    if !sawText, let first = line.first(where: { !$0.isWhitespace }) {
      sawText = true
      isComment = first == "#"
    }
    scannedScalars += piece.count
    scan.feed(piece)
    return isComment || scan.isBalanced
  }

  public func reset() {
    scan = CommandScan([])
    hasLines = false
    isComment = false
    sawText = false
  }
}
