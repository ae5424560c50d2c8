import DynPropDiagnostics

/// Free functions of the standard library: `print`, `debugPrint`, `min`, `max`, `abs`, `zip`, `stride`,
/// `type(of:)`, `repeatElement`, and operators used as functions (`sorted(by: <)`, `reduce(0, +)`).
/// Assertions live in Assertions.swift, math in MathFunctions.swift.
///
/// `print` sends one line per call to `rt.printSink`, items joined by the separator (a space by default)
/// and without the terminator (CONTRACT §4 `print` events); `outputSink` (for `exec`) also gets the terminator.
extension Builtins {
  /// The native function for a free function name; nil = unknown name.
  static func globalFunction(named name: String) -> NativeFunction? {
    guard let body = globalBody(name) ?? assertionBody(name) ?? mathBody(name) ?? operatorBody(name) else {
      return nil
    }
    let function = NativeFunction(name) { arguments, labels, rt in
      var call = BuiltinCall(name, labels, arguments, rt, callSite(rt))
      call.crashLocation = nil
      return try body(call)
    }
    if name == "print" || name == "debugPrint" { function.typeDescription = "(Any..., String, String) -> ()" }
    return function
  }

  /// Native functions are not told their call site; closures they call report the running function's.
  static func callSite(_ rt: Interpreter) -> SourceLocation {
    rt.currentFunction?.location ?? SourceLocation(file: "<builtin>", line: 0, column: 0)
  }

  private static func globalBody(_ name: String) -> ((BuiltinCall) throws -> Value)? {
    switch name {
    case "print": return { try printItems($0, debug: false) }
    case "debugPrint": return { try printItems($0, debug: true) }
    case "min": return { try extremum($0, wantsMax: false) }
    case "max": return { try extremum($0, wantsMax: true) }
    case "abs": return absolute
    case "zip": return zip
    case "stride": return stride
    case "type": return { .type(printedType(of: try $0.argument(0))) }
    case "repeatElement": return { try repeated($0.argument(0), count: $0.int(1), $0) }
    case "dump": return dump
    case "_taskLocalValue": return TaskLocals.value
    case "_taskLocalPush": return TaskLocals.push
    case "_taskLocalPop": return TaskLocals.pop
    default: return nil
    }
  }

  /// `+ - * / % == != < <= > >=` as two-argument functions, with the operators' own rules.
  private static func operatorBody(_ name: String) -> ((BuiltinCall) throws -> Value)? {
    if ["+=", "-=", "*=", "/="].contains(name), let op = BinaryNode.Op(rawValue: String(name.dropLast())) {
      // A compound assignment as a function (`reduce(into: 0, +=)`) returns the new value of its inout
      // first argument; `invokeInout` stores it back.
      return { call in try Arithmetic.apply(op, call.argument(0), call.argument(1), call.rt, call.location) }
    }
    let usable: Set<String> = ["+", "-", "*", "/", "%", "==", "!=", "<", "<=", ">", ">="]
    guard usable.contains(name), let op = BinaryNode.Op(rawValue: name) else { return nil }
    return { call in
      // `pairs.map(==)`, Combine's `.map(==)` over `(String, String)`: a pair given as one tuple.
      if call.arguments.count == 1, case .tuple(let pair) = call.arguments[0], pair.elements.count == 2 {
        return try Arithmetic.apply(op, pair.elements[0], pair.elements[1], call.rt, call.location)
      }
      return try Arithmetic.apply(op, call.argument(0), call.argument(1), call.rt, call.location)
    }
  }

  private static func printItems(_ call: BuiltinCall, debug: Bool) throws -> Value {
    let separator = call.argument(labeled: "separator").map { Render.description($0) } ?? " "
    let items = try call.unlabeled.map {
      debug ? try call.rt.debugDescribe($0, at: call.location) : try describe($0, call.rt, call.location)
    }
    let line = items.joined(separator: separator)
    call.rt.printSink(line)
    if let output = call.rt.outputSink {
      output(line + (call.argument(labeled: "terminator").map { Render.description($0) } ?? "\n"))
    }
    return .void
  }

  /// `String(describing:)`: a script type's own `description` (CustomStringConvertible) when it has one.
  static func describe(_ value: Value, _ rt: Interpreter, _ location: SourceLocation) throws -> String {
    try rt.describe(value, at: location)
  }

  /// Swift's `min(x, y, …)` keeps the first of equals, `max` the last.
  private static func extremum(_ call: BuiltinCall, wantsMax: Bool) throws -> Value {
    var items = call.unlabeled
    if items.count == 1, let sequence = elements(of: items[0]) { items = sequence }
    guard var best = items.first else { throw call.error("missing argument in call to '\(call.name)'") }
    for item in items.dropFirst() {
      let replaces =
        wantsMax
        ? !(try call.rt.less(item, best, call.location))
        : try call.rt.less(item, best, call.location)
      if replaces { best = item }
    }
    return best
  }

  private static func absolute(_ call: BuiltinCall) throws -> Value {
    switch try call.argument(0) {
    case .int(let number):
      guard number != Int.min else { throw call.crash(Crashes.overflow) }
      return .int(abs(number))
    case .double(let number): return .double(abs(number))
    case .float(let number): return .float(abs(number))
    case let other: throw call.mismatch(other, "Int")
    }
  }

  private static func zip(_ call: BuiltinCall) throws -> Value {
    let pairs = Swift.zip(try call.sequence(0), try call.sequence(1))
    return .array(pairs.map { .tuple(TupleValue([$0, $1])) })
  }

  /// `stride(from:to:by:)` and `stride(from:through:by:)` over Int or Double, as an array.
  private static func stride(_ call: BuiltinCall) throws -> Value {
    let through = call.label(1) == "through"
    if case .int(let start) = try call.argument(0), case .int(let end) = try call.argument(1),
      case .int(let step) = try call.argument(2)
    {
      guard step != 0 else { throw call.crash("Fatal error: Stride size must not be zero") }
      let values =
        through
        ? Array(Swift.stride(from: start, through: end, by: step))
        : Array(Swift.stride(from: start, to: end, by: step))
      return .array(values.map(Value.int))
    }
    let (start, end, step) = (try call.double(0), try call.double(1), try call.double(2))
    guard step != 0 else { throw call.crash("Fatal error: Stride size must not be zero") }
    let values =
      through
      ? Array(Swift.stride(from: start, through: end, by: step))
      : Array(Swift.stride(from: start, to: end, by: step))
    return .array(values.map(Value.double))
  }

  static func repeated(_ element: Value, count: Int, _ call: BuiltinCall) throws -> Value {
    guard count >= 0 else { throw call.crash("Fatal error: Can't construct Array with count < 0") }
    return .array(Array(repeating: element, count: count))
  }
}
