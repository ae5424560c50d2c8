import CEditLine
import Foundation

/// libedit's in-memory history list, mirrored to a file after every entry.
///
/// Saving at once (not only at exit) means a crash or a killed terminal loses nothing. Any failure to
/// load or save is ignored: history is a convenience and must never stop the REPL.
final class LineHistory {
  private(set) var handle: OpaquePointer?
  let file: URL?

  init(file: URL?, capacity: Int32 = 1000) {
    self.file = file
    handle = history_init()
    guard let handle else { return }
    _ = dp_history_setsize(handle, capacity)
    _ = dp_history_setunique(handle, 1)  // skip consecutive duplicates
    if let file { _ = dp_history_load(handle, file.path) }
  }

  deinit { close() }

  /// Adds a command (unless blank or equal to the newest entry) and saves the file.
  func add(_ command: String) {
    guard let handle, !command.allSatisfy(\.isWhitespace) else { return }
    _ = dp_history_enter(handle, command)
    if let file { _ = dp_history_save(handle, file.path) }
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
