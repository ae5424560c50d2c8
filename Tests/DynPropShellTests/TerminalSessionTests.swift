import Foundation
import XCTest

/// The interactive shell on a real pseudo-terminal 60 columns wide (util-linux `script` allocates it),
/// driven as a user types: word wrapping, colour resets, pasting tab-indented code, Tab completion.
final class TerminalSessionTests: XCTestCase {
  /// A running `dynprop-repl --color always` under `script`, with everything it printed so far (the
  /// output buffer is guarded by a lock, hence `@unchecked Sendable`).
  final class TerminalSession: @unchecked Sendable {
    let process = Process()
    let input = Pipe()
    private let lock = NSLock()
    private var bytes = Data()

    init(binary: URL, columns: Int, state: URL) throws {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
      process.arguments = [
        "-qec", "stty cols \(columns) rows 40; exec '\(binary.path)' --color always", "/dev/null",
      ]
      var environment = ProcessInfo.processInfo.environment
      environment["TERM"] = "xterm"
      environment["XDG_STATE_HOME"] = state.path  // the history file goes here, not to the user's
      environment.removeValue(forKey: "NO_COLOR")
      process.environment = environment
      let output = Pipe()
      process.standardInput = input
      process.standardOutput = output
      process.standardError = output
      output.fileHandleForReading.readabilityHandler = { [weak self] handle in
        let chunk = handle.availableData
        guard let self, !chunk.isEmpty else { return }
        self.lock.withLock { self.bytes.append(chunk) }
      }
      try process.run()
    }

    var text: String { lock.withLock { String(decoding: bytes, as: UTF8.self) } }

    /// Waits until the shell shows its prompt for the `count`-th time (editing mode is on).
    func waitForPrompt(_ count: Int, timeout: TimeInterval = 30) {
      let deadline = Date().addingTimeInterval(timeout)
      while Date() < deadline, text.components(separatedBy: "dynprop> ").count - 1 < count {
        usleep(20_000)
      }
    }

    func type(_ keys: String) { input.fileHandleForWriting.write(Data(keys.utf8)) }

    func end() {
      type("\u{4}")
      let deadline = Date().addingTimeInterval(10)
      while process.isRunning, Date() < deadline { usleep(20_000) }
      if process.isRunning { process.terminate() }
    }
  }

  private func start(columns: Int = 60) throws -> TerminalSession {
    let binary = Bundle.main.bundleURL.appendingPathComponent("dynprop-repl")
    guard FileManager.default.isExecutableFile(atPath: binary.path),
      FileManager.default.isExecutableFile(atPath: "/usr/bin/script")
    else { throw XCTSkip("needs the built dynprop-repl and util-linux script") }
    return try TerminalSession(binary: binary, columns: columns, state: try temporaryFolder(self))
  }

  /// The screen lines without colour codes and carriage returns.
  private func plainLines(_ text: String) -> [String] {
    let plain = text.replacingOccurrences(
      of: "\u{1B}\\[[0-9;?]*[A-Za-z]", with: "", options: .regularExpression)
    return plain.replacingOccurrences(of: "\r", with: "").components(separatedBy: "\n")
  }

  func testPitfallsWrapAtWordsWithinTheWidthAndResetColourBeforeEachNewline() throws {
    let session = try start()
    session.waitForPrompt(1)
    session.type("run\r")
    session.waitForPrompt(2)
    session.end()
    let text = session.text
    let run = String(text[text.range(of: "dynprop> run")!.lowerBound...])
    let lines = plainLines(run)
    XCTAssertTrue(lines.allSatisfy { $0.count <= 60 }, lines.filter { $0.count > 60 }.joined(separator: "\n"))
    // The pitfall's continuation lines hang under it; joined again they give the message unbroken.
    let start = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("  pitfall class-dynamic-property:") })
    let message =
      ([lines[start]] + lines[(start + 1)...].prefix { $0.hasPrefix("      ") && !$0.contains("↳") })
      .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    XCTAssertTrue(
      message.contains("SwiftUI only installs the dynamic properties of structs, so the @State"), message)
    let rawLines = run.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n")
    XCTAssertGreaterThan(rawLines.filter { $0.contains("\u{1B}[31m") }.count, 10)
    for line in rawLines where line.contains("\u{1B}[31m") {
      XCTAssertTrue(line.hasSuffix("\u{1B}[0m"), "colour left open at a line's end: \(line.debugDescription)")
    }
  }

  func testPastedTabIndentedCodeRunsWithoutCompletionLists() throws {
    let session = try start()
    session.waitForPrompt(1)
    session.type("\u{1B}[200~eval {\r\tlet a = 20\r\tprint(a + 1)\r}()\u{1B}[201~\r")
    session.waitForPrompt(2)
    session.end()
    let lines = plainLines(session.text)
    XCTAssertTrue(lines.contains("  print: 21"), lines.joined(separator: "\n"))
    XCTAssertFalse(session.text.contains("load reload"), "a Tab in pasted code listed the commands")
  }

  func testTabCompletesStagesOfAStory() throws {
    let session = try start()
    session.waitForPrompt(1)
    session.type("open remote-data 4\t")
    let deadline = Date().addingTimeInterval(10)
    while Date() < deadline, !session.text.contains("4a 4b") { usleep(20_000) }
    session.type("\u{3}")
    session.end()
    XCTAssertTrue(plainLines(session.text).contains("4a 4b"), session.text)
  }
}
