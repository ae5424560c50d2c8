import DynPropDiagnostics
import DynPropSyntax

/// One argument at a call site, compiled.
public struct CallArgument {
  public var label: String?
  public var value: Node
  public var isTrailingClosure: Bool
  /// `&x`: the place written back after the call.
  public var inoutPlace: LValueNode?
  /// The argument's static type as a type value, where Swift would bind a type parameter from it
  /// differently than from the value (`any Shape`, a superclass, `[Any]`); read only by a callee whose
  /// `staticTypeSlots` ask for it.
  public var staticType: Node?
}

extension [CallArgument] {
  /// Some argument is `&place`: its value is written back after the call.
  var hasInout: Bool { contains { $0.inoutPlace != nil } }
}

/// Matches call-site labels to parameters, as Swift does: labels in order, defaults may be skipped,
/// variadic parameters take a run of unlabeled arguments, trailing closures fill closure parameters.
public enum ArgumentMatcher {
  /// Evaluated arguments put in parameter order by a `binding` (`match`'s result): one value per
  /// parameter, an array for a variadic one, nil where the default applies.
  static func arranged(_ values: [Value], _ binding: [[Int]], _ params: [ParamInfo]) -> [Value?] {
    binding.indices.map { p in
      if p < params.count, params[p].isVariadic {
        return binding[p].isEmpty ? nil : .array(binding[p].map { values[$0] })
      }
      return binding[p].first.map { values[$0] }
    }
  }

  /// For each parameter, the indexes of the arguments bound to it (empty: use the default). nil: no match.
  public static func match(_ params: [ParamInfo], _ args: [CallArgument]) -> [[Int]]? {
    var result: [[Int]] = Array(repeating: [], count: params.count)
    var argIndex = 0
    for (p, param) in params.enumerated() {
      guard argIndex < args.count else {
        if param.defaultValue == nil && !param.hasDefault && !param.isVariadic && !isOptionalClosure(param) {
          return nil
        }
        continue
      }
      let arg = args[argIndex]
      if arg.isTrailingClosure, arg.label == nil, hasDefault(param), !resemblesFunction(param) {
        // SE-0286's forward scan: an unlabeled trailing closure passes over a defaulted parameter that
        // cannot take a function (`line: UInt = #line`), so `test("x") { }` never binds it there.
        continue
      }
      if labelsMatch(arg, param) {
        result[p].append(argIndex)
        argIndex += 1
        while param.isVariadic, argIndex < args.count, args[argIndex].label == nil,
          !args[argIndex].isTrailingClosure
        {
          result[p].append(argIndex)
          argIndex += 1
        }
      } else if param.defaultValue == nil && !param.hasDefault && !param.isVariadic {
        return nil
      }
    }
    return argIndex == args.count ? result : nil
  }

  private static func labelsMatch(_ arg: CallArgument, _ param: ParamInfo) -> Bool {
    if arg.isTrailingClosure && arg.label == nil { return true }
    return arg.label == param.label
  }

  private static func hasDefault(_ param: ParamInfo) -> Bool {
    param.defaultValue != nil || param.hasDefault
  }

  /// Whether a parameter "structurally resembles a function type" (SE-0286): a function type, an
  /// Optional of one, or a named type this matcher cannot see through (a typealias, a generic parameter,
  /// `Any`); not a literal-like value type, a collection, a tuple, a metatype or an `@autoclosure`.
  static func resemblesFunction(_ param: ParamInfo) -> Bool {
    guard !param.isAutoclosure, var type = param.type else { return true }
    while case .optional(let wrapped) = type { type = wrapped }
    switch type {
    case .function, .opaque, .composition: return true
    case .array, .dictionary, .tuple, .labeledTuple, .metatype: return false
    case .optional: return true
    case .named(let components, let generics):
      return !(generics.isEmpty && components.count == 1 && valueTypeNames.contains(components[0]))
    }
  }

