import DynPropDiagnostics
import DynPropInterpreter
import DynPropSyntax
import Foundation
import XCTest

/// Runs every test program under Tests/Programs (jlox style): the expectations live in the program.
///
/// - `// expect: TEXT` — the next printed line is TEXT;
/// - `// expect crash: MESSAGE` — running stops with this simulated-app crash;
/// - `// expect error: MESSAGE` — compiling fails with this message, located on this line.
final class ProgramTests: XCTestCase {
  func testAllPrograms() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Programs")
    let files = try programFiles(under: root)
    XCTAssertGreaterThan(files.count, 10, "test programs were not found under \(root.path)")
    for file in files {
      let source = try String(contentsOf: file, encoding: .utf8)
      let name = file.path.replacingOccurrences(of: root.path + "/", with: "")
      let outcome = ProgramRunner.run(source, name: name)
      let expected = Expectations(source)
      XCTAssertEqual(outcome.printed, expected.printed, "\(name): printed output")
      XCTAssertEqual(outcome.crash, expected.crash, "\(name): crash")
      XCTAssertEqual(outcome.errors, expected.errors, "\(name): compile errors")
    }
  }

  private func programFiles(under root: URL) throws -> [URL] {
    let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    var files: [URL] = []
    while let url = enumerator?.nextObject() as? URL {
      // Programs marked `// run: exec` need the host's Foundation pieces: ExecProgramTests runs them.
      guard url.pathExtension == "swift", let text = try? String(contentsOf: url, encoding: .utf8) else {
        continue
      }
      if !text.hasPrefix(ExecMarker.line) { files.append(url) }
    }
    return files.sorted { $0.path < $1.path }
  }
}

/// The first line of a program that runs with the host loaded (`dynprop-repl exec`), not the bare interpreter.
enum ExecMarker {
  static let line = "// run: exec"
}

/// What a program is expected to do, read from its comments.
struct Expectations {
  var printed: [String] = []
  var crash: String?
  var errors: [String] = []

  init(_ source: String) {
    for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if let text = line.range(of: "// expect: ").map({ String(line[$0.upperBound...]) }) {
        printed.append(text)
      }
      if let text = line.range(of: "// expect crash: ").map({ String(line[$0.upperBound...]) }) {
        crash = text
      }
      if let text = line.range(of: "// expect error: ").map({ String(line[$0.upperBound...]) }) {
        errors.append("\(index + 1): \(text)")
      }
    }
  }
}

/// Parses, compiles and runs one program without the SwiftUI host.
enum ProgramRunner {
  struct Outcome {
    var printed: [String] = []
    var crash: String?
    var errors: [String] = []
  }

  static func run(_ source: String, name: String) -> Outcome {
    var outcome = Outcome()
    let file = ScriptParser.parse(source: source, fileName: name)
    if file.hasErrors {
      outcome.errors = file.diagnostics.map { "\($0.location?.line ?? 0): \($0.message)" }
      return outcome
    }
    let interpreter = Interpreter(seed: 0)
    interpreter.printSink = { outcome.printed.append($0) }
    do {
      let main = try Compiler(interpreter: interpreter).compile([file])
      _ = try interpreter.call(main, self: nil, arguments: [], at: main.location)
    } catch let error as DiagnosticError {
      outcome.errors = error.diagnostics.map { "\($0.location?.line ?? 0): \($0.message)" }
    } catch let crash as ScriptCrash {
      outcome.crash = crash.message
    } catch let error as ScriptRuntimeError {
      outcome.errors = ["\(error.diagnostic.location?.line ?? 0): \(error.diagnostic.message)"]
    } catch {
      outcome.errors = ["0: unexpected \(error)"]
    }
    return outcome
  }
}
