import CEditLine
import Foundation

/// libedit's in-memory history list, mirrored to a file after every entry.
///
/// Saving at once (not only at exit) means a crash or a killed terminal loses nothing. Saving goes through
/// ``HistoryFileWriter``: several shells can save at once without losing each other's commands, and a
/// failed write (full disk, read-only folder) leaves the old file whole. A failure is reported once, as one
/// line, and the shell goes on: history is a convenience and must never stop the REPL.
final class LineHistory {
  private(set) var handle: OpaquePointer?
  let file: URL?
  let capacity: Int32
  /// Receives the message when saving starts failing.
  let report: (String) -> Void
  /// Where saves write before the rename; tests point it at a full device.
  var scratchPath: (URL) -> String = HistoryFileWriter.defaultScratchPath
  /// True after a reported failure, until a save succeeds again (one message, not one per command).
  private var isFailing = false

  init(file: URL?, capacity: Int32 = 1000, report: @escaping (String) -> Void = { _ in }) {
    self.file = file
    self.capacity = capacity
    self.report = report
    handle = history_init()
    guard let handle else { return }
    _ = dp_history_setsize(handle, capacity)
    _ = dp_history_setunique(handle, 1)  // skip consecutive duplicates
    if let file { _ = dp_history_load(handle, file.path) }
  }

  deinit { close() }

  /// Adds a command (unless blank or equal to the newest entry) and saves it to the file.
  func add(_ command: String) {
    guard let handle, !command.allSatisfy(\.isWhitespace) else { return }
    _ = dp_history_enter(handle, command)
    guard let file else { return }
    let writer = HistoryFileWriter(file: file, capacity: capacity, scratchPath: scratchPath(file))
    do {
      try writer.append(command)
      isFailing = false
    } catch {
      if !isFailing {
        report("dynprop-repl: history not saved to \(file.path): \(error); going on without it")
      }
      isFailing = true
    }
  }

  /// The entries, newest first.
  func entries() -> [String] {
    guard let handle else { return [] }
    var result: [String] = []
    var entry = dp_history_first(handle)
    while let text = entry {
      result.append(String(cString: text))
      entry = dp_history_next(handle)
    }
    return result
  }

  func close() {
    if let handle { history_end(handle) }
    handle = nil
  }
}
