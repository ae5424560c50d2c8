import DynPropDiagnostics
import SwiftSyntax

/// The script position type, spelled out because SwiftSyntax has a `SourceLocation` of its own.
typealias ScriptLocation = DynPropDiagnostics.SourceLocation
/// The script range type, spelled out because SwiftSyntax has a `SourceRange` of its own.
typealias ScriptRange = DynPropDiagnostics.SourceRange

/// Walks a folded swift-syntax tree and builds the script AST.
///
/// One instance lowers one file. Lowering never stops at the first problem: anything outside the
/// supported subset adds one `unsupported: ...` error and lowering goes on with the next construct.
/// The per-construct logic lives in extensions (`Lower*.swift`).
final class Lowerer {
  /// Deepest nesting of lowered nodes before a subtree is replaced by a placeholder.
  static let maximumDepth = 1000

  let fileName: String
  let converter: SourceLocationConverter
  private(set) var diagnostics: [DynPropDiagnostics.Diagnostic] = []
  private var depth = 0
  private var reportedDepth = false
  /// Protocols with no run-time existence (`Sendable`, a file's `@_marker` protocols): a composition
  /// drops them, so `any C & Sendable` is `C` and `any Sendable` is `Any`, as Swift prints them.
  var markerProtocols: Set<String> = ["Sendable", "SendableMetatype"]

  /// The file's operators, for folding each sequence as it is reached.
  let folder: OperatorFolder
  /// Where the tree being lowered starts in the file: 0, or inside a folded sequence (a tree of its own)
  /// that sequence's position.
  private var positionOffset = 0

  init(fileName: String, converter: SourceLocationConverter, folder: OperatorFolder) {
    self.fileName = fileName
    self.converter = converter
    self.folder = folder
  }

  /// Runs `body` on a detached tree that starts `offset` bytes into the tree lowered so far.
  func withPositionOffset<T>(_ offset: Int, _ body: () -> T) -> T {
    let saved = positionOffset
    positionOffset += offset
    defer { positionOffset = saved }
    return body()
  }

  func addDiagnostic(_ diagnostic: DynPropDiagnostics.Diagnostic) { diagnostics.append(diagnostic) }

  // MARK: Locations

  /// Location of a node's first token, leading trivia excluded.
  func location(_ node: some SyntaxProtocol) -> ScriptLocation {
    location(at: node.positionAfterSkippingLeadingTrivia)
  }

  func location(at position: AbsolutePosition) -> ScriptLocation {
    let place = converter.location(for: position.advanced(by: positionOffset))
    return ScriptLocation(file: fileName, line: place.line, column: place.column)
  }

  /// From the node's first token to the end of its last token, trivia excluded.
  func range(_ node: some SyntaxProtocol) -> ScriptRange {
    ScriptRange(start: location(node), end: location(at: node.endPositionBeforeTrailingTrivia))
  }

  /// From the start of `first` to the end of `last`.
  func range(from first: some SyntaxProtocol, to last: some SyntaxProtocol) -> ScriptRange {
    ScriptRange(start: location(first), end: location(at: last.endPositionBeforeTrailingTrivia))
  }

  // MARK: Diagnostics

  func error(_ message: String, at node: some SyntaxProtocol) {
    diagnostics.append(.error(message, at: location(node)))
  }

  /// Reports a construct outside the subset: `unsupported: <what>`.
  func unsupported(_ what: String, at node: some SyntaxProtocol) {
    error("unsupported: \(what)", at: node)
  }

  // MARK: Depth guard

  /// Runs `body` one nesting level deeper, or reports the nesting once and returns `placeholder`.
  func nested<T>(_ node: some SyntaxProtocol, _ placeholder: @autoclosure () -> T, _ body: () -> T) -> T {
    if depth >= Self.maximumDepth {
      if !reportedDepth {
        reportedDepth = true
        unsupported("nesting deeper than \(Self.maximumDepth) levels", at: node)
      }
      return placeholder()
    }
    depth += 1
    defer { depth -= 1 }
    return body()
  }

  /// Stand-in for an expression that could not be lowered; the file already has an error for it.
  static let errorKind = ExprKind.identifier("<error>")

  func errorExpr(_ node: some SyntaxProtocol) -> Expr {
    Expr(Self.errorKind, range(node))
  }
}
