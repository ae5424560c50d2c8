import DynPropSyntax
import XCTest

@testable import DynPropInterpreter

/// `Render.description` (print), `Render.literal` (change events) and `Render.typeName` (type(of:)).
final class BuiltinsRenderTests: XCTestCase {
  private let post: ScriptType = {
    let type = ScriptType(name: "Post", kind: .struct, location: here)
    type.fields = ["id", "title"].map {
      FieldInfo(
        name: $0, propertyName: $0, type: nil, isLet: true, wrappers: [], location: here)
    }
    return type
  }()

  private let state: ScriptType = {
    let type = ScriptType(name: "LoadState", kind: .enum, location: here)
    type.enumCases = [
      EnumCaseInfo(name: "idle", labels: [], rawValue: nil),
      EnumCaseInfo(name: "loaded", labels: [nil], rawValue: nil),
      EnumCaseInfo(name: "failed", labels: ["message"], rawValue: nil),
    ]
    return type
  }()

  func testDescriptionOfScalarsAndCollections() {
    XCTAssertEqual(Render.description(.string("a\nb")), "a\nb")
    XCTAssertEqual(Render.description(.double(1)), "1.0")
    XCTAssertEqual(Render.description(.double(0.1)), "0.1")
    XCTAssertEqual(Render.description(.double(1e16)), "1e+16")
    XCTAssertEqual(Render.description(.none), "nil")
    XCTAssertEqual(Render.description(strings("a", "b")), "[\"a\", \"b\"]")
    XCTAssertEqual(Render.description(.array([.character("c")])), "[\"c\"]")
    XCTAssertEqual(Render.description(dict([:])), "[:]")
    XCTAssertEqual(Render.description(dict(["a": .int(1)])), "[\"a\": 1]")
    XCTAssertEqual(Render.description(.tuple(TupleValue([.int(1), .string("a")]))), "(1, \"a\")")
    XCTAssertEqual(
      Render.description(.tuple(TupleValue([.int(1), .int(2)], labels: ["x", "y"]))), "(x: 1, y: 2)")
    XCTAssertEqual(
      Render.description(.range(RangeValue(lower: .int(0), upper: .int(3), isClosed: false))), "0..<3")
    XCTAssertEqual(Render.description(fn { _ in .void }), "(Function)")
    XCTAssertEqual(Render.description(.type(BuiltinType(.array, element: .simple("Int")))), "Array<Int>")
  }

  func testDescriptionOfScriptValues() {
    let value = Value.structValue(StructValue(type: post, fields: [.int(1), .string("x")]))
    XCTAssertEqual(Render.description(value), "Post(id: 1, title: \"x\")")
    let model = Instance(type: ScriptType(name: "Model", kind: .class, location: here), fields: [], serial: 3)
    XCTAssertEqual(Render.description(.object(model)), "main.Model")
    XCTAssertEqual(Render.literal(.object(model)), "Model#3")
    XCTAssertEqual(Render.description(.enumValue(EnumValue(type: state, caseIndex: 0, payload: []))), "idle")
    let loaded = Value.enumValue(EnumValue(type: state, caseIndex: 1, payload: [strings("a")]))
    XCTAssertEqual(Render.description(loaded), "loaded([\"a\"])")
    XCTAssertEqual(Render.literal(loaded), ".loaded([\"a\"])")
    let failed = Value.enumValue(EnumValue(type: state, caseIndex: 2, payload: [.string("x")]))
    XCTAssertEqual(Render.description(failed), "failed(message: \"x\")")
    XCTAssertEqual(Render.description(.type(post)), "Post")
  }

  func testLiterals() {
    XCTAssertEqual(Render.literal(.string("say \"hi\"\n")), "\"say \\\"hi\\\"\\n\"")
    XCTAssertEqual(Render.literal(fn { _ in .void }), "(closure)")
    XCTAssertEqual(Render.literal(.none), "nil")
    XCTAssertEqual(Render.literal(.double(2.5)), "2.5")
    let value = Value.structValue(StructValue(type: post, fields: [.int(1), .string("x")]))
    XCTAssertEqual(Render.literal(.array([value])), "[Post(id: 1, title: \"x\")]")
  }

  func testTypeNames() {
    XCTAssertEqual(Render.typeName(.int(1)), "Int")
    XCTAssertEqual(Render.typeName(ints(1)), "Array<Int>")
    XCTAssertEqual(Render.typeName(ints()), "Array<Any>")
    XCTAssertEqual(Render.typeName(.array([strings("a")])), "Array<Array<String>>")
    XCTAssertEqual(Render.typeName(dict(["a": .int(1)])), "Dictionary<String, Int>")
    XCTAssertEqual(
      Render.typeName(.tuple(TupleValue([.int(1), .int(2)], labels: ["x", "y"]))), "(x: Int, y: Int)")
    XCTAssertEqual(
      Render.typeName(.range(RangeValue(lower: .int(1), upper: .int(3), isClosed: true))), "ClosedRange<Int>")
    XCTAssertEqual(Render.typeName(.structValue(StructValue(type: post, fields: []))), "Post")
    XCTAssertEqual(
      Render.typeName(
        of: BuiltinType(.dictionary, element: .simple("String"), value: .array(.simple("Int")))),
      "Dictionary<String, Array<Int>>")
    XCTAssertEqual(Interpreter().typeName(of: .bool(true)), "Bool")
  }
}
