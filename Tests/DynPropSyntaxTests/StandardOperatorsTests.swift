import Foundation
import SwiftOperators
import XCTest

@testable import DynPropSyntax

/// The declarations the folder reads are swift-syntax's standard operator table, group for group.
final class StandardOperatorsTests: XCTestCase {
  func testDeclarationsAreTheStandardTable() {
    XCTAssertEqual(
      lines(StandardOperators.table.description), lines(OperatorTable.standardOperators.description))
    XCTAssertGreaterThan(lines(StandardOperators.table.description).count, 90)
  }

  /// A table read from source prints its declarations with their own blank lines between them.
  private func lines(_ text: String) -> [String] {
    text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  func testFoldsByStandardPrecedence() {
    let file = ScriptParser.parse(source: "let x = 1 + 2 * 3 == 7 && true", fileName: "f.swift")
    XCTAssertTrue(file.diagnostics.isEmpty)
    guard
      case .variable(let v)? = file.items.first.flatMap({
        if case .decl(let d) = $0.kind { d.kind } else { nil }
      }),
      case .binary(let op, _, _)? = v.initializer?.kind
    else { return XCTFail("no folded initializer") }
    XCTAssertEqual(op, "&&")
  }
}