  private static let valueTypeNames: Set<String> = [
    "Int", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64", "Double",
    "Float",
    "CGFloat", "Bool", "String", "Substring", "Character", "StaticString",
  ]

  private static func isOptionalClosure(_ param: ParamInfo) -> Bool {
    if case .optional? = param.type { return true }
    return false
  }

  /// Picks the first overload whose parameters accept these arguments.
  public static func select(_ candidates: [FunctionCode], _ args: [CallArgument]) -> (FunctionCode, [[Int]])?
  {
    for code in candidates {
      if let binding = match(code.params, args) { return (code, binding) }
    }
    return nil
  }
}

/// Evaluates compiled arguments, giving implicit member expressions (`.feed`) their parameter's type.
enum ArgumentEvaluator {
  static func evaluate(
    _ args: [CallArgument], binding: [[Int]], params: [ParamInfo], _ frame: Frame, _ rt: Interpreter
  ) throws -> [Value?] {
    var values: [Value?] = Array(repeating: nil, count: params.count)
    // Index loops, not `enumerated()`: this runs at every call (SEMANTICS-independent, speed only).
    for p in 0..<binding.count where !binding[p].isEmpty {
      let (param, indexes) = (params[p], binding[p])
      if param.isVariadic {
        values[p] = .array(try indexes.map { try evalArg(args[$0].value, param, frame, rt) })
      } else {
        values[p] = try evalArg(args[indexes[0]].value, param, frame, rt)
      }
    }
    return values
  }

  static func evalArg(_ node: Node, _ param: ParamInfo, _ frame: Frame, _ rt: Interpreter) throws -> Value {
    if param.isAutoclosure, !(node is ClosureNode) {
      return .closure(AutoClosure(node: node, frame: frame))
    }
    return try Contextual.eval(node, param.type, coerces: param.coerces, frame, rt)
  }

  /// Positional evaluation for host functions, which receive labels alongside the values.
  static func evaluateAll(_ args: [CallArgument], _ frame: Frame, _ rt: Interpreter) throws -> [Value] {
    try args.map { try $0.value.eval(frame, rt) }
  }
}

/// An `@autoclosure` argument: the expression, evaluated each time it is called.
public final class AutoClosure: Callable {
  let node: Node
  let frame: Frame

  init(node: Node, frame: Frame) {
    self.node = node
    self.frame = frame
  }

  public func evaluate(_ rt: Interpreter) throws -> Value { try node.eval(frame, rt) }
}

/// `let x: Shape = .circle(radius: 1)`: an implicit member evaluated against the declared type.
public final class ContextualNode: Node {
  let node: Node
  let expected: DynPropSyntax.TypeNode

  public init(_ node: Node, expected: DynPropSyntax.TypeNode) {
    self.node = node
    self.expected = expected
    super.init(node.location)
  }

  public override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    try Contextual.eval(node, expected, frame, rt)
  }
}

/// Evaluation with an expected type: implicit members and literals take their meaning from it.
public enum Contextual {
  static func eval(_ node: Node, _ type: DynPropSyntax.TypeNode?, _ frame: Frame, _ rt: Interpreter) throws
    -> Value
  {
    try eval(node, type, coerces: needsCoercion(type), frame, rt)
  }

