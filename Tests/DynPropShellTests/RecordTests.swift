import XCTest

@testable import DynPropShell

final class RecordTests: XCTestCase {
  func testRecordWritesTheCommandsSoFarThenAppends() throws {
    let folder = try temporaryFolder(self)
    try write("struct A {}", to: "src/A.swift", in: folder)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
    let harness = Harness(echo: false, directory: folder)
    harness.run(
      """
      load src/A.swift
      tree
      ti 2
      net
      net manual
      help
      record out/session.dps
      tap "Load more"
      expect requests 0
      diagnose
      record stop
      tick
      """)
    let recorded = try String(contentsOf: folder.appendingPathComponent("out/session.dps"), encoding: .utf8)
    XCTAssertEqual(
      recorded,
      """
      load ../src/A.swift
      ti 2
      net manual
      tap "Load more"
      expect requests 0

      """)
  }

  /// Like `export`, `record` into a folder that does not exist fails (exit 74) and creates nothing.
  func testRecordIntoAMissingFolderFailsLikeExport() throws {
    let folder = try temporaryFolder(self)
    let harness = Harness(echo: false, directory: folder)
    harness.run("tick\nrecord missing/s.dps\ntick")
    XCTAssertEqual(harness.session.exitStatus, .ioError)
    XCTAssertTrue(harness.text.contains("  error: record: cannot write '"), harness.text)
    XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("missing").path))
  }

  func testRecordedScenarioReplaysTheSameCalls() throws {
    let folder = try temporaryFolder(self)
    try write("", to: "A.swift", in: folder)
    let first = Harness(echo: false, directory: folder)
    first.run("load A.swift\nset Counter.count = 2\neval [1,\n  2]\nrecord replay.dps\ntick")
    let engine = StubEngine()
    let result = ScenarioRunner(seed: 0) { _ in engine }.run(
      file: folder.appendingPathComponent("replay.dps"), displayName: "replay.dps",
      transcript: Transcript(output: StringOutput(), format: .human, echoesCommands: true))
    XCTAssertEqual(result.status, .ok)
    XCTAssertEqual(engine.calls, first.engine.calls)
  }

  func testReplayOfARecordingReproducesTheTranscriptByteForByte() throws {
    let folder = try temporaryFolder(self)
    try write("", to: "A.swift", in: folder)
    let engine = StubEngine()
    engine.tickEvents[1] = [
      event(.body, tick: 1, [("view", .string("A")), ("changes", .strings(["@self"]))])
    ]
    let session = """
      record session.dps
      load A.swift
      ti
      tap "Load more"
      eval [1,
        2]
      expect body-count A 1
      """
    let live = Harness(engine: engine, directory: folder)
    live.run(session)
    let replay = StubEngine()
    replay.tickEvents = engine.tickEvents
    let output = StringOutput()
    let result = ScenarioRunner(seed: 0) { _ in replay }.run(
      file: folder.appendingPathComponent("session.dps"), displayName: "session.dps",
      transcript: Transcript(output: output, format: .human, echoesCommands: true))
    XCTAssertEqual(result.status, .ok)
    let recordLines = "> record session.dps\nrecording to session.dps (0 commands so far)\n"
    XCTAssertEqual(
      live.text, recordLines + output.text, "without inspection commands, which are not recorded")
  }

  func testRecordToAnUnwritablePlaceIsAnIOError() throws {
    let folder = try temporaryFolder(self)
    try write("a file, not a folder", to: "plain", in: folder)
    let harness = Harness(echo: false, directory: folder)
    harness.run("record plain/x.dps")
    XCTAssertEqual(harness.session.exitStatus, .ioError)
    XCTAssertNil(harness.session.recorder.file)
  }

  func testRelativePaths() {
    let folder = URL(fileURLWithPath: "/a/b/c")
    XCTAssertEqual(RelativePath.from(folder, to: URL(fileURLWithPath: "/a/b/c/d.swift")), "d.swift")
    XCTAssertEqual(RelativePath.from(folder, to: URL(fileURLWithPath: "/a/x/d.swift")), "../../x/d.swift")
    XCTAssertEqual(RelativePath.from(folder, to: URL(fileURLWithPath: "/z/d.swift")), "/z/d.swift")
    XCTAssertEqual(
      RecordedCommand.load([URL(fileURLWithPath: "/a/b/my file.swift")]).line(relativeTo: folder),
      "load \"../my file.swift\"")
  }
}
