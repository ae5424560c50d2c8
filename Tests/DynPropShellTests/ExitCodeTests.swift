import DynPropHost
import XCTest

@testable import DynPropShell

final class ExitCodeTests: XCTestCase {
  func status(_ scenario: String, files: [String: String] = [:]) throws -> (ExitStatus, StubEngine, String) {
    let folder = try temporaryFolder(self)
    for (name, text) in files { try write(text, to: name, in: folder) }
    let file = try write(scenario, to: "case.dps", in: folder)
    let engine = StubEngine()
    let output = StringOutput()
    let result = ScenarioRunner(seed: 0) { _ in engine }.run(
      file: file, displayName: "case.dps",
      transcript: Transcript(output: output, format: .human, echoesCommands: true))
    return (result.status, engine, output.text)
  }

  func testCleanScenarioExitsZero() throws {
    XCTAssertEqual(try status("tick\nexpect requests 0").0, .ok)
  }

  func testScenarioErrorIs65AndEveryLineStillRuns() throws {
    let (code, engine, _) = try status("bogus\ntick\ntap\ntick")
    XCTAssertEqual(code, .dataError)
    XCTAssertEqual(engine.calls, ["tick", "tick"])
  }

  func testScriptErrorIs65() throws {
    let folder = try temporaryFolder(self)
    let file = try write("eval x\n", to: "s.dps", in: folder)
    let engine = StubEngine()
    engine.failures["eval"] = .script([.error("cannot find 'x' in scope", at: nil)])
    let result = ScenarioRunner(seed: 0) { _ in engine }.run(
      file: file, displayName: "s.dps",
      transcript: Transcript(output: StringOutput(), format: .json, echoesCommands: true))
    XCTAssertEqual(result.status, .dataError)
    XCTAssertEqual(result.problems, ["error: cannot find 'x' in scope (s.dps:1:1)"])
  }

  func testUnreadableFileNamedByACommandIs74() throws {
    XCTAssertEqual(try status("load missing.swift\ntick").0, .ioError)
    XCTAssertEqual(try status("load here.swift", files: ["here.swift": "struct A {}"]).0, .ok)
  }

  func testPrecedenceExpectBeatsIOBeatsScriptErrors() throws {
    XCTAssertEqual(try status("bogus\nload missing.swift\nexpect requests 9").0, .expectationFailed)
    XCTAssertEqual(try status("bogus\nload missing.swift").0, .ioError)
    XCTAssertEqual(
      try status("load missing.swift\nexpect error \"cannot read\"").0, .ioError,
      "an I/O error is not claimable")
    XCTAssertEqual(try status("bogus\nexpect error").0, .ok)
  }

  func testUnreadableScenarioIs74BeforeAnythingRuns() throws {
    let engine = StubEngine()
    let output = StringOutput()
    let result = ScenarioRunner(seed: 0) { _ in engine }.run(
      file: URL(fileURLWithPath: "/nonexistent/x.dps"), displayName: "x.dps",
      transcript: Transcript(output: output, format: .human, echoesCommands: true))
    XCTAssertEqual(result.status, .ioError)
    XCTAssertEqual(engine.calls, [])
    XCTAssertEqual(output.text, "  error: cannot read scenario '/nonexistent/x.dps'  (at x.dps)\n")
  }

  func testQuitStopsTheScenario() throws {
    let (code, engine, _) = try status("tick\nquit\nbogus\ntick")
    XCTAssertEqual(code, .ok)
    XCTAssertEqual(engine.calls, ["tick"])
  }

  func testPathsAreRelativeToTheScenarioFolder() throws {
    let (_, engine, text) = try status(
      "load lib/a.swift\nexport events out/e.jsonl", files: ["lib/a.swift": "", "out/.keep": ""])
    XCTAssertEqual(engine.calls, ["load a.swift", "export events e.jsonl"])
    XCTAssertTrue(text.contains("loaded a.swift\n"), text)
  }

  func testOutcomeOrderIncludesToolFailure() {
    var outcome = SessionOutcome()
    outcome.errorReported()
    XCTAssertEqual(outcome.status, .dataError)
    outcome.ioFailed = true
    XCTAssertEqual(outcome.status, .ioError)
    outcome.expectationFailed = true
    XCTAssertEqual(outcome.status, .expectationFailed)
    outcome.toolFailed = true
    XCTAssertEqual(outcome.status, .software)
  }

  func testResetKeepsEarlierUnclaimedErrors() {
    var outcome = SessionOutcome()
    outcome.errorReported()
    outcome.reset()
    outcome.claimErrors()
    XCTAssertEqual(outcome.status, .dataError)
  }
}
