import SwiftSyntax

/// Works around a trap in swift-syntax 603's diagnostics generator, found by fuzzing (issue 10).
///
/// For `i \u{12}= 1` the lexer flags the `=` ("'=' must have consistent whitespace on both sides": the
/// character touching it on the left is the invalid U+0012, not a blank), but the generator's Fix-It looks
/// for blanks anywhere in the trivia on both sides, finds them, proposes no change, and traps ("A Fix-It
/// must have at least one change"), ending the whole tool. Such an `=` has blanks on both sides, so its
/// flag is dropped (the token is rebuilt without it) before the generator runs; the invalid character
/// itself is still reported by the lexer's own diagnostic. Positions do not change.
enum InvalidCharacters {
  /// The tree without the misleading flags (the same tree if there is none).
  static func repaired(_ tree: SourceFileSyntax) -> SourceFileSyntax {
    // The flag is a lexer error, so a tree without errors (the common case) is not walked token by token.
    guard tree.hasError, tree.tokens(viewMode: .all).contains(where: hasMisleadingFlag) else { return tree }
    return Repair(viewMode: .all).rewrite(tree).cast(SourceFileSyntax.self)
  }

  static func hasMisleadingFlag(_ token: TokenSyntax) -> Bool {
    guard token.tokenDiagnostic?.kind == .equalMustHaveConsistentWhitespaceOnBothSides else { return false }
    let before = token.previousToken(viewMode: .all)?.trailingTrivia.contains(where: \.isSpaceOrTab) ?? false
    return before && token.trailingTrivia.contains(where: \.isSpaceOrTab)
  }

  private final class Repair: SyntaxRewriter {
    override func visit(_ token: TokenSyntax) -> TokenSyntax {
      guard InvalidCharacters.hasMisleadingFlag(token) else { return token }
      return TokenSyntax(
        token.tokenKind, leadingTrivia: token.leadingTrivia, trailingTrivia: token.trailingTrivia,
        presence: token.presence)
    }
  }
}
