import Foundation

/// A command as `record` writes it: canonical text, or a `load` whose paths are rewritten.
public enum RecordedCommand: Equatable, Sendable {
  case text(String)
  /// `load` with absolute file URLs, written relative to the scenario's folder.
  case load([URL])

  /// The scenario line(s) for a scenario file in `folder`.
  public func line(relativeTo folder: URL) -> String {
    switch self {
    case .text(let text): return text
    case .load(let files):
      let paths = files.map { RelativePath.from(folder, to: $0) }
      return "load " + paths.map(ArgumentSplitter.quoteIfNeeded).joined(separator: " ")
    }
  }
}

/// `record FILE` / `record stop`: keeps the session's commands and writes them as a scenario.
///
/// Every non-inspection command is kept from the start, so `record` can write what happened before it
/// was typed; after that each new command is appended at once, so the file is complete even if the
/// session ends abruptly (CONTRACT §2).
public struct Recorder: Sendable {
  public private(set) var history: [RecordedCommand] = []
  public private(set) var file: URL?

  public init() {}

  /// Starts recording to `file`: writes the history so far, replacing the file.
  public mutating func start(_ file: URL) throws {
    let folder = file.deletingLastPathComponent()
    let text = history.map { $0.line(relativeTo: folder) + "\n" }.joined()
    // Like `export`, no folder is created: a typo in the path is an error, not a new folder.
    do {
      try Data(text.utf8).write(to: file)
    } catch {
      throw ShellError.io("record: cannot write '\(file.path)'")
    }
    self.file = file
  }

  public mutating func stop() -> URL? {
    defer { file = nil }
    return file
  }

  /// Keeps a command; appends it to the file while recording (an I/O error stops recording).
  public mutating func add(_ command: RecordedCommand) throws {
    history.append(command)
    guard let file else { return }
    let line = command.line(relativeTo: file.deletingLastPathComponent()) + "\n"
    guard let handle = try? FileHandle(forWritingTo: file) else {
      self.file = nil
      throw ShellError.io("record: cannot append to '\(file.path)'; recording stopped")
    }
    defer { try? handle.close() }
    handle.seekToEndOfFile()
    handle.write(Data(line.utf8))
  }
}

/// Relative paths between absolute file locations.
public enum RelativePath {
  /// The path of `file` as seen from `folder` (`../lib/a.swift`), or the absolute path when they
  /// share nothing but the root.
  public static func from(_ folder: URL, to file: URL) -> String {
    let base = folder.standardizedFileURL.resolvingSymlinksInPath().pathComponents
    let target = file.standardizedFileURL.resolvingSymlinksInPath().pathComponents
    var common = 0
    while common < base.count, common < target.count, base[common] == target[common] { common += 1 }
    if common <= 1 { return file.standardizedFileURL.path }
    let ups = Array(repeating: "..", count: base.count - common)
    return (ups + target[common...]).joined(separator: "/")
  }
}
