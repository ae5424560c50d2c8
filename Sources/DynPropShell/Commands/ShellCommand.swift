/// One command of the shell: its name, how to use it, and what it does to a session.
///
/// Commands return their output instead of printing it, so the same command serves the prompt, `run`,
/// `test` and JSON output, and tests can assert what a command says (as in LLDB's or CPython's `cmd`
/// command objects). `help` is generated from these fields.
public protocol ShellCommand: Sendable {
  var name: String { get }
  var aliases: [String] { get }
  /// The synopsis, e.g. `tick [N]`.
  var usage: String { get }
  /// One line for the `help` overview.
  var summary: String { get }
  /// Several lines for `help NAME`.
  var details: String { get }
  /// Inspection commands change nothing, so `record` leaves them out (also `record`, `help`, `quit`).
  func isInspection(_ arguments: CommandArguments) -> Bool
  func run(_ arguments: CommandArguments, in session: Session) throws -> CommandOutput
}

extension ShellCommand {
  public var aliases: [String] { [] }
  public var details: String { summary }
  public func isInspection(_ arguments: CommandArguments) -> Bool { false }
}

/// What a command hands back to the session: text to show, and whether the session should end.
public struct CommandOutput: Equatable, Sendable {
  public var text: String?
  public var quits: Bool

  public init(text: String? = nil, quits: Bool = false) {
    self.text = text
    self.quits = quits
  }

  public static let none = CommandOutput()
  public static let quit = CommandOutput(quits: true)

  public static func text(_ text: String) -> CommandOutput { CommandOutput(text: text) }
}

extension ShellCommand {
  /// A scenario error for bad arguments, quoting the usage line.
  func usageError(_ problem: String? = nil) -> ShellError {
    let lead = problem.map { "\(name): \($0); " } ?? "\(name): "
    return .scenario("\(lead)usage: \(usage)")
  }

  /// The words of the arguments, checking their number.
  func words(_ arguments: CommandArguments, count range: ClosedRange<Int>) throws -> [String] {
    let words = try arguments.words()
    guard range.contains(words.count) else {
      throw usageError(words.count < range.lowerBound ? "missing arguments" : "too many arguments")
    }
    return words
  }
}
