import DynPropDiagnostics
import OrderedCollections
import XCTest

@testable import DynPropInterpreter

/// Shared helpers for the builtin-library tests: a location, closures, calls and crash assertions.
enum BuiltinsTestSupport {
  static let location = SourceLocation(file: "test.swift", line: 1, column: 1)
}

let here = BuiltinsTestSupport.location

/// A host closure value for methods that take closures.
func fn(_ body: @escaping ([Value]) throws -> Value) -> Value {
  .closure(NativeFunction("test") { arguments, _, _ in try body(arguments) })
}

func ints(_ values: Int...) -> Value { .array(values.map(Value.int)) }
func strings(_ values: String...) -> Value { .array(values.map(Value.string)) }

/// Calls a builtin method, failing the test when it is unknown.
@discardableResult
func call(
  _ value: inout Value, _ name: String, _ labels: [String?] = [], _ arguments: [Value] = [],
  _ rt: Interpreter = Interpreter(), file: StaticString = #filePath, line: UInt = #line
) throws -> Value {
  let labels = labels.isEmpty ? Array(repeating: nil, count: arguments.count) : labels
  guard let result = try Builtins.callMethod(&value, name, labels: labels, arguments: arguments, rt, here)
  else {
    XCTFail("no builtin method '\(name)'", file: file, line: line)
    return .void
  }
  return result
}

/// Calls a non-mutating builtin method on a constant.
func call(
  on value: Value, _ name: String, _ labels: [String?] = [], _ arguments: [Value] = [],
  _ rt: Interpreter = Interpreter(), file: StaticString = #filePath, line: UInt = #line
) throws -> Value {
  var copy = value
  return try call(&copy, name, labels, arguments, rt, file: file, line: line)
}

func member(_ value: Value, _ name: String) throws -> Value? {
  try Builtins.member(value, name, Interpreter(), here)
}

/// Asserts that `body` crashes the simulated app with exactly `message`.
func assertCrash(
  _ message: String, file: StaticString = #filePath, line: UInt = #line, _ body: () throws -> Any?
) {
  XCTAssertThrowsError(try body(), file: file, line: line) { error in
    XCTAssertEqual((error as? ScriptCrash)?.message, message, "\(error)", file: file, line: line)
  }
}

/// Asserts that `body` reports a script error containing `text`.
func assertScriptError(
  _ text: String, file: StaticString = #filePath, line: UInt = #line, _ body: () throws -> Any?
) {
  XCTAssertThrowsError(try body(), file: file, line: line) { error in
    let message = (error as? ScriptRuntimeError)?.diagnostic.message ?? "\(error)"
    XCTAssertTrue(message.contains(text), message, file: file, line: line)
  }
}

/// Renders with `Render.description`, for compact assertions.
func shown(_ value: Value?) -> String { value.map(Render.description) ?? "<no member>" }

/// A dictionary value with String keys, in the order written.
func dict(_ pairs: KeyValuePairs<String, Value>) -> Value {
  .dictionary(OrderedDictionary(uniqueKeysWithValues: pairs.map { (Value.string($0.key), $0.value) }))
}
