import DynPropHost
import Foundation

/// Makes the engine for one session; every `run` and every test file gets a new one (an empty world).
public typealias EngineFactory = (_ seed: Int) -> Engine

/// What replaying one scenario produced: the exit status and the lines that explain a failure.
public struct ScenarioResult: Equatable, Sendable {
  public var status: ExitStatus
  /// Failed expectations (`LINE: expected …, seen …`) and errors, in order.
  public var problems: [String]

  public init(status: ExitStatus, problems: [String]) {
    self.status = status
    self.problems = problems
  }
}

/// Replays a `.dps` file in a fresh session: `dynprop-repl run` and each file of `test`.
///
/// Every line runs, even after an error; the exit status is decided at the end (CONTRACT §1). An
/// unreadable scenario is an I/O error before anything runs.
public struct ScenarioRunner {
  public let makeEngine: EngineFactory
  public let seed: Int
  public let budgets: Budgets

  public init(seed: Int, budgets: Budgets = .standard, makeEngine: @escaping EngineFactory) {
    self.seed = seed
    self.budgets = budgets
    self.makeEngine = makeEngine
  }

  /// Runs the scenario at `file`, naming it `displayName` in errors (its file name, so transcripts do
  /// not depend on where they were run from), writing to `transcript`.
  public func run(file: URL, displayName: String, transcript: Transcript) -> ScenarioResult {
    let commands: [ScenarioCommand]
    do {
      commands = try ScenarioReader.commands(inFile: file)
    } catch {
      let message = ErrorText.describe(error)
      transcript.event(Event(.error, tick: 0, ["message": .string(message), "source": .string(displayName)]))
      return ScenarioResult(status: .ioError, problems: ["error: \(message)"])
    }
    let session = Session(
      engine: makeEngine(seed), transcript: transcript, baseDirectory: file.deletingLastPathComponent())
    session.budgets = budgets
    run(commands, in: session, file: displayName)
    return ScenarioResult(status: session.exitStatus, problems: session.problems)
  }

  /// Runs commands until the end or `quit`, then checks that every crash was claimed.
  public func run(_ commands: [ScenarioCommand], in session: Session, file: String) {
    for command in commands {
      let goOn = session.execute(command.text, at: CommandSite(file: file, line: command.line))
      if !goOn { break }
    }
    session.finish()
  }
}
