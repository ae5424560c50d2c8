import DynPropDiagnostics
import DynPropSyntax

/// A pattern with its bindings resolved to frame slots.
public indirect enum CompiledPattern {
  case wildcard
  case slot(Int)
  case tuple([CompiledPattern])
  /// `.loaded(let posts)`: matched by case name against the value's own enum type.
  case enumCase(name: String, arguments: [CompiledPattern]?)
  case expression(Node)
  case optionalSome(CompiledPattern)
  case isType(TypeNode)
  case cast(CompiledPattern, TypeNode)

  func match(_ value: Value, _ frame: Frame, _ rt: Interpreter) throws -> Bool {
    switch self {
    case .wildcard: return true
    case .slot(let slot):
      frame[slot] = value
      return true
    case .tuple(let parts): return try matchTuple(parts, value, frame, rt)
    case .enumCase(let name, let arguments): return try matchCase(name, arguments, value, frame, rt)
    case .expression(let node):
      let pattern = try node.eval(frame, rt)
      return try PatternMatching.matches(pattern: pattern, value: value, rt, node.location)
    case .optionalSome(let inner):
      guard let payload = value.unwrapped else { return false }
      return try inner.match(payload, frame, rt)
    case .isType(let type):
      let matched = CompiledPattern.castSource(value, to: type, rt) != nil
      try CompiledPattern.checkDecided(rt, at: rt.currentFunction?.location)
      return matched
    case .cast(let inner, let type):
      let source = CompiledPattern.castSource(value, to: type, rt)
      try CompiledPattern.checkDecided(rt, at: rt.currentFunction?.location)
      guard let source else { return false }
      return try inner.match(source, frame, rt)
    }
  }

  /// What `case let x as T` binds: a dynamic cast looks through Optional layers (`Optional(7)` in an `Any`
  /// matches `as Int`), and `nil` matches only an Optional target.
  static func castSource(_ value: Value, to type: TypeNode, _ rt: Interpreter) -> Value? {
    let source = value.flattened
    if case .none = source {
      if case .optional = type { return source }
      return nil
    }
    return rt.isInstance(source, of: type) ? source : nil
  }

  /// A cast whose answer the interpreter could not decide (`Interpreter.undecidedCast`) is an error.
  static func checkDecided(_ rt: Interpreter, at location: SourceLocation?) throws {
    guard let message = rt.undecidedCast else { return }
    rt.undecidedCast = nil
    throw rt.scriptError(message, at: location)
  }

  private func matchTuple(_ parts: [CompiledPattern], _ value: Value, _ frame: Frame, _ rt: Interpreter)
    throws -> Bool
  {
    guard case .tuple(let tuple) = value, tuple.elements.count == parts.count else { return false }
    for (part, element) in zip(parts, tuple.elements) where !(try part.match(element, frame, rt)) {
      return false
    }
    return true
  }

  private func matchCase(
    _ name: String, _ arguments: [CompiledPattern]?, _ value: Value, _ frame: Frame, _ rt: Interpreter
  ) throws -> Bool {
    switch (name, value) {
    case ("none", .none): return true
    case ("none", _): return false
    case ("some", .none): return false
    case ("some", _): return try arguments?.first?.match(value.unwrapped ?? value, frame, rt) ?? true
    default: break
    }
    if case .native(let member as UnresolvedMember) = value {  // a host enum value (`.finished`)
      guard member.name == name else { return false }
      guard let arguments else { return true }
      guard arguments.count == member.arguments.count else { return false }
      for (pattern, element) in zip(arguments, member.arguments)
      where !(try pattern.match(element, frame, rt)) {
        return false
      }
      return true
    }
    if case .native(let object) = value, let hostCase = object.enumCase(in: rt) {
      guard hostCase.name == name else { return false }
      return try Self.matchPayload(arguments, hostCase.payload, frame, rt)
    }
    guard case .enumValue(let e) = value, e.caseName == name else { return false }
    return try Self.matchPayload(arguments, e.payload, frame, rt)
  }

  /// A case's associated values against the pattern's: one pattern for several values binds them as a
  /// tuple; no patterns (`case .dataCorrupted:`) match any payload.
  private static func matchPayload(
    _ arguments: [CompiledPattern]?, _ payload: [Value], _ frame: Frame, _ rt: Interpreter
  ) throws -> Bool {
    guard let arguments else { return true }
    if arguments.count == 1, payload.count > 1 {
      return try arguments[0].match(.tuple(TupleValue(payload)), frame, rt)
    }
    guard arguments.count == payload.count else { return false }
    for (pattern, element) in zip(arguments, payload) where !(try pattern.match(element, frame, rt)) {
      return false
    }
    return true
  }
}

