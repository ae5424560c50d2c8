import XCTest

@testable import DynPropShell

/// Word wrapping of the interactive transcript (issue 17, the terminal).
final class LineWrapperTests: XCTestCase {
  func testShortLinesAreLeftAlone() {
    XCTAssertEqual(LineWrapper.wrap("  body Feed  _data", width: 80), ["  body Feed  _data"])
  }

  func testBreaksAtWordsWithAHangingIndent() {
    let line =
      "  pitfall class-dynamic-property: RemoteData is a class, so its properties are never installed by SwiftUI"
    XCTAssertEqual(
      LineWrapper.wrap(line, width: 40),
      [
        "  pitfall class-dynamic-property:",
        "      RemoteData is a class, so its",
        "      properties are never installed by",
        "      SwiftUI",
      ])
  }

  func testKeepsDoubleBlanksInsideALine() {
    XCTAssertEqual(
      LineWrapper.wrap("  warning x: a b c d e f g h  (Feed at Feed.swift:9:7)", width: 30),
      ["  warning x: a b c d e f g h", "      (Feed at Feed.swift:9:7)"])
  }

  func testChainLinesHangAfterTheArrow() {
    XCTAssertEqual(
      LineWrapper.wrap("      ↳ tick 2: update() started request #1 again", width: 30),
      ["      ↳ tick 2: update()", "        started request #1", "        again"])
  }

  func testAWordLongerThanTheLineIsCut() {
    XCTAssertEqual(
      LineWrapper.wrap("request https://example.com/a/very/long/path", width: 20),
      ["request", "    https://example.", "    com/a/very/long/", "    path"])
  }

  func testColourIsClosedBeforeEachBreakAndReopenedAfterTheIndent() {
    let red = "\u{1B}[31m"
    let reset = "\u{1B}[0m"
    let lines = LineWrapper.wrap("  \(red)crash: Fatal error: Index out of range here\(reset)", width: 24)
    XCTAssertEqual(
      lines,
      [
        "  \(red)crash: Fatal error:\(reset)",
        "      \(red)Index out of range\(reset)",
        "      \(red)here\(reset)",
      ])
    XCTAssertTrue(lines.allSatisfy { !$0.contains(red) || $0.hasSuffix(reset) })
  }
}
