import DynPropLineEditor
import Foundation
import XCTest

/// PlainCommandReader over real pipes and files.
final class PlainCommandReaderTests: XCTestCase {
  private func reader(for text: String) -> PlainCommandReader {
    let pipe = Pipe()
    pipe.fileHandleForWriting.write(Data(text.utf8))
    try? pipe.fileHandleForWriting.close()
    return PlainCommandReader(input: pipe.fileHandleForReading, isComplete: bracesBalanced)
  }

  private func readAll(_ reader: PlainCommandReader) -> [ReadResult] {
    var results: [ReadResult] = []
    repeat { results.append(reader.read()) } while results.last != .eof
    return results
  }

  func testReadsOneCommandPerLineThenEOF() {
    XCTAssertEqual(
      readAll(reader(for: "help\nquit\n")), [.command("help"), .command("quit"), .eof])
  }

  func testJoinsLinesWhileIncomplete() {
    let results = readAll(reader(for: "a {\n  b\n}\nnext\n"))
    XCTAssertEqual(results, [.command("a {\n  b\n}"), .command("next"), .eof])
  }

  func testSkipsBlankLinesAndHandlesCRLFAndMissingFinalNewline() {
    let results = readAll(reader(for: "\n   \r\none\r\n\ntwo"))
    XCTAssertEqual(results, [.command("one"), .command("two"), .eof])
  }

  func testUnfinishedCommandAtEndIsReturnedThenEOF() {
    let reader = reader(for: "x {\n  y\n")
    XCTAssertEqual(reader.read(), .command("x {\n  y"))
    XCTAssertEqual(reader.read(), .eof)
    XCTAssertEqual(reader.read(), .eof, "eof stays eof")
  }

  func testEmptyInputIsEOF() {
    XCTAssertEqual(reader(for: "").read(), .eof)
  }

  func testReadsFromFileLargerThanOneChunk() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("input.txt")
    let lines = (0..<2000).map { "command \($0) with some padding text" }
    try (lines.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
    let reader = PlainCommandReader(
      input: try FileHandle(forReadingFrom: file), isComplete: bracesBalanced)
    XCTAssertEqual(readAll(reader), lines.map { .command($0) } + [.eof])
  }

  func testKeepsUTF8AndRememberIsHarmless() {
    let reader = reader(for: "Text(\"héllo ✓\")\n")
    reader.remember("anything")
    XCTAssertEqual(reader.read(), .command("Text(\"héllo ✓\")"))
  }
}
