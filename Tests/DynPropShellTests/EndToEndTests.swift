import XCTest

/// Runs the built `dynprop-repl` binary the way users and CI do: piped stdin, exit codes, bytes on stdout.
final class EndToEndTests: XCTestCase {
  /// The folder holding the test bundle, where SwiftPM also puts the executable.
  var binary: URL {
    #if os(macOS)
      let folder = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }!.bundleURL
        .deletingLastPathComponent()
    #else
      let folder = Bundle.main.bundleURL
    #endif
    return folder.appendingPathComponent("dynprop-repl")
  }

  struct Run {
    var status: Int32
    var stdout: Data
    var stderr: Data
    var text: String { String(decoding: stdout, as: UTF8.self) }
  }

  func run(_ arguments: [String], stdin: String = "", environment: [String: String] = [:]) throws -> Run {
    guard FileManager.default.isExecutableFile(atPath: binary.path) else {
      throw XCTSkip("dynprop-repl is not built next to the tests (\(binary.path))")
    }
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    var env = ProcessInfo.processInfo.environment
    env.removeValue(forKey: "NO_COLOR")
    process.environment = env.merging(environment) { $1 }
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    input.fileHandleForWriting.write(Data(stdin.utf8))
    try input.fileHandleForWriting.close()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(status: process.terminationStatus, stdout: out, stderr: err)
  }

  /// `printf 'help\n' | dynprop-repl` prints plain text: no prompt, no banner, no escape byte (like `od -c`).
  func testPipedHelpIsPlainText() throws {
    let result = try run([], stdin: "help\n")
    XCTAssertEqual(result.status, 0)
    XCTAssertFalse(result.stdout.contains(0x1B), "ESC byte in piped output")
    XCTAssertTrue(result.text.hasPrefix("> help\nCommands (a unique prefix works too"), result.text)
    XCTAssertFalse(result.text.contains("dynprop>"))
    XCTAssertTrue(result.text.contains("  tick [N]"))
  }

  func testColorAlwaysIsTheOnlyWayToGetEscapesInAPipe() throws {
    let colored = try run(["--color", "always"], stdin: "tick\n")
    XCTAssertTrue(colored.stdout.contains(0x1B))
    let noColor = try run(["--color", "always"], stdin: "tick\n", environment: ["NO_COLOR": "1"])
    XCTAssertFalse(noColor.stdout.contains(0x1B))
  }

  func testPipedExitCodesMatchRun() throws {
    XCTAssertEqual(try run([], stdin: "bogus\n").status, 65)
    XCTAssertEqual(try run([], stdin: "expect requests 5\n").status, 1)
    XCTAssertEqual(try run([], stdin: "bogus\nexpect error \"bogus\"\n").status, 0)
  }

  func testUsageErrorsExit64() throws {
    XCTAssertEqual(try run(["--no-such-flag"]).status, 64)
    XCTAssertEqual(try run(["--color", "sometimes"]).status, 64)
    XCTAssertEqual(try run(["test"]).status, 64)
    XCTAssertEqual(try run(["test", "/nonexistent-folder"]).status, 64)
  }

  func testRunOfAnUnreadableScenarioExits74() throws {
    let result = try run(["run", "/nonexistent/scenario.dps", "--json"])
    XCTAssertEqual(result.status, 74)
    XCTAssertEqual(
      result.text,
      #"{"type":"error","tick":0,"message":"cannot read scenario '/nonexistent/scenario.dps'","source":"scenario.dps"}"#
        + "\n")
  }

  func testVersionAndHelp() throws {
    let version = try run(["--version"])
    XCTAssertEqual(version.status, 0)
    XCTAssertEqual(version.text, "0.1.0\n")
    let help = try run(["--help"])
    XCTAssertEqual(help.status, 0)
    XCTAssertTrue(help.text.contains("dynprop-repl run SCENARIO.dps"))
  }
}
