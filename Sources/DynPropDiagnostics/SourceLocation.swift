/// A 1-based position in a named source buffer.
///
/// Locations are plain values (file name, line, column) so that events, crashes and diagnostics can carry
/// them without holding the source text; `SourceBuffer` turns them back into excerpts when rendering.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var column: Int

  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line:col`, the form CONTRACT §4 uses for `source` fields.
  public var description: String { "\(file):\(line):\(column)" }

  public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
    (a.file, a.line, a.column) < (b.file, b.line, b.column)
  }
}

/// A half-open span between two locations in the same file.
public struct SourceRange: Hashable, Sendable {
  public var start: SourceLocation
  public var end: SourceLocation

  public init(start: SourceLocation, end: SourceLocation) {
    self.start = start
    self.end = end
  }

  public init(_ location: SourceLocation) {
    self.init(start: location, end: location)
  }
}
