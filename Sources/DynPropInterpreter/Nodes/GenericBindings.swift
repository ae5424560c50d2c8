import DynPropDiagnostics
import DynPropSyntax

/// A generic function's type parameters as values (`T.self`, `T.defaultValue`, `x as? T`).
///
/// Swift knows `T` statically; the interpreter binds it when the function is entered, from the first
/// parameter that mentions it. Where the call site passed the argument's static type (an existential, a
/// superclass, a collection of them: `CallArgument.staticType`), `T` is matched against it, as Swift
/// binds `T` to `any Shape` for a `let s: any Shape`. Otherwise `T.Type` gives the type itself, `T` the
/// argument's dynamic type, `[T]` and `T?` the element's; a parameter that tells nothing (an empty
/// array, `nil`) leaves `T` as `Any`.
public final class GenericBindingsNode: Node {
  public enum Source {
    case metatype
    case value
    case element
    case wrapped
    /// Only the result mentions it (`func parse<T>() -> T`): the type the call's context asks for
    /// (`let m: D1 = parse()`), handed over by `ContextualResultCallNode`; `Any` without one.
    case result
    /// Only a function parameter's result tells it (`apply<A, B>(_ x: A, _ f: (A) -> B)`): the result
    /// type the closure passed declares or has (`{ "\($0)" }` is `String`), else `Any`.
    case closureResult
    /// A parameter mentions it inside another type (`any Holder<T>`, `[String: T]`): only a static type
    /// passed for it tells; `Any` without one.
    case nested
    /// No parameter mentions it: `Any`.
    case unknown
  }

  public struct Binding {
    let slot: Int
    let parameterSlot: Int
    let source: Source
    /// The result is the parameter (`-> T` or `-> T?`), so the call's context may tell it.
    var resultNamesIt = false
    /// The slot the argument's static type arrives in, and the parameter's type matched against it.
    var staticSlot: Int?
    var parameterType: TypeNode?
    var name = ""
    /// `<T: P>`: an existential argument is opened (SE-0352), so `T` is the value's own type; an
    /// unconstrained `T` takes the existential itself.
    var opensExistentials = false

    public init(slot: Int, parameterSlot: Int, source: Source) {
      self.slot = slot
      self.parameterSlot = parameterSlot
      self.source = source
    }

    var isClosureResult: Bool {
      if case .closureResult = source { return true }
      return false
    }

    var isNested: Bool {
      if case .nested = source { return true }
      return false
    }

    /// Whether the argument's static type can tell this parameter (a type value or a closure cannot).
    var bindsFromStaticType: Bool {
      switch source {
      case .value, .element, .wrapped, .nested: return true
      case .metatype, .result, .closureResult, .unknown: return false
      }
    }
  }

  let bindings: [Binding]
  /// The function these bindings open (a contextual result type is handed over for it only).
  let function: Int

  public init(_ bindings: [Binding], function: Int, _ location: SourceLocation) {
    self.bindings = bindings
    self.function = function
    super.init(location)
  }

  public override func exec(_ frame: Frame, _ rt: Interpreter) throws -> Flow {
    for binding in bindings {
      if case .result = binding.source {
        frame[binding.slot] = .type(contextualResult(rt) ?? BuiltinType(.any))
        continue
      }
      if case .closureResult = binding.source {
        frame[binding.slot] = .type(Self.closureResultType(frame[binding.parameterSlot], rt))
        continue
      }
      // `_ type: T.Type = T.self` left out: `T` is what the call's context asks for, and so is `type`.
      if case .metatype = binding.source, !Self.isType(frame[binding.parameterSlot]), binding.resultNamesIt,
        let contextual = contextualResult(rt)
      {
        frame[binding.slot] = .type(contextual)
        frame[binding.parameterSlot] = .type(contextual)
        continue
      }
      if let staticSlot = binding.staticSlot, let type = staticBinding(binding, frame[staticSlot], rt) {
        frame[binding.slot] = .type(type)
        continue
      }
      if case .nested = binding.source {
        // `func f<T>(_ a: Pair<T>)`: the value's own arguments (`Pair<Int>`, or those its fields tell).
        if let type = valueBinding(binding, frame[binding.parameterSlot], rt) {
          frame[binding.slot] = .type(type)
          continue
        }
        // `func decode<T>(_ d: [String: T]) -> T`: without a static type, the context may tell.
        let contextual = binding.resultNamesIt ? contextualResult(rt) : nil
        frame[binding.slot] = .type(contextual ?? BuiltinType(.any))
        continue
      }
      frame[binding.slot] = .type(Self.type(from: frame[binding.parameterSlot], binding.source))
    }
    rt.contextualResult = nil
    return .normal
  }

  /// The type the call's context asks for, when it was handed over for this function.
  private func contextualResult(_ rt: Interpreter) -> RuntimeType? {
    rt.contextualResult?.function == function ? rt.contextualResult?.type : nil
  }

