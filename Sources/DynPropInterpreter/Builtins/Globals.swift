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
    case "_objectIdentity": return objectIdentity
    case "_memoryLayout": return MemoryLayouts.builtin
    default: return nil
    }
  }

  /// The number behind an `ObjectIdentifier` (the prelude's extras): an instance's creation serial, a
  /// type's identity. Stable from run to run, where Swift's is an address.
  private static func objectIdentity(_ call: BuiltinCall) throws -> Value {
    switch try call.argument(0) {
    case .object(let instance): return .int(instance.serial * 16)
    case .type(let script as ScriptType): return .int(script.identity * 16 + 1)
    case .type(let type):
      let name = Render.typeName(of: type)
      let hash = name.unicodeScalars.reduce(UInt64(14_695_981_039_346_656_037)) {
        ($0 ^ UInt64($1.value)) &* 1_099_511_628_211
      }
      return .int(Int(hash % 1_000_000_007) * 16 + 2)
    case let other:
      throw call.error("not supported yet: ObjectIdentifier of a '\(call.rt.typeName(of: other))'")
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
    let line = try printed(call.unlabeled, debug: debug, call.rt, call.location).joined(separator: separator)
    call.rt.printSink(line)
    if let output = call.rt.outputSink {
      output(line + (call.argument(labeled: "terminator").map { Render.description($0) } ?? "\n"))
    }
    return .void
  }

  /// The items of a `print` (`description`) or `debugPrint` (`debugDescription`), as they are written.
  static func printed(_ items: [Value], debug: Bool, _ rt: Interpreter, _ location: SourceLocation) throws
    -> [String]
  {
    try items.map { debug ? try rt.debugDescribe($0, at: location) : try describe($0, rt, location) }
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

  /// `stride(from:to:by:)` and `stride(from:through:by:)` over Int, Double, Float or a script
  /// `Strideable` type, as an array whose elements keep the start's type.
  private static func stride(_ call: BuiltinCall) throws -> Value {
    let through = call.label(1) == "through"
    let (start, end, step) = (try call.argument(0), try call.argument(1), try call.argument(2))
    if Members.scriptType(of: start) != nil { return try scriptStride(start, end, step, through, call) }
    if case .int(let start) = start, case .int(let end) = end, case .int(let step) = step {
      guard step != 0 else { throw call.crash("Fatal error: Stride size must not be zero") }
      return .array(strided(start, end, step, through).map(Value.int))
    }
    if case .sized(let first) = start, let bounds = try sizedBounds(first, end, step, call) {
      let values = strided(bounds.start, bounds.end, bounds.step, through)
      return .array(values.compactMap { SizedInt(kind: first.kind, exactly: Int64($0)) }.map(Value.sized))
    }
    if case .float(let first) = start {
      let (last, by) = (Float(try call.double(1)), Float(try call.double(2)))
      guard by != 0 else { throw call.crash("Fatal error: Stride size must not be zero") }
      return .array(strided(first, last, by, through).map(Value.float))
    }
    let (first, last, by) = (try call.double(0), try call.double(1), try call.double(2))
    guard by != 0 else { throw call.crash("Fatal error: Stride size must not be zero") }
    return .array(strided(first, last, by, through).map(Value.double))
  }

  private static func strided<T: Strideable>(_ start: T, _ end: T, _ step: T.Stride, _ through: Bool) -> [T] {
    through
      ? Array(Swift.stride(from: start, through: end, by: step))
      : Array(Swift.stride(from: start, to: end, by: step))
  }

  /// A script type's stride, as Swift's `StrideTo` and `StrideThrough` walk it: `advanced(by:)` from the
  /// start while `distance(to:)` the end is still ahead (or, through, not passed).
  private static func scriptStride(
    _ start: Value, _ end: Value, _ step: Value, _ through: Bool, _ call: BuiltinCall
  )
    throws -> Value
  {
    let (rt, location) = (call.rt, call.location)
    let forward = try sign(step, call) > 0
    var values: [Value] = []
    var current = start
    while true {
      let ahead = try sign(
        try ScriptCollections.callMethod(current, "distance", ["to"], [end], rt, location), call)
      let goesOn = forward ? (through ? ahead >= 0 : ahead > 0) : (through ? ahead <= 0 : ahead < 0)
      guard goesOn else { break }
      values.append(current)
      current = try ScriptCollections.callMethod(current, "advanced", ["by"], [step], rt, location)
    }
    return .array(values)
  }

  /// `stride(from: UInt8(0), through: 255, by: 5)`: a sized integer's stride is an `Int`.
  private static func sizedBounds(_ start: SizedInt, _ end: Value, _ step: Value, _ call: BuiltinCall) throws
    -> (start: Int, end: Int, step: Int)?
  {
    func int(_ value: Value) -> Int? {
      switch value {
      case .int(let i): return i
      case .sized(let s): return s.kind.isSigned ? Int(exactly: s.signed) : Int(exactly: s.bits)
      default: return nil
      }
    }
    guard let first = int(.sized(start)), let last = int(end), let by = int(step) else { return nil }
    guard by != 0 else { throw call.crash("Fatal error: Stride size must not be zero") }
    return (first, last, by)
  }

  /// -1, 0 or 1 for a stride or distance (an `Int`, a floating-point or a sized integer).
  private static func sign(_ value: Value, _ call: BuiltinCall) throws -> Int {
    switch value {
    case .int(let i): return i.signum()
    case .double(let d): return d < 0 ? -1 : (d > 0 ? 1 : 0)
    case .float(let f): return f < 0 ? -1 : (f > 0 ? 1 : 0)
    case .sized(let s): return s.kind.isSigned ? Int(s.signed.signum()) : (s.bits == 0 ? 0 : 1)
    default: throw call.mismatch(value, "Int")
    }
  }

  static func repeated(_ element: Value, count: Int, _ call: BuiltinCall) throws -> Value {
    guard count >= 0 else { throw call.crash("Fatal error: Can't construct Array with count < 0") }
    return .array(Array(repeating: element, count: count))
  }
}
