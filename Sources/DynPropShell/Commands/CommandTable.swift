/// The shell's commands, looked up by exact name, alias or unambiguous prefix.
///
/// One table drives lookup, `help`, and tab completion, so they can never disagree. An exact name or
/// alias always wins over a prefix (`run` is not ambiguous with `run…`); an unknown name gets a
/// "did you mean" suggestion.
public struct CommandTable: Sendable {
  public let commands: [any ShellCommand]

  public init(_ commands: [any ShellCommand]) { self.commands = commands }

  /// Every command of CONTRACT §2, in the order `help` lists them.
  public static var standard: CommandTable {
    CommandTable([
      LoadCommand(), ReloadCommand(), ExamplesCommand(), OpenCommand(), ExplainCommand(), MountCommand(),
      TickCommand(),
      RunCommand(), StepCommand(),
      TapCommand(), TypeCommand(), SubmitCommand(), ToggleCommand(), PickCommand(), SlideCommand(),
      DismissCommand(),
      DeleteCommand(), ScrollCommand(),
      SetCommand(), EvalCommand(), NetShellCommand(), StoreCommand(),
      TreeCommand(),
      PropsCommand(), WhyCommand(), DiagnoseCommand(), GraphCommand(), HistoryCommand(), ShowCommand(),
      DiffCommand(), WatchCommand(), UnwatchCommand(), BreakCommand(), BackCommand(), GotoCommand(),
      ForwardCommand(),
      ExportCommand(), RecordCommand(), ExpectCommand(), ResetCommand(), HelpCommand(), QuitCommand(),
    ])
  }

  /// Names and aliases, for completion.
  public var names: [String] { commands.flatMap { [$0.name] + $0.aliases } }

  /// The command with this exact name or alias.
  public func command(named name: String) -> (any ShellCommand)? {
    commands.first { $0.name == name || $0.aliases.contains(name) }
  }

  /// Exact name or alias first, then a unique prefix; otherwise a scenario error that helps.
  public func resolve(_ name: String) throws -> any ShellCommand {
    if let exact = command(named: name) { return exact }
    let matches = commands.filter { command in
      ([command.name] + command.aliases).contains { !name.isEmpty && $0.hasPrefix(name) }
    }
    if matches.count == 1 { return matches[0] }
    if matches.count > 1 {
      let list = matches.map { "'\($0.name)'" }.joined(separator: ", ")
      throw ShellError.scenario("ambiguous command '\(name)': could be \(list)")
    }
    let hint = Suggestion.closest(to: name, in: names).map { "; did you mean '\($0)'?" } ?? ""
    throw ShellError.scenario("unknown command '\(name)'\(hint) (type 'help' for the list)")
  }
}
