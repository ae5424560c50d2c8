import XCTest

@testable import DynPropSyntax

/// Closure parameters, capture lists and anonymous parameters.
final class ClosureLoweringTests: XCTestCase {
  func testParameterForms() {
    assertDump(
      "f({ x, y in x }, { (x: Int, y) -> Int in y }, { _ in 0 })",
      """
      (call f (closure (params x y)
        x) (closure (params x: Int y)
        y) (closure (params _)
        0))
      """)
  }

  func testCaptureList() {
    assertDump(
      "f { [weak self, count] in self?.go() }",
      "(call f (trailing (closure (captures weak self count)\n  (opt-boundary (call (. (opt-chain self) go))))))"
    )
  }

  func testAnonymousParametersIgnoreNestedClosures() {
    assertDump(
      "f { $0 + 1 }\ng { h { $0 } }",
      """
      (call f (trailing (closure $anonymous
        (binary + $0 1))))
      (call g (trailing (closure
        (call h (trailing (closure $anonymous
          $0))))))
      """)
  }

  func testProjectedValueParameter() {
    assertDump(
      "ForEach($items) { $item in Toggle(isOn: $item.done) }",
      "(call ForEach $items (trailing (closure (params $item)\n  (call Toggle isOn: (. $item done)))))")
  }

  func testClosureAttributesAndEffectsAreAccepted() {
    assertDump("let c = { @MainActor () async throws -> Void in }", "(let c (init (closure)))")
  }
}
