import Foundation
import XCTest

@testable import DynPropLineEditor

/// The history file's promises: two shells saving at once keep each other's commands, and a save that
/// fails (full disk, unwritable folder) says so once, leaves the file as it was, and the shell goes on.
final class HistoryFileTests: XCTestCase {
  private var folder: URL!

  override func setUpWithError() throws { folder = try makeTemporaryFolder() }
  override func tearDown() { try? FileManager.default.removeItem(at: folder) }

  private var file: URL { folder.appendingPathComponent("history") }

  /// A scratch path that is a link to /dev/full, made again for every save (a failed save removes it):
  /// every write fails with "No space left on device", as on a full disk.
  private func fullDisk() -> (URL) -> String {
    let scratch = folder.appendingPathComponent("scratch")
    return { _ in
      try? FileManager.default.createSymbolicLink(atPath: scratch.path, withDestinationPath: "/dev/full")
      return scratch.path
    }
  }

  /// What a new shell would load from the file.
  private func savedEntries() -> [String] { LineHistory(file: file).entries() }

  func testTwoShellsSavingAtOnceKeepEveryCommand() {
    nonisolated(unsafe) let shells = [LineHistory(file: file), LineHistory(file: file)]
    DispatchQueue.concurrentPerform(iterations: 2) { index in
      for number in 0..<100 { shells[index].add("shell \(index) command \(number)") }
    }
    let saved = savedEntries()
    XCTAssertEqual(saved.count, 200, "one shell's save overwrote the other's commands")
    for index in 0..<2 {
      let own = saved.filter { $0.hasPrefix("shell \(index) ") }
      XCTAssertEqual(
        own, (0..<100).reversed().map { "shell \(index) command \($0)" }, "in order, newest first")
    }
  }

  func testAFullDiskLeavesTheFileWholeAndIsReportedOnce() throws {
    let first = LineHistory(file: file)
    first.add("old one")
    first.add("old two")
    let before = try Data(contentsOf: file)
    var messages: [String] = []
    let shell = LineHistory(file: file) { messages.append($0) }
    shell.scratchPath = fullDisk()
    shell.add("new one")
    shell.add("new two")
    XCTAssertEqual(messages.count, 1, "one message, not one per command: \(messages)")
    XCTAssertTrue(messages.first?.contains("history not saved to \(file.path)") ?? false, "\(messages)")
    XCTAssertTrue(messages.first?.contains("No space left on device") ?? false, "\(messages)")
    XCTAssertEqual(try Data(contentsOf: file), before, "the file was changed or truncated")
    XCTAssertEqual(shell.entries(), ["new two", "new one", "old two", "old one"], "the shell goes on")
    XCTAssertTrue(FileManager.default.fileExists(atPath: "/dev/full"))
  }

  func testSavingWorksAgainAfterAFailureAndReportsTheNextFailure() {
    var messages: [String] = []
    let shell = LineHistory(file: file) { messages.append($0) }
    shell.scratchPath = fullDisk()
    shell.add("lost")
    shell.scratchPath = HistoryFileWriter.defaultScratchPath
    shell.add("kept")
    XCTAssertEqual(savedEntries(), ["kept"], "a command whose save failed stays in this shell's list only")
    shell.scratchPath = fullDisk()
    shell.add("lost again")
    XCTAssertEqual(messages.count, 2, "\(messages)")
  }

  func testAMissingFolderIsReportedAndTheShellGoesOn() {
    var messages: [String] = []
    let shell = LineHistory(file: URL(fileURLWithPath: "/proc/no-such-folder/history")) {
      messages.append($0)
    }
    shell.add("still works")
    XCTAssertEqual(shell.entries(), ["still works"])
    XCTAssertEqual(messages.count, 1)
    XCTAssertTrue(messages.first?.contains("cannot open the lock") ?? false, "\(messages)")
  }
}
