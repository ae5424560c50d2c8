/// Renders diagnostics the way swiftc does: a headline, the source line, and a caret under the column.
public struct DiagnosticRenderer {
  public var sources: SourceRegistry

  public init(sources: SourceRegistry) { self.sources = sources }

  public func render(_ diagnostic: Diagnostic) -> String {
    var out = [diagnostic.headline]
    if let excerpt = excerpt(at: diagnostic.location) { out.append(excerpt) }
    for note in diagnostic.notes { out.append(render(note)) }
    return out.joined(separator: "\n")
  }

  public func render(_ diagnostics: [Diagnostic]) -> String {
    diagnostics.map(render).joined(separator: "\n")
  }

  private func excerpt(at location: SourceLocation?) -> String? {
    guard let location, let text = sources.buffer(named: location.file)?.line(location.line) else {
      return nil
    }
    let gutter = String(location.line)
    let pad = String(repeating: " ", count: gutter.count)
    let caretIndent = String(text.prefix(max(0, location.column - 1)).map { $0 == "\t" ? "\t" : " " })
    return "\(gutter) | \(text)\n\(pad) | \(caretIndent)^"
  }
}
