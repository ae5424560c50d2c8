/// What `#sourceLocation(file:line:)` directives make of a file's lines: the file name and line number
/// `#file` and `#line` give from each physical line on (The Swift Programming Language, "Statements",
/// Line Control Statement). Empty for a file without directives.
public struct PresumedLines: Sendable, Equatable {
  /// From `line` on (physical, 1-based), the presumed file is `file` (nil: the file's own, after a
  /// `#sourceLocation()` reset) and the presumed line is the physical one plus `delta`.
  public struct Entry: Sendable, Equatable {
    public var line: Int
    public var file: String?
    public var delta: Int
  }

  public var entries: [Entry] = []
  /// The path the file was given by (`swiftc dir/a.swift` makes `#file` "dir/a.swift"); nil: its name.
  public var path: String?

  public init(entries: [Entry] = []) { self.entries = entries }

  public var isEmpty: Bool { entries.isEmpty && path == nil }

  /// The presumed file and line of physical `line` in a file named `file`.
  public func presumed(file: String, line: Int) -> (file: String, line: Int) {
    guard let entry = entries.last(where: { $0.line <= line }) else { return (path ?? file, line) }
    return (entry.file ?? path ?? file, line + entry.delta)
  }
}
