import Foundation
import XCTest

@testable import DynPropShell

/// Runs the programs under Tests/Programs/foundation with `dynprop-repl exec` (the host's Foundation
/// pieces loaded), checking stdout against their `// expect:` lines, which are what swiftc's build prints.
final class ExecProgramTests: XCTestCase {
  func testFoundationPrograms() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Programs/foundation")
    let files = try FileManager.default.contentsOfDirectory(at: root, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    XCTAssertFalse(files.isEmpty, "no programs under \(root.path)")
    for file in files {
      let source = try String(contentsOf: file, encoding: .utf8)
      let expected = source.split(separator: "\n").compactMap { line in
        line.range(of: "// expect: ").map { String(line[$0.upperBound...]) }
      }
      let output = StringOutput()
      let errors = StringOutput()
      let status = ProgramRun(seed: 0, budgets: .standard, output: output, errors: errors).run([file])
      let printed = output.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      XCTAssertEqual(status, 0, "\(file.lastPathComponent): \(errors.text)")
      XCTAssertEqual(Array(printed.dropLast()), expected, file.lastPathComponent)
    }
  }
}
