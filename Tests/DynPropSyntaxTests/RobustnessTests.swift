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
    // Past the nesting limit the parser gives up: the input is complete (and wrong), not open.
    XCTAssertTrue(ScriptParser.isComplete(String(repeating: "{", count: 10_000)))
  }

  func testTenThousandNestedParentheses() {
    let source = "x = " + String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000)
    let file = Snippet.parse(source)
    XCTAssertTrue(file.hasErrors)
    XCTAssertEqual(file.items.count, 1)
  }

  func testNestingWithinTheLimitIsLowered() {
    let depth = 200
    let source = "x = " + String(repeating: "f(", count: depth) + String(repeating: ")", count: depth)
    let file = Snippet.parse(source)
    XCTAssertEqual(file.diagnostics.map(\.headline), [])
    var expr: Expr? = nil
    if case .expr(let assign)? = file.items.first?.kind, case .assign(_, let value) = assign.kind {
      expr = value
    }
    var levels = 0
    while case .call(_, let arguments)? = expr?.kind {
      levels += 1
      expr = arguments.first?.value
    }
    XCTAssertEqual(levels, depth)
  }

  func testLongRunOfOpenSquareBracketsIsRefusedQuickly() {
    let source = "let a = 1\nx = " + String(repeating: "[", count: 40)
    XCTAssertEqual(Snippet.diagnostics(source), ["2:21: error: unsupported: more than 16 '[' in a row"])
    XCTAssertTrue(ScriptParser.isComplete(source))
  }

  func testSixteenSquareBracketsAreStillParsed() {
    let source = "x = " + String(repeating: "[", count: 16) + String(repeating: "]", count: 16)
    XCTAssertEqual(Snippet.diagnostics(source), [])
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
    XCTAssertEqual(
      Snippet.diagnostics(source), ["1:9: error: unsupported: expression with more than 500 operators"])
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
