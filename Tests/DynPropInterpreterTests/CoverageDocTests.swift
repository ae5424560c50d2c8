import Foundation
import XCTest

/// Documentation/coverage.md is the language coverage table generated from the conformance suite
/// (Tests/Programs, issue 14), one folder per chapter of The Swift Programming Language: one row per
/// program with what it covers and what it checks, and a row for each chapter that has none yet. The test fails
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
    let folders = try FileManager.default.contentsOfDirectory(atPath: root.path + "/Tests/Programs").sorted()
    let known = Set(CoverageTable.chapters.map(CoverageTable.folder(of:)))
    XCTAssertEqual(
      folders.filter { !known.contains($0) }, [], "Tests/Programs folders must be chapter folders")
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

  /// The chapters of The Swift Programming Language's guide, in its order (folder names are
  /// `NN-title-in-lowercase`), then the project's own: Foundation pieces and compile-time diagnostics.
  static let chapters = [
    "The Basics", "Basic Operators", "Strings and Characters", "Collection Types", "Control Flow",
    "Functions", "Closures", "Enumerations", "Structures and Classes", "Properties", "Methods", "Subscripts",
    "Inheritance", "Initialization", "Deinitialization", "Optional Chaining", "Error Handling",
    "Concurrency", "Macros", "Type Casting", "Nested Types", "Extensions", "Protocols", "Generics",
    "Opaque and Boxed Types", "Automatic Reference Counting", "Memory Safety", "Access Control",
    "Advanced Operators", "Foundation", "Diagnostics",
  ]

  /// `07-closures` for "Closures".
  static func folder(of chapter: String) -> String {
    let index = chapters.firstIndex(of: chapter)! + 1
    let slug = chapter.lowercased().replacingOccurrences(of: " ", with: "-")
    return (index < 10 ? "0" : "") + "\(index)-\(slug)"
  }

  init(programs: URL) throws {
    let manager = FileManager.default
    var rows: [Row] = []
    for chapter in Self.chapters {
      let folder = programs.appendingPathComponent(Self.folder(of: chapter))
      let files = (try? manager.contentsOfDirectory(atPath: folder.path)) ?? []
      if files.isEmpty {
        rows.append(Row(chapter: chapter, program: "", covers: "no program yet", checks: ""))
      }
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
    let comment = lines.prefix { $0.hasPrefix("//") }.filter { !$0.hasPrefix(ExecMarker.line) }.map {
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
    for row in rows {
      let program = row.program.isEmpty ? "—" : "`\(row.program)`"
      text += "| \(row.chapter) | \(program) | \(row.covers) | \(row.checks) |\n"
    }
    let programs = rows.filter { !$0.program.isEmpty }
    let chapters = Set(programs.map(\.chapter)).count
    let unsupported = programs.filter { $0.checks.contains("not supported yet") }.count
    text +=
      "\n\(programs.count) programs in \(chapters) of \(Self.chapters.count) chapters; \(unsupported) pin an "
      + "unsupported construct's error.\n"
    return text
  }
}
