import DynPropHost
import XCTest

@testable import DynPropShell

final class RunCommandTests: XCTestCase {
  func testRunStopsWhenIdleCheckingBeforeEachTick() {
    let harness = Harness(echo: false)
    harness.engine.idleFromTick = 3
    harness.run("run")
    XCTAssertEqual(harness.engine.calls, ["tick", "tick", "tick"])
    XCTAssertTrue(harness.text.hasSuffix("idle after 3 ticks\n"), harness.text)
    harness.run("run")
    XCTAssertEqual(harness.engine.calls.count, 3, "an idle world runs 0 ticks")
  }

  func testRunStopsAfterTheTickThatConfirmedALoop() {
    let harness = Harness(echo: false)
    harness.engine.loopTick = 4
    harness.run("run")
    XCTAssertEqual(harness.engine.currentTick, 4)
    XCTAssertTrue(
      harness.text.hasSuffix("stopped after 4 ticks: a loop was confirmed in tick 4\n"), harness.text)
  }

  func testRunHonoursMax() {
    let harness = Harness(echo: false)
    harness.run("run --max 7")
    XCTAssertEqual(harness.engine.currentTick, 7)
    XCTAssertTrue(harness.text.hasSuffix("stopped after 7 ticks (--max 7); not idle\n"), harness.text)
    harness.run("run")
    XCTAssertEqual(harness.engine.currentTick, 107, "default at most 100 ticks")
  }

  func testInterruptStopsTickAndRunBetweenTicks() {
    var polls = 0
    let engine = StubEngine()
    let output = StringOutput()
    let session = Session(
      engine: engine, transcript: Transcript(output: output, format: .human, echoesCommands: false),
      baseDirectory: URL(fileURLWithPath: "/"),
      isInterrupted: {
        polls += 1
        return polls == 3
      })
    session.execute("tick 10", at: CommandSite(file: "t", line: 1))
    XCTAssertEqual(engine.currentTick, 2)
    XCTAssertTrue(output.text.hasSuffix("interrupted after 2 of 10 ticks\n"), output.text)
  }
}
