import DynPropLineEditor
import DynPropSyntax

/// Whether the text typed at the prompt is a whole command, or the prompt should ask for more lines.
///
/// Brackets outside string literals decide for every command (as in `.dps` files, CONTRACT §2); for
/// commands that take Swift (`eval`, `mount`, `set`), the Swift parser also decides, so an unfinished
/// multi-line string or declaration keeps the prompt open.
enum PromptCompleteness {
  static let swiftCommands: Set<String> = ["eval", "mount", "set"]

  static func isComplete(_ text: String) -> Bool {
    guard CommandScanner.isComplete(text) else { return false }
    let (name, arguments) = CommandArguments.command(text)
    guard swiftCommands.contains(name), !arguments.isEmpty else { return true }
    var swift = arguments.raw
    if name == "set", let equals = swift.firstIndex(of: "=") {
      swift = String(swift[swift.index(after: equals)...])
    }
    return ScriptParser.isComplete(swift)
  }
}

/// ``PromptCompleteness`` line by line: brackets are tracked incrementally (``CommandTracker``) and the
/// Swift parser only runs once they are balanced, so a long pasted command is not rescanned per line.
final class PromptTracker: CompletenessTracker {
  private let brackets = CommandTracker()
  private var text = ""
  private var hasLines = false

  func isComplete(adding line: String) -> Bool {
    if hasLines { text += "\n" }
    text += line
    hasLines = true
    guard brackets.isComplete(adding: line) else { return false }
    return PromptCompleteness.isComplete(text)
  }

  func reset() {
    brackets.reset()
    text = ""
    hasLines = false
  }
}
