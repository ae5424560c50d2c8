import DynPropDiagnostics
import XCTest

@testable import DynPropSyntax

/// Helpers shared by the lowering tests: parse a snippet, dump it, render its diagnostics.
enum Snippet {
  static func parse(_ source: String) -> ScriptFile {
    ScriptParser.parse(source: source, fileName: "test.swift")
  }

  /// `line:column: severity: message` for each diagnostic, in order.
  static func diagnostics(_ source: String) -> [String] {
    parse(source).diagnostics.map { diagnostic in
      let place = diagnostic.location.map { "\($0.line):\($0.column): " } ?? ""
      return "\(place)\(diagnostic.severity.rawValue): \(diagnostic.message)"
    }
  }
}

/// Asserts that `source` lowers without diagnostics to exactly `expected`.
func assertDump(
  _ source: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line
) {
  let parsed = Snippet.parse(source)
  XCTAssertEqual(
    parsed.diagnostics.map(\.headline), [], "unexpected diagnostics", file: file, line: line)
  XCTAssertEqual(ASTDump.dump(parsed), expected, file: file, line: line)
}

/// The first top-level item of `source`, for tests that inspect AST values directly.
func firstItem(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> Stmt? {
  let parsed = Snippet.parse(source)
  XCTAssertFalse(parsed.hasErrors, "\(parsed.diagnostics.map(\.headline))", file: file, line: line)
  return parsed.items.first
}
