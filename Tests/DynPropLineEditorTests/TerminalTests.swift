import DynPropLineEditor
import Foundation
import XCTest

/// Where history lives, and that preparing it never fails loudly.
final class TerminalTests: XCTestCase {
  func testXDGStateHomeWins() {
    let file = Terminal.historyFile(environment: ["XDG_STATE_HOME": "/var/st", "HOME": "/home/u"])
    XCTAssertEqual(file?.path, "/var/st/dynprop-repl/history")
  }

  func testFallsBackToHomeLocalState() {
    XCTAssertEqual(
      Terminal.historyFile(environment: ["HOME": "/home/u"])?.path,
      "/home/u/.local/state/dynprop-repl/history")
    let emptyXDG = Terminal.historyFile(environment: ["XDG_STATE_HOME": "", "HOME": "/home/u"])
    XCTAssertEqual(emptyXDG?.path, "/home/u/.local/state/dynprop-repl/history")
  }

  func testRelativeXDGStateHomeIsIgnored() {
    let file = Terminal.historyFile(environment: [
      "XDG_STATE_HOME": "relative/state", "HOME": "/home/u",
    ])
    XCTAssertEqual(file?.path, "/home/u/.local/state/dynprop-repl/history")
  }

  func testNoLocationWithoutHomeOrXDG() {
    XCTAssertNil(Terminal.historyFile(environment: [:]))
    XCTAssertNil(Terminal.historyFile(environment: ["XDG_STATE_HOME": "rel"]))
  }

  func testPreparedHistoryFileCreatesTheFolder() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = Terminal.preparedHistoryFile(environment: ["XDG_STATE_HOME": folder.path])
    XCTAssertEqual(file?.path, folder.path + "/dynprop-repl/history")
    var isFolder: ObjCBool = false
    XCTAssertTrue(
      FileManager.default.fileExists(atPath: folder.path + "/dynprop-repl", isDirectory: &isFolder))
    XCTAssertTrue(isFolder.boolValue)
  }

  func testUncreatableFolderGivesNil() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let blocker = folder.appendingPathComponent("dynprop-repl")
    try Data("a file, not a folder".utf8).write(to: blocker)
    XCTAssertNil(Terminal.preparedHistoryFile(environment: ["XDG_STATE_HOME": folder.path]))
  }
}
