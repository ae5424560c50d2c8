import SwiftOperators
import SwiftSyntax

/// Folds the flat operator sequences of a parsed file into binary trees with the standard operators.
///
/// A first pass over the unfolded tree finds sequences too long to fold safely: folding a sequence of N
/// terms builds a tree N levels deep, which later recursive walks could not survive. Those sequences are
/// reported and left unfolded; the lowering turns an unfolded sequence into a placeholder. Precedence
/// errors are collected while folding (folding keeps the text, so their positions are the original ones).
struct OperatorFolding {
  /// Longest operator sequence (terms and operators) that is folded.
  static let maximumElements = 1001

  /// The folded tree, precedence errors and the sequences left unfolded. The file's own `operator` and
  /// `precedencegroup` declarations join the standard ones first.
  func fold(_ tree: SourceFileSyntax) -> (
    tree: SourceFileSyntax, errors: [OperatorError], oversized: [SequenceExprSyntax]
  ) {
    let scan = SequenceScanner(limit: Self.maximumElements)
    scan.walk(tree)
    var errors: [OperatorError] = []
    var table = OperatorTable.standardOperators
    table.addSourceFile(tree) { errors.append($0) }
    let folded: Syntax
    if scan.oversized.isEmpty {
      folded = table.foldAll(tree) { errors.append($0) }
    } else {
      let folder = GuardedFolder(table: table, limit: Self.maximumElements)
      folded = folder.rewrite(tree)
      errors = folder.errors
    }
    return (folded.as(SourceFileSyntax.self) ?? tree, errors, scan.oversized)
  }
}

/// Finds over-long sequences in the unfolded tree.
private final class SequenceScanner: SyntaxVisitor {
  let limit: Int
  var oversized: [SequenceExprSyntax] = []

  init(limit: Int) {
    self.limit = limit
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    if node.elements.count > limit {
      oversized.append(node)
      return .skipChildren
    }
    return .visitChildren
  }
}

/// Folds every sequence except the over-long ones (used only when the scanner found some).
private final class GuardedFolder: SyntaxRewriter {
  let table: OperatorTable
  let limit: Int
  var errors: [OperatorError] = []

  init(table: OperatorTable, limit: Int) {
    self.table = table
    self.limit = limit
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: SequenceExprSyntax) -> ExprSyntax {
    if node.elements.count > limit { return ExprSyntax(node) }
    let inner = super.visit(node)
    guard let sequence = inner.as(SequenceExprSyntax.self) else { return inner }
    return table.foldSingle(sequence) { errors.append($0) }
  }
}
