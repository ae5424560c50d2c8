import Foundation
import XCTest

@testable import DynPropShell

/// Runs the programs under Tests/Programs whose first line is `// run: exec` with `dynprop-repl exec` (the
/// host's Foundation pieces loaded), checking stdout against their `// expect:` lines, which are what
/// swiftc's build prints.
final class ExecProgramTests: XCTestCase {
  func testFoundationPrograms() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Programs")
    let files = try execPrograms(under: root)
    XCTAssertGreaterThan(files.count, 5, "no `// run: exec` programs under \(root.path)")
    for (file, source) in files {
      let expected = source.split(separator: "\n").compactMap { line in
        line.range(of: "// expect: ").map { String(line[$0.upperBound...]) }
      }
      let output = StringOutput()
      let errors = StringOutput()
      var budgets = Budgets.standard
      budgets.runTicks = Budgets.execRunTicks  // as `dynprop-repl exec` runs them
      let status = ProgramRun(seed: 0, budgets: budgets, output: output, errors: errors).run([file])
      let printed = output.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      XCTAssertEqual(status, 0, "\(file.lastPathComponent): \(errors.text)")
      XCTAssertEqual(Array(printed.dropLast()), expected, file.lastPathComponent)
    }
  }

  private func execPrograms(under root: URL) throws -> [(URL, String)] {
    let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    var found: [(URL, String)] = []
    while let url = enumerator?.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      let source = try String(contentsOf: url, encoding: .utf8)
      if source.hasPrefix("// run: exec") { found.append((url, source)) }
    }
    return found.sorted { $0.0.path < $1.0.path }
  }
}
