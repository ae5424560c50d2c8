import ArgumentParser
import Foundation

/// The flags every mode takes (CONTRACT §1): `--json`, `--color`, `--seed`, and the budgets (§8).
public struct GlobalOptions: ParsableArguments {
  @Flag(help: "Print events as JSON Lines instead of the human transcript.")
  public var json = false

  @Option(help: "Colour the output: auto (only on a terminal), always, never. NO_COLOR set means never.")
  public var color: ColorChoice = .auto

  @Option(help: "Seed for the simulated randomness (Double.random and friends).")
  public var seed = 0

  @OptionGroup(title: "Budgets")
  public var limits: BudgetOptions

  public init() {}

  public var budgets: Budgets { limits.budgets }

  /// Whether to colour, given whether this mode's output counts as a terminal.
  func style(outputIsTerminal: Bool) -> TextStyle {
    let environment = ProcessInfo.processInfo.environment
    return TextStyle(
      isEnabled: !json && color.isEnabled(environment: environment, outputIsTerminal: outputIsTerminal))
  }

  var format: Transcript.Format { json ? .json : .human }
}

extension ColorChoice: ExpressibleByArgument {}

/// Facts about the process the modes need; kept together so the modes read plainly.
enum ProcessFacts {
  static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
  static var workingDirectory: URL {
    URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
  }
}
