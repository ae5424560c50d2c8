import DynPropDiagnostics
import OrderedCollections
import XCTest

@testable import DynPropInterpreter

/// The equality table of SEMANTICS §12.3, ordering, and hashing consistent with equality.
final class BuiltinsEqualityTests: XCTestCase {
  private func structType(_ name: String, fields: [String], conformances: Set<String> = []) -> ScriptType {
    let type = ScriptType(name: name, kind: .struct, location: here)
    type.fields = fields.map {
      FieldInfo(
        name: $0, propertyName: $0, type: nil, isLet: false, wrappers: [], location: here)
    }
    type.declaredConformances = conformances
    return type
  }

  func testScalarsAndCollections() {
    XCTAssertTrue(Equality.equal(.int(1), .int(1)))
    XCTAssertFalse(Equality.equal(.int(1), .int(2)))
    XCTAssertTrue(Equality.equal(.string("a"), .character("a")))
    XCTAssertTrue(Equality.equal(.none, .none))
    XCTAssertFalse(Equality.equal(.none, .int(0)))
    XCTAssertTrue(Equality.equal(ints(1, 2), ints(1, 2)))
    XCTAssertFalse(Equality.equal(ints(1, 2), ints(2, 1)))
    XCTAssertTrue(Equality.equal(dict(["a": .int(1), "b": .int(2)]), dict(["b": .int(2), "a": .int(1)])))
    XCTAssertTrue(Equality.equal(.set([.int(1), .int(2)]), .set([.int(2), .int(1)])))
    XCTAssertTrue(
      Equality.equal(
        .tuple(TupleValue([.int(1), .string("a")])), .tuple(TupleValue([.int(1), .string("a")]))))
  }

  func testEquatableStructComparesMemberwise() {
    let post = structType("Post", fields: ["id", "title"], conformances: ["Equatable"])
    let a = Value.structValue(StructValue(type: post, fields: [.int(1), .string("x")]))
    let b = Value.structValue(StructValue(type: post, fields: [.int(1), .string("x")]))
    let c = Value.structValue(StructValue(type: post, fields: [.int(1), .string("y")]))
    XCTAssertTrue(Equality.equal(a, b))
    XCTAssertFalse(Equality.equal(a, c))
  }

  /// SEMANTICS §12.3 (corrected): a non-Equatable struct compares field by field; an array of such
  /// structs is not Equatable and compares by storage, so a rebuilt array is never equal.
  func testNonEquatableStructComparesFieldByFieldAndItsArraysByStorage() {
    let post = structType("Post", fields: ["id", "title"])
    let a = Value.structValue(StructValue(type: post, fields: [.int(1), .string("x")]))
    let b = Value.structValue(StructValue(type: post, fields: [.int(1), .string("x")]))
    let c = Value.structValue(StructValue(type: post, fields: [.int(1), .string("y")]))
    XCTAssertTrue(Equality.equal(a, b))
    XCTAssertFalse(Equality.equal(a, c))
    let posts = Value.array([a, b])
    XCTAssertTrue(Equality.equal(posts, posts), "the same storage")
    XCTAssertFalse(Equality.equal(.array([a]), .array([a])), "built twice: other storage")
  }

  func testPODStructComparesBitwise() {
    let inner = structType("Size", fields: ["w"])
    let point = structType("Point", fields: ["x", "flag", "size"])
    func make(_ x: Double) -> Value {
      .structValue(
        StructValue(
          type: point,
          fields: [.double(x), .bool(true), .structValue(StructValue(type: inner, fields: [.int(2)]))]))
    }
    XCTAssertTrue(Equality.equal(make(1.5), make(1.5)))
    XCTAssertFalse(Equality.equal(make(1.5), make(2)))
    XCTAssertTrue(Equality.equal(make(.nan), make(.nan)), "bitwise: the same NaN bits are equal")
    XCTAssertFalse(Equality.equal(make(0.0), make(-0.0)), "bitwise: +0 and -0 differ")
  }

  func testClassesByIdentityAndClosuresNever() {
    let model = ScriptType(name: "Model", kind: .class, location: here)
    let one = Instance(type: model, fields: [], serial: 1)
    let two = Instance(type: model, fields: [], serial: 2)
    XCTAssertTrue(Equality.equal(.object(one), .object(one)))
    XCTAssertFalse(Equality.equal(.object(one), .object(two)))
    let closure = fn { _ in .void }
    XCTAssertFalse(Equality.equal(closure, closure))
  }

  func testEnumsByCaseAndPayload() {
    let state = ScriptType(name: "LoadState", kind: .enum, location: here)
    state.enumCases = [
      EnumCaseInfo(name: "idle", labels: [], rawValue: nil),
      EnumCaseInfo(name: "loaded", labels: [nil], rawValue: nil),
    ]
    let idle = Value.enumValue(EnumValue(type: state, caseIndex: 0, payload: []))
    let loadedA = Value.enumValue(EnumValue(type: state, caseIndex: 1, payload: [strings("a")]))
    let loadedA2 = Value.enumValue(EnumValue(type: state, caseIndex: 1, payload: [strings("a")]))
    let loadedB = Value.enumValue(EnumValue(type: state, caseIndex: 1, payload: [strings("b")]))
    XCTAssertTrue(Equality.equal(idle, .enumValue(EnumValue(type: state, caseIndex: 0, payload: []))))
    XCTAssertTrue(Equality.equal(loadedA, loadedA2))
    XCTAssertFalse(Equality.equal(loadedA, loadedB))
    XCTAssertFalse(Equality.equal(idle, loadedA))
  }

  func testLess() throws {
    let rt = Interpreter()
    XCTAssertTrue(try Equality.less(.int(1), .int(2), rt, here))
    XCTAssertTrue(try Equality.less(.string("a"), .string("b"), rt, here))
    XCTAssertTrue(
      try Equality.less(
        .tuple(TupleValue([.int(1), .int(5)])), .tuple(TupleValue([.int(2), .int(0)])), rt, here))
    XCTAssertFalse(
      try Equality.less(
        .tuple(TupleValue([.int(1), .int(5)])), .tuple(TupleValue([.int(1), .int(5)])), rt, here))
    assertScriptError("binary operator '<' cannot be applied to two 'Bool' operands") {
      try Equality.less(.bool(true), .bool(false), rt, here)
    }
  }

  func testHashingIsConsistentWithEquality() {
    XCTAssertEqual(Value.int(3).hashValue, Value.double(3).hashValue)
    XCTAssertEqual(Value.string("a").hashValue, Value.character("a").hashValue)
    let left = dict(["a": .int(1), "b": .int(2)])
    let right = dict(["b": .int(2), "a": .int(1)])
    XCTAssertEqual(left.hashValue, right.hashValue)
    var counts: OrderedDictionary<Value, Value> = [:]
    counts[.tuple(TupleValue([.int(1), .string("x")]))] = .int(7)
    XCTAssertEqual(counts[.tuple(TupleValue([.int(1), .string("x")]))], .int(7))
  }
}
