import XCTest

@testable import DynPropInterpreter

/// Free functions: print, min/max, abs, zip, stride, type(of:) and the assertion family.
final class BuiltinsGlobalTests: XCTestCase {
  private func global(
    _ name: String, _ labels: [String?], _ arguments: [Value], _ rt: Interpreter = Interpreter()
  ) throws -> Value {
    guard let function = Builtins.globalFunction(named: name) else {
      XCTFail("no global '\(name)'")
      return .void
    }
    return try function.body(arguments, labels, rt)
  }

  func testPrintJoinsItemsIntoOneLine() throws {
    let rt = Interpreter()
    var lines: [String] = []
    rt.printSink = { lines.append($0) }
    _ = try global("print", [nil, nil, nil], [.string("a"), .int(1), strings("x")], rt)
    _ = try global(
      "print", [nil, nil, "separator", "terminator"],
      [.string("a"), .string("b\nc"), .string("-"), .string("")], rt)
    _ = try global("print", [], [], rt)
    _ = try global("debugPrint", [nil, nil], [.string("a"), .character("c")], rt)
    XCTAssertEqual(lines, ["a 1 [\"x\"]", "a-b\nc", "", "\"a\" \"c\""])
  }

  func testMinMaxAbsZipStride() throws {
    XCTAssertEqual(shown(try global("min", [nil, nil, nil], [.int(3), .int(1), .int(2)])), "1")
    XCTAssertEqual(shown(try global("max", [nil, nil], [.string("a"), .string("b")])), "b")
    XCTAssertEqual(shown(try global("abs", [nil], [.int(-4)])), "4")
    XCTAssertEqual(shown(try global("abs", [nil], [.double(-1.5)])), "1.5")
    XCTAssertEqual(
      shown(try global("zip", [nil, nil], [ints(1, 2, 3), strings("a", "b")])), "[(1, \"a\"), (2, \"b\")]")
    XCTAssertEqual(
      shown(try global("stride", ["from", "to", "by"], [.int(0), .int(10), .int(3)])), "[0, 3, 6, 9]")
    XCTAssertEqual(
      shown(try global("stride", ["from", "through", "by"], [.int(3), .int(0), .int(-1)])), "[3, 2, 1, 0]")
    XCTAssertEqual(
      shown(try global("stride", ["from", "to", "by"], [.double(0), .double(1), .double(0.25)])),
      "[0.0, 0.25, 0.5, 0.75]")
    XCTAssertEqual(
      shown(try global("repeatElement", [nil, "count"], [.string("x"), .int(2)])), "[\"x\", \"x\"]")
    XCTAssertEqual(shown(try global("sqrt", [nil], [.double(16)])), "4.0")
    XCTAssertNil(Builtins.globalFunction(named: "noSuchFunction"))
  }

  func testOperatorsAsFunctions() throws {
    XCTAssertEqual(shown(try global("<", [nil, nil], [.int(1), .int(2)])), "true")
    XCTAssertEqual(shown(try global("+", [nil, nil], [.string("a"), .string("b")])), "ab")
    let less = try XCTUnwrap(Builtins.globalFunction(named: "<"))
    XCTAssertEqual(shown(try call(on: ints(3, 1, 2), "sorted", ["by"], [.closure(less)])), "[1, 2, 3]")
    let plus = try XCTUnwrap(Builtins.globalFunction(named: "+"))
    XCTAssertEqual(shown(try call(on: ints(1, 2, 3), "reduce", [nil, nil], [.int(0), .closure(plus)])), "6")
  }

  func testTypeOfPrintsBareNames() throws {
    XCTAssertEqual(shown(try global("type", ["of"], [.int(1)])), "Int")
    XCTAssertEqual(shown(try global("type", ["of"], [strings("a")])), "Array<String>")
    XCTAssertEqual(shown(try global("type", ["of"], [dict(["a": .int(1)])])), "Dictionary<String, Int>")
    let model = ScriptType(name: "Model", kind: .class, location: here)
    XCTAssertEqual(
      shown(try global("type", ["of"], [.object(Instance(type: model, fields: [], serial: 1))])), "Model")
    let intType = try global("type", ["of"], [.int(5)])
    XCTAssertTrue(Equality.equal(intType, .type(BuiltinType(.int))))
    XCTAssertFalse(Equality.equal(intType, .type(BuiltinType(.string))))
  }

  func testAssertionsCrashWithSwiftsWording() {
    assertCrash("Fatal error: boom") { try self.global("fatalError", [nil], [.string("boom")]) }
    assertCrash("Fatal error") { try self.global("fatalError", [], []) }
    assertCrash("Precondition failed: must be positive") {
      try self.global("precondition", [nil, nil], [.bool(false), .string("must be positive")])
    }
    assertCrash("Assertion failed") { try self.global("assert", [nil], [.bool(false)]) }
    assertCrash("Fatal error: nope") { try self.global("preconditionFailure", [nil], [.string("nope")]) }
    assertCrash("Fatal error: later") { try self.global("assertionFailure", [nil], [.string("later")]) }
    XCTAssertNoThrow(try global("precondition", [nil, nil], [.bool(true), .string("fine")]))
    var evaluated = false
    let condition = fn { _ in
      evaluated = true
      return .bool(true)
    }
    XCTAssertNoThrow(try global("assert", [nil], [condition]))
    XCTAssertTrue(evaluated, "assert conditions are evaluated (CONTRACT §7.4)")
  }

  func testNativeCrashesLeaveTheLocationToTheCaller() {
    XCTAssertThrowsError(try global("fatalError", [nil], [.string("x")])) { error in
      XCTAssertNil((error as? ScriptCrash)?.location)
    }
  }
}
