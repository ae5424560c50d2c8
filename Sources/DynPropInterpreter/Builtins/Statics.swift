import DynPropDiagnostics

/// Static members and methods of builtin types: `Int.max`, `Double.pi`, `.infinity`, `.nan`, `.zero`,
/// `Optional.none`, `T.init` as a function value (`map(String.init)`), `Int.random(in:)`,
/// `Double.random(in:)`, `Bool.random()`, `Double.maximum(_:_:)`.
extension Builtins {
  static func staticMember(
    _ kind: BuiltinType.Kind, _ name: String, _ rt: Interpreter, _ location: SourceLocation
  ) throws -> Value? {
    if name == "init" { return .closure(initializerFunction(kind, location)) }
    switch kind {
    case .int: return intStatic(name)
    case .double, .cgFloat: return doubleStatic(name)
    case .float: return floatStatic(name)
    case .optional: return optionalStatic(name)
    case .string: return name == "empty" ? .string("") : nil
    case .unicode: return name == "Scalar" ? .type(BuiltinType(.unicodeScalar)) : nil
    default: return nil
    }
  }

  /// `Optional.none`, and `Optional.some` as the function that wraps its argument.
  private static func optionalStatic(_ name: String) -> Value? {
    switch name {
    case "none": return Value.none
    case "some":
      return .closure(NativeFunction("Optional.some") { args, _, _ in .wrapped(args.first ?? .void) })
    default: return nil
    }
  }

  private static func intStatic(_ name: String) -> Value? {
    switch name {
    case "max": return .int(Int.max)
    case "min": return .int(Int.min)
    case "zero": return .int(0)
    case "bitWidth": return .int(Int.bitWidth)
    default: return nil
    }
  }

  /// Float's own constants (`Float.pi` is rounded toward zero, so it is not `Float(Double.pi)`).
  private static func floatStatic(_ name: String) -> Value? {
    switch name {
    case "pi": return .float(Float.pi)
    case "greatestFiniteMagnitude": return .float(Float.greatestFiniteMagnitude)
    case "leastNormalMagnitude": return .float(Float.leastNormalMagnitude)
    case "leastNonzeroMagnitude": return .float(Float.leastNonzeroMagnitude)
    case "ulpOfOne": return .float(Float.ulpOfOne)
    default: return doubleStatic(name).map(narrowedToFloat)
    }
  }

  private static func doubleStatic(_ name: String) -> Value? {
    switch name {
    case "pi": return .double(Double.pi)
    case "infinity": return .double(Double.infinity)
    case "nan": return .double(Double.nan)
    case "zero": return .double(0)
    case "greatestFiniteMagnitude": return .double(Double.greatestFiniteMagnitude)
    case "leastNormalMagnitude": return .double(Double.leastNormalMagnitude)
    case "leastNonzeroMagnitude": return .double(Double.leastNonzeroMagnitude)
    case "ulpOfOne": return .double(Double.ulpOfOne)
    default: return nil
    }
  }

  /// `Int.init` and friends used as functions.
  private static func initializerFunction(_ kind: BuiltinType.Kind, _ location: SourceLocation)
    -> NativeFunction
  {
    NativeFunction("\(kind.rawValue).init") { arguments, labels, rt in
      try construct(kind, labels: labels, arguments: arguments, rt, location)
    }
  }

  static func staticCall(
    _ kind: BuiltinType.Kind, _ name: String, labels: [String?], arguments: [Value], _ rt: Interpreter,
    _ location: SourceLocation
  ) throws -> Value? {
    if name == "init" { return try construct(kind, labels: labels, arguments: arguments, rt, location) }
    let call = BuiltinCall(name, labels, arguments, rt, location)
    switch (kind, call.signature) {
    case (.int, "random(in:)"): return try randomInt(call)
    case (.double, "random(in:)"), (.cgFloat, "random(in:)"): return try randomDouble(call)
    case (.float, "random(in:)"): return narrowedToFloat(try randomDouble(call))
    case (.bool, "random()"): return .bool(Bool.random(using: &rt.random))
    case (.double, "maximum(_:_:)"): return .double(Double.maximum(try call.double(0), try call.double(1)))
    case (.double, "minimum(_:_:)"): return .double(Double.minimum(try call.double(0), try call.double(1)))
    default: return nil
    }
  }
}
