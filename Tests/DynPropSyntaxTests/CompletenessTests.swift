import XCTest

@testable import DynPropSyntax

/// `ScriptParser.isComplete`: continuation only while a bracket or string is still open at the end.
final class CompletenessTests: XCTestCase {
  func testOpenInputIsIncomplete() {
    for text in [
      "struct A {", "foo(", "\"abc", "let s = \"\"\"", "let s = \"\"\"\nabc", "let x = [1, 2,",
      "if x { // note", "let s = #\"abc", "print(\"a \\(foo(\")", "func f() {\n  if x {\n    y()\n  }",
    ] {
      XCTAssertFalse(ScriptParser.isComplete(text), text)
    }
  }

  func testCompleteOrWrongInputIsComplete() {
    for text in [
      "x = 1", "}", "", "let x = ", "func f() {} }", "let s = \"\"\"\nabc\n\"\"\"", "struct A {}\n",
      "foo(1)", "let x = [1, 2]",
    ] {
      XCTAssertTrue(ScriptParser.isComplete(text), text)
    }
  }
}
