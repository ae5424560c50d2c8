import Foundation

/// Reads commands from a pipe or file, line by line, with no prompt and no escape codes.
///
/// Used when stdin or stdout is not a terminal, so scripted sessions (`printf ... | dynprop-repl`)
/// produce clean output. Lines are joined with "\n" while the tracker says the command goes on.
/// If the input ends inside an unfinished command, that partial text is still returned as a command
/// (so the caller can report it), and the next `read()` returns `.eof`.
public final class PlainCommandReader: CommandReader {
  private let input: FileHandle
  private var lines: LineSplitter
  private var assembler: CommandAssembler

  public init(input: FileHandle = .standardInput, tracker: CompletenessTracker) {
    self.input = input
    self.lines = LineSplitter(fileDescriptor: input.fileDescriptor)
    self.assembler = CommandAssembler(tracker: tracker)
  }

  public convenience init(input: FileHandle = .standardInput, isComplete: @escaping CompletenessCheck) {
    self.init(input: input, tracker: WholeTextTracker(isComplete))
  }

  public func read() -> ReadResult {
    while let line = lines.next() {
      if let command = assembler.add(line) { return .command(command) }
    }
    guard !assembler.isEmpty else { return .eof }
    defer { assembler.reset() }
    return .command(assembler.text)
  }

  public func remember(_ command: String) {}
}

/// Splits the bytes of a file descriptor into lines (without "\n" or a trailing "\r"), reading in chunks.
struct LineSplitter {
  let fileDescriptor: Int32
  private var buffer: [UInt8] = []
  /// Bytes already searched for a newline, so a long line is scanned once, not once per chunk.
  private var scanned = 0
  private var finished = false

  init(fileDescriptor: Int32) { self.fileDescriptor = fileDescriptor }

  /// The next line, or nil at the end of the input. A last line without "\n" still counts.
  mutating func next() -> String? {
    while true {
      if let newline = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) {
        defer {
          buffer.removeSubrange(...newline)
          scanned = 0
        }
        return Self.decode(buffer[..<newline])
      }
      scanned = buffer.count
      if finished || !fill() {
        finished = true
        guard !buffer.isEmpty else { return nil }
        defer {
          buffer.removeAll()
          scanned = 0
        }
        return Self.decode(buffer[...])
      }
    }
  }

  /// Reads one chunk; false at end of input or on an error other than EINTR.
  private mutating func fill() -> Bool {
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        buffer.append(contentsOf: chunk[..<count])
        return true
      }
      if count < 0 && errno == EINTR { continue }
      return false
    }
  }

  private static func decode(_ bytes: ArraySlice<UInt8>) -> String {
    let line = bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes
    return String(decoding: line, as: UTF8.self)
  }
}