  /// `coerces` is `needsCoercion(type)`, decided once by the caller's node: for a type such as `Int` or
  /// a struct the value is stored as it is, and the hot paths (arguments, `return`) skip the type's
  /// name comparisons.
  static func eval(
    _ node: Node, _ type: DynPropSyntax.TypeNode?, coerces: Bool, _ frame: Frame, _ rt: Interpreter
  ) throws -> Value {
    guard let type else { return try node.eval(frame, rt) }
    if let implicit = node as? ImplicitMemberNode {
      let value = try implicit.eval(frame, rt, expected: type)
      return coerces ? coerce(value, to: type) : value
    }
    if let call = node as? ImplicitCallNode {
      var value = try call.eval(frame, rt, expected: type)
      // `let r: Result<Int, Err> = .failure(.derr)`: `.derr` was made for `Failure`; it is an `Err`.
      if case .enumValue(let e) = value, case .named(_, let generics) = type.unwrappedOptional,
        !generics.isEmpty
      {
        value = try resolvingGenericPayload(e, generics, rt, node.location)
      }
      return coerces ? coerce(value, to: type) : value
    }
    let value = try node.eval(frame, rt)
    guard coerces else { return try resolvingUnresolvedMember(value, type, rt, node.location) }
    // A member that reached a typed place unresolved (`return transform(value)` where the closure built
    // `.success(x)` without knowing its type) is looked up on the place's enum now.
    if case .native(_ as UnresolvedMember) = value {
      return coerce(try resolvingUnresolvedMember(value, type, rt, node.location), to: type)
    }
    if case .enumValue(let e) = value, case .named(_, let generics) = type.unwrappedOptional,
      !generics.isEmpty
    {
      return coerce(try resolvingGenericPayload(e, generics, rt, node.location), to: type)
    }
    return coerce(value, to: type)
  }

  /// A member that reached a typed place unresolved, looked up on the place's enum.
  static func resolvingUnresolvedMember(
    _ value: Value, _ type: DynPropSyntax.TypeNode, _ rt: Interpreter, _ location: SourceLocation
  ) throws -> Value {
    guard case .native(let member as UnresolvedMember) = value,
      let script = rt.resolveType(type.unwrappedOptional) as? ScriptType, script.kind == .enum
    else { return value }
    return try member.resolved(in: script, rt, location)
  }

  /// `.failure(.offline)` made for `Result<[String], LoadError>`: a payload whose declared type is a
  /// generic parameter (`Failure`) was built without knowing it; it is looked up on the bound type now.
  static func resolvingGenericPayload(
    _ e: EnumValue, _ generics: [DynPropSyntax.TypeNode], _ rt: Interpreter, _ location: SourceLocation
  ) throws -> Value {
    guard
      e.payload.contains(where: {
        if case .native(_ as UnresolvedMember) = $0 { return true } else { return false }
      })
    else { return .enumValue(e) }
    let declared = e.type.enumCases[e.caseIndex].payloadTypes
    var payload = e.payload
    for index in payload.indices {
      guard case .native(let member as UnresolvedMember) = payload[index], index < declared.count,
        let parameter = declared[index].baseName,
        let position = e.type.genericParams.firstIndex(of: parameter),
        position < generics.count, let bound = rt.resolveType(generics[position])
      else { continue }
      payload[index] = try member.resolved(in: bound, rt, location)
    }
    return .enumValue(EnumValue(type: e.type, caseIndex: e.caseIndex, payload: payload))
  }

  /// A value stored where a type is declared takes that type's form: an Int becomes a Double for a Double
  /// slot, a present value is wrapped once per missing Optional layer (`let o: Int?? = 4` holds
  /// `Optional(Optional(4))`), and a tuple takes the declared labels.
  public static func coerce(_ value: Value, to type: DynPropSyntax.TypeNode) -> Value {
    switch type {
    case .optional:
      return wrapOptional(value, into: type)
    case .named(let components, let generics):
      if generics.count == 1, case .range(var range) = value,
        ["Range", "ClosedRange"].contains(components.last)
      {
        (range.lower, range.upper) = (
          coerce(range.lower, to: generics[0]), coerce(range.upper, to: generics[0])
        )
        return .range(range)
      }
      return generics.isEmpty ? coerceNumber(value, to: components.last) : specialized(value, generics)
    case .labeledTuple(let labels, let types):
      return coerceTuple(value, labels: labels, types: types)
    case .tuple(let types):
      return coerceTuple(value, labels: types.map { _ in nil }, types: types)
    default:
      return value
    }
  }

