import Foundation
import XCTest

@testable import DynPropShell

/// Suspended script tasks each hold a thread; these must end with their world (`reset`, `reload`,
/// time travel, a finished run), or a long session would pile them up.
final class TaskThreadTests: XCTestCase {
  let script = """
    func spawnSleepers(_ count: Int) {
      for _ in 0..<count {
        Task { try await Task.sleep(for: .seconds(1000)) }
      }
    }
    """

  /// Threads of this process now (Linux: one entry per thread in /proc/self/task).
  func threadCount() throws -> Int {
    #if os(Linux)
      return try FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count
    #else
      throw XCTSkip("thread counting needs /proc")
    #endif
  }

  /// Waits briefly for ended threads to leave /proc (a thread exits just after handing control back).
  func settledThreadCount(below limit: Int) throws -> Int {
    var count = try threadCount()
    for _ in 0..<100 where count >= limit {
      usleep(10_000)
      count = try threadCount()
    }
    return count
  }

  func engineWithSleepers(_ folder: URL) throws -> HostEngine {
    let engine = HostEngine(seed: 0)
    try engine.load(files: [try write(script, to: "sleepers.swift", in: folder)])
    _ = try engine.eval(expression: "spawnSleepers(20)")
    try engine.tick()
    return engine
  }

  func testResetReloadAndTimeTravelEndSuspendedTaskThreads() throws {
    let folder = try temporaryFolder(self)
    let before = try threadCount()
    let engine = try engineWithSleepers(folder)
    XCTAssertGreaterThanOrEqual(try threadCount(), before + 20)
    engine.reset()
    XCTAssertLessThan(try settledThreadCount(below: before + 5), before + 5)

    _ = try engine.eval(expression: "spawnSleepers(20)")
    try engine.tick()
    try engine.tick()
    XCTAssertGreaterThanOrEqual(try threadCount(), before + 20)
    _ = try engine.back(1)
    // The world was rebuilt by replay: the old world's 20 threads ended, the replay's 20 run.
    XCTAssertLessThan(try settledThreadCount(below: before + 25), before + 25)
    try engine.reload()
    XCTAssertLessThan(try settledThreadCount(below: before + 5), before + 5)
  }

  func testAnEngineThatGoesAwayEndsItsTasks() throws {
    let folder = try temporaryFolder(self)
    let before = try threadCount()
    var engine: HostEngine? = try engineWithSleepers(folder)
    XCTAssertGreaterThanOrEqual(try threadCount(), before + 20)
    XCTAssertNotNil(engine)
    engine = nil
    XCTAssertLessThan(try settledThreadCount(below: before + 5), before + 5)
  }
}
