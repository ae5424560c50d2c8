import DynPropDiagnostics
import DynPropSyntax

/// Creating values of a type: `Post(id: 1)`, `Model()`, `Endpoint(rawValue: "x")`, `Int("4")`, `Text("hi")`.
enum Construction {
  static func construct(
    _ type: RuntimeType, _ args: [CallArgument], _ frame: Frame, _ rt: Interpreter,
    _ location: SourceLocation,
    preferred: FunctionCode? = nil
  ) throws -> Value {
    switch type {
    case let script as ScriptType:
      return try constructScript(script, args, frame, rt, location, preferred: preferred)
    case let generic as GenericInstanceType:
      let value = try constructScript(generic.base, args, frame, rt, location, generics: generic.arguments)
      return Contextual.specialized(value, generic.arguments)
    case let native as NativeType:
      if let value = try extensionInit(named: native.name, args, frame, rt, location) { return value }
      let values = try args.map { arg -> Value in
        if let label = arg.label, native.autoclosureLabels.contains(label), !(arg.value is ClosureNode) {
          return .closure(AutoClosure(node: arg.value, frame: frame))
        }
        return try arg.value.eval(frame, rt)
      }
      return try native.construct(labels: args.map(\.label), arguments: values, interpreter: rt, at: location)
    default:
      // `extension Array where Element == Foo { init(withAThing:) }`: a labeled initializer of an
      // extension; the standard library's own (mostly unlabeled) come first otherwise.
      if args.contains(where: { $0.label != nil }),
        let value = try extensionInit(named: type.name, args, frame, rt, location)
      {
        return value
      }
      let values = try ArgumentEvaluator.evaluateAll(args, frame, rt)
      return try rt.construct(type, labels: args.map(\.label), values, at: location)
    }
  }

  /// An `init` declared in an extension of a host type (`extension Binding { init(_:default:) }`): it runs
  /// with an empty `self`, and its `self.init(...)` builds the host value (see `DelegatingInitNode`).
  static func extensionInit(
    named name: String, _ args: [CallArgument], _ frame: Frame, _ rt: Interpreter,
    _ location: SourceLocation
  ) throws -> Value? {
    guard let ext = rt.extensions[name],
      let (code, binding) = ArgumentMatcher.select(ext.initializers, args)
    else { return nil }
    let values = try ArgumentEvaluator.evaluate(args, binding: binding, params: code.params, frame, rt)
    var selfValue = Value.void
    _ = try rt.callMutating(code, self: &selfValue, arguments: values, at: location)
    return selfValue
  }

  /// `generics`: the arguments written at the call (`GFoo<Outer>()`), for `T` in the initializer and in
  /// the stored properties' initial values.
  static func constructScript(
    _ type: ScriptType, _ args: [CallArgument], _ frame: Frame, _ rt: Interpreter, _ location: SourceLocation,
    preferred: FunctionCode? = nil, generics: [TypeNode] = []
  ) throws -> Value {
    if type.kind == .enum, args.count == 1, args[0].label == "rawValue" {
      return try rawValueInit(type, try args[0].value.eval(frame, rt), rt, location)
    }
    if CodingKeys.adopts(type), args.count == 1,
      let key = CodingKeys.initialize(type, args[0].label, try args[0].value.eval(frame, rt))
    {
      return key
    }
    let chosen = preferred.flatMap { code in ArgumentMatcher.match(code.params, args).map { (code, $0) } }
    guard
      let (code, binding) = chosen ?? ArgumentMatcher.select(type.initializers, args)
        ?? ArgumentMatcher.select(rt.extensionInitializers(of: type), args)
    else {
      if type.initializers.isEmpty {
        throw rt.scriptError(
          "'\(type.name)' cannot be constructed because it has no accessible initializers", at: location)
      }
      throw Diagnose.argumentMismatch(type.initializers[0], args, rt, location)
    }
    let values = try ArgumentEvaluator.evaluate(args, binding: binding, params: code.params, frame, rt)
    return try rt.runInitializer(code, of: type, values, at: location, generics: generics)
  }

  static func rawValueInit(_ type: ScriptType, _ raw: Value, _ rt: Interpreter, _ location: SourceLocation)
    throws -> Value
  {
    let literalType = literalRawType(type, raw)
    // `Ratio(rawValue: 0.5)` for `enum Ratio: Float`: the argument's literal has the raw type.
    let raw = type.rawType?.baseName.map { Contextual.coerceNumber(raw, to: $0) } ?? raw
    for (index, enumCase) in type.enumCases.enumerated() {
      guard var value = enumCase.rawValue else { continue }
      if let literalType {
        value = try rt.construct(literalType, labels: ["integerLiteral"], [value], at: location)
      }
      if try rt.equal(value, raw, location) {
        return .wrapped(.enumValue(EnumValue(type: type, caseIndex: index, payload: [])))
      }
    }
    return .none
  }

