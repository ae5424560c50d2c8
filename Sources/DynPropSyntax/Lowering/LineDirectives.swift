import SwiftSyntax

/// Reads a file's `#sourceLocation` directives into `PresumedLines`, taking swift-syntax's own reading
/// of them (the presumed locations `SourceLocationConverter` computes).
final class LineDirectives: SyntaxVisitor {
  private let converter: SourceLocationConverter
  private var entries: [PresumedLines.Entry] = []

  static func read(_ tree: SourceFileSyntax, converter: SourceLocationConverter) -> PresumedLines {
    let visitor = LineDirectives(converter: converter)
    visitor.walk(tree)
    return PresumedLines(entries: visitor.entries)
  }

  private init(converter: SourceLocationConverter) {
    self.converter = converter
    super.init(viewMode: .sourceAccurate)
  }

  /// A directive takes effect on the line after it.
  override func visit(_ node: PoundSourceLocationSyntax) -> SyntaxVisitorContinueKind {
    let next = converter.location(for: node.endPositionBeforeTrailingTrivia).line + 1
    let start = converter.position(ofLine: next, column: 1)
    let presumed = converter.location(for: start)
    if presumed.line == next {
      let file = node.arguments == nil ? nil : presumed.presumedFile
      entries.append(.init(line: next, file: file, delta: presumed.presumedLine - next))
    }
    return .skipChildren
  }
}
