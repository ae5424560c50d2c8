import XCTest

/// The daily loop of issue 17 through the built binary: what `dynprop-repl FILE` mounts, and exit codes
/// of piped sessions.
final class DailyLoopTests: XCTestCase {
  /// Tests/Scenarios/daily-loop, the fixtures these tests share with the golden scenarios.
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Scenarios/daily-loop")

  struct Run {
    var status: Int32
    var text: String
  }

  /// Runs `dynprop-repl ARGS` in the fixtures folder with `stdin` piped in.
  static func run(_ arguments: [String], stdin: String) throws -> Run {
    let binary = Bundle.main.bundleURL.appendingPathComponent("dynprop-repl")
    guard FileManager.default.isExecutableFile(atPath: binary.path) else {
      throw XCTSkip("dynprop-repl is not built next to the tests (\(binary.path))")
    }
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = fixtures
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    input.fileHandleForWriting.write(Data(stdin.utf8))
    try input.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(status: process.terminationStatus, text: String(decoding: data, as: UTF8.self))
  }

  func testAFileWithOneViewAndNoMainMountsItAndSaysSo() throws {
    let result = try Self.run(["Counter.swift"], stdin: "tick\ntap +\ntick\nexpect text \"Count: 1\"\n")
    XCTAssertEqual(result.status, 0, result.text)
    XCTAssertTrue(
      result.text.hasPrefix(
        """
        > load Counter.swift
        loaded Counter.swift
        > mount CounterView()
        no @main App: mounted CounterView(), the only view that needs no arguments

        """), result.text)
  }

  func testSeveralCandidatesAreListedNotGuessed() throws {
    let result = try Self.run(["Counter.swift", "TallyApp.swift"], stdin: "tree\n")
    XCTAssertFalse(result.text.contains("no @main App"), "an @main App is the root")
    let views = try Self.run(["Counter.swift", "Shop.swift"], stdin: "tree\n")
    XCTAssertTrue(
      views.text.contains(
        "no @main App; mount one of: CounterView(), ShopView() (e.g. 'mount CounterView()')\n> tree\n"
          + "(nothing mounted)\n"), views.text)
  }

  func testRootFlagIsNotSecondGuessed() throws {
    let result = try Self.run(["Shop.swift", "--root", "RowView(index: 7)"], stdin: "tick\ntree\n")
    XCTAssertTrue(result.text.contains("Text \"row 7 off\""), result.text)
    XCTAssertFalse(result.text.contains("no @main App"), result.text)
  }

  func testAnUnclaimedCrashFailsAPipedSession() throws {
    let crashing = try Self.run(["Counter.swift"], stdin: "tick\ntap Crash\n")
    XCTAssertEqual(crashing.status, 1, crashing.text)
    XCTAssertTrue(
      crashing.text.contains(
        "  ✗ 2: expected no crash (or an 'expect crash' after it), seen Fatal error: Index out of range at "
          + "Counter.swift:13:31 in tick 1\n"), crashing.text)
    let claimed = try Self.run(["Counter.swift"], stdin: "tick\ntap Crash\nexpect crash\n")
    XCTAssertEqual(claimed.status, 0, claimed.text)
  }
}
