import OrderedCollections
import XCTest

@testable import DynPropInterpreter

/// Dictionaries, sets, ranges and subscripts of builtin collections.
final class BuiltinsCollectionTests: XCTestCase {
  private var scores: Value { dict(["a": .int(1), "b": .int(2)]) }

  func testDictionaryMembersAndMethods() throws {
    XCTAssertEqual(shown(try member(scores, "keys")), "[\"a\", \"b\"]")
    XCTAssertEqual(shown(try member(scores, "values")), "[1, 2]")
    XCTAssertEqual(Render.literal(try member(scores, "first") ?? .void), "(key: \"a\", value: 1)")
    let twice = fn { arguments in
      guard case .int(let n) = arguments[0] else { return .none }
      return .int(n * 2)
    }
    XCTAssertEqual(shown(try call(on: scores, "mapValues", [nil], [twice])), "[\"a\": 2, \"b\": 4]")
    let bigValue = fn { arguments in
      guard case .tuple(let pair) = arguments[0] else { return .bool(false) }
      return .bool(pair.elements[1] == .int(2))
    }
    XCTAssertEqual(shown(try call(on: scores, "filter", [nil], [bigValue])), "[\"b\": 2]")
    let keyOf = fn { arguments in
      guard case .tuple(let pair) = arguments[0] else { return .none }
      return pair.elements[0]
    }
    XCTAssertEqual(shown(try call(on: scores, "map", [nil], [keyOf])), "[\"a\", \"b\"]")
  }

  func testDictionaryMutation() throws {
    var entries = scores
    XCTAssertEqual(shown(try call(&entries, "removeValue", ["forKey"], [.string("a")])), "Optional(1)")
    XCTAssertEqual(shown(try call(&entries, "removeValue", ["forKey"], [.string("zz")])), "nil")
    XCTAssertEqual(
      shown(try call(&entries, "updateValue", [nil, "forKey"], [.int(9), .string("b")])), "Optional(2)")
    let keepNew = fn { $0[1] }
    try call(&entries, "merge", [nil, "uniquingKeysWith"], [dict(["b": .int(3), "c": .int(4)]), keepNew])
    XCTAssertEqual(shown(entries), "[\"b\": 3, \"c\": 4]")
    try call(&entries, "removeAll")
    XCTAssertEqual(shown(entries), "[:]")
  }

  func testDictionarySubscripts() throws {
    let rt = Interpreter()
    XCTAssertEqual(shown(try Builtins.subscriptGet(scores, [.string("b")], [nil], rt, here)), "Optional(2)")
    XCTAssertEqual(shown(try Builtins.subscriptGet(scores, [.string("x")], [nil], rt, here)), "nil")
    XCTAssertEqual(
      shown(try Builtins.subscriptGet(scores, [.string("x"), .int(0)], [nil, "default"], rt, here)), "0")
    var entries = scores
    _ = try Builtins.subscriptModify(&entries, [.string("a")], [nil], rt, here) { $0 = .int(5) }
    _ = try Builtins.subscriptModify(&entries, [.string("n"), .int(0)], [nil, "default"], rt, here) { value in
      if case .int(let n) = value { value = .int(n + 1) }
    }
    XCTAssertEqual(shown(entries), "[\"a\": 5, \"b\": 2, \"n\": 1]")
    _ = try Builtins.subscriptModify(&entries, [.string("a")], [nil], rt, here) { $0 = .none }
    XCTAssertEqual(shown(entries), "[\"b\": 2, \"n\": 1]")
  }

  func testArraySubscripts() throws {
    let rt = Interpreter()
    var numbers = ints(1, 2, 3)
    XCTAssertEqual(shown(try Builtins.subscriptGet(numbers, [.int(1)], [nil], rt, here)), "2")
    let slice = Value.range(RangeValue(lower: .int(1), upper: .int(3), isClosed: false))
    XCTAssertEqual(shown(try Builtins.subscriptGet(numbers, [slice], [nil], rt, here)), "[2, 3]")
    _ = try Builtins.subscriptModify(&numbers, [.int(0)], [nil], rt, here) { $0 = .int(10) }
    XCTAssertEqual(shown(numbers), "[10, 2, 3]")
    assertCrash(Crashes.indexOutOfRange) { try Builtins.subscriptGet(numbers, [.int(3)], [nil], rt, here) }
    assertCrash(Crashes.indexOutOfRange) {
      try Builtins.subscriptModify(&numbers, [.int(-1)], [nil], rt, here) { $0 = .int(0) }
    }
    XCTAssertNil(try Builtins.subscriptGet(.int(1), [.int(0)], [nil], rt, here))
  }

  func testSets() throws {
    var items = Value.set([.int(1), .int(2)])
    XCTAssertEqual(
      Render.literal(try call(&items, "insert", [nil], [.int(2)])), "(inserted: false, memberAfterInsert: 2)")
    XCTAssertEqual(
      Render.literal(try call(&items, "insert", [nil], [.int(3)])), "(inserted: true, memberAfterInsert: 3)")
    XCTAssertEqual(shown(try call(&items, "remove", [nil], [.int(1)])), "Optional(1)")
    XCTAssertEqual(shown(try call(&items, "remove", [nil], [.int(9)])), "nil")
    XCTAssertEqual(shown(try call(on: items, "contains", [nil], [.int(3)])), "true")
    XCTAssertEqual(shown(try call(on: items, "union", [nil], [ints(4)])), "[2, 3, 4]")
    XCTAssertEqual(shown(try call(on: items, "intersection", [nil], [ints(3, 9)])), "[3]")
    XCTAssertEqual(shown(try call(on: items, "subtracting", [nil], [ints(3)])), "[2]")
    XCTAssertEqual(shown(try call(on: items, "isSubset", ["of"], [ints(1, 2, 3)])), "true")
    XCTAssertEqual(shown(try call(on: .set([.int(3), .int(1)]), "sorted")), "[1, 3]")
    XCTAssertEqual(shown(try member(items, "count")), "2")
  }

  func testRanges() throws {
    let range = Value.range(RangeValue(lower: .int(0), upper: .int(3), isClosed: false))
    let closed = Value.range(RangeValue(lower: .int(1), upper: .int(3), isClosed: true))
    XCTAssertEqual(shown(try member(range, "count")), "3")
    XCTAssertEqual(shown(try member(closed, "count")), "3")
    XCTAssertEqual(shown(try member(closed, "upperBound")), "3")
    XCTAssertEqual(shown(try call(on: range, "contains", [nil], [.int(3)])), "false")
    XCTAssertEqual(shown(try call(on: closed, "contains", [nil], [.int(3)])), "true")
    XCTAssertEqual(shown(try call(on: closed, "reversed")), "[3, 2, 1]")
    let square = fn { arguments in
      guard case .int(let n) = arguments[0] else { return .none }
      return .int(n * n)
    }
    XCTAssertEqual(shown(try call(on: range, "map", [nil], [square])), "[0, 1, 4]")
    let unit = Value.range(RangeValue(lower: .double(0), upper: .double(1), isClosed: false))
    XCTAssertEqual(shown(try call(on: unit, "contains", [nil], [.double(0.5)])), "true")
  }

  func testTupleMembers() throws {
    var point = Value.tuple(TupleValue([.int(1), .int(2)], labels: ["x", "y"]))
    XCTAssertEqual(shown(try member(point, "y")), "2")
    XCTAssertEqual(shown(try member(point, "0")), "1")
    XCTAssertTrue(try Builtins.setMember(&point, "x", .int(5), Interpreter(), here))
    XCTAssertEqual(shown(point), "(x: 5, y: 2)")
  }
}
