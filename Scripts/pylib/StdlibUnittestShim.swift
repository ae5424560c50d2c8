// A small stand-in for the Swift repository's StdlibUnittest, written for Scripts/swift-tests.
//
// Execution tests that `import StdlibUnittest` are compiled (swiftc) or loaded (dynprop-repl exec) together
// with this file instead of the real library, which the toolchain does not ship. It keeps the API the
// selected tests use: suites and tests (with .skip/.xfail/.code/.forEach), the common expectations,
// LifetimeTracked, checkHashable/checkEquatable/checkComparable. Tests run one after the other in one
// process (no crash tests: the selection leaves out tests that call expectCrashLater). Each test prints
// `[ RUN ]` and `[ OK ]` or `[ FAIL ]` with the failed expectations; the last line is
// `SUMMARY: N passed, M failed`, and a failure ends the program with a fatal error.

var shimTests: [(name: String, body: () -> Void)] = []
var shimFailures = 0
var shimCurrentFailed = false

func shimFail(_ what: String, _ message: String, file: String, line: UInt) {
  shimCurrentFailed = true
  let suffix = message.isEmpty ? "" : " (\(message))"
  print("check failed at \(file):\(line): \(what)\(suffix)")
}

final class TestSuite {
  let name: String

  init(_ name: String) { self.name = name }

  func test(_ name: String, file: String = #file, line: UInt = #line, _ body: @escaping () -> Void) {
    shimTests.append((name: "\(self.name).\(name)", body: body))
  }

  func test(_ name: String, file: String = #file, line: UInt = #line) -> TestBuilder {
    TestBuilder(name: "\(self.name).\(name)")
  }
}

enum TestRunPredicate {
  case custom(() -> Bool, reason: String)
  case always(String)
  case objCRuntime(String)
  case nativeRuntime(String)
  case osxAny(String)
  case iOSAny(String)
  case linuxAny(reason: String)

  var holds: Bool {
    switch self {
    case .custom(let predicate, _): return predicate()
    case .always: return true
    case .objCRuntime, .osxAny, .iOSAny: return false
    case .nativeRuntime, .linuxAny: return true
    }
  }
}

struct TestBuilder {
  let name: String
  var skipped = false

  func skip(_ predicate: TestRunPredicate) -> TestBuilder {
    var copy = self
    copy.skipped = copy.skipped || predicate.holds
    return copy
  }

  func xfail(_ predicate: TestRunPredicate) -> TestBuilder {
    skip(predicate)
  }

  func require(_ anything: Any) -> TestBuilder { self }

  func code(_ body: @escaping () -> Void) {
    if !skipped { shimTests.append((name: name, body: body)) }
  }

  func forEach<Data>(in data: [Data], _ body: @escaping (Data) -> Void) {
    if skipped { return }
    for (index, item) in data.enumerated() {
      shimTests.append((name: "\(name)/\(index)", body: { body(item) }))
    }
  }
}

func runAllTests() {
  var passed = 0
  for test in shimTests {
    print("[ RUN      ] \(test.name)")
    shimCurrentFailed = false
    test.body()
    if shimCurrentFailed {
      shimFailures += 1
      print("[     FAIL ] \(test.name)")
    } else {
      passed += 1
      print("[       OK ] \(test.name)")
    }
  }
  print("SUMMARY: \(passed) passed, \(shimFailures) failed")
  if shimFailures > 0 { fatalError("\(shimFailures) tests failed") }
}

// MARK: Expectations

func expectEqual<T: Equatable>(
  _ expected: T, _ actual: T, _ message: @autoclosure () -> String = "", file: String = #file,
  line: UInt = #line
) {
  if expected != actual { shimFail("expected \(expected), got \(actual)", message(), file: file, line: line) }
}

func expectEqual<T: Equatable, U: Equatable>(
  _ expected: (T, U), _ actual: (T, U), _ message: @autoclosure () -> String = "", file: String = #file,
  line: UInt = #line
) {
  if expected != actual { shimFail("expected \(expected), got \(actual)", message(), file: file, line: line) }
}

