import DynPropHost
import Foundation
import XCTest

@testable import DynPropShell

/// Time travel and the exports, checked against a real engine.
final class TimelineTests: XCTestCase {
  private var scripts: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Scenarios/timeline")
  }

  /// Runs scenario lines on a fresh engine; returns the JSON Lines transcript and the session.
  private func run(_ lines: [String]) -> (json: [String], session: Session) {
    let output = StringOutput()
    let transcript = Transcript(output: output, format: .json, style: .plain, echoesCommands: false)
    let session = Session(engine: makeEngine(seed: 0), transcript: transcript, baseDirectory: scripts)
    for (index, line) in lines.enumerated() {
      session.execute(line, at: CommandSite(file: "test.dps", line: index + 1))
    }
    return (output.text.split(separator: "\n").map(String.init), session)
  }

  private let start = [
    "load shop.swift", "mount ShopView()", "tick", "tap \"Add\"", "tick", "tap \"Search\"",
  ]

  /// CONTRACT §2: after `back`, stepping again gives exactly what a fresh replay to that point gives.
  func testGoingBackAndSteppingAgainEqualsAFreshReplay() throws {
    let travelled = run(
      start + ["tick", "tap \"Dollars\"", "tick 2", "back 3", "tick", "tap \"Tax\"", "tick 2"])
    let fresh = run(start + ["tick", "tap \"Tax\"", "tick 2"])
    let travelledEvents = Array(
      travelled.json.drop { !$0.contains("back at the start of tick 3") }.dropFirst())
    let freshEvents = Array(fresh.json.drop { !$0.hasPrefix(#"{"type":"tick","tick":3"#) })
    XCTAssertFalse(freshEvents.isEmpty)
    XCTAssertEqual(travelledEvents, freshEvents)
    XCTAssertEqual(
      travelled.session.engine.timeline.history(last: nil, filter: .init()),
      fresh.session.engine.timeline.history(last: nil, filter: .init()))
    XCTAssertEqual(travelled.session.engine.treeLines(), fresh.session.engine.treeLines())
  }

  /// The trace parses as JSON and follows the Trace Event format: required fields per phase, known
  /// phases, timestamps that never go back on a track, and every flow arrow with a start and an end.
  func testTraceFollowsTheTraceEventFormat() throws {
    let folder = try temporaryFolder(self)
    let (_, session) = run(start + ["tick", "tap \"Dollars\"", "tick", "export trace \(folder.path)/t.json"])
    let data = try Data(contentsOf: folder.appendingPathComponent("t.json"))
    let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let events = try XCTUnwrap(root["traceEvents"] as? [[String: Any]])
    var lastTimestamp: [Int: Int] = [:]
    var flows: [Int: Set<String>] = [:]
    var phases: [String: Int] = [:]
    for event in events {
      let phase = try XCTUnwrap(event["ph"] as? String)
      phases[phase, default: 0] += 1
      XCTAssertTrue(["X", "i", "b", "e", "s", "f", "M"].contains(phase), "unknown phase \(phase)")
      XCTAssertNotNil(event["name"] as? String)
      XCTAssertNotNil(event["pid"] as? Int)
      let tid = try XCTUnwrap(event["tid"] as? Int)
      if phase == "M" { continue }
      let ts = try XCTUnwrap(event["ts"] as? Int, "\(event)")
      XCTAssertGreaterThanOrEqual(ts, lastTimestamp[tid] ?? 0, "time went back on track \(tid)")
      lastTimestamp[tid] = ts
      if phase == "X" { XCTAssertNotNil(event["dur"] as? Int) }
      if phase == "i" { XCTAssertTrue(["t", "p", "g"].contains(event["s"] as? String ?? "")) }
      if ["s", "f", "b", "e"].contains(phase) {
        XCTAssertNotNil(event["cat"] as? String)
        let id = try XCTUnwrap(event["id"] as? Int)
        if phase == "s" || phase == "f" { flows[id, default: []].insert(phase) }
      }
    }
    XCTAssertGreaterThan(phases["X"] ?? 0, 3)
    XCTAssertGreaterThan(phases["i"] ?? 0, 3)
    XCTAssertFalse(flows.isEmpty, "a write that re-rendered a view draws a flow")
    for (id, ends) in flows { XCTAssertEqual(ends, ["s", "f"], "flow \(id)") }
    XCTAssertEqual(session.outcome.status, .ok)
  }

  /// Events and traces cover the history window; the command says which ticks were dropped.
  func testExportsCoverTheHistoryWindow() throws {
    let folder = try temporaryFolder(self)
    let (json, _) = run(
      start + [
        "history --keep 2", "tick 3", "export events \(folder.path)/e.jsonl",
        "export trace \(folder.path)/t.json",
      ])
    let lines = try String(contentsOf: folder.appendingPathComponent("e.jsonl"), encoding: .utf8)
      .split(separator: "\n")
    let ticks = Set(
      try lines.map { line in
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        return try XCTUnwrap(object["tick"] as? Int)
      })
    XCTAssertEqual(ticks, [4, 5])
    XCTAssertEqual(
      json.filter { $0.contains("(ticks 1–3 were dropped: the history keeps the last 2 ticks") }.count, 2)
    let trace = try Data(contentsOf: folder.appendingPathComponent("t.json"))
    let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: trace) as? [String: Any])
    let names = try XCTUnwrap(root["traceEvents"] as? [[String: Any]]).compactMap { $0["name"] as? String }
    XCTAssertTrue(names.contains("tick 5"))
    XCTAssertFalse(names.contains("tick 3"))
  }

  /// The DOT file names every node before an edge uses it, and marks what the last tick re-rendered.
  func testDotHasStorageNodesDependencyEdgesAndHighlights() throws {
    let folder = try temporaryFolder(self)
    _ = run(start + ["tick", "export dot \(folder.path)/g.dot"])
    let text = try String(contentsOf: folder.appendingPathComponent("g.dot"), encoding: .utf8)
    XCTAssertTrue(text.hasPrefix("digraph dynprop {"))
    XCTAssertTrue(text.hasSuffix("}\n"))
    var declared = Set<String>()
    for line in text.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
      let words = line.split(separator: " ").map(String.init)
      if words.count > 2, words[1] == "->" {
        XCTAssertTrue(
          declared.contains(words[0]) && declared.contains(words[2].trimmingCharacters(in: [";"])), line)
      } else if let first = words.first, first.hasPrefix("v") || first.hasPrefix("s") {
        declared.insert(first)
      }
    }
    XCTAssertTrue(text.contains(#"label="ShopView._query\n(@State)\n= \"shoes\"""#), text)
    XCTAssertTrue(text.contains(#"label="binds""#))
    XCTAssertTrue(text.contains(#"label="environment""#))
    // Tick 3 re-rendered SearchField because of the query write: its box is orange, the edge red.
    XCTAssertTrue(
      text.contains(##"[label="SearchField", shape=box, style="filled,bold", fillcolor="#ffc266"]"##))
    XCTAssertTrue(text.contains(##"[label="reads", color="#d62728", penwidth=2]"##))
  }
}
