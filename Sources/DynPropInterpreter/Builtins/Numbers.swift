import DynPropDiagnostics

/// Int, Double and Bool members and methods: `magnitude`, `isMultiple(of:)`, `signum()`, `rounded()`,
/// `squareRoot()`, `formatted()`, `isNaN`, `toggle()`…
///
/// Int results that overflow crash with `Arithmetic overflow`, as Swift traps.
extension Builtins {
  static func intMember(_ number: Int, _ name: String, _ rt: Interpreter, _ location: SourceLocation) throws
    -> Value?
  {
    switch name {
    case "magnitude":
      guard number != Int.min else { throw rt.crash(Crashes.overflow, at: location) }
      return .int(abs(number))
    case "bitWidth": return .int(Int.bitWidth)
    default: return nil
    }
  }

  /// What a `Float` computes at its own precision (the others are Double's, narrowed).
  static func floatMember(_ number: Float, _ name: String) -> Value? {
    switch name {
    case "nextUp": return .float(number.nextUp)
    case "nextDown": return .float(number.nextDown)
    case "ulp": return .float(number.ulp)
    default: return nil
    }
  }

  static func doubleMember(_ number: Double, _ name: String) -> Value? {
    switch name {
    case "isNaN": return .bool(number.isNaN)
    case "isInfinite": return .bool(number.isInfinite)
    case "isFinite": return .bool(number.isFinite)
    case "isZero": return .bool(number.isZero)
    case "magnitude": return .double(number.magnitude)
    case "nextUp": return .double(number.nextUp)
    case "nextDown": return .double(number.nextDown)
    case "ulp": return .double(number.ulp)
    // `FloatingPointSign`, compared with `.minus` / `.plus` and printed by case name.
    case "sign":
      return .native(
        UnresolvedMember(name: number.sign == .minus ? "minus" : "plus", arguments: [], labels: []))
    default: return nil
    }
  }

  static func intMethod(_ value: inout Value, _ number: Int, _ call: BuiltinCall) throws -> Value? {
    switch call.signature {
    case "isMultiple(of:)": return .bool(number.isMultiple(of: try call.int(0)))
    case "signum()": return .int(number.signum())
    case "formatted()": return .string(NumberFormatting.grouped(number))
    case "formatted(_:)":
      return .string(try FormatStyles.format(value, with: call.argument(0), call.rt, call.location))
    case "advanced(by:)": return .int(try checked(number.addingReportingOverflow(try call.int(0)), call))
    case "distance(to:)": return .int(try checked(try call.int(0).subtractingReportingOverflow(number), call))
    case "quotientAndRemainder(dividingBy:)":
      let divisor = try call.int(0)
      guard divisor != 0 else { throw call.crash(Crashes.divisionByZero) }
      guard !(number == Int.min && divisor == -1) else { throw call.crash(Crashes.overflow) }
      let (quotient, remainder) = number.quotientAndRemainder(dividingBy: divisor)
      return .tuple(TupleValue([.int(quotient), .int(remainder)], labels: ["quotient", "remainder"]))
    case "negate()":
      value = .int(try checked(0.subtractingReportingOverflow(number), call))
      return .void
    default: return nil
    }
  }

  private static func checked(_ result: (partialValue: Int, overflow: Bool), _ call: BuiltinCall) throws
    -> Int
  {
    guard !result.overflow else { throw call.crash(Crashes.overflow) }
    return result.partialValue
  }

  static func doubleMethod(_ value: inout Value, _ number: Double, _ call: BuiltinCall) throws -> Value? {
    switch call.signature {
    case "rounded()": return .double(number.rounded())
    case "rounded(_:)": return .double(number.rounded(try roundingRule(call)))
    case "round()", "round(_:)":
      value = .double(call.count == 0 ? number.rounded() : number.rounded(try roundingRule(call)))
      return .void
    case "squareRoot()": return .double(number.squareRoot())
    case "formSquareRoot()":
      value = .double(number.squareRoot())
      return .void
    case "negate()":
      value = .double(-number)
      return .void
    case "truncatingRemainder(dividingBy:)":
      return .double(number.truncatingRemainder(dividingBy: try call.double(0)))
    case "remainder(dividingBy:)": return .double(number.remainder(dividingBy: try call.double(0)))
    // Fused: `self + a * b` rounded once.
    case "addingProduct(_:_:)": return .double(number.addingProduct(try call.double(0), try call.double(1)))
    case "formatted()": return .string(NumberFormatting.grouped(number))
    case "formatted(_:)":
      return .string(try FormatStyles.format(value, with: call.argument(0), call.rt, call.location))
    default: return nil
    }
  }

  /// `.up`, `.down`, `.towardZero`, `.awayFromZero`, `.toNearestOrEven`, `.toNearestOrAwayFromZero`,
  /// arriving as a case name (string or enum case).
  private static func roundingRule(_ call: BuiltinCall) throws -> FloatingPointRoundingRule {
    let argument = try call.argument(0)
    let rules: [String: FloatingPointRoundingRule] = [
      "up": .up, "down": .down, "towardZero": .towardZero, "awayFromZero": .awayFromZero,
      "toNearestOrEven": .toNearestOrEven, "toNearestOrAwayFromZero": .toNearestOrAwayFromZero,
    ]
    guard let name = caseName(argument), let rule = rules[name] else {
      throw call.mismatch(argument, "FloatingPointRoundingRule")
    }
    return rule
  }

  /// The name of an implicit-member argument (`.up`): an unresolved member, a string marker or an enum case.
  static func caseName(_ value: Value) -> String? {
    switch value {
    case .native(let member as UnresolvedMember) where member.arguments.isEmpty: return member.name
    case .string(let name): return name
    case .enumValue(let enumValue): return enumValue.caseName
    default: return nil
    }
  }

  static func boolMethod(_ value: inout Value, _ flag: Bool, _ call: BuiltinCall) -> Value? {
    guard call.signature == "toggle()" else { return nil }
    value = .bool(!flag)
    return .void
  }
}
