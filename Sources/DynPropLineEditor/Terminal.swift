import Foundation

/// Facts about the process's terminal and where per-user state lives.
///
/// The shell asks `isInteractive` to choose between ``EditLineCommandReader`` and
/// ``PlainCommandReader``, and `defaultHistoryFile()` for the persistent history location.
public enum Terminal {
  /// true when stdin and stdout are both terminals (isatty)
  public static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

  /// The width of the terminal on standard output in columns, nil when it is not a terminal (or says 0).
  public static func columns() -> Int? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }

  /// Default history path: $XDG_STATE_HOME/dynprop-repl/history, fallback ~/.local/state/dynprop-repl/history;
  /// creates the folder. nil when no location is known or the folder cannot be created.
  public static func defaultHistoryFile() -> URL? {
    preparedHistoryFile(environment: ProcessInfo.processInfo.environment)
  }

  /// `historyFile(environment:)`, with its folder created; nil if that fails.
  public static func preparedHistoryFile(environment: [String: String]) -> URL? {
    guard let file = historyFile(environment: environment) else { return nil }
    let folder = file.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      return nil
    }
    return file
  }

  /// Where history lives for this environment, without touching the disk. XDG_STATE_HOME counts only
  /// when it is an absolute path (as the XDG spec says); otherwise HOME/.local/state is used.
  public static func historyFile(environment: [String: String]) -> URL? {
    let base: URL
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      base = URL(fileURLWithPath: state, isDirectory: true)
    } else if let home = environment["HOME"], !home.isEmpty {
      base = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".local/state")
    } else {
      return nil
    }
    return base.appendingPathComponent("dynprop-repl/history", isDirectory: false)
  }
}
