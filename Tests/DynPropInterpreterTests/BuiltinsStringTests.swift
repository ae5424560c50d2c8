import XCTest

@testable import DynPropInterpreter

/// String, Character and number members and methods.
final class BuiltinsStringTests: XCTestCase {
  func testStringMembers() throws {
    XCTAssertEqual(shown(try member(.string("héllo"), "count")), "5")
    XCTAssertEqual(shown(try member(.string(""), "first")), "nil")
    XCTAssertEqual(Render.literal(try member(.string("ab"), "last") ?? .void), "\"b\"")
    XCTAssertEqual(shown(try member(.string("hello wORLD-foo it's"), "capitalized")), "Hello World-Foo It's")
    XCTAssertEqual(shown(try member(.int(42), "description")), "42")
  }

  func testStringMethods() throws {
    let text = Value.string("  Swift, UI  ")
    XCTAssertEqual(
      shown(try call(on: text, "trimmingCharacters", ["in"], [.string("whitespaces")])), "Swift, UI")
    let newlineSet = Value.native(CharacterSetObject(marker: .whitespacesAndNewlines))
    XCTAssertEqual(shown(try call(on: .string("\n a \n"), "trimmingCharacters", ["in"], [newlineSet])), "a")
    XCTAssertEqual(
      shown(try call(on: .string("a,b,,c"), "split", ["separator"], [.character(",")])),
      "[\"a\", \"b\", \"c\"]")
    XCTAssertEqual(
      shown(try call(on: .string("a, b, c"), "components", ["separatedBy"], [.string(", ")])),
      "[\"a\", \"b\", \"c\"]")
    XCTAssertEqual(
      shown(try call(on: .string("a,,b"), "components", ["separatedBy"], [.string(",")])),
      "[\"a\", \"\", \"b\"]")
    XCTAssertEqual(
      shown(
        try call(on: .string("a-b-c"), "replacingOccurrences", ["of", "with"], [.string("-"), .string("+")])),
      "a+b+c")
    XCTAssertEqual(shown(try call(on: .string("Swift"), "uppercased")), "SWIFT")
    XCTAssertEqual(shown(try call(on: .string("Swift"), "hasPrefix", [nil], [.string("Sw")])), "true")
    XCTAssertEqual(shown(try call(on: .string("Swift"), "contains", [nil], [.character("f")])), "true")
    XCTAssertEqual(shown(try call(on: .string("Swift"), "contains", [nil], [.string("wif")])), "true")
    XCTAssertEqual(
      shown(try call(on: .string("Swift"), "localizedCaseInsensitiveContains", [nil], [.string("SWI")])),
      "true")
    XCTAssertEqual(shown(try call(on: .string("Swift"), "reversed")), "tfiwS")
    XCTAssertEqual(shown(try call(on: .string("Swift"), "prefix", [nil], [.int(2)])), "Sw")
    XCTAssertEqual(shown(try call(on: .string("Swift"), "dropLast", [nil], [.int(2)])), "Swi")
    XCTAssertEqual(shown(try call(on: .string("Swift"), "sorted")), "[\"S\", \"f\", \"i\", \"t\", \"w\"]")
    let isVowel = fn { arguments in .bool("aeiou".contains(Render.description(arguments[0]))) }
    XCTAssertEqual(shown(try call(on: .string("banana"), "filter", [nil], [isVowel])), "aaa")
  }

  func testImplicitMemberArgumentsAreUnderstood() throws {
    let whitespaces = Value.native(UnresolvedMember(name: "whitespaces", arguments: [], labels: []))
    XCTAssertEqual(shown(try call(on: .string(" a b "), "trimmingCharacters", ["in"], [whitespaces])), "a b")
    XCTAssertEqual(
      shown(
        try call(on: .string("a b\nc"), "components", ["separatedBy"], [.string("whitespacesAndNewlines")])),
      "[\"a\", \"b\", \"c\"]")
    let down = Value.native(UnresolvedMember(name: "down", arguments: [], labels: []))
    XCTAssertEqual(shown(try call(on: .double(2.7), "rounded", [nil], [down])), "2.0")
  }

  func testStringMutation() throws {
    var text = Value.string("ab")
    try call(&text, "append", [nil], [.character("c")])
    try call(&text, "append", ["contentsOf"], [.string("de")])
    XCTAssertEqual(shown(text), "abcde")
    XCTAssertEqual(shown(try call(&text, "removeLast")), "e")
    var empty = Value.string("")
    assertCrash("Fatal error: Can't remove first element from an empty collection") {
      try call(&empty, "removeFirst")
    }
  }

  func testCharacters() throws {
    XCTAssertEqual(shown(try member(.character("a"), "isLetter")), "true")
    XCTAssertEqual(shown(try member(.character("7"), "isNumber")), "true")
    XCTAssertEqual(shown(try member(.character("A"), "isUppercase")), "true")
    XCTAssertEqual(shown(try member(.character(" "), "isWhitespace")), "true")
    XCTAssertEqual(shown(try call(on: .character("a"), "uppercased")), "A")
  }

  func testIntegers() throws {
    XCTAssertEqual(shown(try call(on: .int(12), "isMultiple", ["of"], [.int(4)])), "true")
    XCTAssertEqual(shown(try call(on: .int(-5), "signum")), "-1")
    XCTAssertEqual(shown(try member(.int(-5), "magnitude")), "5")
    XCTAssertEqual(shown(try call(on: .int(1_234_567), "formatted")), "1,234,567")
    XCTAssertEqual(shown(try call(on: .int(-1234), "formatted")), "-1,234")
    assertCrash(Crashes.overflow) { try member(.int(Int.min), "magnitude") }
  }

  func testDoubles() throws {
    XCTAssertEqual(shown(try call(on: .double(2.5), "rounded")), "3.0")
    XCTAssertEqual(shown(try call(on: .double(2.4), "rounded", [nil], [.string("up")])), "3.0")
    XCTAssertEqual(shown(try call(on: .double(9), "squareRoot")), "3.0")
    XCTAssertEqual(shown(try member(.double(.nan), "isNaN")), "true")
    XCTAssertEqual(shown(try call(on: .double(.pi), "formatted")), "3.141593")
    XCTAssertEqual(shown(try call(on: .double(12345.6789), "formatted")), "12,345.6789")
    XCTAssertEqual(shown(try call(on: .double(1), "formatted")), "1")
    var number = Value.double(2.6)
    try call(&number, "round")
    XCTAssertEqual(shown(number), "3.0")
  }

  func testBoolToggle() throws {
    var flag = Value.bool(true)
    try call(&flag, "toggle")
    XCTAssertEqual(flag, .bool(false))
    XCTAssertTrue(Builtins.isMutatingMethod(flag, "toggle"))
  }
}
