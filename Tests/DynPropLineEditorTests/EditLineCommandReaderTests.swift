import Foundation
import XCTest

@testable import DynPropLineEditor

/// The libedit reader on a real pseudo-terminal: completion, continuation lines, Ctrl-C, Ctrl-D, history.
final class EditLineCommandReaderTests: XCTestCase {
  private var terminal: PseudoTerminal!
  private var folder: URL!
  /// Aborts the run if a read() never returns, so a regression fails fast instead of hanging CI.
  private var watchdog: DispatchWorkItem?

  override func setUpWithError() throws {
    terminal = try PseudoTerminal()
    folder = try makeTemporaryFolder()
    let watchdog = DispatchWorkItem {
      FileHandle.standardError.write(
        Data("EditLineCommandReaderTests: read() hung, aborting\n".utf8))
      abort()
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + 30, execute: watchdog)
    self.watchdog = watchdog
  }

  override func tearDown() {
    watchdog?.cancel()
    try? FileManager.default.removeItem(at: folder)
    terminal = nil
  }

  private func makeReader(history: URL? = nil) -> EditLineCommandReader {
    EditLineCommandReader(
      programName: "dynprop-repl", prompt: "demo> ", continuationPrompt: "...> ",
      historyFile: history,
      tracker: WholeTextTracker(bracesBalanced), completer: completeCommand,
      streams: (terminal.input, terminal.output, terminal.output), handlesSignals: false)
  }

  func testTypedLineIsACommandAndPromptIsShown() {
    let reader = makeReader()
    terminal.play([.type("tick 3\r")])
    XCTAssertEqual(reader.read(), .command("tick 3"))
    XCTAssertTrue(terminal.drainOutput().contains("demo> "))
  }

  func testTabCompletesUniqueWord() {
    let reader = makeReader()
    terminal.play([.type("ti\t\r")])
    XCTAssertEqual(reader.read(), .command("tick"), "trailing space from completion is trimmed")
  }

  func testTabListsAmbiguousCandidates() {
    let reader = makeReader()
    terminal.play([.type("t\t"), .pause(0.2), .type("r\t\r")])
    XCTAssertEqual(reader.read(), .command("tree"))
    XCTAssertTrue(terminal.drainOutput().contains("tap tick tree"))
  }

  func testOpenBraceAsksForContinuationLines() {
    let reader = makeReader()
    terminal.play([.type("a {\r  b\r}\r")])
    XCTAssertEqual(reader.read(), .command("a {\n  b\n}"))
    XCTAssertTrue(terminal.drainOutput().contains("...> "))
  }

  func testControlDOnEmptyLineIsEOF() {
    let reader = makeReader()
    terminal.play([.type("\u{4}")])
    XCTAssertEqual(reader.read(), .eof)
  }

  func testControlDOnContinuationLineIsEOF() {
    let reader = makeReader()
    terminal.play([.type("a {\r"), .pause(0.2), .type("\u{4}")])
    XCTAssertEqual(reader.read(), .eof)
  }

  func testControlCDiscardsPartialInputAndReadsOn() {
    let reader = makeReader()
    terminal.play([
      .type("half {\rmore"), .pause(0.3), .interrupt(pthread_self()), .pause(0.3), .type("after\r"),
    ])
    XCTAssertEqual(reader.read(), .command("after"))
    let shown = terminal.drainOutput()
    XCTAssertTrue(shown.contains("...> more"), shown)
    XCTAssertTrue(
      shown.contains("^C\r\ndemo> after"), "^C shown, then a fresh main prompt: \(shown)")
    XCTAssertFalse(Interrupt.isPending, "the prompt consumed the Ctrl-C")
  }

  func testHistoryIsSavedAtOnceAndLoadedByTheNextReader() throws {
    let file = folder.appendingPathComponent("history")
    let first = makeReader(history: file)
    for command in ["one", "one", "   ", "two"] { first.remember(command) }
    XCTAssertEqual(first.historyEntries, ["two", "one"], "no blanks, no consecutive duplicates")
    XCTAssertTrue(try String(contentsOf: file, encoding: .utf8).hasPrefix("_HiStOrY_V2_"))
    first.close()

    let second = makeReader(history: file)
    XCTAssertEqual(second.historyEntries, ["two", "one"])
    terminal.play([.type("\u{1B}[A\u{1B}[A\r")])
    XCTAssertEqual(second.read(), .command("one"), "Up arrow twice recalls the older command")
  }

  func testMultiLineCommandSurvivesHistoryRoundTrip() {
    let file = folder.appendingPathComponent("history")
    makeReader(history: file).remember("a {\n  b\n}")
    XCTAssertEqual(makeReader(history: file).historyEntries, ["a {\n  b\n}"])
  }

  func testUnwritableHistoryFileIsIgnored() {
    let reader = makeReader(history: URL(fileURLWithPath: "/proc/no-such-folder/history"))
    reader.remember("still works")
    XCTAssertEqual(reader.historyEntries, ["still works"])
  }

  func testPromptCanChangeBetweenReads() {
    let reader = makeReader()
    reader.prompt = "other> "
    terminal.play([.type("x\r")])
    XCTAssertEqual(reader.read(), .command("x"))
    XCTAssertTrue(terminal.drainOutput().contains("other> "))
  }

  /// Pasted tab-indented code (between the bracketed-paste markers) keeps its tabs: no completion list.
  func testPastedTabsAreInsertedNotCompleted() {
    let reader = makeReader()
    terminal.play([.type("\u{1B}[200~t\tx {\r\tb\r}\u{1B}[201~\r")])
    XCTAssertEqual(reader.read(), .command("t\tx {\n\tb\n}"))
    let shown = terminal.drainOutput()
    XCTAssertFalse(shown.contains("tap tick tree"), "Tab listed completions while pasting: \(shown)")
    XCTAssertTrue(shown.hasPrefix("\u{1B}[?2004h"), "bracketed paste is switched on while reading")
    XCTAssertTrue(shown.hasSuffix("\u{1B}[?2004l"), "and off before the command runs: \(shown)")
  }

  /// A Tab at the start of a continuation line indents; after text it still completes.
  func testTabIndentsAContinuationLine() {
    let reader = makeReader()
    terminal.play([.type("a {\r\tb\r}\r")])
    XCTAssertEqual(reader.read(), .command("a {\n\tb\n}"))
    terminal.play([.type("ti\t\r")])
    XCTAssertEqual(reader.read(), .command("tick"), "a Tab on a first line still completes")
  }

  func testCloseTwiceThenReadIsEOF() {
    let reader = makeReader()
    reader.close()
    reader.close()
    XCTAssertEqual(reader.read(), .eof)
  }
}
