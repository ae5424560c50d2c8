import DynPropHost
import Foundation
import XCTest

@testable import DynPropShell

/// Suspended script tasks each hold a stack of their own (a coroutine); these must be freed with their
/// world (`reset`, `reload`, time travel, a finished run), or a long session would pile them up.
final class TaskStackTests: XCTestCase {
  let script = """
    func spawnSleepers(_ count: Int) {
      for _ in 0..<count {
        Task { try await Task.sleep(for: .seconds(1000)) }
      }
    }
    """

  /// Coroutines now, once the world stack (one for the process, made on first use) exists.
  func liveStacksBesideTheWorlds() throws -> Int {
    try WorldThread.run {}
    return Coroutine.liveCount
  }

  func engineWithSleepers(_ folder: URL) throws -> HostEngine {
    let engine = HostEngine(seed: 0)
    try engine.load(files: [try write(script, to: "sleepers.swift", in: folder)])
    _ = try engine.eval(expression: "spawnSleepers(20)")
    try engine.tick()
    return engine
  }

  func testResetReloadAndTimeTravelFreeSuspendedTaskStacks() throws {
    let folder = try temporaryFolder(self)
    let before = try liveStacksBesideTheWorlds()
    let engine = try engineWithSleepers(folder)
    XCTAssertEqual(Coroutine.liveCount, before + 20)
    engine.reset()
    XCTAssertEqual(Coroutine.liveCount, before)

    _ = try engine.eval(expression: "spawnSleepers(20)")
    try engine.tick()
    try engine.tick()
    XCTAssertEqual(Coroutine.liveCount, before + 20)
    _ = try engine.back(1)
    // The world was rebuilt by replay: the old world's 20 stacks were freed, the replay's 20 live.
    XCTAssertEqual(Coroutine.liveCount, before + 20)
    try engine.reload()
    XCTAssertEqual(Coroutine.liveCount, before)
  }

  func testAnEngineThatGoesAwayFreesItsTaskStacks() throws {
    let folder = try temporaryFolder(self)
    let before = try liveStacksBesideTheWorlds()
    var engine: HostEngine? = try engineWithSleepers(folder)
    XCTAssertEqual(Coroutine.liveCount, before + 20)
    XCTAssertNotNil(engine)
    engine = nil
    XCTAssertEqual(Coroutine.liveCount, before)
  }

  /// Tasks run on the thread of whoever runs the tick: no thread is made per task (with a thread each,
  /// 20 more tasks made 20 more threads).
  func testTasksMakeNoThreads() throws {
    #if os(Linux)
      let folder = try temporaryFolder(self)
      let engine = try engineWithSleepers(folder)
      let threads = try FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count
      _ = try engine.eval(expression: "spawnSleepers(20)")
      try engine.tick()
      // Other threads of the process (libdispatch's workers) come and go; 20 tasks would add 20.
      XCTAssertLessThan(
        try FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count, threads + 10)
    #else
      throw XCTSkip("thread counting needs /proc")
    #endif
  }
}
