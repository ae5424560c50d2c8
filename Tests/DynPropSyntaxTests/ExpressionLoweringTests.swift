import XCTest

@testable import DynPropSyntax

/// Literals, names, members, calls, trailing closures, type expressions and key paths.
final class ExpressionLoweringTests: XCTestCase {
  func testIntegerLiterals() {
    assertDump("f(10_000_000, 0xFF, 0b1010, 0o7, -1, 42)", "(call f 10000000 255 10 7 -1 42)")
  }

  func testMostNegativeIntIsALiteral() {
    assertDump("x = -9223372036854775808", "(assign x -9223372036854775808)")
  }

  func testFloatLiterals() {
    assertDump("f(1e3, 0.5, -2.5, 1_000.25)", "(call f 1000.0 0.5 -2.5 1000.25)")
  }

  func testBoolNilArrayDictionary() {
    assertDump(
      "f(true, false, nil, [1, 2], [:], [\"a\": 1])",
      "(call f true false nil (array 1 2) (dict) (dict (pair \"a\" 1)))")
  }

  func testNamesAndSpecialIdentifiers() {
    assertDump("f(self, Self.x, super.y, $0, _x, $x)", "(call f self (. Self x) (. super y) $0 _x $x)")
  }

  func testMembersImplicitMembersAndTupleIndex() {
    assertDump("f(a.b.c, .feed, t.0, .init(x: 1))", "(call f (. (. a b) c) .feed (. t 0) (call .init x: 1))")
  }

  func testCallLabelsAndUnderscoreLabel() {
    assertDump("greet(name: \"x\", _: 2, 3)", "(call greet name: \"x\" 2 3)")
  }

  func testTrailingClosures() {
    assertDump(
      "Button(\"Go\") { go() } label: { Text(\"x\") }",
      """
      (call Button "Go" (trailing (closure
        (call go))) (trailing label: (closure
        (call Text "x"))))
      """)
  }

  func testTrailingClosureWithoutParentheses() {
    assertDump(
      "xs.forEach { print($0) }", "(call (. xs forEach) (trailing (closure $anonymous\n  (call print $0))))")
  }

  func testSubscripts() {
    assertDump("f(a[0], m[\"k\", default: 1])", "(call f (subscript a 0) (subscript m \"k\" default: 1))")
  }

  func testTypeExpressionsWithSelf() {
    assertDump(
      "f([Post].self, Int?.self, [String: Int].self, Post.self, Foo<Int>.self)",
      "(call f (. (type [Post]) self) (. (type Int?) self) (. (type [String: Int]) self) (. Post self) "
        + "(. (type Foo<Int>) self))")
  }

  func testTypeCallees() {
    assertDump(
      "f([Int](), [String: Int](), Foo<Int>(x), Array<String>())",
      "(call f (call (type [Int])) (call (type [String: Int])) (call (type Foo<Int>) x) (call (type [String])))"
    )
  }

  func testKeyPaths() {
    assertDump(
      "f(\\.name, \\Post.title, \\.self, \\.a.b)",
      "(call f (keypath \\.name) (keypath \\Post.title) (keypath \\.self) (keypath \\.a.b))")
  }

  func testTupleAndParentheses() {
    assertDump("f((1, x: 2), (3), ())", "(call f (tuple 1 x: 2) 3 (tuple))")
  }

  func testTryAwaitInout() {
    assertDump(
      "f(try g(), try? g(), try! g(), await h(), &x)",
      "(call f (try (call g)) (try? (call g)) (try! (call g)) (await (call h)) (inout x))")
  }

  func testMagicLiterals() {
    assertDump("f(#file, #line, #function, #column)", "(call f #file #line #function #column)")
  }

  func testFunctionReferenceWithLabels() {
    assertDump("f(Foo.init(name:), g(x:))", "(call f (. Foo init(name:)) g(x:))")
  }

  func testIfExpression() {
    assertDump(
      "let x = if c { 1 } else { 2 }",
      """
      (let x (init (if-expr (if c
        (then
          1)
        (else
          2)))))
      """)
  }

  func testSwitchExpression() {
    assertDump(
      "let x = switch v { case 1: \"a\" default: \"b\" }",
      """
      (let x (init (switch-expr (switch v
        (case (expr 1)
          "a")
        (default
          "b")))))
      """)
  }
}
