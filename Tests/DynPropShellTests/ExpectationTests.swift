import DynPropHost
import DynPropInterpreter
import XCTest

@testable import DynPropShell

final class ExpectationTests: XCTestCase {
  /// Two ticks of a small app: bodies, an update, a request, a warning, a pitfall, prints.
  func makeHarness() -> Harness {
    let engine = StubEngine()
    engine.tickEvents[1] = [
      event(
        .body, tick: 1,
        [("view", .string("Feed")), ("node", .string("App/Feed")), ("changes", .strings(["@self"]))]),
      event(
        .update, tick: 1,
        [("view", .string("Feed")), ("node", .string("App/Feed")), ("property", .string("_data"))]),
      event(
        .request, tick: 1,
        [("id", .int(1)), ("method", .string("GET")), ("url", .string("u")), ("origin", .string("o"))]),
      event(.print, tick: 1, [("text", .string("loading page 1"))]),
    ]
    engine.tickEvents[2] = [
      event(
        .body, tick: 2, [("view", .string("Feed")), ("node", .string("App/Feed")), ("changes", .strings([]))]),
      event(
        .body, tick: 2,
        [("view", .string("Row")), ("node", .string("App/Feed/Row.0")), ("changes", .strings(["@self"]))]),
      event(
        .warning, tick: 2,
        [("id", .string("state-write-during-update")), ("message", .string("m")), ("view", .string("Feed"))]),
      event(.pitfall, tick: 2, [("id", .string("fetch-loop")), ("message", .string("loop"))]),
    ]
    engine.screen = ["Posts", "Hello, world", "Hello again", "Reload"]
    engine.values = ["count": "3", "three": "3", "four": "4"]
    return Harness(engine: engine, echo: false)
  }

  func results(_ scenario: String) -> [Bool] {
    let harness = makeHarness()
    harness.run("tick 2\n" + scenario)
    return harness.session.log.events(.expect).map { $0["ok"] == .bool(true) }
  }

  func testCounters() {
    XCTAssertEqual(
      results(
        """
        expect body-count Feed 2
        expect body-count Row 1
        expect body-count Feed 1
        expect body-count Missing 0
        expect update-count Feed 1
        expect update-count Row 1
        expect requests 1
        expect requests 0
        """), [true, true, false, true, true, false, true, false])
  }

  func testWarningsAndPitfalls() {
    XCTAssertEqual(
      results(
        """
        expect warning state-write-during-update
        expect warning publish-off-main
        expect no-warning publish-off-main
        expect no-warning
        expect pitfall fetch-loop
        expect no-pitfall render-loop
        expect no-pitfall fetch-loop
        """), [true, false, true, false, true, true, false])
  }

  func testScreenText() {
    XCTAssertEqual(
      results(
        """
        expect text "Hello"
        expect text "Hello" 2
        expect text "Hello" 1
        expect text "Goodbye"
        expect no-text "Goodbye"
        expect no-text "Reload"
        expect text "" 4
        """), [true, true, false, false, true, false, true])
  }

  func testPrintCrashAndValue() {
    XCTAssertEqual(
      results(
        """
        expect print "page 1"
        expect print "page 2"
        expect no-crash
        expect crash
        expect value count == three
        expect value count == four
        """), [true, false, true, false, true, false])
  }

  func testCrashMessages() {
    let harness = makeHarness()
    harness.engine.tickEvents[3] = [
      event(.crash, tick: 3, [("message", .string("Fatal error: Index out of range"))])
    ]
    harness.run("tick 3\nexpect crash\nexpect crash \"Index out\"\nexpect crash \"nil\"\nexpect no-crash")
    XCTAssertEqual(
      harness.session.log.events(.expect).map { $0["ok"] == .bool(true) }, [true, true, false, false])
  }

