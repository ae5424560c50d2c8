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
    let modelledModifiers = ModifierCatalog.modelled
    XCTAssertTrue(modelledModifiers.isSubset(of: modifiers))
    XCTAssertTrue(
      doc.contains(
        "Modifiers: \(modifiers.count) in the catalog, \(modelledModifiers.count) modelled, \(modifiers.count - modelledModifiers.count) inert."
      ))
    let views = ViewType.all
    let modelledViews = ViewType.modelled
    XCTAssertTrue(modelledViews.isSubset(of: views))
    XCTAssertTrue(
      doc.contains(
        "Views: \(views.count) in the catalog, \(modelledViews.count) modelled, \(views.count - modelledViews.count) inert."
      ))
    for name in modifiers.union(views) {
      XCTAssertTrue(doc.contains("`\(name)`"), "\(name) is not listed in vocabulary.md")
    }
  }
}
