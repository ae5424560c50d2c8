import DynPropDiagnostics
import DynPropInterpreter
import DynPropSyntax
import XCTest

/// Compiling is linear in the code: every expression is compiled once, however deep a chain of calls.
final class CompileCostTests: XCTestCase {
  /// A trailing closure followed by 40 chained calls (a SwiftUI modifier chain) compiles each link once;
  /// compiling a non-place base twice made this 2^40 (issue: 23 modifiers took 23 s).
  func testLongCallChainCompilesEachExpressionOnce() throws {
    let chain = String(repeating: ".padded()", count: 40)
    let source = """
      struct Box { func padded() -> Box { self } }
      func stack(_ content: () -> Box) -> Box { content() }
      let result = stack { Box() }\(chain)
      """
    let compiler = try compile(source)
    XCTAssertLessThan(compiler.compiledExpressions, 200, "each of the ~90 expressions once")
  }

  /// A bad name under N links is reported once, not once per retried compilation.
  func testBadNameUnderAChainIsReportedOnce() throws {
    let chain = String(repeating: ".padded()", count: 12)
    let source = """
      struct Box { func padded() -> Box { self } }
      func stack(_ content: () -> Box) -> Box { content() }
      let result = stack { missingName }\(chain)
      """
    let file = ScriptParser.parse(source: source, fileName: "chain.swift")
    XCTAssertThrowsError(try Compiler(interpreter: Interpreter(seed: 0)).compile([file])) { error in
      let messages = (error as? DiagnosticError)?.diagnostics.map(\.message) ?? []
      XCTAssertEqual(messages, ["cannot find 'missingName' in scope"])
    }
  }

  private func compile(_ source: String) throws -> Compiler {
    let file = ScriptParser.parse(source: source, fileName: "chain.swift")
    let compiler = Compiler(interpreter: Interpreter(seed: 0))
    _ = try compiler.compile([file])
    return compiler
  }
}
