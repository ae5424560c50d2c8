import XCTest

@testable import DynPropSyntax

/// Folded operators, assignment forms, casts and the optional-chain boundary convention.
final class OperatorLoweringTests: XCTestCase {
  func testPrecedenceIsFolded() {
    assertDump("x = a + b * c", "(assign x (binary + a (binary * b c)))")
  }

  func testAssignmentForms() {
    assertDump(
      "a = b\na += 1\na -= 2\na <<= 3\n_ = x",
      "(assign a b)\n(compound-assign + a 1)\n(compound-assign - a 2)\n(compound-assign << a 3)\n(assign _ x)"
    )
  }

  func testOtherInfixOperatorsAreBinary() {
    assertDump(
      "f(a ?? b, a ... b, a ..< b, a && b, a || b, a === b, a !== b, a ~= b, a &+ b, a == b, a <= b)",
      "(call f (binary ?? a b) (binary ... a b) (binary ..< a b) (binary && a b) (binary || a b) "
        + "(binary === a b) (binary !== a b) (binary ~= a b) (binary &+ a b) (binary == a b) (binary <= a b))"
    )
  }

  func testPrefixAndPostfix() {
    assertDump(
      "f(-x, !y, ..<5, ...5, 5...)",
      "(call f (prefix - x) (prefix ! y) (prefix ..< 5) (prefix ... 5) (postfix ... 5))")
  }

  func testCasts() {
    assertDump(
      "f(x is T, x as? T, x as! T, x as T)",
      "(call f (cast is x T) (cast as? x T) (cast as! x T) (cast as x T))")
  }

  func testTernary() {
    assertDump("x = c ? 1 : 2", "(assign x (ternary c 1 2))")
  }

  func testForceUnwrap() {
    assertDump("x!.y", "(. (force x) y)")
  }

  func testOptionalChainBoundaryWrapsOutermostLink() {
    assertDump("x?.y", "(opt-boundary (. (opt-chain x) y))")
    assertDump("a?.b.c(1)[2]!", "(opt-boundary (force (subscript (call (. (. (opt-chain a) b) c) 1) 2)))")
  }

  func testOptionalChainEndsAtOperatorsAndArguments() {
    assertDump(
      "f(x?.y ?? 0, g(a?.b))",
      "(call f (binary ?? (opt-boundary (. (opt-chain x) y)) 0) (call g (opt-boundary (. (opt-chain a) b))))")
  }

  func testOptionalChainAsAssignmentTarget() {
    assertDump("x?.y = 5", "(assign (opt-boundary (. (opt-chain x) y)) 5)")
  }
}