  /// `T` from the argument's static type: `Holder<T>` against `any Holder<Int>` gives `Int`.
  private func staticBinding(_ binding: Binding, _ passed: Value, _ rt: Interpreter) -> RuntimeType? {
    guard case .type(let type) = passed, let written = type.written, let parameter = binding.parameterType,
      let bound = Self.match(binding.name, in: parameter, against: written),
      let resolved = Self.isSpecialized(bound) ? rt.runtimeType(of: bound) : rt.resolveTypeArgument(bound)
    else { return nil }
    if binding.opensExistentials, Self.isExistential(resolved) { return nil }
    return resolved
  }

  /// `T` from a generic struct or class value's type (`Pair<Int>` against `Pair<T>`).
  private func valueBinding(_ binding: Binding, _ value: Value, _ rt: Interpreter) -> RuntimeType? {
    switch value {
    case .structValue, .object: break
    default: return nil
    }
    guard let generic = Builtins.printedType(of: value) as? GenericInstanceType,
      let parameter = binding.parameterType, let written = generic.written,
      let bound = Self.match(binding.name, in: parameter, against: written),
      !generic.base.genericParams.contains(where: { bound.isNamed($0) }),
      let resolved = rt.resolveTypeArgument(bound)
    else { return nil }
    return resolved
  }

  /// `G<Int>`: bound with its arguments (`T.self` prints `G<Int>`), where the value alone says `G`.
  private static func isSpecialized(_ type: TypeNode) -> Bool {
    if case .named(_, let generics) = type { return !generics.isEmpty }
    return false
  }

  private static func isExistential(_ type: RuntimeType) -> Bool {
    if type is ParameterizedExistentialType || type is StandardProtocolType { return true }
    return (type as? ScriptType)?.kind == .protocol
  }

  /// What type parameter `name` stands for where `parameter` is matched against `argument`; nil when
  /// their shapes differ.
  static func match(_ name: String, in parameter: TypeNode, against argument: TypeNode) -> TypeNode? {
    if parameter.isNamed(name) { return argument }
    switch (parameter, argument) {
    case (.optional(let p), .optional(let a)), (.array(let p), .array(let a)),
      (.metatype(let p), .metatype(let a)):
      return match(name, in: p, against: a)
    case (.optional(let p), _): return match(name, in: p, against: argument)
    case (.dictionary(let pk, let pv), .dictionary(let ak, let av)):
      return match(name, in: pk, against: ak) ?? match(name, in: pv, against: av)
    case (.named(let pc, let pg), .named(let ac, let ag)) where pc.last == ac.last && pg.count == ag.count:
      return zip(pg, ag).lazy.compactMap { match(name, in: $0, against: $1) }.first
    case (.tuple(let ps), .tuple(let items)) where ps.count == items.count:
      return zip(ps, items).lazy.compactMap { match(name, in: $0, against: $1) }.first
    default: return nil
    }
  }

  static func type(from value: Value, _ source: Source) -> RuntimeType {
    switch (source, value) {
    case (.metatype, .type(let type)): return type
    // A generic struct or class keeps its arguments (`T.self` is `Box<Int>`, as Swift's).
    case (.value, .structValue), (.value, .object): return Builtins.printedType(of: value)
    case (.value, _): return Builtins.runtimeType(of: value)
    case (.element, .array(let items)) where !items.isEmpty: return Builtins.runtimeType(of: items[0])
    case (.wrapped, _) where !isNone(value): return Builtins.runtimeType(of: value.flattened)
    default: return BuiltinType(.any)
    }
  }

  private static func closureResultType(_ value: Value, _ rt: Interpreter) -> RuntimeType {
    guard case .closure(let closure as ScriptClosure) = value,
      let result = closure.code.inferredResultType ?? closure.code.resultType,
      let type = rt.runtimeType(of: result)
    else { return BuiltinType(.any) }
    return type
  }

  private static func isType(_ value: Value) -> Bool {
    if case .type = value { return true }
    return false
  }

  private static func isNone(_ value: Value) -> Bool {
    if case .none = value { return true }
    return false
  }

  /// How parameter `type` tells the value of generic parameter `name`, if it does.
  public static func source(of name: String, in type: TypeNode?) -> Source? {
    switch type {
    case .metatype(let inner)? where inner.isNamed(name): return .metatype
    case .array(let inner)? where inner.isNamed(name): return .element
    case .optional(let inner)? where inner.isNamed(name): return .wrapped
    case .function(_, let result, _, _)? where result.isNamed(name): return .closureResult
    case let named? where named.isNamed(name): return .value
    default: return nil
    }
  }
}

/// The type parameters of a generic type inside its members (`T` of `Stored<T>` in `T.defaultValue()`,
/// `x as? T`), bound when a member is entered: from the arguments the value was made with (`Stored<Int>`,
/// or a declared type), else from the first stored property whose declared type tells (`var v: T` gives
/// the value's dynamic type), else `Any`.
public final class TypeParameterBindingsNode: Node {
  /// Per type parameter, its slot (nil where a generic parameter of the member shadows it).
  let slots: [Int?]
  let owner: ScriptType
  /// In an initializer: the parameter that holds a `T` (per type parameter), used when the construction
  /// wrote no arguments.
  let parameterSources: [(slot: Int, source: GenericBindingsNode.Source)?]

