import DynPropDiagnostics
import SwiftDiagnostics
import SwiftOperators
import SwiftParserDiagnostics
import SwiftSyntax

/// Turns swift-syntax's parser and operator-folding diagnostics into the project's `Diagnostic`s.
///
/// Messages keep swift-syntax's own wording; locations are `file:line:column` from the converter.
struct SyntaxDiagnostics {
  let fileName: String
  let converter: SourceLocationConverter

  /// Every syntax error and warning of the parsed tree, in swift-syntax's order (computed on a tree
  /// repaired by ``InvalidCharacters``: the generator can trap on an invalid character before `=`).
  func parserDiagnostics(for tree: SourceFileSyntax) -> [DynPropDiagnostics.Diagnostic] {
    ParseDiagnosticsGenerator.diagnostics(for: InvalidCharacters.repaired(tree)).map(convert)
  }

  /// An operator-precedence error found while folding (e.g. `a == b == c`).
  func operatorDiagnostic(_ error: OperatorError) -> DynPropDiagnostics.Diagnostic {
    convert(error.asDiagnostic)
  }

  func convert(_ diagnostic: SwiftDiagnostics.Diagnostic) -> DynPropDiagnostics.Diagnostic {
    let notes = diagnostic.notes.map { note in
      DynPropDiagnostics.Diagnostic(.note, note.message, at: location(note.location(converter: converter)))
    }
    if diagnostic.message == Self.attributeSpace {
      return DynPropDiagnostics.Diagnostic(
        .warning, Self.attributeSpaceWarning, at: location(diagnostic.location(converter: converter)))
    }
    return DynPropDiagnostics.Diagnostic(
      severity(diagnostic.diagMessage.severity), diagnostic.message,
      at: location(diagnostic.location(converter: converter)), notes: notes)
  }

  /// swift-syntax rejects `@available (iOS 16, *)`; swiftc in the Swift 5 language mode, which app targets
  /// build with by default, only warns, in these words.
  private static let attributeSpace = "extraneous whitespace before '(' is not permitted"
  private static let attributeSpaceWarning =
    "extraneous whitespace between attribute name and '('; this is an error in the Swift 6 language mode"

  private func location(_ place: SwiftSyntax.SourceLocation) -> ScriptLocation {
    ScriptLocation(file: fileName, line: place.line, column: place.column)
  }

  private func severity(_ severity: DiagnosticSeverity) -> DynPropDiagnostics.Diagnostic.Severity {
    switch severity {
    case .error: return .error
    case .warning: return .warning
    case .note, .remark: return .note
    }
  }
}
