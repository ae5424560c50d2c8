import Foundation
import XCTest

/// Documentation/coverage.md is the language coverage table generated from the conformance suite
/// (Tests/Programs, issue 14): one row per program with what it covers and what it checks. The test fails
/// when the page and the suite differ; `UPDATE_COVERAGE=1 swift test --filter CoverageDocTests` rewrites it.
final class CoverageDocTests: XCTestCase {
  func testCoveragePageMatchesTheSuite() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let page = root.appendingPathComponent("Documentation/coverage.md")
    let table = try CoverageTable(programs: root.appendingPathComponent("Tests/Programs")).markdown
    if ProcessInfo.processInfo.environment["UPDATE_COVERAGE"] == "1" {
      try table.write(to: page, atomically: true, encoding: .utf8)
    }
    let written = try String(contentsOf: page, encoding: .utf8)
    XCTAssertEqual(
      written, table,
      "Documentation/coverage.md is out of date: run UPDATE_COVERAGE=1 swift test --filter CoverageDocTests")
  }
}

/// The coverage table: chapters (folders of Tests/Programs) in order, programs in each.
struct CoverageTable {
  struct Row {
    let chapter: String
    let program: String
    let covers: String
    let checks: String
  }

  let rows: [Row]

  init(programs: URL) throws {
    let manager = FileManager.default
    var rows: [Row] = []
    for chapter in try manager.contentsOfDirectory(atPath: programs.path).sorted() {
      let folder = programs.appendingPathComponent(chapter)
      guard let files = try? manager.contentsOfDirectory(atPath: folder.path) else { continue }
      for file in files.sorted() where file.hasSuffix(".swift") {
        let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        rows.append(
          Row(chapter: chapter, program: file, covers: Self.covers(source), checks: Self.checks(source)))
      }
    }
    self.rows = rows
  }

  /// The program's opening comment, up to its first sentence; its first line of code when it has none.
  static func covers(_ source: String) -> String {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let comment = lines.prefix { $0.hasPrefix("//") }.map {
      $0.dropFirst(2).trimmingCharacters(in: .whitespaces)
    }
    guard !comment.isEmpty else {
      let code = lines.first { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
      return "`" + code.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "`", with: "'") + "`"
    }
    let text = comment.joined(separator: " ")
    let sentence = text.range(of: ". ").map { String(text[..<$0.lowerBound]) + "." } ?? text
    return sentence.replacingOccurrences(of: "|", with: "\\|")
  }

  /// What the program checks: printed lines, crashes and compile errors (as Swift gives them).
  static func checks(_ source: String) -> String {
    let printed = source.components(separatedBy: "// expect: ").count - 1
    let crashes = source.components(separatedBy: "// expect crash: ").count - 1
    let errors = source.components(separatedBy: "// expect error: ").count - 1
    let unsupported =
      source.components(separatedBy: "// expect error: not supported yet").count - 1
      + source.components(separatedBy: "// expect error: unsupported").count - 1
    var parts: [String] = []
    if printed > 0 { parts.append("\(printed) printed") }
    if crashes > 0 { parts.append("\(crashes) crash") }
    if errors - unsupported > 0 { parts.append("\(errors - unsupported) compile error") }
    if unsupported > 0 { parts.append("\(unsupported) not supported yet") }
    return parts.joined(separator: ", ")
  }

  var markdown: String {
    var text = """
      # Language coverage

      Generated from the conformance suite (Tests/Programs, run by ProgramTests and ExecProgramTests, each
      expectation checked against what swiftc prints for the program) by CoverageDocTests; do not edit by
      hand. A construct outside the subset is pinned as a located "not supported yet" (or "unsupported")
      error.

      | chapter | program | covers | checks |
      |---|---|---|---|

      """
    for row in rows { text += "| \(row.chapter) | `\(row.program)` | \(row.covers) | \(row.checks) |\n" }
    let chapters = Set(rows.map(\.chapter)).count
    let unsupported = rows.filter { $0.checks.contains("not supported yet") }.count
    text +=
      "\n\(rows.count) programs in \(chapters) chapters; \(unsupported) pin an unsupported construct's error.\n"
    return text
  }
}