/// `~=`: ranges contain, otherwise equality.
public enum PatternMatching {
  public static func matches(pattern: Value, value: Value, _ rt: Interpreter, _ location: SourceLocation)
    throws -> Bool
  {
    if case .range(let range) = pattern {
      guard let value = value.unwrapped else { return false }
      let aboveLower = try range.hasNoLowerBound || !rt.less(value, range.lower, location)
      let belowUpper =
        range.isClosed
        ? !(try rt.less(range.upper, value, location)) : try rt.less(value, range.upper, location)
      return aboveLower && belowUpper
    }
    return try rt.equal(pattern, value, location)
  }
}

extension Interpreter {
  /// `value is T`, for casts and patterns.
  public func isInstance(_ value: Value, of typeNode: TypeNode) -> Bool {
    switch typeNode {
    case .optional(let inner):
      guard let payload = value.unwrapped else { return true }
      return isInstance(payload, of: inner)
    case .array(let element):
      guard case .array(let items) = value else { return false }
      return items.allSatisfy { isInstance($0, of: element) }
    case .dictionary:
      if case .dictionary = value { return true }
      return false
    case .composition(let parts): return parts.allSatisfy { isInstance(value, of: $0) }
    case .tuple(let types), .labeledTuple(_, let types):
      guard case .tuple(let tuple) = value, tuple.elements.count == types.count else { return false }
      return zip(tuple.elements, types).allSatisfy { isInstance($0, of: $1) }
    case .function(let params, let result, _, _):
      guard case .closure(let closure) = value else { return false }
      return Self.closure(closure, fits: params, result)
    case .metatype(let inner):
      guard case .type(let type) = value, let target = resolveType(inner) else { return false }
      return isSubtype(type, of: target)
    case .named(let components, []):
      // `catch let error as DecodingError`: a host value of a type the interpreter does not declare.
      if case .native(let object) = value, object.typeName == components.joined(separator: ".") {
        return true
      }
      if components.count == 1, let adopts = adoptsStandardProtocol(value, components[0]) { return adopts }
    case .opaque(.named(let components, [])):
      // `x is any Equatable`
      if components.count == 1, let adopts = adoptsStandardProtocol(value, components[0]) { return adopts }
    default: break
    }
    guard let type = resolveType(typeNode) else { return false }
    return isInstance(value, of: type)
  }

}

extension Interpreter {
  /// `true is CustomStringConvertible`, `item as? CustomStringConvertible`: a standard protocol the
  /// interpreter declares no type for, answered from the value's type (an Optional's payload, as Swift's
  /// cast looks through it); nil for any other name, or one a script or prelude declares.
  func adoptsStandardProtocol(_ value: Value, _ name: String) -> Bool? {
    guard isUndeclaredStandardProtocol(name) else { return nil }
    let value = value.flattened
    if let own = Members.scriptType(of: value) { return own.conforms(to: name) }
    var adopted = Set(Self.standardProtocols(of: value))
    switch value {
    case .int, .sized, .double, .float, .bool, .string, .character:
      adopted.formUnion(["LosslessStringConvertible", "CustomStringConvertible", "Sendable", "Codable"])
      adopted.formUnion(["Encodable", "Decodable"])
    case .array, .dictionary, .set:
      adopted.formUnion(["CustomStringConvertible", "CustomDebugStringConvertible"])
    case .native(let object) where object.typeName == "Unicode.Scalar":
      adopted.formUnion(["CustomStringConvertible", "LosslessStringConvertible", "Sendable", "Codable"])
      adopted.formUnion(["CustomDebugStringConvertible", "TextOutputStreamable", "Encodable", "Decodable"])
    default: break
    }
    switch value {
    case .string, .character: adopted.formUnion(["CustomDebugStringConvertible", "TextOutputStreamable"])
    default: break
    }
    return adopted.contains(name)
  }

