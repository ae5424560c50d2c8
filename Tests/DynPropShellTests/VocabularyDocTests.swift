import Foundation
import XCTest

@testable import DynPropHost

/// Documentation/vocabulary.md states the catalog's counts and lists every name: it cannot drift from
/// the tables the host uses.
final class VocabularyDocTests: XCTestCase {
  func testDocumentMatchesTheCatalogs() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let doc = try String(
      contentsOf: root.appendingPathComponent("Documentation/vocabulary.md"), encoding: .utf8)
    let modifiers = ModifierCatalog.names
    let views = ViewKinds.names
    assertCounts("Modifiers", all: modifiers, modelled: ModifierCatalog.modelled, in: doc)
    assertCounts("Views", all: views, modelled: ViewKinds.names(with: .modelled), in: doc)
    for name in modifiers.union(views) {
      XCTAssertTrue(doc.contains("`\(name)`"), "\(name) is not listed in vocabulary.md")
    }
  }

  /// The page states "Kind: N in the catalog, M modelled, K inert." for this table.
  private func assertCounts(
    _ kind: String, all: Set<String>, modelled: Set<String>, in doc: String, line: UInt = #line
  ) {
    XCTAssertTrue(modelled.isSubset(of: all), line: line)
    let expected =
      "\(kind): \(all.count) in the catalog, \(modelled.count) modelled, \(all.count - modelled.count) inert."
    XCTAssertTrue(doc.contains(expected), "vocabulary.md should say: \(expected)", line: line)
  }
}
