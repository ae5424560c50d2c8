import XCTest

@testable import DynPropShell

final class ScenarioReaderTests: XCTestCase {
  func testOpenBracketsContinueACommand() {
    XCTAssertTrue(CommandScanner.isComplete("tick"))
    XCTAssertFalse(CommandScanner.isComplete("eval items.map {"))
    XCTAssertFalse(CommandScanner.isComplete("mount Foo(\n  a: 1,"))
    XCTAssertFalse(CommandScanner.isComplete("net route https://x/posts ["))
    XCTAssertTrue(CommandScanner.isComplete("eval items.map {\n  $0 * 2\n}"))
  }

  func testBracketsInsideStringsDoNotCount() {
    XCTAssertTrue(CommandScanner.isComplete(#"tap "(""#))
    XCTAssertTrue(CommandScanner.isComplete(#"expect text "{ \" [""#))
    XCTAssertTrue(CommandScanner.isComplete(##"eval #"raw " { "#"##))
    XCTAssertFalse(CommandScanner.isComplete(#"eval "\(items.map {"#), "interpolation is code")
    XCTAssertTrue(CommandScanner.isComplete(#"eval "\(items.map { $0 })""#))
  }

  func testMultiLineStringsAndCommentsInsideBrackets() {
    XCTAssertFalse(CommandScanner.isComplete("eval \"\"\"\n{"))
    XCTAssertTrue(CommandScanner.isComplete("eval \"\"\"\n{\n\"\"\""))
    XCTAssertTrue(CommandScanner.isComplete("eval f {\n  // a ( in a comment\n}"))
    XCTAssertTrue(CommandScanner.isComplete("eval f { /* ( */ }"))
    XCTAssertTrue(CommandScanner.isComplete("net route https://x/a {}"), "// outside brackets is a URL")
  }

  func testCommentAndBlankLinesAreSkippedAndLinesAreNumbered() {
    let text = """
      # a comment (with an open paren
      load a.swift

        # indented comment
      tap "#1" #2
      eval [1,
        2]
      tick
      """
    XCTAssertEqual(
      ScenarioReader.commands(in: text),
      [
        ScenarioCommand(text: "load a.swift", line: 2),
        ScenarioCommand(text: "tap \"#1\" #2", line: 5),
        ScenarioCommand(text: "eval [1,\n  2]", line: 6),
        ScenarioCommand(text: "tick", line: 8),
      ])
  }

  func testAnUnfinishedCommandAtTheEndIsStillReturned() {
    XCTAssertEqual(
      ScenarioReader.commands(in: "tick\r\neval f(\n"),
      [
        ScenarioCommand(text: "tick", line: 1), ScenarioCommand(text: "eval f(", line: 2),
      ])
  }

  func testTopLevelSplitIgnoresStringsAndBrackets() {
    XCTAssertEqual(CommandScanner.splitTopLevel(#"f(a == b) == "x == y""#, at: " == ")?.0, "f(a == b)")
    XCTAssertEqual(CommandScanner.splitTopLevel(#"f(a == b) == "x == y""#, at: " == ")?.1, #""x == y""#)
    XCTAssertNil(CommandScanner.splitTopLevel("a === b", at: " == "))
  }
}

final class ArgumentTests: XCTestCase {
  func testBlanksSeparateAndQuotedStringsAreOneWord() throws {
    XCTAssertEqual(try ArgumentSplitter.split(#"  text "Hello, world"  2 "#), ["text", "Hello, world", "2"])
    XCTAssertEqual(try ArgumentSplitter.split(#"a"b c"#), [#"a"b"#, "c"])
    XCTAssertEqual(try ArgumentSplitter.split(#""""#), [""])
  }

  func testSwiftEscapesInQuotedStrings() throws {
    XCTAssertEqual(try ArgumentSplitter.split(#""a\"b\\c\n\t\u{1F600}\u{41}""#), ["a\"b\\c\n\t😀A"])
    XCTAssertThrowsError(try ArgumentSplitter.split(#""abc"#))
    XCTAssertThrowsError(try ArgumentSplitter.split(#""\q""#))
    XCTAssertThrowsError(try ArgumentSplitter.split(#""\u{110000}""#))
  }

  func testQuoteRoundTrips() throws {
    for value in ["plain", "two words", "quote\"d", "", "tab\there", "\u{1B}[31m"] {
      XCTAssertEqual(try ArgumentSplitter.split(ArgumentSplitter.quoteIfNeeded(value)), [value])
    }
    XCTAssertEqual(ArgumentSplitter.quoteIfNeeded("a.swift"), "a.swift")
  }

  func testNetRouteTakesTheBodyVerbatimUpToTrailingFlags() throws {
    let command = NetShellCommand()
    XCTAssertEqual(
      try command.parse(
        CommandArguments(#"route https://x/posts [{"id": 1, "t": "a b"}] --latency 3 --status 201"#)),
      .route(url: "https://x/posts", body: #"[{"id": 1, "t": "a b"}]"#, status: 201, latency: 3))
    XCTAssertEqual(
      try command.parse(CommandArguments("route https://x {\n  \"a\": \"--status 5\"\n}")),
      .route(url: "https://x", body: "{\n  \"a\": \"--status 5\"\n}", status: 200, latency: 1))
    XCTAssertEqual(
      try command.parse(CommandArguments("respond #2 --status 500")), .respond(id: 2, body: nil, status: 500))
    XCTAssertEqual(
      try command.parse(CommandArguments("respond 2 {}")), .respond(id: 2, body: "{}", status: nil))
    XCTAssertEqual(try command.parse(CommandArguments("")), .list)
    XCTAssertEqual(try command.parse(CommandArguments("fail #4")), .fail(id: 4))
    XCTAssertThrowsError(try command.parse(CommandArguments("route https://x")))
    XCTAssertThrowsError(try command.parse(CommandArguments("respond x")))
    XCTAssertThrowsError(try command.parse(CommandArguments("manual now")))
  }

  func testSetSplitsPathAndExpression() throws {
    let command = SetCommand()
    XCTAssertEqual(try command.split("Row#2.item.title = \"a = b\"").path, "Row#2.item.title")
    XCTAssertEqual(try command.split("count=3 == 3").expression, "3 == 3")
    XCTAssertThrowsError(try command.split("count 3"))
    XCTAssertThrowsError(try command.split("count ="))
  }

  func testCommandsReceiveTheirArguments() {
    let harness = Harness(echo: false)
    harness.run(
      """
      tap "Load more" #2
      tap Reload
      set Counter.count = 2
      mount Feed(
        url: "x")
      ti 3
      eval 1 + 1
      """)
    XCTAssertEqual(
      harness.engine.calls,
      [
        "tap Load more #2", "tap Reload", "set Counter.count = 2", "mount Feed(\n  url: \"x\")", "tick",
        "tick", "tick", "eval 1 + 1",
      ])
  }

  func testBadArgumentsAreScenarioErrors() {
    let harness = Harness(echo: false)
    harness.run("tick x\ntap\ngoto\nexport pdf out.pdf")
    let errors = harness.session.log.events(.error).compactMap { $0.string("message") }
    XCTAssertEqual(
      errors,
      [
        "tick: expected a whole number ≥ 1, got 'x'", "tap: missing LABEL; usage: tap LABEL [#K]",
        "goto: missing arguments; usage: goto T",
        "export: unknown export kind 'pdf'; usage: export dot|trace|events FILE",
      ])
    XCTAssertEqual(harness.engine.calls, [])
    XCTAssertEqual(harness.session.exitStatus, .dataError)
  }
}
