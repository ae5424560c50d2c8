import Foundation

/// The result of one scenario file under `test`.
public struct TestCaseResult: Equatable, Sendable {
  public var file: TestFile
  public var passed: Bool
  public var status: ExitStatus
  /// Why it failed: expectations, errors, or a transcript diff.
  public var messages: [String]
  /// True when `--update` rewrote (or created) its `.out` file.
  public var updatedGolden: Bool
  /// Wall-clock seconds the scenario took; only `--junit-times` shows it (CONTRACT §1 keeps 0).
  public var seconds: Double = 0

  /// Whether it failed through an error (exit 65, 70, 74) rather than an expectation or a transcript
  /// mismatch: JUnit counts these under `errors`.
  public var isError: Bool {
    !passed && [.dataError, .software, .ioError].contains(status)
  }
}

/// `dynprop-repl test PATH ...`: runs scenario files as tests (CONTRACT §1).
///
/// Each file runs in a new engine and passes exactly when `run` would exit 0 and, if it keeps a golden
/// `.out` transcript, reproduces it. The report is one PASS/FAIL line per file with the reasons under
/// it, then `N passed, N failed`.
public struct TestRunner {
  public let runner: ScenarioRunner
  public let update: Bool

  public init(runner: ScenarioRunner, update: Bool) {
    self.runner = runner
    self.update = update
  }

  public func run(_ files: [TestFile]) -> [TestCaseResult] {
    files.map(run)
  }

  public func run(_ file: TestFile) -> TestCaseResult {
    let started = ContinuousClock.now
    let output = StringOutput()
    let transcript = Transcript(output: output, format: .human, echoesCommands: true)
    let result = runner.run(file: file.url, displayName: file.url.lastPathComponent, transcript: transcript)
    var messages = result.problems
    var passed = result.status == .ok
    if result.status != .ok && messages.isEmpty { messages = ["exit \(result.status.rawValue)"] }
    let golden = GoldenTranscript.location(for: file.url)
    var updated = false
    let hasGolden = FileManager.default.fileExists(atPath: golden.path)
    if update && (hasGolden || file.isNamed) {
      updated = (try? Data(output.text.utf8).write(to: golden)) != nil
      if !updated { messages.append("cannot write \(golden.lastPathComponent)") }
      passed = passed && updated
    } else if hasGolden, let diff = compare(golden, output.text) {
      messages += diff
      passed = false
    }
    var outcome = TestCaseResult(
      file: file, passed: passed, status: result.status, messages: messages, updatedGolden: updated)
    outcome.seconds = Self.seconds(ContinuousClock.now - started)
    return outcome
  }

  private static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  private func compare(_ golden: URL, _ actual: String) -> [String]? {
    guard let data = FileManager.default.contents(atPath: golden.path) else {
      return ["cannot read \(golden.lastPathComponent)"]
    }
    return GoldenTranscript.difference(
      expected: String(decoding: data, as: UTF8.self), actual: actual, name: golden.lastPathComponent)
  }
}

/// Counts for the closing line.
public struct TestSummary: Equatable, Sendable {
  public var passed: Int
  public var failed: Int

  /// Failures that were errors (exit 65, 70, 74), a part of `failed`.
  public var errors: Int

  public init(_ results: [TestCaseResult]) {
    passed = results.filter(\.passed).count
    failed = results.count - passed
    errors = results.filter(\.isError).count
  }

  /// Exactly `N passed, N failed` (CONTRACT §1).
  public var line: String { "\(passed) passed, \(failed) failed" }
}