  /// `enum Foo<T: ExpressibleByIntegerLiteral>: T` given a script `T`: each case's literal is built as
  /// that type (`init(integerLiteral:)`) before the comparison, as Swift builds it.
  private static func literalRawType(_ type: ScriptType, _ raw: Value) -> ScriptType? {
    guard case .named(let path, _)? = type.rawType, path.count == 1, type.genericParams.contains(path[0]),
      let script = Members.scriptType(of: raw), script.conforms(to: "ExpressibleByIntegerLiteral")
    else { return nil }
    return script
  }
}

extension Interpreter {
  /// Constructs with already evaluated arguments (from host code and `callValue`).
  public func construct(
    _ type: RuntimeType, labels: [String?], _ values: [Value], at location: SourceLocation
  ) throws -> Value {
    switch type {
    case let script as ScriptType:
      return try constructScript(script, labels: labels, values, at: location)
    case let generic as GenericInstanceType:
      return try constructScript(
        generic.base, labels: labels, values, at: location, generics: generic.arguments)
    case let integer as IntegerType:
      if let value = try integer.construct(labels, values, self, location) { return value }
      throw scriptError("no exact matches in call to initializer", at: location)
    case let builtin as BuiltinType:
      if builtin.kind == .string, labels.first == "data", case .native(let data)? = values.first {
        return try data.member("stringValue", in: self)?.asOptional ?? .none
      }
      return try Builtins.construct(builtin.kind, labels: labels, arguments: values, self, location)
    case let native as NativeType:
      return try native.construct(labels: labels, arguments: values, interpreter: self, at: location)
    default:
      throw scriptError("'\(type.name)' cannot be constructed", at: location)
    }
  }

  private func constructScript(
    _ script: ScriptType, labels: [String?], _ values: [Value], at location: SourceLocation,
    generics: [TypeNode] = []
  ) throws -> Value {
    if script.kind == .enum, labels == ["rawValue"], let raw = values.first {
      return try Construction.rawValueInit(script, raw, self, location)
    }
    let args = zip(labels, values).map {
      CallArgument(label: $0, value: ConstantNode($1, location), isTrailingClosure: false)
    }
    guard let (code, binding) = ArgumentMatcher.select(script.initializers, args) else {
      throw scriptError("no initializer of '\(script.name)' matches these arguments", at: location)
    }
    var ordered: [Value?] = Array(repeating: nil, count: code.params.count)
    for (p, indexes) in binding.enumerated() where !indexes.isEmpty {
      ordered[p] = code.params[p].isVariadic ? .array(indexes.map { values[$0] }) : values[indexes[0]]
    }
    return try runInitializer(code, of: script, ordered, at: location, generics: generics)
  }

  /// Runs an initializer on `instance`; one that never delegates (`override init() { print("C") }`) then
  /// runs the superclass's `init()`, as Swift inserts `super.init()` at the end of its body.
  func callInitializer(
    _ code: FunctionCode, _ instance: inout Value, _ values: [Value?], at location: SourceLocation
  )
    throws
  {
    _ = try callMutating(code, self: &instance, arguments: values, at: location)
    guard code.callsSuperInitImplicitly, let superclass = code.owner?.superclass,
      let superInit = superclass.initializers.first(where: { $0.params.isEmpty && !$0.isConvenience })
    else { return }
    try callInitializer(superInit, &instance, [], at: location)
  }

  /// Runs an initializer on a fresh instance whose fields hold their default values.
  func runInitializer(
    _ code: FunctionCode, of type: ScriptType, _ values: [Value?], at location: SourceLocation,
    generics: [TypeNode] = []
  ) throws -> Value {
    var instance = try freshInstance(type, location, generics: generics)
    // `init() {}` (or the implicit one): nothing to run once the fields hold their defaults.
    let isEmpty = code.params.isEmpty && (code.body as? BlockNode)?.statements.isEmpty == true
    if !isEmpty || code.callsSuperInitImplicitly {
      try callInitializer(code, &instance, values, at: location)
    }
    if code.isFailable, returnedNil {
      returnedNil = false
      return .none
    }
    if case .object(let object) = instance { bridge?.didCreate(object) }
    return code.isFailable ? .wrapped(instance) : instance
  }

  /// A new value of `type` with default field values (classes include inherited fields first). The
  /// generic arguments written at the construction are the value's from the start, so `T` is known in
  /// its initializer and in its properties' initial values (`var bas = T()`).
  func freshInstance(_ type: ScriptType, _ location: SourceLocation, generics: [TypeNode] = []) throws
    -> Value
  {
    let saved = constructionGenerics
    constructionGenerics = generics
    defer { constructionGenerics = saved }
    var fields: [Value] = []
    fields.reserveCapacity(type.fields.count)
    let defaults = type.fieldDefaults
    for index in 0..<defaults.count {
      if let code = defaults[index],
        type.lazyFields.isEmpty || !type.lazyFields.contains(type.fields[index].name)
      {
        let value = try code.constantValue ?? call(code, self: nil, arguments: [], at: location)
        fields.append(type.fields[index].ownership.stored(value))
      } else {
        fields.append(.void)
      }
    }
    if type.isClass {
      let instance = Instance(type: type, fields: fields, serial: makeSerial())
      instance.genericArguments = generics
      return .object(instance)
    }
    var value = StructValue(type: type, fields: fields)
    value.genericArguments = generics
    return .structValue(value)
  }
}
