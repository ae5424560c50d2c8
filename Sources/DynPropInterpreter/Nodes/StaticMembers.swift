import DynPropDiagnostics

/// Members of a type used as a value: enum cases, `static` properties (initialized lazily on first use,
/// CONTRACT §7.4), static methods, nested types, and the static members of builtin and host types.
public enum StaticMembers {
  public static func get(
    _ type: RuntimeType, _ name: String, _ rt: Interpreter, _ location: SourceLocation
  ) throws -> Value {
    if name == "self" { return .type(type) }
    // `Box<Int>.kind`: a static computed property or method sees the arguments (its `T`) through `self`.
    if let generic = type as? GenericInstanceType {
      return try scriptGet(generic.base, as: generic, name, rt, location)
    }
    switch type {
    case let script as ScriptType:
      return try scriptGet(script, name, rt, location)
    case let builtin as BuiltinType:
      if let value = try Builtins.staticMember(builtin.kind, name, rt, location) { return value }
    case let native as NativeType:
      if let value = try native.staticMember(name, interpreter: rt, at: location) { return value }
    case let integer as IntegerType:
      if let value = integer.staticMember(name) { return value }
    default:
      break
    }
    if !(type is ScriptType), let ext = rt.extensions[type.name],
      let value = try extensionStatic(ext, type, name, rt, location)
    {
      return value
    }
    // `ForEach(names, id: \.self, content: Text.init)`: a host or builtin type's initializer as a function.
    if name == "init", type is NativeType || type is BuiltinType || type is IntegerType {
      return .closure(
        NativeFunction("\(type.name).init") { args, labels, rt in
          try rt.construct(type, labels: labels, args, at: location)
        })
    }
    // `extension FixedWidthInteger { static func … }` reached as `Int8.…`.
    for adopted in standardProtocols(of: type) {
      if let ext = rt.extensions[adopted], let value = try extensionStatic(ext, type, name, rt, location) {
        return value
      }
    }
    throw rt.scriptError("type '\(type.name)' has no member '\(name)'", at: location)
  }

  /// The standard protocols a builtin number, string or Boolean type adopts whose extensions scripts
  /// (and the prelude) write, as `Interpreter.standardProtocols(of:)` gives them for its values.
  private static func standardProtocols(of type: RuntimeType) -> [String] {
    let sample: Value
    switch type {
    case let integer as IntegerType: sample = .sized(SizedInt(kind: integer.kind, bits: 0))
    case let builtin as BuiltinType:
      switch builtin.kind {
      case .int: sample = .int(0)
      case .double: sample = .double(0)
      case .float: sample = .float(0)
      case .string: sample = .string("")
      case .bool: sample = .bool(false)
      default: return []
      }
    default: return []
    }
    return Interpreter.standardProtocols(of: sample)
  }

  /// `extension URL { static func make(…) }`, `extension String { static let greeting = "hi" }`: static
  /// members scripts add to builtin and host types, with the extended type as `Self`.
  static func extensionStatic(
    _ ext: ScriptType, _ type: RuntimeType, _ name: String, _ rt: Interpreter, _ location: SourceLocation
  ) throws -> Value? {
    if let storage = findStored(ext, name) { return try read(storage, ext, rt, location) }
    if let getter = ext.findStaticComputed(name)?.getter {
      return try rt.call(getter, self: .type(type), arguments: [], at: location)
    }
    if let methods = ext.findStaticMethods(name) {
      return .closure(ScriptClosure(code: methods[0], captured: nil, boundSelf: .type(type)))
    }
    return nil
  }

  /// A member of a script type used as a value; `selfType` is the type value static members run with
  /// (the type itself, or a generic one with the arguments written on it).
  static func scriptGet(
    _ type: ScriptType, as selfType: RuntimeType? = nil, _ name: String, _ rt: Interpreter,
    _ location: SourceLocation
  ) throws -> Value {
    let selfValue = Value.type(selfType ?? type)
    if let index = type.caseIndex[name] {
      if type.enumCases[index].labels.isEmpty {
        return .enumValue(EnumValue(type: type, caseIndex: index, payload: []))
      }
      return .closure(caseConstructor(type, index))
    }
    if let storage = findStored(type, name) { return try read(storage, type, rt, location) }
    if let property = type.findStaticComputed(name), let getter = property.getter {
      return try rt.call(getter, self: selfValue, arguments: [], at: location)
    }
    if let methods = type.findStaticMethods(name) {
      return .closure(ScriptClosure(code: methods[0], captured: nil, boundSelf: selfValue))
    }
    if let nested = type.nestedTypes[name] { return .type(nested) }
    if let alias = type.memberTypeAlias(name), let aliased = rt.runtimeType(of: alias) {
      return .type(aliased)
    }
    if let methods = type.findMethods(name) { return try unappliedMethod(type, methods, name, rt, location) }
    if name == "allCases", type.synthesizesAllCases {
      // Synthesized for enums without associated values, in declaration order.
      return .array(
        type.enumCases.indices.map { .enumValue(EnumValue(type: type, caseIndex: $0, payload: [])) })
    }
    if name == "init", !type.initializers.isEmpty || type.kind == .struct {
      return .closure(
        NativeFunction("\(type.name).init") { args, labels, rt in
          try rt.construct(type, labels: labels, args, at: location)
        })
    }
    throw rt.scriptError("type '\(type.name)' has no member '\(name)'", at: location)
  }

