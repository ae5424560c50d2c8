import ArgumentParser
import Foundation
import XCTest

@testable import DynPropShell

/// CONTRACT §8: every budget can be changed by a flag (`--max-steps`, `--max-depth`, `--max-views`,
/// `--max-run-ticks`), in every mode; a bad value is a usage error (64); exhausting a budget is a crash
/// naming `file:line:col`.
final class BudgetFlagTests: XCTestCase {
  let script = """
    import SwiftUI

    func spin() -> Int {
      var i = 0
      while true { i += 1 }
      return i
    }

    func depth(_ n: Int) -> Int { n == 0 ? 0 : depth(n - 1) + 1 }

    struct Rows: View {
      var body: some View {
        VStack { ForEach(0..<50) { i in Text("row \\(i)") } }
      }
    }
    """

  /// Runs `scenario` (beside the script) with the flags parsed as `run` parses them; returns the JSON
  /// Lines transcript.
  func run(_ scenario: String, flags: [String]) throws -> String {
    let folder = try temporaryFolder(self)
    try Data(script.utf8).write(to: folder.appendingPathComponent("budget.swift"))
    let file = folder.appendingPathComponent("budget.dps")
    try Data(("load budget.swift\n" + scenario).utf8).write(to: file)
    let options = try GlobalOptions.parse(flags)
    let output = StringOutput()
    let runner = ScenarioRunner(
      seed: 0, budgets: options.budgets, makeEngine: EngineSource.factory(options.budgets))
    _ = runner.run(
      file: file, displayName: "budget.dps",
      transcript: Transcript(output: output, format: .json, echoesCommands: true))
    return output.text
  }

  func testMaxStepsCrashesALoopNamingWhereItRan() throws {
    let text = try run("eval spin()\neval depth(50)\n", flags: ["--max-steps", "1000"])
    XCTAssertTrue(text.contains("step budget of 1000 exhausted"), text)
    XCTAssertTrue(text.contains(#""source":"budget.swift:5:"#), "the while loop's line: \(text)")
    XCTAssertTrue(text.contains(#""text":"50""#), "the shell goes on: \(text)")
  }

  func testMaxDepthCrashesDeepRecursion() throws {
    let text = try run("eval depth(30)\neval depth(100)\n", flags: ["--max-depth", "50"])
    XCTAssertTrue(text.contains(#""text":"30""#), text)
    XCTAssertTrue(text.contains("call depth limit of 50 exceeded"), text)
    XCTAssertTrue(text.contains(#""source":"budget.swift:9:"#), text)
  }

  func testMaxViewsCrashesABigBody() throws {
    let text = try run("mount Rows()\ntick\n", flags: ["--max-views", "20"])
    XCTAssertTrue(text.contains("view budget of 20 views exhausted"), text)
    XCTAssertTrue(text.contains(#""source":"budget.swift:1"#), text)
  }

  func testDefaultsAreContractValues() throws {
    let text = try run("eval depth(5000)\nmount Rows()\ntick\n", flags: [])
    XCTAssertTrue(text.contains(#""text":"5000""#), text)
    XCTAssertFalse(text.contains(#""type":"crash""#), text)
    XCTAssertEqual(try GlobalOptions.parse([]).budgets, .standard)
  }

  func testMaxRunTicksIsRunsDefault() throws {
    let harness = Harness(echo: false)
    harness.session.budgets = try GlobalOptions.parse(["--max-run-ticks", "5"]).budgets
    harness.run("run")
    XCTAssertEqual(harness.engine.currentTick, 5)
    XCTAssertTrue(harness.text.hasSuffix("stopped after 5 ticks (--max 5); not idle\n"), harness.text)
  }

  func testBadValuesAreUsageErrors() {
    for flags in [
      ["--max-steps", "0"], ["--max-depth", "-3"], ["--max-views", "many"], ["--max-run-ticks", "-1"],
      ["--max-steps", "99999999999999999999"],
    ] {
      XCTAssertThrowsError(try GlobalOptions.parse(flags), "\(flags)") { error in
        XCTAssertEqual(GlobalOptions.exitCode(for: error), ExitCode(64), "\(flags)")
      }
    }
    XCTAssertNoThrow(try GlobalOptions.parse(["--max-run-ticks", "0"]), "run may be told to run 0 ticks")
  }

  func testEveryModeTakesTheFlagsAndHelpShowsThem() throws {
    for arguments in [["run", "x.dps"], ["test", "x"], ["shell"]] {
      let parsed = try DynPropREPL.parseAsRoot(arguments + ["--max-steps", "7", "--max-run-ticks", "3"])
      let options =
        (parsed as? RunMode)?.options ?? (parsed as? TestMode)?.options
        ?? (parsed as? ShellMode)?.options
      XCTAssertEqual(options?.budgets.steps, 7, "\(arguments)")
      XCTAssertEqual(options?.budgets.runTicks, 3, "\(arguments)")
    }
    for mode in [RunMode.self, TestMode.self, ShellMode.self] as [any ParsableCommand.Type] {
      let help = DynPropREPL.helpMessage(for: mode)
      for flag in ["--max-steps", "--max-depth", "--max-views", "--max-run-ticks"] {
        XCTAssertTrue(help.contains(flag), "\(mode) help lacks \(flag)")
      }
    }
  }
}
