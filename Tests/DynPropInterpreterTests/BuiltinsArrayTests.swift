import XCTest

@testable import DynPropInterpreter

/// Array members, closure-taking algorithms, mutating methods and their crashes.
final class BuiltinsArrayTests: XCTestCase {
  func testMembers() throws {
    XCTAssertEqual(shown(try member(ints(3, 1, 2), "count")), "3")
    XCTAssertEqual(shown(try member(ints(), "isEmpty")), "true")
    XCTAssertEqual(shown(try member(ints(3, 1, 2), "first")), "Optional(3)")
    XCTAssertEqual(shown(try member(ints(), "last")), "nil")
    XCTAssertEqual(shown(try member(ints(4, 5), "indices")), "0..<2")
    XCTAssertNil(try member(ints(), "nonsense"))
  }

  func testClosureAlgorithms() throws {
    let numbers = ints(1, 2, 3, 4)
    let double = fn { arguments in
      guard case .int(let n) = arguments[0] else { return .none }
      return .int(n * 2)
    }
    let isEven = fn { arguments in
      guard case .int(let n) = arguments[0] else { return .bool(false) }
      return .bool(n % 2 == 0)
    }
    XCTAssertEqual(shown(try call(on: numbers, "map", [nil], [double])), "[2, 4, 6, 8]")
    XCTAssertEqual(shown(try call(on: numbers, "filter", [nil], [isEven])), "[2, 4]")
    XCTAssertEqual(shown(try call(on: numbers, "first", ["where"], [isEven])), "Optional(2)")
    XCTAssertEqual(shown(try call(on: numbers, "firstIndex", ["where"], [isEven])), "Optional(1)")
    XCTAssertEqual(shown(try call(on: numbers, "contains", ["where"], [isEven])), "true")
    XCTAssertEqual(shown(try call(on: numbers, "allSatisfy", [nil], [isEven])), "false")
    XCTAssertEqual(shown(try call(on: numbers, "count", ["where"], [isEven])), "2")
    XCTAssertEqual(shown(try call(on: ints(1, 3), "first", ["where"], [isEven])), "nil")
  }

  func testCompactMapDropsNil() throws {
    let parse = fn { arguments in
      guard case .string(let text) = arguments[0] else { return .none }
      return Int(text).map(Value.int) ?? .none
    }
    XCTAssertEqual(shown(try call(on: strings("1", "x", "3"), "compactMap", [nil], [parse])), "[1, 3]")
  }

  func testReduceAndReduceIntoReadsTheInoutAccumulator() throws {
    let add = fn { arguments in
      guard case .int(let a) = arguments[0], case .int(let b) = arguments[1] else { return .none }
      return .int(a + b)
    }
    XCTAssertEqual(shown(try call(on: ints(1, 2, 3), "reduce", [nil, nil], [.int(10), add])), "16")
    let code = FunctionCode(
      name: "closure", params: [param("acc"), param("x")], selfKind: .none, isMutating: false, location: here)
    code.frameSize = 2
    code.body = AccumulateNode(here)
    let closure = Value.closure(ScriptClosure(code: code, captured: nil))
    XCTAssertEqual(
      shown(try call(on: ints(1, 2, 3), "reduce", ["into", nil], [ints(), closure])), "[10, 20, 30]")
  }

