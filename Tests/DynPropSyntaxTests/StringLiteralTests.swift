import XCTest

@testable import DynPropSyntax

/// String literal lowering: escapes, interpolation, multi-line and raw strings.
final class StringLiteralTests: XCTestCase {
  /// The text parts of the first item's string literal initializer.
  private func parts(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
    guard case .decl(let decl)? = firstItem(source, file: file, line: line)?.kind,
      case .variable(let variable) = decl.kind,
      case .stringLiteral(let parts)? = variable.initializer?.kind
    else {
      XCTFail("not a string literal declaration", file: file, line: line)
      return []
    }
    return parts.map { part in
      switch part {
      case .text(let text): return text
      case .interpolation(let expr): return "<\(Dumper().expr(expr).render())>"
      case .formatted(let expr, let label, let argument):
        return "<\(Dumper().expr(expr).render()), \(label): \(Dumper().expr(argument).render())>"
      }
    }
  }

  func testPlainLiteralIsOneTextPart() {
    XCTAssertEqual(parts("let s = \"abc\""), ["abc"])
    XCTAssertEqual(parts("let s = \"\""), [""])
  }

  func testEscapes() {
    XCTAssertEqual(parts(#"let s = "a\nb\tc\"d\\e\u{1F600}\0f\'""#), ["a\nb\tc\"d\\e😀\0f'"])
  }

  /// The format argument is kept with the value (it used to be dropped, printing `3.14159` for `%.2f`).
  func testInterpolationWithFormatArguments() {
    XCTAssertEqual(
      parts(#"let s = "n=\(count + 1), v=\(value, specifier: "%.2f")!""#),
      ["n=", "<(binary + count 1)>", ", v=", "<value, specifier: \"%.2f\">", "!"])
  }

  func testMultiLineStripsIndentation() {
    let source = "let s = \"\"\"\n    Hello\n      world \\(x)\n    end\\\n    ing\n    \"\"\""
    XCTAssertEqual(parts(source), ["Hello\n  world ", "<x>", "\nending"])
  }

  func testRawStrings() {
    XCTAssertEqual(parts(##"let s = #"a\nb"#"##), [#"a\nb"#])
    XCTAssertEqual(parts(##"let s = #"a\#nb\#(x)"#"##), ["a\nb", "<x>"])
  }

  func testDumpQuotesControlCharacters() {
    assertDump(#"f("a\"b\n\u{7}")"#, #"(call f "a\"b\n\u{7}")"#)
  }
}