  /// `Self` in a parameter's type, for a receiver that is a number (the only receivers whose arguments'
  /// literals change with it).
  static func resolvingSelf(_ type: DynPropSyntax.TypeNode, _ selfValue: Value?) -> DynPropSyntax.TypeNode {
    let name: String
    switch selfValue {
    case .double?: name = "Double"
    case .float?: name = "Float"
    case .sized(let x)?: name = x.kind.rawValue
    default: return type
    }
    return type.substituting(["Self": .simple(name)])
  }

  /// A generic value stored under `Box<Int>` remembers its arguments (for `T` inside its members).
  static func specialized(_ value: Value, _ generics: [DynPropSyntax.TypeNode]) -> Value {
    switch value {
    case .structValue(var s) where s.genericArguments.isEmpty && !s.type.genericParams.isEmpty:
      s.genericArguments = generics
      return .structValue(s)
    case .object(let o) where o.genericArguments.isEmpty && !o.type.genericParams.isEmpty:
      o.genericArguments = generics
      return value
    case .enumValue(let e) where e.genericArguments.isEmpty && !e.type.genericParams.isEmpty:
      // A copy: a case value may be shared (a constant `.a`), under other arguments elsewhere.
      let copy = EnumValue(type: e.type, caseIndex: e.caseIndex, payload: e.payload)
      copy.genericArguments = generics
      return .enumValue(copy)
    default:
      return value
    }
  }

  /// Whether `coerce` can change a value stored under `type` (decided once per slot, not per store).
  public static func needsCoercion(_ type: DynPropSyntax.TypeNode?) -> Bool {
    switch type {
    case .optional?, .labeledTuple?, .tuple?: return true
    case .named(let components, let generics)?:
      return !generics.isEmpty || isDoubleName(components.last)
        || components.last.flatMap(IntegerKind.init(rawValue:)) != nil
    default: return false
    }
  }

  private static func wrapOptional(_ value: Value, into type: DynPropSyntax.TypeNode) -> Value {
    if case .none = value { return .none }
    var layers = 0
    var inner = type
    while case .optional(let wrapped) = inner {
      layers += 1
      inner = wrapped
    }
    var depth = 0
    var payload = value
    while case .wrapped(let next) = payload {
      depth += 1
      payload = next
    }
    if case .none = payload { return value }
    var result = depth == 0 ? coerce(payload, to: inner) : value
    for _ in 0..<max(0, layers - depth) { result = .wrapped(result) }
    return result
  }

  private static func coerceTuple(_ value: Value, labels: [String?], types: [DynPropSyntax.TypeNode]) -> Value
  {
    guard case .tuple(var tuple) = value, tuple.elements.count == types.count else { return value }
    for index in types.indices {
      tuple.labels[index] = tuple.labels[index] ?? labels[index]
      tuple.elements[index] = coerce(tuple.elements[index], to: types[index])
    }
    return .tuple(tuple)
  }

  /// An integer literal's value stored as a Double (or Float), a Double literal's as a Float.
  static func coerceNumber(_ value: Value, to name: String?) -> Value {
    switch value {
    case .int, .double: break
    default: return value
    }
    switch (value, name) {
    case (.int(let i), "Float"): return .float(Float(i))
    case (.double(let d), "Float"): return .float(Float(d))
    case (.int(let i), _) where isDoubleName(name): return .double(Double(i))
    case (.int(let i), let kindName?):
      guard let kind = IntegerKind(rawValue: kindName) else { return value }
      return SizedInt(kind: kind, exactly: Int64(i)).map(Value.sized) ?? value
    default: return value
    }
  }

  static func isDoubleName(_ name: String?) -> Bool {
    name == "Double" || name == "CGFloat" || name == "Float" || name == "TimeInterval"
  }

  public static func isDouble(_ type: DynPropSyntax.TypeNode) -> Bool {
    switch type {
    case .named(let c, _): return ["Double", "CGFloat", "Float", "TimeInterval"].contains(c.last ?? "")
    case .optional(let inner): return isDouble(inner)
    default: return false
    }
  }
}
