import ArgumentParser

/// The limits that keep every evaluation finite (CONTRACT §8); each can be changed by a flag.
///
/// Exhausting one is a crash event naming the `file:line:col` where the script ran away, never a hang of
/// the tool. The fuzzing harness uses tiny values so every input stays cheap.
public struct Budgets: Equatable, Sendable {
  /// Interpreter steps (loop iterations and calls) per evaluation.
  public var steps = 100_000_000
  /// Nested calls before a crash (infinite recursion).
  public var callDepth = 10_000
  /// Views in the mounted tree.
  public var views = 1_000_000
  /// Ticks `run` takes when no `--max N` is given.
  public var runTicks = 100
  /// Ticks the history keeps for `history`, `show`, `diff`, `back` and `goto` (`history --keep N`).
  public var historyTicks = 10_000

  public init() {}

  public static let standard = Budgets()

  /// Ticks `exec` runs a program's queued work for when `--max-run-ticks` is not given: 10 minutes of
  /// simulated time (a sleeping task costs little per tick).
  public static let execRunTicks = 36_000
}

/// `--max-steps`, `--max-depth`, `--max-views`, `--max-run-ticks`, `--history-ticks`: every mode takes them.
public struct BudgetOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp("Interpreter steps per evaluation before a runaway loop crashes.", valueName: "N"))
  var maxSteps = Budgets.standard.steps

  @Option(help: ArgumentHelp("Call depth before infinite recursion crashes.", valueName: "N"))
  var maxDepth = Budgets.standard.callDepth

  @Option(help: ArgumentHelp("Views in the tree before the view budget crashes.", valueName: "N"))
  var maxViews = Budgets.standard.views

  @Option(help: ArgumentHelp("Ticks 'run' takes at most when no '--max N' is given.", valueName: "N"))
  var maxRunTicks = Budgets.standard.runTicks

  @Option(
    help: ArgumentHelp(
      "Ticks the history keeps for history, show, diff, back and goto ('history --keep N').", valueName: "N"))
  var historyTicks = Budgets.standard.historyTicks

  public init() {}

  /// Each budget must be at least 1 (0 ticks for `run` is allowed: it then only reports).
  public mutating func validate() throws {
    try Self.require(maxSteps, atLeast: 1, "--max-steps")
    try Self.require(maxDepth, atLeast: 1, "--max-depth")
    try Self.require(maxViews, atLeast: 1, "--max-views")
    try Self.require(maxRunTicks, atLeast: 0, "--max-run-ticks")
    try Self.require(historyTicks, atLeast: 1, "--history-ticks")
  }

  private static func require(_ value: Int, atLeast minimum: Int, _ flag: String) throws {
    if value < minimum { throw ValidationError("\(flag) must be a whole number ≥ \(minimum), got \(value)") }
  }

  public var budgets: Budgets {
    var budgets = Budgets()
    budgets.steps = maxSteps
    budgets.callDepth = maxDepth
    budgets.views = maxViews
    budgets.runTicks = maxRunTicks
    budgets.historyTicks = historyTicks
    return budgets
  }
}