  func testSortingMinMaxAndSlices() throws {
    let numbers = ints(3, 1, 2)
    let greater = fn { arguments in
      guard case .int(let a) = arguments[0], case .int(let b) = arguments[1] else { return .none }
      return .bool(a > b)
    }
    XCTAssertEqual(shown(try call(on: numbers, "sorted")), "[1, 2, 3]")
    XCTAssertEqual(shown(try call(on: numbers, "sorted", ["by"], [greater])), "[3, 2, 1]")
    XCTAssertEqual(shown(try call(on: numbers, "min")), "Optional(1)")
    XCTAssertEqual(shown(try call(on: numbers, "max")), "Optional(3)")
    XCTAssertEqual(shown(try call(on: ints(), "max")), "nil")
    XCTAssertEqual(shown(try call(on: numbers, "reversed")), "[2, 1, 3]")
    XCTAssertEqual(shown(try call(on: numbers, "prefix", [nil], [.int(2)])), "[3, 1]")
    XCTAssertEqual(shown(try call(on: numbers, "dropFirst")), "[1, 2]")
    XCTAssertEqual(shown(try call(on: numbers, "suffix", [nil], [.int(5)])), "[3, 1, 2]")
    XCTAssertEqual(shown(try call(on: strings("a", "b"), "joined", ["separator"], [.string(", ")])), "a, b")
    XCTAssertEqual(
      Render.literal(try call(on: strings("a", "b"), "enumerated")),
      "[(offset: 0, element: \"a\"), (offset: 1, element: \"b\")]")
    assertScriptError("binary operator '<' cannot be applied to two 'Bool' operands") {
      try call(on: .array([.bool(true), .bool(false)]), "sorted")
    }
  }

  func testMutatingMethods() throws {
    var numbers = ints(1, 2)
    try call(&numbers, "append", [nil], [.int(3)])
    try call(&numbers, "insert", [nil, "at"], [.int(0), .int(0)])
    XCTAssertEqual(shown(numbers), "[0, 1, 2, 3]")
    XCTAssertEqual(shown(try call(&numbers, "remove", ["at"], [.int(1)])), "1")
    XCTAssertEqual(shown(try call(&numbers, "removeFirst")), "0")
    XCTAssertEqual(shown(try call(&numbers, "popLast")), "Optional(3)")
    try call(&numbers, "append", ["contentsOf"], [ints(7, 5)])
    try call(&numbers, "sort")
    XCTAssertEqual(shown(numbers), "[2, 5, 7]")
    try call(&numbers, "swapAt", [nil, nil], [.int(0), .int(2)])
    XCTAssertEqual(shown(numbers), "[7, 5, 2]")
    let isOdd = fn { arguments in .bool(arguments[0] != .int(2)) }
    try call(&numbers, "removeAll", ["where"], [isOdd])
    XCTAssertEqual(shown(numbers), "[2]")
    try call(&numbers, "removeAll")
    XCTAssertEqual(shown(numbers), "[]")
    XCTAssertEqual(shown(try call(&numbers, "popLast")), "nil")
    XCTAssertTrue(Builtins.isMutatingMethod(numbers, "append"))
    XCTAssertFalse(Builtins.isMutatingMethod(numbers, "map"))
  }

  func testCrashes() {
    var empty = ints()
    assertCrash("Fatal error: Can't remove first element from an empty collection") {
      try call(&empty, "removeFirst")
    }
    assertCrash("Fatal error: Can't remove last element from an empty collection") {
      try call(&empty, "removeLast")
    }
    var one = ints(1)
    assertCrash(Crashes.indexOutOfRange) { try call(&one, "remove", ["at"], [.int(3)]) }
    assertCrash("Fatal error: Array index is out of range") {
      try call(&one, "insert", [nil, "at"], [.int(0), .int(5)])
    }
    assertCrash("Fatal error: Can't take a prefix of negative length from a collection") {
      try call(on: one, "prefix", [nil], [.int(-1)])
    }
  }

  private func param(_ name: String) -> ParamInfo {
    ParamInfo(
      label: nil, name: name, type: nil, defaultValue: nil, isInout: false, isVariadic: false,
      isAutoclosure: false, isViewBuilder: false)
  }
}

/// `{ acc, x in acc.append(x * 10) }` written directly as a node: appends to slot 0 from slot 1.
private final class AccumulateNode: Node {
  override func exec(_ frame: Frame, _ rt: Interpreter) throws -> Flow {
    guard case .array(var items) = frame[0], case .int(let x) = frame[1] else { return .normal }
    items.append(.int(x * 10))
    frame[0] = .array(items)
    return .normal
  }
}
