import Foundation

/// Writes an export to its file piece by piece, so no export is ever built as one string in memory.
///
/// Text is gathered in a buffer of about 64 KB and written when it fills; `finish` writes the rest and
/// closes the file. The file is created (or emptied) when the writer is made.
public final class ExportWriter {
  private let handle: FileHandle
  private var buffer = Data()
  private static let chunk = 1 << 16

  public init(_ file: URL) throws {
    guard FileManager.default.createFile(atPath: file.path, contents: nil) else {
      throw CocoaError(.fileWriteUnknown)
    }
    handle = try FileHandle(forWritingTo: file)
    buffer.reserveCapacity(Self.chunk)
  }

  public func write(_ text: String) throws {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= Self.chunk { try flush() }
  }

  public func finish() throws {
    try flush()
    try handle.close()
  }

  private func flush() throws {
    guard !buffer.isEmpty else { return }
    try handle.write(contentsOf: buffer)
    buffer.removeAll(keepingCapacity: true)
  }
}
