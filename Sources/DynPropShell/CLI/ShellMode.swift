import ArgumentParser
import DynPropLineEditor
import Foundation

/// `dynprop-repl [FILE.swift ...] [--root EXPR]`: the interactive shell, or piped commands.
///
/// On a terminal (stdin and stdout) it runs the line editor with a banner; otherwise it reads commands
/// line by line from stdin with the same output and exit codes as `run`, and without the default
/// example (CONTRACT §1).
struct ShellMode: ParsableCommand {
  /// Built once: ArgumentParser reads a command's configuration many times per parse.
  static let configuration: CommandConfiguration = {
    CommandConfiguration(
      commandName: "shell",
      abstract: "Interactive shell (the default): load FILEs, or the built-in example when none is given.",
      usage: "dynprop-repl [FILE.swift ...] [--root EXPR] [--json] [--color auto|always|never] [--seed N]",
      discussion: """
        When stdin or stdout is not a terminal, commands are read line by line from stdin: no prompt, \
        no escape codes, the same output and exit codes as 'run'.

        \(ManualText.shellCommands)
        """)
  }()

  @Argument(help: "Component scripts (.swift) to load.")
  var files: [String] = []

  @Option(help: "Mount EXPR instead of the @main app.")
  var root: String?

  @OptionGroup var options: GlobalOptions

  mutating func run() throws {
    let interactive = Terminal.isInteractive
    let style = options.style(outputIsTerminal: interactive)
    let transcript = Transcript(
      output: StandardOutput(), format: options.format, style: style, echoesCommands: !interactive,
      wrapWidth: interactive ? { Terminal.columns() } : nil)
    let session = Session(
      engine: EngineSource.factory(options.budgets)(options.seed), transcript: transcript,
      baseDirectory: ProcessFacts.workingDirectory,
      isInterrupted: interactive ? { Interrupt.take() } : { false })
    session.budgets = options.budgets
    let status: ExitStatus
    if interactive {
      status = InteractiveShell(session: session).run(startup: startup(defaultExample: true))
    } else {
      status = PipedShell(session: session).run(startup: startup(defaultExample: false))
    }
    throw ExitCode(status.rawValue)
  }

  /// The command line's files and `--root` as commands; a root is looked for when only FILEs are given.
  func startup(defaultExample: Bool) -> Startup {
    Startup(
      commands: startupCommands(defaultExample: defaultExample), looksForRoot: !files.isEmpty && root == nil)
  }

  /// `load FILE ...` and `mount EXPR` for the command line's files and `--root`.
  func startupCommands(defaultExample: Bool) -> [String] {
    var commands: [String] = []
    if !files.isEmpty {
      commands.append("load " + files.map(ArgumentSplitter.quoteIfNeeded).joined(separator: " "))
    } else if defaultExample, DefaultExampleLookup.url() != nil {
      commands.append("open \(DefaultExampleLookup.story) 1")
    }
    if let root { commands.append("mount \(root)") }
    return commands
  }
}

/// Commands from a pipe or file on stdin: plain lines, numbered for errors and expectations.
struct PipedShell {
  let session: Session

  func run(startup: Startup) -> ExitStatus {
    guard startup.run(in: session) else {
      session.finish()
      return session.exitStatus
    }
    var number = 0
    let reader = PlainCommandReader(tracker: CommandTracker())
    while case .command(let text) = reader.read() {
      number += 1
      if !session.execute(text, at: CommandSite(file: CommandSite.input, line: number)) { break }
    }
    session.finish()
    return session.exitStatus
  }
}
