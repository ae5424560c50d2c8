import XCTest

@testable import DynPropSyntax

/// `switch` patterns in their lowered form.
final class PatternLoweringTests: XCTestCase {
  /// Dumps the patterns of a one-case switch: `switch v { case <pattern>: break }`.
  private func assertCase(
    _ pattern: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    assertDump(
      "switch v { case \(pattern): break }", "(switch v\n  (case \(expected)\n    (break)))",
      file: file, line: line)
  }

  func testEnumCaseWithBindings() {
    assertCase(".loaded(let posts)", "(enum .loaded (let posts))")
    assertCase("let .failed(error)", "(enum .failed (let error))")
    assertCase("var .failed(error)", "(enum .failed (var error))")
    assertCase(".some(let x)", "(enum .some (let x))")
    assertCase(".pair(label: let a, _)", "(enum .pair label: (let a) _)")
  }

  func testEnumCaseWithoutArgumentsAndQualifiedType() {
    assertCase(".idle", "(enum .idle)")
    assertCase("Endpoint.feed", "(enum Endpoint.feed)")
    assertCase("Outer.State.ready(let x)", "(enum Outer.State.ready (let x))")
  }

  func testExpressionPatterns() {
    assertCase("1...5", "(expr (binary ... 1 5))")
    assertCase("\"a\", \"b\"", "(expr \"a\") (expr \"b\")")
    assertCase("limit", "(expr limit)")
  }

  func testTuplePatterns() {
    assertCase("(0, _)", "(tuple (expr 0) _)")
    assertCase("let (a, b)", "(tuple (let a) (let b))")
    assertCase("(let a, 1..<3)", "(tuple (let a) (expr (binary ..< 1 3)))")
  }

  func testWhereClause() {
    assertCase("let x where x > 3", "(let x) (where (binary > x 3))")
  }

  func testTypePatterns() {
    assertCase("is Foo", "(is Foo)")
    assertCase("let x as Foo", "(as (let x) Foo)")
  }

  func testOptionalPattern() {
    assertCase("let x?", "(some (let x))")
    assertCase(".some(.loaded(let p))", "(enum .some (enum .loaded (let p)))")
  }

  func testBindingLocation() {
    guard case .switch(_, _, let cases)? = firstItem("switch v {\ncase let .a(xyz): break\n}")?.kind,
      case .enumCase(_, _, let arguments?)? = cases.first?.patterns.first,
      case .binding(let name, false, let location)? = arguments.first?.pattern
    else { return XCTFail("unexpected shape") }
    XCTAssertEqual(name, "xyz")
    XCTAssertEqual("\(location)", "test.swift:2:13")
  }
}