func expectEqual<T: Equatable, U: Equatable, V: Equatable>(
  _ expected: (T, U, V), _ actual: (T, U, V), _ message: @autoclosure () -> String = "",
  file: String = #file, line: UInt = #line
) {
  if expected != actual { shimFail("expected \(expected), got \(actual)", message(), file: file, line: line) }
}

func expectEqual(
  _ expected: Any.Type, _ actual: Any.Type, _ message: @autoclosure () -> String = "", file: String = #file,
  line: UInt = #line
) {
  if expected != actual { shimFail("expected \(expected), got \(actual)", message(), file: file, line: line) }
}

func expectNotEqual<T: Equatable>(
  _ expected: T, _ actual: T, _ message: @autoclosure () -> String = "", file: String = #file,
  line: UInt = #line
) {
  if expected == actual { shimFail("expected a value other than \(expected)", message(), file: file, line: line) }
}

func expectTrue(
  _ actual: Bool, _ message: @autoclosure () -> String = "", file: String = #file, line: UInt = #line
) {
  if !actual { shimFail("expected true", message(), file: file, line: line) }
}

func expectFalse(
  _ actual: Bool, _ message: @autoclosure () -> String = "", file: String = #file, line: UInt = #line
) {
  if actual { shimFail("expected false", message(), file: file, line: line) }
}

func expectNil<T>(
  _ value: T?, _ message: @autoclosure () -> String = "", file: String = #file, line: UInt = #line
) {
  if let value { shimFail("expected nil, got \(value)", message(), file: file, line: line) }
}

@discardableResult
func expectNotNil<T>(
  _ value: T?, _ message: @autoclosure () -> String = "", file: String = #file, line: UInt = #line
) -> T? {
  if value == nil { shimFail("expected a value, got nil", message(), file: file, line: line) }
  return value
}

func expectUnreachable(_ message: @autoclosure () -> String = "", file: String = #file, line: UInt = #line) {
  shimFail("reached code that should be unreachable", message(), file: file, line: line)
}

func expectGT<T: Comparable>(
  _ lhs: T, _ rhs: T, _ message: @autoclosure () -> String = "", file: String = #file, line: UInt = #line
) {
  if !(lhs > rhs) { shimFail("expected \(lhs) > \(rhs)", message(), file: file, line: line) }
}

func expectGE<T: Comparable>(
  _ lhs: T, _ rhs: T, _ message: @autoclosure () -> String = "", file: String = #file, line: UInt = #line
) {
  if !(lhs >= rhs) { shimFail("expected \(lhs) >= \(rhs)", message(), file: file, line: line) }
}

func expectLT<T: Comparable>(
  _ lhs: T, _ rhs: T, _ message: @autoclosure () -> String = "", file: String = #file, line: UInt = #line
) {
  if !(lhs < rhs) { shimFail("expected \(lhs) < \(rhs)", message(), file: file, line: line) }
}

func expectLE<T: Comparable>(
  _ lhs: T, _ rhs: T, _ message: @autoclosure () -> String = "", file: String = #file, line: UInt = #line
) {
  if !(lhs <= rhs) { shimFail("expected \(lhs) <= \(rhs)", message(), file: file, line: line) }
}

func expectEqualSequence<S1: Sequence, S2: Sequence>(
  _ expected: S1, _ actual: S2, _ message: @autoclosure () -> String = "", file: String = #file,
  line: UInt = #line
) where S1.Element == S2.Element, S1.Element: Equatable {
  if !expected.elementsEqual(actual) {
    shimFail("expected \(Array(expected)), got \(Array(actual))", message(), file: file, line: line)
  }
}

func expectPrinted<T>(
  _ expected: String, _ object: T, _ message: @autoclosure () -> String = "", file: String = #file,
  line: UInt = #line
) {
  let actual = String(describing: object)
  if actual != expected { shimFail("expected \(expected) printed, got \(actual)", message(), file: file, line: line) }
}

func expectDebugPrinted<T>(
  _ expected: String, _ object: T, _ message: @autoclosure () -> String = "", file: String = #file,
  line: UInt = #line
) {
  let actual = String(reflecting: object)
  if actual != expected {
    shimFail("expected \(expected) debug-printed, got \(actual)", message(), file: file, line: line)
  }
}

