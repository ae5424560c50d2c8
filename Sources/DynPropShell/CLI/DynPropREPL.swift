import ArgumentParser
import DynPropHost

/// The `dynprop-repl` command line: the interactive shell (default), `run`, `test` (CONTRACT §1) and
/// `exec` (a plain Swift program's output, for comparing with `swiftc`).
///
/// The executable only calls `DynPropREPL.main()`; everything else lives in this library so it can be
/// tested. Usage errors exit 64, as swift-argument-parser does by default.
public struct DynPropREPL: ParsableCommand {
  public static let version = "0.1.0"

  /// Built once: ArgumentParser reads a command's configuration many times per parse.
  public static let configuration: CommandConfiguration = {
    CommandConfiguration(
      commandName: "dynprop-repl",
      abstract: "A REPL that simulates SwiftUI's render loop over component scripts.",
      usage: """
        dynprop-repl [FILE.swift ...] [--root EXPR] [--json] [--color auto|always|never] [--seed N]
        dynprop-repl run SCENARIO.dps [--json] [--color ...] [--seed N]
        dynprop-repl test PATH ... [--junit FILE [--junit-times]] [--update] [--json] [--color ...] [--seed N]
        dynprop-repl exec FILE.swift ... [--seed N]
        """,
      discussion: """
        Load SwiftUI component scripts, tick the simulated host, and watch which bodies run, which \
        DynamicProperty.update() calls happen, and which runtime warnings and pitfalls appear. With no \
        FILE the shell opens the built-in example; type 'help' at the prompt for its commands.

        Budgets (every mode): --max-steps N (interpreter steps per evaluation, default 100000000), \
        --max-depth N (call depth, 10000), --max-views N (views in the tree, 1000000), \
        --max-run-ticks N (ticks per 'run', 100). Exhausting one is a crash naming file:line:col.

        \(ManualText.exitCodes)
        """,
      version: version,
      subcommands: [ShellMode.self, RunMode.self, TestMode.self, ExecMode.self],
      defaultSubcommand: ShellMode.self)
  }()

  public init() {}

  /// `dynprop-repl run|test|exec …`: the mode's own arguments parsed by that mode alone, so that
  /// ArgumentParser reflects over one mode's options instead of the whole command tree (a third of a
  /// `run`'s start). Whatever the mode does not accept as written (help, version, completion scripts, a
  /// usage error) goes through the full parse, which prints Swift's usual messages with the full names.
  public static func mainDispatchingModes() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    guard let name = arguments.first, let mode = directModes[name],
      !arguments.dropFirst().contains(where: asksArgumentParserItself)
    else { return main() }
    guard let parsed = try? mode.parseAsRoot(Array(arguments.dropFirst())), type(of: parsed) == mode else {
      return main()
    }
    var command = parsed
    do {
      try command.run()
    } catch {
      exit(withError: error)
    }
  }

  private static let directModes: [String: ParsableCommand.Type] = [
    "run": RunMode.self, "test": TestMode.self, "exec": ExecMode.self,
  ]

  /// Flags ArgumentParser answers itself, whose output names the command path.
  private static func asksArgumentParserItself(_ argument: String) -> Bool {
    ["-h", "--help", "-help", "--version", "help"].contains(argument)
      || argument.hasPrefix("--generate-completion") || argument.hasPrefix("--experimental")
  }
}
