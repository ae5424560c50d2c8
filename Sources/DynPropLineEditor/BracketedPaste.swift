/// The terminal's bracketed-paste mode (xterm, tmux, most terminals): while it is on, pasted text
/// arrives between `ESC [200~` and `ESC [201~`, so the editor can tell it from typed keys.
///
/// It is switched on only while a command is being read, so a program killed mid-command never leaves
/// the terminal in it, and command output is never wrapped in markers.
enum BracketedPaste {
  static let enable = "\u{1B}[?2004h"
  static let disable = "\u{1B}[?2004l"
  /// The key sequences as libedit's `bind` spells them.
  static let begin = "\\e[200~"
  static let end = "\\e[201~"
}
