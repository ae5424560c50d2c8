import XCTest

@testable import DynPropSyntax

/// Control flow statements and condition lists.
final class StatementLoweringTests: XCTestCase {
  func testIfConditions() {
    assertDump(
      "if let x, var y = z, case .a(let v) = e, #available(iOS 15, *), c > 1 { f() } else if d { } else { g() }",
      """
      (if (let x) (var y = z) (case (enum .a (let v)) = e) #available (binary > c 1)
        (then
          (call f))
        (else
          (if d
            (then)
            (else
              (call g)))))
      """)
  }

  func testUnavailableIsFalse() {
    assertDump("if #unavailable(iOS 15) { }", "(if false\n  (then))")
  }

  func testGuardAndWhileLet() {
    assertDump(
      "guard let x = y else { return }\nwhile let n = it.next() { break }",
      """
      (guard (let x = y)
        (else
          (return)))
      (while (let n = (call (. it next)))
        (break))
      """)
  }

  func testTupleOptionalBindingBecomesPattern() {
    assertDump("if let (a, b) = t { }", "(if (case (some (tuple (let a) (let b))) = t)\n  (then))")
  }

  func testForLoops() {
    assertDump(
      """
      for x in xs where x > 0 { }
      for (i, x) in xs.enumerated() { }
      for case let .a(v) in xs { }
      for _ in 0..<3 { }
      for var x in xs { }
      """,
      """
      (for (let x) in xs (where (binary > x 0)))
      (for (tuple (let i) (let x)) in (call (. xs enumerated)))
      (for (enum .a (let v)) in xs)
      (for _ in (binary ..< 0 3))
      (for (var x) in xs)
      """)
  }

  func testLabeledStatements() {
    assertDump(
      "outer: for i in a { inner: while true { continue outer } }\nl: repeat { break l } while x\ns: switch v { default: break s }",
      """
      (for outer: (let i) in a
        (while inner: true
          (continue outer)))
      (repeat l: x
        (break l))
      (switch s: v
        (default
          (break s)))
      """)
  }

  func testRepeatDeferThrowFallthrough() {
    assertDump(
      "repeat { x += 1 } while x < 10\ndefer { print(1) }\nthrow E.bad",
      """
      (repeat (binary < x 10)
        (compound-assign + x 1))
      (defer
        (call print 1))
      (throw (. E bad))
      """)
  }

  func testDoCatch() {
    assertDump(
      "do { try f() } catch let e as MyError { } catch MyError.bad, MyError.worse { } catch { throw error }",
      """
      (do
        (body
          (try (call f)))
        (catch (as (let e) MyError))
        (catch (enum MyError.bad))
        (catch (enum MyError.worse))
        (catch
          (throw error)))
      """)
  }

  func testDoWithoutCatchAndWhereOnCatch() {
    assertDump(
      "do { x() }\ndo { } catch let e where e.code > 1 { }",
      """
      (do
        (body
          (call x)))
      (do
        (body)
        (catch (let e) (where (binary > (. e code) 1))))
      """)
  }

  func testSwitchWithMultiplePatternsSharesOneCase() {
    assertDump(
      "switch c { case \"a\", \"b\": f() @unknown default: break }",
      """
      (switch c
        (case (expr "a") (expr "b")
          (call f))
        (default
          (break)))
      """)
  }

  func testWhereOnOneOfSeveralPatternsSplitsTheCase() {
    assertDump(
      "switch v { case 1, 2 where z: break }",
      """
      (switch v
        (case (expr 1)
          (break))
        (case (expr 2) (where z)
          (break)))
      """)
  }

  func testReturnForms() {
    assertDump(
      "func f() -> Int { return 1 }\nfunc g() { return }",
      """
      (func f (params) (result Int)
        (return 1))
      (func g (params)
        (return))
      """)
  }

  func testTopLevelItemsKeepSourceOrder() {
    assertDump(
      "var count = 0\nstruct A {}\ncount += 1\nprint(count)",
      "(var count (init 0))\n(struct A)\n(compound-assign + count 1)\n(call print count)")
  }
}
