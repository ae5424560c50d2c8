import DynPropDiagnostics
import XCTest

@testable import DynPropSyntax

/// Source ranges of statements and expressions.
final class LocationTests: XCTestCase {
  func testStatementRangeSkipsLeadingTrivia() {
    let file = Snippet.parse("// comment\n\n   print(1)  // trailing\n")
    XCTAssertEqual(file.items.count, 1)
    XCTAssertEqual("\(file.items[0].range.start)", "test.swift:3:4")
    XCTAssertEqual("\(file.items[0].range.end)", "test.swift:3:12")
  }

  func testExpressionRangesStartAtFirstToken() {
    guard case .expr(let call)? = firstItem("  foo.bar(x,  y)")?.kind,
      case .call(let callee, let arguments) = call.kind
    else { return XCTFail("not a call") }
    XCTAssertEqual("\(call.location)", "test.swift:1:3")
    XCTAssertEqual("\(callee.location)", "test.swift:1:3")
    XCTAssertEqual(arguments.map { "\($0.value.location)" }, ["test.swift:1:11", "test.swift:1:15"])
  }

  func testBinaryRangeCoversBothOperands() {
    guard case .expr(let sum)? = firstItem("a + bc")?.kind else { return XCTFail("not an expression") }
    XCTAssertEqual("\(sum.range.start)", "test.swift:1:1")
    XCTAssertEqual("\(sum.range.end)", "test.swift:1:7")
  }

  func testSecondBindingDeclarationPointsAtItsName() {
    let file = Snippet.parse("var a = 1, bee = 2")
    let locations = file.items.compactMap { item -> String? in
      guard case .decl(let decl) = item.kind else { return nil }
      return "\(decl.location)"
    }
    XCTAssertEqual(locations, ["test.swift:1:5", "test.swift:1:12"])
  }

  func testFunctionAndInitLocations() {
    let file = Snippet.parse("struct S {\n  @inlinable static func go() {}\n  init() {}\n}")
    guard case .decl(let decl)? = file.items.first?.kind, case .type(let type) = decl.kind else {
      return XCTFail("not a type")
    }
    XCTAssertEqual(type.members.map { "\($0.location)" }, ["test.swift:2:26", "test.swift:3:3"])
  }
}
