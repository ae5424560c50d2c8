import DynPropDiagnostics

/// One call of a builtin method, function or initializer: its arguments and what it needs to run closures,
/// crash the simulated app or report a script error.
///
/// Bundling these keeps each builtin a short function of one parameter instead of six.
struct BuiltinCall {
  let name: String
  let labels: [String?]
  let arguments: [Value]
  let rt: Interpreter
  let location: SourceLocation
  /// Where crashes point; nil inside native functions, which don't know their call site (the caller fills it).
  var crashLocation: SourceLocation?

  init(
    _ name: String, _ labels: [String?], _ arguments: [Value], _ rt: Interpreter, _ location: SourceLocation
  ) {
    self.name = name
    self.labels = labels.count == arguments.count ? labels : Array(repeating: nil, count: arguments.count)
    self.arguments = arguments
    self.rt = rt
    self.location = location
    self.crashLocation = location
  }

  var count: Int { arguments.count }

  /// `name(label:_:)`, as Swift spells a function reference.
  var signature: String { "\(name)(\(labels.map { "\($0 ?? "_"):" }.joined()))" }

  func label(_ index: Int) -> String? { index < labels.count ? labels[index] : nil }

  /// The argument at `index`; a script error when the call has too few.
  func argument(_ index: Int) throws -> Value {
    guard index < arguments.count else { throw error("missing argument in call to '\(name)'") }
    return arguments[index]
  }

  /// The argument written with `label`, if any.
  func argument(labeled label: String) -> Value? {
    labels.firstIndex(of: label).map { arguments[$0] }
  }

  /// The unlabeled arguments, in order (variadic items of `print`, `min`, `max`).
  var unlabeled: [Value] { arguments.indices.filter { labels[$0] == nil }.map { arguments[$0] } }

  func int(_ index: Int) throws -> Int {
    let value = try argument(index)
    guard case .int(let number) = value else { throw mismatch(value, "Int") }
    return number
  }

  func double(_ index: Int) throws -> Double {
    switch try argument(index) {
    case .double(let number): return number
    case .int(let number): return Double(number)
    case .float(let number): return Double(number)
    case let other: throw mismatch(other, "Double")
    }
  }

  func string(_ index: Int) throws -> String {
    switch try argument(index) {
    case .string(let text): return text
    case .character(let character): return String(character)
    case let other: throw mismatch(other, "String")
    }
  }

  func bool(_ index: Int) throws -> Bool {
    let value = try argument(index)
    guard case .bool(let flag) = value else { throw mismatch(value, "Bool") }
    return flag
  }

  /// The elements of a sequence argument (array, set, range, string, dictionary).
  func sequence(_ index: Int) throws -> [Value] {
    let value = try argument(index)
    if let elements = Builtins.elements(of: value) { return elements }
    guard let elements = try ScriptCollections.elements(value, rt, location) else {
      throw mismatch(value, "Sequence")
    }
    return elements
  }

  func mismatch(_ value: Value, _ expected: String) -> ScriptRuntimeError {
    error("cannot convert value of type '\(Render.typeName(value))' to expected argument type '\(expected)'")
  }

  // MARK: Closures

  /// Calls a closure, function or key path argument.
  func invoke(_ function: Value, _ args: [Value]) throws -> Value {
    try Builtins.invoke(function, args, rt, location)
  }

  /// Calls a predicate and requires a Bool result.
  func test(_ function: Value, _ args: [Value]) throws -> Bool {
    let result = try invoke(function, args)
    guard case .bool(let flag) = result else { throw mismatch(result, "Bool") }
    return flag
  }

  /// The trailing or labeled closure, which is the last argument.
  func closure() throws -> Value {
    guard let last = arguments.last else { throw error("missing argument in call to '\(name)'") }
    return last
  }

  func crash(_ message: String) -> ScriptCrash { rt.crash(message, at: crashLocation) }

  func error(_ message: String) -> ScriptRuntimeError { rt.scriptError(message, at: location) }
}

extension Builtins {
  /// Calls `function` with `args`: key paths are applied, and a tuple argument is spread over a closure
  /// that takes its elements separately (`dict.map { key, value in … }`, `zip(a, b).map { $0 + $1 }`).
  static func invoke(
    _ function: Value, _ args: [Value], _ rt: Interpreter, _ location: SourceLocation
  ) throws -> Value {
    if case .keyPath(let path) = function, args.count == 1 {
      return try KeyPaths.apply(path, to: args[0], rt, location)
    }
    return try rt.callValue(function, spread(function, args), at: location)
  }

  static func spread(_ function: Value, _ args: [Value]) -> [Value] {
    guard args.count == 1, case .tuple(let tuple) = args[0], tuple.elements.count > 1,
      case .closure(let closure as ScriptClosure) = function,
      closure.code.params.count == tuple.elements.count
    else { return args }
    return tuple.elements
  }

  /// Calls `function(&accumulator, element)` and reads the accumulator back from the parameter's slot,
  /// which is how `reduce(into:)` sees the closure's writes to its `inout` first parameter.
  static func invokeInout(
    _ function: Value, _ accumulator: inout Value, _ element: Value, _ rt: Interpreter,
    _ location: SourceLocation
  ) throws {
    guard case .closure(let closure as ScriptClosure) = function else {
      let result = try invoke(function, [accumulator, element], rt, location)
      if case .closure(let native as NativeFunction) = function, native.name.hasSuffix("=") {
        accumulator = result
      }
      return
    }
    var args: [Value?] = [accumulator]
    if closure.code.params.count > 2, case .tuple(let tuple) = element {
      args += tuple.elements.map { Optional($0) }
    } else {
      args.append(element)
    }
    let code = closure.code
    let frame = try rt.makeFrame(
      code, selfValue: closure.boundSelf, arguments: args, captured: closure.captured, location)
    accumulator = .void
    _ = try rt.run(code, frame, location)
    accumulator = frame[code.selfKind == .none ? 0 : 1]
  }
}

extension Interpreter {
  /// Calls a closure with one element, spreading a tuple over a closure that takes its parts separately
  /// (`ForEach(Array(items.enumerated()), id: \.offset) { index, item in … }`).
  public func callSpreading(_ function: Value, _ element: Value, at location: SourceLocation) throws -> Value
  {
    try callValue(function, Builtins.spread(function, [element]), at: location)
  }
}
