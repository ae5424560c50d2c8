import DynPropDiagnostics
import SwiftDiagnostics
import SwiftOperators
import SwiftSyntax

/// Folds the flat operator sequences of a parsed file into binary trees with the standard operators (and
/// the file's own `operator` and `precedencegroup` declarations), one sequence at a time, when the
/// lowering reaches it.
///
/// Folding sequence by sequence instead of rewriting the whole tree first (`OperatorTable.foldAll`)
/// spares a walk that rebuilt every node of the file: a third of the parse. A folded sequence is a
/// tree of its own, whose positions start at 0; `Lowerer.positionOffset` puts them back in the file.
/// A sequence of more terms than `maximumElements` is not folded (its tree would be that deep, which
/// later recursive walks could not survive): the lowering reports it and leaves a placeholder.
final class OperatorFolder {
  /// Longest operator sequence (terms and operators) that is folded.
  static let maximumElements = 1001

  let table: OperatorTable
  /// Errors in the file's own operator declarations (positions in the file's tree).
  private(set) var declarationErrors: [OperatorError] = []

  /// The standard operators with syntax for their precedence relations: `OperatorTable.standardOperators`
  /// has none, so every precedence search of a fold would synthesize it again (most of folding's cost).
  static var standardOperators: OperatorTable { StandardOperators.table }

  init(tree: SourceFileSyntax, source: String) {
    var table = Self.standardOperators
    // Only a file that spells a declaration is walked for one.
    if ByteSearch.contains(source, "operator") || ByteSearch.contains(source, "precedencegroup") {
      var errors: [OperatorError] = []
      table.addSourceFile(tree) { errors.append($0) }
      declarationErrors = errors
    }
    self.table = table
  }
}

extension Lowerer {
  /// Lowers `sequence` folded, with `body`; its precedence errors are reported where their operators are.
  func withFolded<T>(_ sequence: SequenceExprSyntax, placeholder: T, _ body: (ExprSyntax) -> T) -> T {
    if sequence.elements.count > OperatorFolder.maximumElements {
      unsupported("expression with more than \(OperatorFolder.maximumElements / 2) operators", at: sequence)
      return placeholder
    }
    var errors: [OperatorError] = []
    let folded = folder.table.foldSingle(sequence) { errors.append($0) }
    for error in errors { report(error.asDiagnostic) }
    // A sequence of one term comes back as that term, still in the file's tree.
    guard Syntax(folded).root != Syntax(sequence).root else { return body(folded) }
    return withPositionOffset(sequence.position.utf8Offset) { body(folded) }
  }

  /// A swift-syntax diagnostic about a node of the tree being lowered.
  func report(_ diagnostic: SwiftDiagnostics.Diagnostic) {
    let notes = diagnostic.notes.map { note in
      DynPropDiagnostics.Diagnostic(.note, note.message, at: location(at: note.position))
    }
    let at = location(at: diagnostic.position)
    addDiagnostic(DynPropDiagnostics.Diagnostic(.error, diagnostic.message, at: at, notes: notes))
  }
}
