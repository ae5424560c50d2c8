import DynPropHost
import Foundation
import XCTest

@testable import DynPropShell

/// A session on a stub engine whose transcript is captured as text.
struct Harness {
  let engine: StubEngine
  let output: StringOutput
  let session: Session

  init(
    engine: StubEngine = StubEngine(), format: Transcript.Format = .human, style: TextStyle = .plain,
    echo: Bool = true, directory: URL = URL(fileURLWithPath: NSTemporaryDirectory())
  ) {
    self.engine = engine
    output = StringOutput()
    let transcript = Transcript(output: output, format: format, style: style, echoesCommands: echo)
    session = Session(engine: engine, transcript: transcript, baseDirectory: directory)
  }

  /// Runs the lines as a scenario named `test.dps`.
  func run(_ scenario: String) {
    ScenarioRunner(seed: 0) { _ in engine }.run(
      ScenarioReader.commands(in: scenario), in: session, file: "test.dps")
  }

  var text: String { output.text }
}

/// A fresh temporary folder, removed when the test ends.
func temporaryFolder(_ test: XCTestCase) throws -> URL {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("dynprop-shell-tests-\(UUID().uuidString)", isDirectory: true)
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
  return url
}

@discardableResult
func write(_ text: String, to name: String, in folder: URL) throws -> URL {
  let url = folder.appendingPathComponent(name)
  try FileManager.default.createDirectory(
    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
  try Data(text.utf8).write(to: url)
  return url
}

func event(_ type: EventType, tick: Int, _ fields: [(String, EventValue)] = []) -> Event {
  Event(type, tick: tick, .init(uniqueKeysWithValues: fields))
}
