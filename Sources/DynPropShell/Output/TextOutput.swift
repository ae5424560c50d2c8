import Foundation
import Glibc

/// Where rendered text goes: standard output, or a string for tests and for `test` transcripts.
public protocol TextOutput: AnyObject {
  /// Writes the text as is; callers add the line terminators.
  func write(_ text: String)
}

/// Standard output, written through at once so an interactive session sees events as they happen.
public final class StandardOutput: TextOutput {
  private let handle: FileHandle

  public init(_ handle: FileHandle = .standardOutput) { self.handle = handle }

  /// The string's own bytes go to the descriptor: `Data(text.utf8)` and `FileHandle.write` cost 3,000
  /// instructions a line, a mount's events print a line each. A short write is continued; a failed one
  /// (a closed pipe) ends the line, as nothing else can take it.
  public func write(_ text: String) {
    var text = text
    let descriptor = handle.fileDescriptor
    text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count, let base = bytes.baseAddress {
        let written = Glibc.write(descriptor, base + offset, bytes.count - offset)
        if written < 0, errno == EINTR { continue }
        guard written > 0 else { return }
        offset += written
      }
    }
  }
}

/// Collects everything written, for tests and for comparing `test` transcripts with golden files.
public final class StringOutput: TextOutput {
  public private(set) var text = ""

  public init() {}

  public func write(_ text: String) { self.text += text }
}