  /// A standard protocol the interpreter declares no type for, and no script or prelude declares either.
  func isUndeclaredStandardProtocol(_ name: String) -> Bool {
    Self.standardProtocolNames.contains(name) && lookupType(name) == nil
  }

  static let standardProtocolNames: Set<String> = [
    "CustomStringConvertible", "CustomDebugStringConvertible", "LosslessStringConvertible", "Equatable",
    "Hashable", "Comparable", "Numeric", "SignedNumeric", "AdditiveArithmetic", "BinaryInteger",
    "FixedWidthInteger", "FloatingPoint", "BinaryFloatingPoint", "StringProtocol", "Sequence", "Collection",
    "BidirectionalCollection", "RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection",
    "TextOutputStreamable",
  ]

  /// `stored as? (String) -> String`: a script closure fits when its parameter count matches and every
  /// parameter and result type it declares is the one asked for (a native function fits by count).
  static func closure(_ closure: Callable, fits params: [TypeNode], _ result: TypeNode) -> Bool {
    guard let script = closure as? ScriptClosure else { return true }
    let code = script.code
    guard code.params.count == params.count else { return false }
    for (param, wanted) in zip(code.params, params) {
      if let declared = param.type, Compiler.stripped(declared) != Compiler.stripped(wanted) { return false }
    }
    if let declared = code.resultType, Compiler.stripped(declared) != Compiler.stripped(result) {
      return false
    }
    return true
  }

  /// `Song.self is MediaItem.Type`: the same type, a subclass, or a conforming type.
  func isSubtype(_ type: RuntimeType, of target: RuntimeType) -> Bool {
    if type === target { return true }
    guard let script = type as? ScriptType, let targetScript = target as? ScriptType else {
      return type.name == target.name
    }
    if targetScript.kind == .protocol { return script.conforms(to: targetScript.conformanceName) }
    return targetScript.isClass && targetScript.isSuperclass(of: script)
  }

  public func isInstance(_ value: Value, of type: RuntimeType) -> Bool {
    switch type {
    case let builtin as BuiltinType:
      // `Int?` as a type: nil, or a value that is an `Int`.
      if builtin.kind == .optional, let wrapped = builtin.element, let payload = resolveType(wrapped) {
        if case .none = value { return true }
        return isInstance(value.flattened, of: payload)
      }
      return Self.matchesBuiltin(value, builtin.kind)
    case let script as ScriptType:
      guard let own = Members.scriptType(of: value) else {
        // `extension Int: Describable {}`: builtin and host values conform through extensions.
        if script.kind == .protocol,
          let ext = extensions[Render.typeName(value).split(separator: "<").first.map(String.init) ?? ""],
          ext.conforms(to: script.conformanceName)
        {
          return meetsConditions(ofStandardValue: value, ext, conformingTo: script.conformanceName)
        }
        if case .native(let object) = value { return object.typeName == script.name }
        return false
      }
      if script.kind == .protocol {
        let proto = script.conformanceName
        return own.conforms(to: proto) && meetsConditions(of: value, own, conformingTo: proto)
      }
      return own === script || (script.isClass && script.isSuperclass(of: own))
    case let native as NativeType: return native.isInstance(value)
    case let generic as GenericInstanceType: return isInstance(value, of: generic.base)
    case let standard as StandardProtocolType: return adoptsStandardProtocol(value, standard.name) ?? false
    case let integer as IntegerType:
      if case .sized(let s) = value { return s.kind == integer.kind }
      return false
    default: return false
    }
  }

