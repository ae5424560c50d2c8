import SwiftParserDiagnostics
import SwiftSyntax

/// Decides whether REPL input is complete or still has a bracket or string literal open at its end.
///
/// The decision comes from the parser's diagnostics: input is incomplete exactly when a diagnostic is
/// about a missing closing token (`}`, `)`, `]`, a closing quote or raw-string `#`) that the parser
/// expected after the last real token of the text. Any other error means the input is complete but wrong,
/// and is reported when it is run.
enum Completeness {
  static func isComplete(_ tree: SourceFileSyntax) -> Bool {
    let tree = InvalidCharacters.repaired(tree)  // the generator can trap on an invalid character before `=`
    let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree)
    guard !diagnostics.isEmpty,
      let lastToken = tree.endOfFileToken.previousToken(viewMode: .sourceAccurate)
    else { return true }
    let end = lastToken.endPositionBeforeTrailingTrivia
    for diagnostic in diagnostics {
      let listed = (diagnostic.diagMessage as? MissingNodesError)?.missingNodes ?? []
      for node in [diagnostic.node] + listed where missesClosingToken(node, after: end) { return false }
    }
    return true
  }

  /// True when `node` holds a missing closing token placed after the last real token.
  private static func missesClosingToken(_ node: Syntax, after end: AbsolutePosition) -> Bool {
    node.tokens(viewMode: .all).contains { token in
      token.presence == .missing && isClosing(token.tokenKind) && token.position >= end
    }
  }

  private static func isClosing(_ kind: TokenKind) -> Bool {
    switch kind {
    case .rightBrace, .rightParen, .rightSquare, .stringQuote, .multilineStringQuote, .singleQuote,
      .rawStringPoundDelimiter:
      return true
    default:
      return false
    }
  }
}
