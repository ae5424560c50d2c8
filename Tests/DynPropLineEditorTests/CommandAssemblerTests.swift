import XCTest

@testable import DynPropLineEditor

/// The assembler hands each new line to the tracker once and appends it once, so a long command costs
/// time linear in its length (issue 10), and it still returns the joined text.
final class CommandAssemblerTests: XCTestCase {
  /// Counts what it is given; complete when the line is "}".
  final class CountingTracker: CompletenessTracker {
    var characters = 0
    var lines = 0
    var resets = 0

    func isComplete(adding line: String) -> Bool {
      characters += line.count
      lines += 1
      return line == "}"
    }

    func reset() { resets += 1 }
  }

  func testEachLineReachesTheTrackerOnce() {
    let tracker = CountingTracker()
    var assembler = CommandAssembler(tracker: tracker)
    let body = (1...50_000).map { "  line \($0)" }
    var result: String?
    for line in ["mount V {"] + body + ["}"] {
      XCTAssertNil(result)
      result = assembler.add(line)
    }
    let lines = ["mount V {"] + body + ["}"]
    XCTAssertEqual(result, lines.joined(separator: "\n"))
    XCTAssertEqual(tracker.lines, lines.count)
    XCTAssertEqual(tracker.characters, lines.reduce(0) { $0 + $1.count })
    XCTAssertTrue(assembler.isEmpty)
  }

  func testLeadingBlankLinesAreDroppedAndTrailingBlanksTrimmed() {
    let tracker = CountingTracker()
    var assembler = CommandAssembler(tracker: tracker)
    XCTAssertNil(assembler.add("   "))
    XCTAssertNil(assembler.add("a {  "))
    XCTAssertEqual(assembler.text, "a {")
    XCTAssertEqual(assembler.add("}"), "a {  \n}")
    XCTAssertEqual(tracker.lines, 2, "the blank line never reached the tracker")
  }
}
