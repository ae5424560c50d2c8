import DynPropDiagnostics
import DynPropHost
import XCTest

@testable import DynPropShell

final class RenderingTests: XCTestCase {
  func sampleEngine() -> StubEngine {
    let engine = StubEngine()
    engine.tickEvents[1] = [
      event(.appear, tick: 1, [("view", .string("Feed")), ("node", .string("Feed"))]),
      event(
        .update, tick: 1,
        [("view", .string("Feed")), ("node", .string("Feed")), ("property", .string("_data._loader"))]),
      event(
        .body, tick: 1,
        [("view", .string("Feed")), ("node", .string("Feed")), ("changes", .strings(["@self", "_data"]))]),
      event(
        .request, tick: 1,
        [
          ("id", .int(1)), ("method", .string("GET")), ("url", .string("https://x/p")),
          ("origin", .string("Loader.update()")),
        ]),
      event(
        .change, tick: 1,
        [
          ("property", .string("isLoading")), ("old", .string("false")), ("new", .string("true")),
          ("view", .string("Feed")), ("node", .string("Feed")),
        ]),
      event(
        .warning, tick: 1,
        [
          ("id", .string("state-write-during-update")),
          ("message", .string("Modifying state during view update, this will cause undefined behavior.")),
          ("view", .string("Feed")), ("source", .string("Feed.swift:9:7")),
        ]),
    ]
    engine.tickEvents[2] = [
      event(.response, tick: 2, [("id", .int(1)), ("status", .int(200))]),
      event(
        .body, tick: 2,
        [("view", .string("Row")), ("node", .string("Feed/List/Row.0")), ("changes", .strings([]))]),
      event(.print, tick: 2, [("text", .string("done"))]),
      event(
        .pitfall, tick: 2,
        [
          ("id", .string("fetch-loop")), ("message", .string("Feed fetches again")),
          ("view", .string("Feed")), ("chain", .strings(["update() started #1", "#1 wrote data"])),
        ]),
      event(
        .crash, tick: 2,
        [("message", .string("Fatal error: Index out of range")), ("source", .string("Row.swift:3:9"))]),
    ]
    engine.screen = ["Posts", "Reload"]
    return engine
  }

  func testHumanTranscriptFormat() {
    let harness = Harness(engine: sampleEngine())
    harness.run("tick 2\ntree\nexpect body-count Feed 1\nexpect requests 2")
    let expected = """
      > tick 2
      ── tick 1 ──
        appear Feed
        update Feed._data._loader
        body Feed  @self _data
        request #1 GET https://x/p  from Loader.update()
        change Feed.isLoading: false → true
        warning state-write-during-update: Modifying state during view update, this will cause undefined behavior.  (Feed at Feed.swift:9:7)
      ── tick 2 ──
        response #1 200
        body Row  (unchanged)  @ Feed/List/Row.0
        print: done
        pitfall fetch-loop: Feed fetches again  (Feed)
            ↳ update() started #1
            ↳ #1 wrote data
        crash: Fatal error: Index out of range  (at Row.swift:3:9)
      > tree
      Posts
      Reload
      > expect body-count Feed 1
        ✓ expect body-count Feed 1
      > expect requests 2
        ✗ 4: expected requests 2, seen 1
        ✗ 1: expected no crash (or an 'expect crash' after it), seen Fatal error: Index out of range at Row.swift:3:9 in tick 2

      """
    XCTAssertEqual(harness.text, expected)
    XCTAssertFalse(harness.text.utf8.contains(0x1B))
  }

  func testColoursOnlyWhenEnabled() {
    let harness = Harness(engine: sampleEngine(), style: TextStyle(isEnabled: true))
    harness.run("tick 2")
    XCTAssertTrue(harness.text.contains("  \u{1B}[33mwarning state-write-during-update"), harness.text)
    XCTAssertTrue(harness.text.contains("\u{1B}[2m── tick 1 ──\u{1B}[0m\n"))
    XCTAssertTrue(harness.text.contains("  \u{1B}[31mpitfall fetch-loop"))
    XCTAssertTrue(harness.text.contains("  \u{1B}[31mcrash: "))
    XCTAssertTrue(harness.text.contains("  \u{1B}[1mbody Feed"))
    XCTAssertEqual(TextStyle.plain.red("x"), "x")
  }

  func testJSONLinesHaveTypeAndTickFirstAndEscapeStrings() {
    let harness = Harness(engine: sampleEngine(), format: .json)
    harness.run("tick\ntree")
    let lines = harness.text.split(separator: "\n").map(String.init)
    XCTAssertEqual(lines.first, #"{"type":"tick","tick":1}"#)
    XCTAssertEqual(
      lines[3], #"{"type":"body","tick":1,"view":"Feed","node":"Feed","changes":["@self","_data"]}"#)
    XCTAssertEqual(lines.last, #"{"type":"note","tick":1,"command":"tree","text":"Posts\nReload"}"#)
    for line in lines {
      let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      XCTAssertNotNil(object, line)
    }
    XCTAssertFalse(harness.text.contains("> tick"), "commands are not echoed in JSON")
    XCTAssertEqual(
      JSONLines.line(event(.print, tick: 0, [("text", .string("a\"b\\\u{1B}[2J\u{9B}\n"))])),
      #"{"type":"print","tick":0,"text":"a\"b\\\u001b[2J\u009b\n"}"#)
  }

  func testScriptStringsAreSanitised() {
    XCTAssertEqual(Sanitizer.clean("ok \u{1B}[31mred\u{07}"), "ok \\u{1B}[31mred\\u{7}")
    XCTAssertEqual(Sanitizer.clean("a\nb"), "a\\u{A}b")
    XCTAssertEqual(Sanitizer.clean("a\nb", keepNewlines: true), "a\nb")
    XCTAssertEqual(Sanitizer.clean("\u{202E}evil\u{9B}"), "\\u{202E}evil\\u{9B}")
    XCTAssertEqual(Sanitizer.clean("héllo 😀"), "héllo 😀")

    let engine = StubEngine()
    engine.tickEvents[1] = [event(.print, tick: 1, [("text", .string("\u{1B}]0;pwned\u{07}"))])]
    engine.screen = ["\u{1B}[2J"]
    engine.values["x"] = "\u{1B}c"
    let harness = Harness(engine: engine, style: TextStyle(isEnabled: false))
    harness.run("tick\ntree\neval x\ntap \"\\u{1B}\"")
    XCTAssertFalse(harness.text.utf8.contains(0x1B), harness.text)
    XCTAssertTrue(harness.text.contains("print: \\u{1B}]0;pwned\\u{7}"))
    XCTAssertTrue(harness.text.contains("> tap \"\\u{1B}\""))
  }

  func testScriptErrorsQuoteTheSourceLine() throws {
    let folder = try temporaryFolder(self)
    try write("struct A {\n  var x = y\n}\n", to: "A.swift", in: folder)
    let engine = StubEngine()
    let location = SourceLocation(file: "A.swift", line: 2, column: 11)
    engine.failures["load"] = .script([.error("cannot find 'y' in scope", at: location)])
    let harness = Harness(engine: engine, directory: folder)
    harness.run("load A.swift")
    XCTAssertEqual(
      harness.text,
      """
      > load A.swift
        error: cannot find 'y' in scope  (at A.swift:2:11)
          2 |   var x = y
            |           ^

      """)
  }
}
