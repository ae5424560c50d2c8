/// The text of one loaded file, kept so diagnostics can quote the offending line.
public final class SourceBuffer: Sendable {
  public let name: String
  public let text: String
  private let lines: [Substring]

  public init(name: String, text: String) {
    self.name = name
    self.text = text
    self.lines = text.split(separator: "\n", omittingEmptySubsequences: false)
  }

  /// The text of a 1-based line, without its terminator; nil when out of range.
  public func line(_ number: Int) -> String? {
    guard number >= 1, number <= lines.count else { return nil }
    var line = String(lines[number - 1])
    if line.hasSuffix("\r") { line.removeLast() }
    return line
  }
}

/// All buffers the session has seen, looked up by file name when a diagnostic is rendered.
public final class SourceRegistry: @unchecked Sendable {
  private var buffers: [String: SourceBuffer] = [:]

  public init() {}

  public func add(_ buffer: SourceBuffer) { buffers[buffer.name] = buffer }

  public func buffer(named name: String) -> SourceBuffer? { buffers[name] }
}
