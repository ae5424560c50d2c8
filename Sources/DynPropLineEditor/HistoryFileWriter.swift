import CEditLine
import Foundation

/// Appends one command to the history file so that concurrent shells and failing disks never lose it.
///
/// - Concurrent shells: under an exclusive lock (`flock` on `FILE.lock`), the file is read again and the
///   command appended to what is there now, so two shells saving at once keep each other's commands (each
///   shell's own up-arrow list stays its own until it restarts, as in bash).
/// - Failing disks: the merged list is written to a scratch file beside the file, flushed, synced and then
///   renamed over it. A write that fails (no space, read-only folder) throws and leaves the file whole:
///   it is never truncated first.
struct HistoryFileWriter {
  let file: URL
  let capacity: Int32
  let scratchPath: String

  static func defaultScratchPath(_ file: URL) -> String { file.path + ".tmp-\(getpid())" }

  func append(_ command: String) throws {
    let lock = try FileLock(path: file.path + ".lock")
    defer { lock.release() }
    guard let merged = history_init() else { throw HistoryFileError("libedit could not allocate a history") }
    defer { history_end(merged) }
    _ = dp_history_setsize(merged, capacity)
    _ = dp_history_setunique(merged, 1)
    _ = dp_history_load(merged, file.path)  // a missing file is an empty history
    _ = dp_history_enter(merged, command)
    try write(merged, to: scratchPath)
    guard rename(scratchPath, file.path) == 0 else {
      let error = HistoryFileError.system("cannot replace the file")
      unlink(scratchPath)
      throw error
    }
  }

  /// Writes the whole list; any failure (open, write, flush, sync, close) throws and removes the scratch.
  private func write(_ history: OpaquePointer, to path: String) throws {
    guard let stream = fopen(path, "w") else { throw HistoryFileError.system("cannot create '\(path)'") }
    var failure: HistoryFileError?
    if dp_history_save_fp(history, stream) < 0 || fflush(stream) != 0 {
      failure = .system("cannot write")
    } else if fsync(fileno(stream)) != 0 && errno != EINVAL {
      failure = .system("cannot sync")
    }
    if fclose(stream) != 0 && failure == nil { failure = .system("cannot write") }
    if let failure {
      unlink(path)
      throw failure
    }
  }
}

/// An exclusive `flock` on a lock file beside the history, held while one save runs.
struct FileLock {
  let descriptor: Int32

  init(path: String) throws {
    descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw HistoryFileError.system("cannot open the lock '\(path)'") }
    while flock(descriptor, LOCK_EX) != 0 {
      if errno == EINTR { continue }
      let error = HistoryFileError.system("cannot lock '\(path)'")
      close(descriptor)
      throw error
    }
  }

  func release() {
    _ = flock(descriptor, LOCK_UN)
    close(descriptor)
  }
}

/// Why a save failed, as one line for the user.
struct HistoryFileError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) { self.description = description }

  /// The message with `errno`'s text (call right after the failing call).
  static func system(_ what: String) -> HistoryFileError {
    HistoryFileError("\(what) (\(String(cString: strerror(errno))))")
  }
}