  /// `T.backflip`: an instance method through its type is `(Self) -> (Args) -> Result`, which binds the
  /// instance given (dispatching on its dynamic type, as a class override would) and returns the method.
  /// Swift refuses the partial application of a `mutating` method, so that is a located error.
  private static func unappliedMethod(
    _ type: ScriptType, _ methods: [FunctionCode], _ name: String, _ rt: Interpreter,
    _ location: SourceLocation
  ) throws -> Value {
    if methods.contains(where: \.isMutating) {
      throw rt.scriptError("cannot reference 'mutating' method as function value", at: location)
    }
    let cache = MemberCache()
    return .closure(
      NativeFunction("\(type.name).\(name)") { args, _, rt in
        guard args.count == 1 else {
          throw rt.scriptError("'\(type.name).\(name)' takes the instance as its only argument", at: location)
        }
        return try Members.get(args[0], name, cache, rt, location)
      })
  }

  static func findStored(_ type: ScriptType, _ name: String) -> StaticStorage? {
    if let storage = type.staticStored[name] { return storage }
    for proto in type.protocolTypes { if let s = findStored(proto, name) { return s } }
    return type.superclass.flatMap { findStored($0, name) }
  }

  /// A case with associated values used as a function: `.loaded(posts)`.
  static func caseConstructor(_ type: ScriptType, _ index: Int) -> NativeFunction {
    let types = type.enumCases[index].payloadTypes
    return NativeFunction("\(type.name).\(type.enumCases[index].name)") { written, labels, rt in
      let args = try withDefaults(written, labels, type.enumCases[index], type, rt)
      let payload = try args.enumerated().map { position, value in
        guard types.indices.contains(position) else { return value }
        return Contextual.coerce(
          try rt.resolveImplicitMember(value, as: types[position]), to: types[position])
      }
      return .enumValue(EnumValue(type: type, caseIndex: index, payload: payload))
    }
  }

  /// `.adaptive(minimum: 80)` for `case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)`: each
  /// associated value not written takes its declared default, matched by label in order.
  private static func withDefaults(
    _ args: [Value], _ labels: [String?], _ info: EnumCaseInfo, _ type: ScriptType, _ rt: Interpreter
  ) throws -> [Value] {
    guard args.count < info.payloadTypes.count, info.payloadDefaults.contains(where: { $0 != nil }) else {
      return args
    }
    var filled: [Value] = []
    var next = 0
    for position in info.payloadTypes.indices {
      let declared = position < info.labels.count ? info.labels[position] : nil
      let written = next < labels.count ? labels[next] : nil
      if next < args.count, written == declared || info.payloadDefaults[position] == nil {
        filled.append(args[next])
        next += 1
      } else if let thunk = info.payloadDefaults[position] {
        filled.append(try rt.call(thunk, self: .type(type), arguments: [], at: thunk.location))
      }
    }
    return filled
  }

  private static func read(
    _ storage: StaticStorage, _ type: ScriptType, _ rt: Interpreter, _ location: SourceLocation
  ) throws -> Value {
    if let value = storage.value { return value }
    guard let initializer = storage.initializer else { return .none }
    if storage.isInitializing {
      throw rt.crash("Fatal error: static property initialized recursively", at: location)
    }
    storage.isInitializing = true
    defer { storage.isInitializing = false }
    let value = try rt.call(initializer, self: .type(type), arguments: [], at: location)
    storage.value = value
    return value
  }

  public static func set(
    _ type: RuntimeType, _ name: String, _ value: Value, _ rt: Interpreter, _ location: SourceLocation
  ) throws {
    guard let script = type as? ScriptType else {
      throw rt.scriptError("cannot assign to property: '\(name)' is a get-only property", at: location)
    }
    if let storage = findStored(script, name) {
      storage.value = value
      return
    }
    if let property = script.findStaticComputed(name), let setter = property.setter {
      var selfValue = Value.type(script)
      _ = try rt.callMutating(setter, self: &selfValue, arguments: [value], at: location)
      return
    }
    throw rt.scriptError("type '\(type.name)' has no member '\(name)'", at: location)
  }
}