  init(
    slots: [Int?], owner: ScriptType,
    parameterSources: [(slot: Int, source: GenericBindingsNode.Source)?] = [],
    _ location: SourceLocation
  ) {
    self.slots = slots
    self.owner = owner
    self.parameterSources = parameterSources
    super.init(location)
  }

  public override func exec(_ frame: Frame, _ rt: Interpreter) throws -> Flow {
    let (arguments, fields) = Self.parts(of: frame[0])
    for (index, slot) in slots.enumerated() {
      guard let slot else { continue }
      if index >= arguments.count, index < parameterSources.count,
        let (from, source) = parameterSources[index]
      {
        frame[slot] = .type(GenericBindingsNode.type(from: frame[from], source))
        continue
      }
      frame[slot] = .type(Self.binding(index, arguments, fields, owner, rt))
    }
    return .normal
  }

  static func parts(of value: Value) -> (arguments: [TypeNode], fields: [Value]) {
    switch value {
    // A static member: `self` is the type it was called on, with the arguments written there.
    case .type(let generic as GenericInstanceType): return (generic.arguments, [])
    case .structValue(let s): return (s.genericArguments, s.fields)
    case .object(let o): return (o.genericArguments, o.fields)
    default: return ([], [])
    }
  }

  static func binding(
    _ index: Int, _ arguments: [TypeNode], _ fields: [Value], _ owner: ScriptType, _ rt: Interpreter
  ) -> RuntimeType {
    if index < arguments.count, let type = rt.resolveTypeArgument(arguments[index]) { return type }
    let name = owner.genericParams[index]
    for (position, field) in owner.fields.enumerated() where position < fields.count {
      if let source = GenericBindingsNode.source(of: name, in: field.type) {
        let type = GenericBindingsNode.type(from: fields[position], source)
        if !(type is BuiltinType && (type as! BuiltinType).kind == .any) { return type }
      }
    }
    if let nested = TypeNames.argumentType(owner, index, fields), let type = rt.resolveTypeArgument(nested) {
      return type
    }
    return BuiltinType(.any)
  }
}

/// The type parameters in a stored property's initial value (`var bas = T()` in `GFoo<T>`): the arguments
/// written at the construction running now (`GFoo<Outer>()`), else `Any`.
final class ConstructionGenericsNode: Node {
  let slots: [Int]
  let owner: ScriptType

  init(slots: [Int], owner: ScriptType, _ location: SourceLocation) {
    self.slots = slots
    self.owner = owner
    super.init(location)
  }

  override func exec(_ frame: Frame, _ rt: Interpreter) throws -> Flow {
    let written = rt.constructionGenerics
    for (index, slot) in slots.enumerated() {
      let type = index < written.count ? rt.resolveTypeArgument(written[index]) : nil
      frame[slot] = .type(type ?? BuiltinType(.any))
    }
    return .normal
  }
}

/// A call of a generic function whose type parameter only its result names (`let m: D1 = parse()`):
/// the context's type is handed to the callee's `GenericBindingsNode` as it is entered.
final class ContextualResultCallNode: Node {
  let call: Node
  let function: Int
  let type: TypeNode

  init(_ call: Node, function: Int, type: TypeNode) {
    self.call = call
    self.function = function
    self.type = type
    super.init(call.location)
  }

  override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    rt.contextualResult = rt.resolveType(type).map { (function, $0) }
    defer { rt.contextualResult = nil }
    return try call.eval(frame, rt)
  }
}

/// `Box<Int>(…)`: the constructed value remembers its generic arguments.
public final class SpecializeNode: Node {
  let value: Node
  let generics: [TypeNode]

  init(_ value: Node, _ generics: [TypeNode]) {
    self.value = value
    self.generics = generics
    super.init(value.location)
  }

  public override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    Contextual.specialized(try value.eval(frame, rt), generics)
  }
}

extension TypeNode {
  /// The name of a bare named type (`Value`), which may be a generic parameter.
  var genericName: String? {
    if case .named(let components, let generics) = self, components.count == 1, generics.isEmpty {
      return components[0]
    }
    return nil
  }

  /// `T` exactly (no dots, no generic arguments).
  func isNamed(_ name: String) -> Bool {
    if case .named(let components, let generics) = self { return components == [name] && generics.isEmpty }
    return false
  }
}

/// `swap(&a, &b)`: exchanges the values of two places.
public final class SwapNode: Node {
  let first: LValueNode
  let second: LValueNode

  public init(_ first: LValueNode, _ second: LValueNode, _ location: SourceLocation) {
    self.first = first
    self.second = second
    super.init(location)
  }

  public override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    let a = try first.eval(frame, rt)
    let b = try second.eval(frame, rt)
    try first.write(frame, rt, b)
    try second.write(frame, rt, a)
    return .void
  }
}
