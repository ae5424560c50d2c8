import Foundation
import SwiftOperators
import XCTest

@testable import DynPropSyntax

/// The table the folder starts from, built from values, is swift-syntax's standard operator table, group
/// for group and operator for operator.
final class StandardOperatorsTests: XCTestCase {
  func testTableIsTheStandardTable() {
    XCTAssertEqual(
      lines(StandardOperators.table.description), lines(OperatorTable.standardOperators.description))
    XCTAssertGreaterThan(lines(StandardOperators.table.description).count, 90)
  }

  /// The two tables print the same declarations; blank lines and indentation are not compared.
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
