import Foundation
import XCTest

@testable import DynPropHost

/// Issue 15: the scenarios in Tests/Scenarios/vocabulary/catalog load one documented use of every view
/// and modifier of the catalog; this test fails when a catalog name has no use in them (comments do not
/// count), so a name added to the catalog needs its use.
final class CatalogCoverageTests: XCTestCase {
  func testEveryCatalogNameIsUsed() throws {
    let code = try catalogCode()
    let modifiers = ModifierCatalog.names.filter { name in
      ["(", " {", "{"].allSatisfy { !code.contains(".\(name)\($0)") }
    }
    let views = ViewKinds.names.filter { name in
      ["(", " {", "."].allSatisfy { !code.contains("\(name)\($0)") }
    }
    XCTAssertEqual(modifiers.sorted(), [], "modifiers without a use in Tests/Scenarios/vocabulary/catalog")
    XCTAssertEqual(views.sorted(), [], "views without a use in Tests/Scenarios/vocabulary/catalog")
  }

  /// The Swift files of the catalog scenarios, without their comments.
  private func catalogCode() throws -> String {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let folder = root.appendingPathComponent("Tests/Scenarios/vocabulary/catalog")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".swift")
    }
    XCTAssertFalse(names.isEmpty)
    let text = try names.sorted().map {
      try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
    }
    return text.joined(separator: "\n").split(separator: "\n").map { line in
      line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line)
    }.joined(separator: "\n")
  }
}
