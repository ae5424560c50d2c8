import DynPropSyntax
import XCTest

@testable import DynPropHost
@testable import DynPropInterpreter

/// The preludes compiled on first use of a name (`TypeTable`): the names each is deferred by are the
/// types its parsed source declares, so no type of a library is unreachable by name, and a lookup
/// compiles the library once.
final class DeferredLibraryTests: XCTestCase {
  func testDeferredNamesAreTheParsedTopLevelTypes() {
    let libraries: [(String, [String], ScriptFile)] = [
      ("Swift", SwiftPrelude.names, SwiftPrelude.parsed),
      ("FoundationEssentials", SwiftPrelude.foundationNames, SwiftPrelude.foundationParsed),
      ("Foundation", GraphicsPrelude.names, GraphicsPrelude.parsed),
      ("SwiftUI", SwiftUIValuesPrelude.names, SwiftUIValuesPrelude.parsed),
    ]
    for (module, names, file) in libraries {
      XCTAssertEqual(file.diagnostics.map(\.message), [], module)
      XCTAssertEqual(names, topLevelTypeNames(file), module)
      XCTAssertFalse(names.isEmpty, module)
    }
  }

  func testALookupCompilesTheLibraryOnceAndASnapshotRestoresIt() throws {
    let rt = Interpreter(seed: 0)
    GraphicsPrelude.load(into: rt)
    XCTAssertNil(rt.declaredTypes["CGPoint"], "nothing is compiled before a name is used")
    let before = rt.types.snapshot
    let point = try XCTUnwrap(rt.types["CGPoint"] as? ScriptType)
    XCTAssertEqual(point.module, "Foundation")
    XCTAssertNotNil(rt.declaredTypes["CGRect"], "the whole library is compiled with its first name")
    XCTAssertNil(rt.declaredTypes["Angle"], "another library is not")
    XCTAssertTrue(rt.types["CGSize"] === rt.types["CGSize"])
    rt.types.restore(before)
    XCTAssertNil(rt.declaredTypes["CGPoint"])
    XCTAssertEqual((rt.types["Angle"] as? ScriptType)?.module, "SwiftUI")
    XCTAssertNil(rt.types["NoSuchType"])
  }

  func testAScriptTypeReplacesTheLibrarysOfTheSameName() throws {
    let rt = Interpreter(seed: 0)
    let file = ScriptParser.parse(source: "enum Result { case ok }", fileName: "main.swift")
    _ = try Compiler(interpreter: rt).compile([file])
    let result = try XCTUnwrap(rt.types["Result"] as? ScriptType)
    XCTAssertNil(result.module, "the script's own Result")
    XCTAssertEqual(result.kind, .enum)
  }

  private func topLevelTypeNames(_ file: ScriptFile) -> [String] {
    file.items.compactMap { item in
      guard case .decl(let decl) = item.kind, case .type(let type) = decl.kind else { return nil }
      return type.name
    }
  }
}
