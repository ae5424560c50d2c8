/// The text of one loaded file, kept so diagnostics can quote the offending line.
public final class SourceBuffer: Sendable {
  public let name: String
  public let text: String
  /// The UTF-8 offset where each line starts. Found by a byte scan: splitting the String by Character
  /// walks grapheme clusters (a tenth of a 5,000-line file's load) and never splits at "\r\n", which is
  /// one Character.
  private let lineStarts: [Int]

  public init(name: String, text: String) {
    self.name = name
    self.text = text
    var starts = [0]
    var offset = 0
    for byte in text.utf8 {
      offset += 1
      if byte == UInt8(ascii: "\n") { starts.append(offset) }
    }
    self.lineStarts = starts
  }

  /// The text of a 1-based line, without its terminator ("\n" or "\r\n"); nil when out of range.
  public func line(_ number: Int) -> String? {
    guard number >= 1, number <= lineStarts.count else { return nil }
    let utf8 = text.utf8
    let start = lineStarts[number - 1]
    var end = number < lineStarts.count ? lineStarts[number] - 1 : utf8.count
    if end > start, utf8[utf8.index(utf8.startIndex, offsetBy: end - 1)] == UInt8(ascii: "\r") { end -= 1 }
    let from = utf8.index(utf8.startIndex, offsetBy: start)
    let to = utf8.index(utf8.startIndex, offsetBy: end)
    return String(utf8[from..<to]) ?? String(decoding: Array(utf8[from..<to]), as: UTF8.self)
  }
}

/// All buffers the session has seen, looked up by file name when a diagnostic is rendered.
public final class SourceRegistry: @unchecked Sendable {
  private var buffers: [String: SourceBuffer] = [:]

  public init() {}

  public func add(_ buffer: SourceBuffer) { buffers[buffer.name] = buffer }

  public func buffer(named name: String) -> SourceBuffer? { buffers[name] }
}
