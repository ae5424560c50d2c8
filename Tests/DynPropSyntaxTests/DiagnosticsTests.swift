import DynPropDiagnostics
import XCTest

@testable import DynPropSyntax

/// Syntax errors, unsupported constructs and literal overflow, with exact text and position.
final class DiagnosticsTests: XCTestCase {
  func testSyntaxErrorUsesSwiftSyntaxMessageAndPosition() {
    XCTAssertEqual(Snippet.diagnostics("let a = 1\nlet x = (1"), ["2:11: error: expected ')' to end tuple"])
  }

  func testSyntaxErrorHeadlineHasFileName() {
    let file = ScriptParser.parse(source: "foo(", fileName: "posts.swift")
    XCTAssertEqual(
      file.diagnostics.map(\.headline),
      ["posts.swift:1:5: error: expected value and ')' to end function call"])
    XCTAssertTrue(file.hasErrors)
  }

  func testUnsupportedConstructsAreNamedOnce() {
    let source = """
      let a = 1
      infix operator +++
      precedencegroup P { associativity: left }
      let s = #stringify(1)
      let r = /abc/
      let k = \\Post.title?.count
      """
    XCTAssertEqual(
      Snippet.diagnostics(source),
      [
        "4:9: error: unsupported: macro '#stringify'",
        "5:9: error: unsupported: regex literals",
        "6:20: error: unsupported: optional chaining in key paths",
      ])
  }

  func testLoweringContinuesAfterUnsupportedConstruct() {
    let file = Snippet.parse("let s = #stringify(1)\nprint(2)")
    XCTAssertEqual(ASTDump.dump(file), "(let s (init <error>))\n(call print 2)")
    XCTAssertEqual(file.diagnostics.count, 1)
  }

  /// `#if` is evaluated for the simulated iOS debug build: only the active clause is lowered, in place.
  func testIfConfigKeepsTheActiveClauseOnly() {
    let source =
      "struct S {\n  #if os(Linux)\n  var x = 1\n  #else\n  var y = 2\n  #endif\n}\n"
      + "switch v {\n#if A\ncase 1: break\n#endif\ndefault: break\n}\n#if DEBUG\nprint(3)\n#endif"
    XCTAssertEqual(Snippet.diagnostics(source), [])
    let dump = ASTDump.dump(Snippet.parse(source))
    XCTAssertFalse(dump.contains("var x"), dump)
    XCTAssertTrue(dump.contains("y"), dump)
    XCTAssertFalse(dump.contains("case 1"), dump)
    XCTAssertTrue(dump.contains("(call print 3)"), dump)
  }

  func testIntegerOverflow() {
    XCTAssertEqual(
      Snippet.diagnostics("let a = 1\nlet big = 99999999999999999999"),
      ["2:11: error: integer literal '99999999999999999999' overflows when stored into 'Int'"])
    XCTAssertEqual(
      Snippet.diagnostics("let x = -9223372036854775809"),
      ["1:9: error: integer literal '-9223372036854775809' overflows when stored into 'Int'"])
  }

  func testOperatorPrecedenceError() {
    XCTAssertEqual(
      Snippet.diagnostics("let b = a == b == c"),
      ["1:11: error: adjacent operators are in non-associative precedence group 'ComparisonPrecedence'"])
  }

  func testOtherUnsupportedForms() {
    XCTAssertEqual(
      Snippet.diagnostics("for try x in s { }\nif true { }\nl: if c { }"),
      [
        "1:5: error: unsupported: 'for try' loops",
        "3:1: error: unsupported: labeled 'if' statements",
      ])
  }

  func testNulCharacterIsAWarning() {
    let file = Snippet.parse("let a = 1\0 + 2")
    XCTAssertEqual(file.diagnostics.map(\.severity), [.warning])
    XCTAssertEqual(ASTDump.dump(file), "(let a (init (binary + 1 2)))")
  }

  func testDiagnosticsAreSortedByPosition() {
    let diagnostics = Snippet.parse("let s = #stringify(1)\nlet x = (1").diagnostics
    XCTAssertEqual(diagnostics.compactMap(\.location?.line), [1, 2])
  }
}
