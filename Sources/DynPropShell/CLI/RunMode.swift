import ArgumentParser
import Foundation

/// `dynprop-repl run SCENARIO.dps`: replays a scenario non-interactively, transcript on stdout.
struct RunMode: ParsableCommand {
  /// Built once: ArgumentParser reads a command's configuration many times per parse.
  static let configuration: CommandConfiguration = {
    CommandConfiguration(
      commandName: "run",
      abstract: "Replay a scenario file (.dps) and print its transcript.",
      usage: "dynprop-repl run SCENARIO.dps [--json] [--color auto|always|never] [--seed N]",
      discussion: """
        Runs every line, even after an error, then exits 1 if an expect failed, else 74 if a file \
        could not be read or written, else 65 if a script or scenario error was not claimed by a later \
        'expect error', else 0. An unreadable scenario exits 74 before anything runs.

        \(ManualText.scenarioFormat)
        """)
  }()

  @Argument(help: "The scenario file to replay.")
  var scenario: String

  @OptionGroup var options: GlobalOptions

  mutating func run() throws {
    let transcript = Transcript(
      output: StandardOutput(), format: options.format,
      style: options.style(outputIsTerminal: ProcessFacts.stdoutIsTerminal), echoesCommands: true)
    let runner = ScenarioRunner(
      seed: options.seed, budgets: options.budgets, makeEngine: EngineSource.factory(options.budgets))
    let file = URL(fileURLWithPath: scenario, relativeTo: ProcessFacts.workingDirectory).standardizedFileURL
    let result = runner.run(file: file, displayName: file.lastPathComponent, transcript: transcript)
    throw ExitCode(result.status.rawValue)
  }
}

/// Where the modes get their engines; one place so tests and the real host agree.
enum EngineSource {
  static func factory(_ budgets: Budgets) -> EngineFactory {
    { seed in makeEngine(seed: seed, budgets: budgets) }
  }
}