  static func matchesBuiltin(_ value: Value, _ kind: BuiltinType.Kind) -> Bool {
    switch (kind, value) {
    case (.any, _): return true
    case (.anyObject, .object), (.anyObject, .native): return true
    case (.int, .int), (.double, .double), (.bool, .bool), (.string, .string), (.character, .character):
      return true
    case (.float, .float), (.cgFloat, .double): return true
    case (.array, .array), (.dictionary, .dictionary), (.set, .set): return true
    case (.optional, _): return true
    case (.range, .range(let r)): return !r.isClosed
    case (.closedRange, .range(let r)): return r.isClosed
    case (.error, .enumValue), (.error, .structValue), (.error, .object), (.error, .native): return true
    default: return false
    }
  }
}

/// `x as? T`, `x as! T`, `x is T`, `x as T`.
public final class CastNode: Node {
  let value: Node
  let kind: CastKind
  let type: TypeNode
  /// For a cast to a generic parameter (`x as? Value`): the slot holding its type, bound on entry.
  var typeValue: Node?
  /// The operand's Optional layers when its static type is known (`A????` → 4): a nil inside them casts to
  /// an Optional target only when it lies within the target's own layers.
  var sourceOptionalDepth: Int?

  public init(value: Node, kind: CastKind, type: TypeNode, _ location: SourceLocation) {
    self.value = value
    self.kind = kind
    self.type = type
    super.init(location)
  }

  public override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    // Only `as T` converts (a literal or an implicit member takes the type); `is`, `as?` and `as!` ask the
    // value's own type: an Int in an `Any` is not a Double.
    if kind == .asCoerce { return Contextual.coerce(try Contextual.eval(value, type, frame, rt), to: type) }
    let v = try value.eval(frame, rt)
    // Dynamic casts look through Optional layers: `Optional(3) as? Int` is `Optional(3)`.
    var source = v.flattened
    if case .none = source, let nilResult = castNil(v) {
      guard let result = nilResult else {
        if kind == .asForced { throw rt.crash(Crashes.nilUnwrap, at: location) }
        return kind == .is ? .bool(false) : .none
      }
      source = result
      if kind == .is { return .bool(true) }
      return kind == .asOptional ? .wrapped(source) : source
    }
    let matches = { () throws -> Bool in
      if !source.isNil, let typeValue = self.typeValue, case .type(let target) = try typeValue.eval(frame, rt)
      {
        return rt.isInstance(source, of: target)
      }
      // The same rule as `case let x as T` (`nil as? Int?` is `Optional(nil)`).
      return CompiledPattern.castSource(source, to: self.type, rt) != nil
    }
    let matched = try matches()
    try CompiledPattern.checkDecided(rt, at: location)
    switch kind {
    case .asCoerce, .is: return .bool(matched)
    case .asOptional: return matched ? .wrapped(Contextual.coerce(source, to: type)) : .none
    case .asForced:
      if matched { return Contextual.coerce(source, to: type) }
      if case .none = source { throw rt.crash(Crashes.nilUnwrap, at: location) }
      throw rt.crash("Could not cast value of type '\(rt.typeName(of: source))' to '\(type)'.", at: location)
    }
  }

  /// A nil operand cast to an Optional type, when the operand's depth is known: nil when the cast fails,
  /// else the nil value of the target (`Optional(Optional(nil)) as? B?` fails from `A???`, succeeds from
  /// `A??`). Returns `.none` (no decision) when the target is not Optional or the depth is unknown.
  func castNil(_ value: Value) -> Value?? {
    guard let depth = sourceOptionalDepth, depth > 0 else { return .none }
    let targetDepth = Compiler.optionalDepth(type)
    guard targetDepth > 0 else { return .none }
    var present = 0
    var current = value
    while case .wrapped(let inner) = current {
      present += 1
      current = inner
    }
    let missing = depth - present
    guard missing <= targetDepth else { return .some(nil) }
    var result = Value.none
    for _ in 0..<(targetDepth - missing) { result = .wrapped(result) }
    return .some(result)
  }
}
