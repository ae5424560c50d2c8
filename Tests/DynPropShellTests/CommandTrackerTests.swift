import DynPropLineEditor
import XCTest

@testable import DynPropShell

/// Issue 10: a command spread over many lines is assembled in linear time. The tracker scans each new
/// line once (keeping brackets and strings open between lines) and must agree with the whole-text scan.
final class CommandTrackerTests: XCTestCase {
  /// Texts whose every line prefix must get the same answer from the tracker as from `isComplete`.
  let samples = [
    "eval items.map {\n  $0 * 2\n}",
    "mount Foo(\n  a: 1,\n  b: [\n 2 ]\n)",
    "eval \"\"\"\n{\n\"\"\"",
    "eval f {\n  // a ( in a comment\n}",
    "eval f {\n /* ( \n ) */ \n}",
    "eval \"abc\\\n{",
    "eval \"\\(x\n{\n)\"",
    "eval #\"\"\"\n(\n\"\"\"#\n",
    "   \n# a comment (\nmore",
    "eval [\"a\",\n\"b(\", #\"c\\#(d)\"#\n]",
  ]

  func testAgreesWithTheWholeTextScanAfterEveryLine() {
    for sample in samples {
      let lines = sample.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      let tracker = CommandTracker()
      for count in 1...lines.count {
        let prefix = lines[..<count].joined(separator: "\n")
        XCTAssertEqual(
          tracker.isComplete(adding: lines[count - 1]), CommandScanner.isComplete(prefix),
          "after \(count) lines of \(sample.debugDescription)")
      }
    }
  }

  func testResetStartsANewCommand() {
    let tracker = CommandTracker()
    XCTAssertFalse(tracker.isComplete(adding: "eval f {"))
    tracker.reset()
    XCTAssertTrue(tracker.isComplete(adding: "tick"))
  }

  /// A 50,000-line command is scanned once: the work counted equals its length (a rescan per line
  /// would count about 50,000²/2 lines' worth).
  func testAFiftyThousandLineCommandIsScannedOnce() {
    let body = (1...50_000).map { "  \($0)," }
    let text = (["eval [0,"] + body + ["].count"]).joined(separator: "\n")
    let tracker = CommandTracker()
    let commands = ScenarioReader.commands(in: text, tracker: tracker)
    XCTAssertEqual(commands.count, 1)
    XCTAssertEqual(commands.first?.line, 1)
    XCTAssertEqual(tracker.scannedScalars, text.unicodeScalars.count)
  }

  /// The piped shell reads a 50,000-line command through `PlainCommandReader` and evaluates it; the tracker
  /// again scanned each scalar once. (Mostly comment lines, so evaluating stays quick.)
  func testAFiftyThousandLineCommandIsReadFromAPipeAndEvaluates() throws {
    let body = (1...50_000).map { $0 % 1000 == 0 ? "  \($0)," : "  // element \($0) (" }
    let text = (["eval [0,"] + body + ["].count", "tick"]).joined(separator: "\n") + "\n"
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("long-\(UUID().uuidString).dps")
    try Data(text.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let tracker = CommandTracker()
    let reader = PlainCommandReader(input: try FileHandle(forReadingFrom: file), tracker: tracker)
    guard case .command(let command) = reader.read() else { return XCTFail("no command read") }
    XCTAssertEqual(reader.read(), .command("tick"))
    XCTAssertEqual(reader.read(), .eof)
    XCTAssertEqual(
      tracker.scannedScalars, text.unicodeScalars.count - 2, "every scalar but the newlines ending commands")
    let output = StringOutput()
    let session = Session(
      engine: makeEngine(seed: 0),
      transcript: Transcript(output: output, format: .human, echoesCommands: false),
      baseDirectory: FileManager.default.temporaryDirectory)
    session.execute(command, at: CommandSite(file: "long.dps", line: 1))
    XCTAssertEqual(output.text, "51\n")
    XCTAssertEqual(session.exitStatus, .ok)
  }
}
