import SwiftSyntax

/// Characters the lexer could not place in any token (control characters such as U+0012, stray bytes)
/// end up as `unexpectedText` trivia.
///
/// swift-syntax 603's diagnostics generator traps on some of them ("A Fix-It must have at least one
/// change" for `a \u{12}= b`, found by fuzzing, issue 10), which would end the whole tool. So a tree with
/// any is reported here, one error per run of such characters, and the generator never sees it; the
/// message is the one swift-syntax gives for the same character elsewhere.
enum InvalidCharacters {
  static let message = "invalid character in source file"

  /// Where each piece of unexpected text starts, in source order.
  static func positions(in tree: some SyntaxProtocol) -> [AbsolutePosition] {
    var found: [AbsolutePosition] = []
    for token in tree.tokens(viewMode: .sourceAccurate) {
      collect(token.leadingTrivia, from: token.position, into: &found)
      collect(token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia, into: &found)
    }
    return found
  }

  private static func collect(
    _ trivia: Trivia, from start: AbsolutePosition, into found: inout [AbsolutePosition]
  ) {
    var position = start
    for piece in trivia {
      if case .unexpectedText = piece { found.append(position) }
      position += piece.sourceLength
    }
  }
}
