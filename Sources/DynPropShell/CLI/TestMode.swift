import ArgumentParser
import Foundation

/// `dynprop-repl test PATH ... [--junit FILE] [--update]`: runs scenario files as tests.
struct TestMode: ParsableCommand {
  /// Built once: ArgumentParser reads a command's configuration many times per parse.
  static let configuration: CommandConfiguration = {
    CommandConfiguration(
      commandName: "test",
      abstract: "Run scenario files as tests.",
      usage:
        "dynprop-repl test PATH ... [--junit FILE [--junit-times]] [--update] [--json] [--color ...] [--seed N]",
      discussion: """
        A folder means every *.dps below it, recursively, in sorted path order. A file passes when \
        'run' would exit 0 and, if FILE.out exists beside FILE.dps, its transcript equals FILE.out \
        (a mismatch is shown as a unified diff). A crash of the app that no 'expect crash' claims \
        fails the file. Ends with 'N passed, N failed'; exits 0 only when none failed.
        """)
  }()

  @Argument(help: "Scenario files or folders.")
  var paths: [String]

  @Option(help: "Also write a JUnit XML report to this file.")
  var junit: String?

  @Flag(
    help: ArgumentHelp(
      "Rewrite the golden transcripts (FILE.out) the scenarios keep; create FILE.out for each scenario "
        + "file named on the command line."))
  var update = false

  @Flag(
    help: ArgumentHelp(
      "Write each scenario's real run time into the JUnit report instead of 0 (the report then differs "
        + "from run to run)."))
  var junitTimes = false

  @OptionGroup var options: GlobalOptions

  mutating func validate() throws {
    if paths.isEmpty { throw ValidationError("give at least one scenario file or folder") }
  }

  mutating func run() throws {
    let directory = ProcessFacts.workingDirectory
    let files: [TestFile]
    do {
      files = try TestDiscovery.files(for: paths, in: directory)
    } catch TestRunError.usage(let message) {
      throw ValidationError(message)
    }
    let runner = ScenarioRunner(
      seed: options.seed, budgets: options.budgets, makeEngine: EngineSource.factory(options.budgets))
    let results = TestRunner(runner: runner, update: update).run(files)
    let report = TestReport(style: options.style(outputIsTerminal: ProcessFacts.stdoutIsTerminal))
    let lines = options.json ? report.json(results) : report.human(results)
    StandardOutput().write(lines.map { $0 + "\n" }.joined())
    if let junit { try writeJUnit(results, to: junit, in: directory) }
    throw ExitCode(TestSummary(results).failed == 0 ? 0 : ExitStatus.expectationFailed.rawValue)
  }

  private func writeJUnit(_ results: [TestCaseResult], to path: String, in directory: URL) throws {
    let url = URL(fileURLWithPath: path, relativeTo: directory)
    do {
      try Data(JUnitReport.xml(results, realTimes: junitTimes).utf8).write(to: url)
    } catch {
      FileHandle.standardError.write(Data("dynprop-repl: cannot write '\(path)'\n".utf8))
      throw ExitCode(ExitStatus.ioError.rawValue)
    }
  }
}
