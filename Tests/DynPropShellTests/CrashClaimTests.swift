import DynPropHost
import XCTest

@testable import DynPropShell

/// An app crash that no `expect crash` claims fails the scenario (issue 17: tests that pass by accident).
final class CrashClaimTests: XCTestCase {
  /// Runs the scenario on a stub whose tick 1 reports an index-out-of-range crash.
  private func run(_ scenario: String, format: Transcript.Format = .human) -> (ScenarioResult, String) {
    let engine = StubEngine()
    engine.tickEvents[1] = [
      event(
        .crash, tick: 1,
        [("message", .string("Fatal error: Index out of range")), ("source", .string("A.swift:4:9"))])
    ]
    let output = StringOutput()
    let transcript = Transcript(output: output, format: format, echoesCommands: true)
    let session = Session(engine: engine, transcript: transcript, baseDirectory: URL(fileURLWithPath: "/"))
    ScenarioRunner(seed: 0) { _ in engine }.run(
      ScenarioReader.commands(in: scenario), in: session, file: "case.dps")
    return (ScenarioResult(status: session.exitStatus, problems: session.problems), output.text)
  }

  func testUnclaimedCrashFailsAtTheLineThatCrashedNamingItsLocation() {
    let (result, text) = run("tick\ntick\nexpect requests 0")
    XCTAssertEqual(result.status, .expectationFailed)
    XCTAssertEqual(
      result.problems,
      [
        "1: expected no crash (or an 'expect crash' after it), seen Fatal error: Index out of range at A.swift:4:9 in tick 1"
      ])
    XCTAssertTrue(
      text.hasSuffix(
        "  ✗ 1: expected no crash (or an 'expect crash' after it), seen Fatal error: Index out of range at A.swift:4:9 in tick 1\n"
      ), text)
  }

  func testExpectCrashClaimsIt() {
    XCTAssertEqual(run("tick\nexpect crash \"Index\"").0.status, .ok)
    XCTAssertEqual(run("tick\nexpect crash").0.status, .ok)
  }

  func testANonMatchingExpectCrashClaimsNothing() {
    XCTAssertEqual(run("tick\nexpect crash \"nil\"").0.problems.count, 2)
  }

  func testExpectNoCrashDoesNotClaim() {
    let (result, _) = run("tick\nexpect no-crash")
    XCTAssertEqual(result.status, .expectationFailed)
    XCTAssertEqual(result.problems.count, 2)
  }

  func testACrashBeforeResetCannotBeClaimedAfterIt() {
    XCTAssertEqual(run("tick\nreset\nexpect crash").0.status, .expectationFailed)
  }

  func testTheImplicitExpectationIsAnExpectEventInJSON() {
    let text = run("tick", format: .json).1
    XCTAssertTrue(
      text.contains(#"{"type":"expect","tick":1,"ok":false,"line":1,"text":"(implicit) no unclaimed crash""#),
      text)
  }
}
