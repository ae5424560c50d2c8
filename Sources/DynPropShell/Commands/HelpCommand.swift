/// `help [CMD]`: the command overview or one command's details, generated from the command table.
struct HelpCommand: ShellCommand {
  let name = "help"
  let aliases = ["?"]
  let usage = "help [CMD]"
  let summary = "list the commands, or explain one"
  let details = """
    With no argument, lists every command with a one-line summary. 'help CMD' shows the command's
    usage and details; unique prefixes work here too ('help ti').
    """

  func isInspection(_ arguments: CommandArguments) -> Bool { true }

  func run(_ arguments: CommandArguments, in session: Session) throws -> CommandOutput {
    let words = try words(arguments, count: 0...1)
    guard let topic = words.first else { return .text(Self.overview(session.table)) }
    return .text(Self.page(for: try session.table.resolve(topic)))
  }

  /// Every command's usage and summary, aligned.
  static func overview(_ table: CommandTable) -> String {
    var lines = ["Commands (a unique prefix works too, e.g. 'ti' for tick):"]
    lines += commandLines(table).map { "  " + $0 }
    lines.append("Type 'help CMD' for details. Scenario files (.dps) take the same commands, one per line.")
    return lines.joined(separator: "\n")
  }

  /// One line per command, usage and summary aligned: the text of `help` and of the man page.
  static func commandLines(_ table: CommandTable) -> [String] {
    let width = min(30, table.commands.map(\.usage.count).max() ?? 0)
    return table.commands.map { command in
      let padding = String(repeating: " ", count: max(1, width - command.usage.count + 2))
      return "\(command.usage)\(padding)\(command.summary)"
    }
  }

  /// Usage, details and aliases of one command.
  static func page(for command: any ShellCommand) -> String {
    var lines = ["usage: \(command.usage)", "", command.details]
    if !command.aliases.isEmpty {
      lines += ["", "aliases: " + command.aliases.joined(separator: ", ")]
    }
    return lines.joined(separator: "\n")
  }
}
