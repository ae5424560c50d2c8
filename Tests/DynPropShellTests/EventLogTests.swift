import DynPropHost
import XCTest

@testable import DynPropShell

/// The expectation log keeps counts and texts, not events, and answers as a full log would.
final class EventLogTests: XCTestCase {
  private func body(_ view: String, tick: Int) -> Event {
    Event(.body, tick: tick, ["view": .string(view), "node": .string(view), "changes": .strings([])])
  }

  func testCountsPerViewAndType() {
    var log = EventLog()
    for tick in 1...1_000 { log.append(body(tick.isMultiple(of: 2) ? "A" : "B", tick: tick)) }
    log.append(Event(.request, tick: 3, ["id": .int(1)]))
    XCTAssertEqual(log.count(.body, view: "A"), 500)
    XCTAssertEqual(log.count(.body, view: "B"), 500)
    XCTAssertEqual(log.count(.body), 1_000)
    XCTAssertEqual(log.count(.request), 1)
    XCTAssertTrue(log.mentions(view: "A"))
    XCTAssertFalse(log.mentions(view: "C"))
  }

  /// Every type is counted apart: the tallies are indexed by `EventType.ordinal`, one slot per case.
  func testEveryTypeHasItsOwnSlot() {
    XCTAssertEqual(EventType.allCases.map(\.ordinal), Array(EventType.allCases.indices))
    var log = EventLog()
    for (n, type) in EventType.allCases.enumerated() {
      for _ in 0...n { log.append(Event(type, tick: 1, ["view": .string("V")])) }
    }
    for (n, type) in EventType.allCases.enumerated() {
      XCTAssertEqual(log.count(type), n + 1, "\(type)")
      XCTAssertEqual(log.count(type, view: "V"), n + 1, "\(type)")
    }
  }

  func testFirstWarningOrPitfallOfEachID() {
    var log = EventLog()
    for (tick, id) in [(2, "b"), (3, "a"), (4, "b")] {
      log.append(Event(.pitfall, tick: tick, ["id": .string(id), "message": .string("m")]))
    }
    XCTAssertEqual(log.ids(of: .pitfall), ["b", "a"])
    XCTAssertEqual(log.first(.pitfall, id: "b")?.tick, 2)
    XCTAssertEqual(log.first(.pitfall, id: nil)?.tick, 2)
    XCTAssertNil(log.first(.warning, id: nil))
  }

  /// Texts are searched one by one: a part never matches across two printed lines.
  func testPrintedTextsAreSearchedLineByLine() {
    var log = EventLog()
    for text in ["alpha", "beta", "", "x\u{0}y"] {
      log.append(Event(.print, tick: 1, ["text": .string(text)]))
    }
    XCTAssertEqual(log.prints.count, 4)
    XCTAssertTrue(log.prints.contains("pha"))
    XCTAssertFalse(log.prints.contains("alphabeta"))
    XCTAssertFalse(log.prints.contains("a\u{0}b"))
    XCTAssertTrue(log.prints.contains("x\u{0}y"))
    XCTAssertTrue(log.prints.contains(""))
    XCTAssertFalse(EventLog().prints.contains(""))
    XCTAssertEqual(log.prints.first, ["alpha", "beta", "", "x\u{0}y"])
  }
}
