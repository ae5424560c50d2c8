import XCTest

@testable import DynPropSyntax

/// Hostile inputs: the parser returns with diagnostics instead of crashing.
final class RobustnessTests: XCTestCase {
  func testTenThousandNestedBraces() {
    let file = Snippet.parse(String(repeating: "{", count: 10_000))
    XCTAssertTrue(file.hasErrors)
    XCTAssertTrue(
      file.diagnostics.contains { $0.message == "parsing has exceeded the maximum nesting level" },
      "\(file.diagnostics.map(\.message))")
    XCTAssertFalse(ScriptParser.isComplete(String(repeating: "{", count: 10_000)))
  }

  func testTenThousandNestedParentheses() {
    let source = "x = " + String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000)
    let file = Snippet.parse(source)
    XCTAssertTrue(file.hasErrors)
    XCTAssertEqual(file.items.count, 1)
  }

  func testNestingWithinTheLimitIsLowered() {
    let depth = 200
    let source = "x = " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    let file = Snippet.parse(source)
    XCTAssertEqual(file.diagnostics.map(\.headline), [])
  }

  func testNulBytesAndInvalidText() {
    let file = Snippet.parse("let a\0 = \0\0 1 \u{FFFD}\u{FFFD} }}} ((( \"")
    XCTAssertFalse(file.diagnostics.isEmpty)
  }

  func testOneMegabyteStringLiteral() {
    let body = String(repeating: "abcdefghij", count: 100_000)
    let file = Snippet.parse("let s = \"\(body)\"")
    XCTAssertEqual(file.diagnostics.map(\.headline), [])
    guard case .decl(let decl)? = file.items.first?.kind, case .variable(let variable) = decl.kind,
      case .stringLiteral(let parts)? = variable.initializer?.kind, case .text(let text)? = parts.first
    else { return XCTFail("not a string declaration") }
    XCTAssertEqual(text.utf8.count, 1_000_000)
  }

  func testVeryLongOperatorChainIsReportedNotFolded() {
    let source = "let s = " + Array(repeating: "1", count: 5_000).joined(separator: " + ")
    XCTAssertEqual(Snippet.diagnostics(source), ["1:9: error: unsupported: expression with more than 500 operators"])
  }

  func testLongButAllowedOperatorChain() {
    let source = "let s = " + Array(repeating: "1", count: 400).joined(separator: " + ")
    XCTAssertEqual(Snippet.diagnostics(source), [])
  }

  func testUnterminatedEverything() {
    let file = Snippet.parse("struct A { func f() { let s = \"\"\"\n abc \\( ")
    XCTAssertTrue(file.hasErrors)
  }
}