func expectType<T>(_ type: T.Type, _ value: inout T) {}

func _blackHole<T>(_ value: T) {}

// MARK: Lifetime and conformance checks

/// Counts its live instances, so that tests can check that values are released.
final class LifetimeTracked: CustomStringConvertible {
  static var instances = 0
  let value: Int
  let identity: Int

  init(_ value: Int, identity: Int = 0) {
    self.value = value
    self.identity = identity
    LifetimeTracked.instances += 1
  }

  deinit { LifetimeTracked.instances -= 1 }

  var description: String { value.description }
}

extension LifetimeTracked: Equatable, Hashable, Comparable {
  static func == (lhs: LifetimeTracked, rhs: LifetimeTracked) -> Bool { lhs.value == rhs.value }
  static func < (lhs: LifetimeTracked, rhs: LifetimeTracked) -> Bool { lhs.value < rhs.value }
  func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

func checkEquatable<T: Equatable>(
  _ instances: [T], oracle: (Int, Int) -> Bool, file: String = #file, line: UInt = #line
) {
  for i in instances.indices {
    for j in instances.indices where (instances[i] == instances[j]) != oracle(i, j) {
      shimFail("equality of instances \(i) and \(j) disagrees with the oracle", "", file: file, line: line)
    }
  }
}

func checkEquatable<T: Equatable>(
  _ expectedEqual: Bool, _ lhs: T, _ rhs: T, file: String = #file, line: UInt = #line
) {
  checkEquatable([lhs, rhs], oracle: { expectedEqual || $0 == $1 }, file: file, line: line)
}

func checkHashable<T: Hashable>(
  _ instances: [T], equalityOracle: (Int, Int) -> Bool, file: String = #file, line: UInt = #line
) {
  checkEquatable(instances, oracle: equalityOracle, file: file, line: line)
  for i in instances.indices {
    for j in instances.indices where equalityOracle(i, j) && instances[i].hashValue != instances[j].hashValue {
      shimFail("equal instances \(i) and \(j) hash differently", "", file: file, line: line)
    }
  }
}

func checkHashable<T: Hashable>(
  expectedEqual: Bool, _ lhs: T, _ rhs: T, file: String = #file, line: UInt = #line
) {
  checkHashable([lhs, rhs], equalityOracle: { expectedEqual || $0 == $1 }, file: file, line: line)
}

func checkComparable<T: Comparable>(
  _ instances: [T], oracle: (Int, Int) -> ExpectedComparisonResult, file: String = #file, line: UInt = #line
) {
  for i in instances.indices {
    for j in instances.indices {
      let expected = oracle(i, j)
      let actual: ExpectedComparisonResult =
        instances[i] < instances[j] ? .lt : (instances[i] == instances[j] ? .eq : .gt)
      if expected != actual {
        shimFail("comparison of instances \(i) and \(j) disagrees with the oracle", "", file: file, line: line)
      }
    }
  }
}

enum ExpectedComparisonResult: Equatable {
  case lt, eq, gt
}

func expectPrinted<T>(
  expectedOneOf candidates: [String], _ object: T, _ message: @autoclosure () -> String = "",
  file: String = #file, line: UInt = #line
) {
  let actual = String(describing: object)
  if !candidates.contains(actual) {
    shimFail("expected one of \(candidates) printed, got \(actual)", message(), file: file, line: line)
  }
}

func expectDebugPrinted<T>(
  expectedOneOf candidates: [String], _ object: T, _ message: @autoclosure () -> String = "",
  file: String = #file, line: UInt = #line
) {
  let actual = String(reflecting: object)
  if !candidates.contains(actual) {
    shimFail("expected one of \(candidates) debug-printed, got \(actual)", message(), file: file, line: line)
  }
}

func checkLosslessStringConvertible<T: LosslessStringConvertible & Equatable>(
  _ instances: [T], file: String = #file, line: UInt = #line
) {
  for instance in instances where T(instance.description) != instance {
    shimFail("\(instance) does not survive description and init", "", file: file, line: line)
  }
}