  func testFailingExpectationReportsLineExpectedAndSeen() {
    let harness = makeHarness()
    harness.run("tick 2\n\nexpect body-count Feed 5\nexpect text \"Bye\"")
    XCTAssertEqual(
      harness.session.problems,
      [
        "3: expected body-count Feed 5, seen 2",
        #"4: expected text "Bye", seen 0 of 4 screen strings match: "Posts", "Hello, world", "Hello again", "Reload""#,
      ])
    XCTAssertTrue(harness.text.contains("  ✗ 3: expected body-count Feed 5, seen 2\n"), harness.text)
    XCTAssertEqual(harness.session.exitStatus, .expectationFailed)
    let failed = harness.session.log.events(.expect)[0]
    XCTAssertEqual(Array(failed.fields.keys), ["ok", "line", "text", "expected", "seen"])
    XCTAssertEqual(failed.string("text"), "expect body-count Feed 5")
    XCTAssertEqual(failed["line"], .int(3))
  }

  func testResetStartsTheCountersAgain() {
    let harness = makeHarness()
    harness.run("tick 2\nreset\nexpect body-count Feed 0\nexpect no-warning\nexpect requests 0")
    XCTAssertEqual(harness.session.log.events(.expect).map { $0["ok"] == .bool(true) }, [true, true, true])
  }

  func testExpectErrorClaimsEarlierErrors() {
    let harness = makeHarness()
    harness.run("bogus\ntap\nexpect error \"unknown command\"")
    XCTAssertEqual(harness.session.exitStatus, .ok)
    let unclaimed = makeHarness()
    unclaimed.run("bogus\nexpect error \"no such text\"")
    XCTAssertEqual(unclaimed.session.exitStatus, .expectationFailed)
    let later = makeHarness()
    later.run("expect no-crash\nexpect error\nbogus")
    XCTAssertEqual(later.session.exitStatus, .expectationFailed, "expect error with no error fails")
  }

  func testAnErrorAfterTheClaimIsNotClaimed() {
    let harness = makeHarness()
    harness.run("bogus\nexpect error\nbogus")
    XCTAssertEqual(harness.session.exitStatus, .dataError)
  }

  func testMalformedExpectationsAreScenarioErrors() {
    for bad in [
      "expect", "expect bodycount Feed 1", "expect body-count Feed", "expect text", "expect value 1",
      "expect no-crash x",
    ] {
      let harness = makeHarness()
      harness.run(bad)
      XCTAssertEqual(harness.session.exitStatus, .dataError, bad)
      XCTAssertEqual(harness.session.log.count(.expect), 0, bad)
    }
    XCTAssertThrowsError(try Expectation.parse(CommandArguments("bodycount X 1"))) { error in
      guard case .scenario(let message)? = error as? ShellError else { return XCTFail() }
      XCTAssertTrue(message.contains("did you mean 'body-count'?"), message)
    }
  }

  func testValueSplitsAtTheTopLevelEquals() throws {
    XCTAssertEqual(
      try Expectation.parse(CommandArguments(#"value f(a == b) == "x == y""#)),
      .value(lhs: "f(a == b)", rhs: #""x == y""#))
  }

  func testValueEvaluationErrorIsAFailedExpectation() {
    let harness = makeHarness()
    harness.engine.failures["value"] = .script([.error("cannot find 'x' in scope", at: nil)])
    harness.run("expect value x == 1")
    XCTAssertEqual(
      harness.session.problems, ["1: expected x == 1, seen error: error: cannot find 'x' in scope"])
  }
}

/// A failing `expect value` shows the script's error as its one-line message, never a Swift dump.
final class ErrorTextTests: XCTestCase {
  func testScriptErrorsReadAsTheirMessage() {
    let runtime = ScriptRuntimeError("value of type 'VM' has no member 'isShown'", at: nil)
    XCTAssertEqual(ErrorText.describe(runtime), "error: value of type 'VM' has no member 'isShown'")
    XCTAssertEqual(
      ErrorText.describe(ScriptCrash("Fatal error: Index out of range", at: nil)),
      "Fatal error: Index out of range")
  }
}
