import Foundation
import XCTest

/// Same scripts + same scenario + same seed = byte-identical output (CONTRACT §8), also when tasks run on
/// threads of their own: every scenario under Tests/Scenarios/async is run twice by the built binary.
extension EndToEndTests {
  var asyncScenarios: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Scenarios/async")
  }

  func testTwoRunsOfTheAsyncScenariosAreByteIdentical() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: asyncScenarios.path)
      .filter { $0.hasSuffix(".dps") }.sorted()
    XCTAssertGreaterThanOrEqual(files.count, 8)
    for file in files {
      let path = asyncScenarios.appendingPathComponent(file).path
      for format in [["--json"], []] {
        let first = try run(["run", path] + format)
        let second = try run(["run", path] + format)
        XCTAssertFalse(first.stdout.isEmpty, file)
        XCTAssertEqual(first.stdout, second.stdout, "\(file) \(format)")
        XCTAssertEqual(first.status, second.status, file)
      }
    }
  }
}
