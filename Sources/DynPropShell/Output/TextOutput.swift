import Foundation

/// Where rendered text goes: standard output, or a string for tests and for `test` transcripts.
public protocol TextOutput: AnyObject {
  /// Writes the text as is; callers add the line terminators.
  func write(_ text: String)
}

/// Standard output, written through at once so an interactive session sees events as they happen.
public final class StandardOutput: TextOutput {
  private let handle: FileHandle

  public init(_ handle: FileHandle = .standardOutput) { self.handle = handle }

  public func write(_ text: String) {
    handle.write(Data(text.utf8))
  }
}

/// Collects everything written, for tests and for comparing `test` transcripts with golden files.
public final class StringOutput: TextOutput {
  public private(set) var text = ""

  public init() {}

  public func write(_ text: String) { self.text += text }
}
