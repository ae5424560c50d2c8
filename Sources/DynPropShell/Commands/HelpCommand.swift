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
    let width = min(30, table.commands.map(\.usage.count).max() ?? 0)
    var lines = ["Commands (a unique prefix works too, e.g. 'ti' for tick):"]
    for command in table.commands {
      let usage = command.usage
      let padding = String(repeating: " ", count: max(1, width - usage.count + 2))
      lines.append("  \(usage)\(padding)\(command.summary)")
    }
    lines.append("Type 'help CMD' for details. Scenario files (.dps) take the same commands, one per line.")
    return lines.joined(separator: "\n")
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
