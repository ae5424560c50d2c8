import DynPropShell
import Foundation

/// Runs one input through the whole tool in-process: parse, check and load the script, then the scenario
/// commands (mount, ticks, taps, time travel, expectations, …) in a fresh session.
///
/// Tiny budgets keep every input cheap and finite: the fuzzer looks for crashes of the tool and hangs,
/// and a script that runs away must end in a budget crash event, whatever the input.
final class FuzzHarness {
  /// Budgets far below CONTRACT §8's, so a runaway script costs milliseconds.
  static let budgets: Budgets = {
    var budgets = Budgets()
    budgets.steps = 20_000
    budgets.callDepth = 200
    budgets.views = 500
    budgets.runTicks = 20
    return budgets
  }()
  /// Commands run per input; the rest are ignored.
  static let maxCommands = 64
  /// Between-tick and long-evaluation polls per input before the session counts as interrupted: bounds
  /// the ticks of `tick N` and `run --max N`, whatever N is.
  static let maxPolls = 400
  /// The file name the script part is loaded from.
  static let scriptName = "input.swift"

  /// A private folder holding the script; commands cannot name files outside it (see ``FileSandbox``).
  let folder: URL

  /// Where transcripts go: dropped while fuzzing, printed when replaying a finding.
  let output: TextOutput

  init(output: TextOutput = DiscardedOutput()) {
    self.output = output
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("dynprop-fuzz-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  func run(_ input: FuzzInput, json: Bool) {
    let scriptFile = folder.appendingPathComponent(Self.scriptName)
    try? Data(input.script.utf8).write(to: scriptFile)
    var polls = 0
    let session = Session(
      engine: makeEngine(seed: 0, budgets: Self.budgets),
      transcript: Transcript(output: output, format: json ? .json : .human, echoesCommands: true),
      baseDirectory: folder,
      isInterrupted: {
        polls += 1
        return polls > Self.maxPolls
      })
    session.budgets = Self.budgets
    var commands = ScenarioReader.commands(in: input.scenario)
    if !input.script.isEmpty {
      commands.insert(ScenarioCommand(text: "load \(Self.scriptName)", line: 0), at: 0)
    }
    for command in commands.prefix(Self.maxCommands) where FileSandbox.allows(command.text, in: session.table)
    {
      if !session.execute(command.text, at: CommandSite(file: "fuzz.dps", line: command.line)) { break }
    }
  }
}

/// Keeps fuzzed commands inside the harness's folder: the commands that read or write files may only name
/// plain file names there (no `/`, `~` or leading `.`), so no input can read a device or overwrite a file.
enum FileSandbox {
  static let fileCommands: Set<String> = ["load", "export", "record"]

  static func allows(_ text: String, in table: CommandTable) -> Bool {
    let (name, arguments) = CommandArguments.command(text.trimmingCharacters(in: .whitespacesAndNewlines))
    guard let command = try? table.resolve(name), fileCommands.contains(command.name) else { return true }
    guard let words = try? arguments.words() else { return true }
    return words.allSatisfy { !$0.contains("/") && !$0.hasPrefix("~") && !$0.hasPrefix(".") }
  }
}

/// Output nobody reads: rendering still runs (sanitising, truncation), the text is dropped.
final class DiscardedOutput: TextOutput {
  func write(_ text: String) {}
}
