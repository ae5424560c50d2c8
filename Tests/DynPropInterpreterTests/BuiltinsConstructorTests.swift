import XCTest

@testable import DynPropInterpreter

/// Initializers, static members, static calls and seeded randomness.
final class BuiltinsConstructorTests: XCTestCase {
  private func make(
    _ kind: BuiltinType.Kind, _ labels: [String?], _ arguments: [Value], _ rt: Interpreter = Interpreter()
  ) throws -> Value {
    try Builtins.construct(kind, labels: labels, arguments: arguments, rt, here)
  }

  func testNumbers() throws {
    XCTAssertEqual(shown(try make(.int, [nil], [.double(3.7)])), "3")
    XCTAssertEqual(shown(try make(.int, [nil], [.double(-3.7)])), "-3")
    XCTAssertEqual(shown(try make(.int, [nil], [.string("42")])), "Optional(42)")
    XCTAssertEqual(shown(try make(.int, [nil], [.string("4x")])), "nil")
    XCTAssertEqual(shown(try make(.int, ["exactly"], [.double(2.5)])), "nil")
    XCTAssertEqual(shown(try make(.double, [nil], [.int(3)])), "3.0")
    XCTAssertEqual(shown(try make(.double, [nil], [.string("1.5")])), "Optional(1.5)")
    assertCrash("Fatal error: Double value cannot be converted to Int because it is either infinite or NaN") {
      try self.make(.int, [nil], [.double(.nan)])
    }
  }

  func testStringsAndCharacters() throws {
    XCTAssertEqual(shown(try make(.string, [nil], [.int(42)])), "42")
    XCTAssertEqual(shown(try make(.string, ["describing"], [strings("a")])), "[\"a\"]")
    XCTAssertEqual(shown(try make(.string, ["repeating", "count"], [.string("ab"), .int(2)])), "abab")
    XCTAssertEqual(shown(try make(.string, [nil], [.array([.character("h"), .character("i")])])), "hi")
    XCTAssertEqual(
      shown(try make(.string, ["format", nil, nil], [.string("%.2f|%03d"), .double(3.14159), .int(7)])),
      "3.14|007")
    XCTAssertEqual(shown(try make(.string, ["format", nil], [.string("%@!"), .string("hi")])), "hi!")
    XCTAssertEqual(Render.literal(try make(.character, [nil], [.string("a")])), "\"a\"")
    assertCrash(
      "Fatal error: Can't form a Character from a String containing more than one extended grapheme cluster"
    ) {
      try self.make(.character, [nil], [.string("ab")])
    }
    XCTAssertEqual(shown(try make(.bool, [nil], [.string("true")])), "Optional(true)")
    XCTAssertEqual(shown(try make(.bool, [nil], [.string("yes")])), "nil")
  }

  func testCollections() throws {
    XCTAssertEqual(shown(try make(.array, [nil], [.string("ab")])), "[\"a\", \"b\"]")
    XCTAssertEqual(shown(try make(.array, ["repeating", "count"], [.int(0), .int(3)])), "[0, 0, 0]")
    XCTAssertEqual(shown(try make(.set, [nil], [ints(1, 1, 2)])), "[1, 2]")
    let pairs = Value.array([
      .tuple(TupleValue([.string("a"), .int(1)])), .tuple(TupleValue([.string("b"), .int(2)])),
    ])
    XCTAssertEqual(shown(try make(.dictionary, ["uniqueKeysWithValues"], [pairs])), "[\"a\": 1, \"b\": 2]")
    let duplicate = Value.array([
      .tuple(TupleValue([.string("a"), .int(1)])), .tuple(TupleValue([.string("a"), .int(2)])),
    ])
    assertCrash("Fatal error: Duplicate values for key: 'a'") {
      try self.make(.dictionary, ["uniqueKeysWithValues"], [duplicate])
    }
    let firstLetter = fn { arguments in .character(Render.description(arguments[0]).first!) }
    XCTAssertEqual(
      shown(
        try make(.dictionary, ["grouping", "by"], [strings("apple", "avocado", "banana"), firstLetter])),
      "[\"a\": [\"apple\", \"avocado\"], \"b\": [\"banana\"]]")
    assertScriptError("no exact matches in call to initializer") {
      try self.make(.array, ["bogus"], [.int(1)])
    }
  }

  func testStaticMembers() throws {
    let rt = Interpreter()
    XCTAssertEqual(shown(try Builtins.staticMember(.int, "max", rt, here)), "9223372036854775807")
    XCTAssertEqual(shown(try Builtins.staticMember(.double, "pi", rt, here)), "3.141592653589793")
    XCTAssertEqual(shown(try Builtins.staticMember(.double, "infinity", rt, here)), "inf")
    XCTAssertEqual(shown(try Builtins.staticMember(.optional, "none", rt, here)), "nil")
    XCTAssertNil(try Builtins.staticMember(.bool, "nonsense", rt, here))
    let initializer = try Builtins.staticMember(.string, "init", rt, here) ?? .void
    XCTAssertEqual(shown(try rt.callValue(initializer, [.int(5)], at: here)), "5")
  }

  func testSeededRandomnessIsReproducible() throws {
    func draws(seed: UInt64) throws -> [String] {
      let rt = Interpreter(seed: seed)
      let range = Value.range(RangeValue(lower: .int(1), upper: .int(100), isClosed: true))
      let unit = Value.range(RangeValue(lower: .double(0), upper: .double(1), isClosed: false))
      return [
        shown(try Builtins.staticCall(.int, "random", labels: ["in"], arguments: [range], rt, here)),
        shown(try Builtins.staticCall(.double, "random", labels: ["in"], arguments: [unit], rt, here)),
        shown(try Builtins.staticCall(.bool, "random", labels: [], arguments: [], rt, here)),
        shown(try call(on: ints(1, 2, 3, 4, 5), "shuffled", [], [], rt)),
        shown(try make(.uuid, [], [], rt)),
      ]
    }
    let first = try draws(seed: 7)
    XCTAssertEqual(first, try draws(seed: 7))
    XCTAssertNotEqual(first, try draws(seed: 8))
    let uuid = first[4]
    XCTAssertEqual(uuid.count, 36)
    XCTAssertEqual(uuid.split(separator: "-").map(\.count), [8, 4, 4, 4, 12])
    XCTAssertEqual(Array(uuid)[14], "4", "version 4")
    XCTAssertEqual(uuid, uuid.uppercased())
    let empty = Value.range(RangeValue(lower: .int(5), upper: .int(5), isClosed: false))
    assertCrash("Fatal error: Can't get random value with an empty range") {
      try Builtins.staticCall(.int, "random", labels: ["in"], arguments: [empty], Interpreter(), here)
    }
  }
}
