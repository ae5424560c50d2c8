import DynPropDiagnostics

/// What a member name resolved to on a script type, remembered by the access site.
public final class MemberCache {
  enum Resolution {
    case field(Int)
    case computed(ComputedProperty)
    case methods([FunctionCode])
  }
  /// The `identity` of the type the resolution is for (0: none yet).
  var typeIdentity = 0
  var resolution: Resolution?

  public init() {}

  /// A cache naming stored field `index` for `instance`'s class: `super.name`, or `name` in the
  /// initializer of the class that declares it, reach the field even where a subclass overrides it.
  static func field(_ index: Int?, of instance: Value) -> MemberCache {
    let cache = MemberCache()
    if let index, case .object(let object) = instance {
      cache.typeIdentity = object.type.identity
      cache.resolution = .field(index)
    }
    return cache
  }
}

/// A name that is not a member of a script type (the host may still know it).
struct MissingMember: Error {}

/// Member access on any value: fields, computed properties, methods as values, enum raw values,
/// static members of types, members of builtin values and host objects.
public enum Members {
  public static func get(
    _ value: Value, _ name: String, _ cache: MemberCache, _ rt: Interpreter, _ location: SourceLocation
  ) throws -> Value {
    switch value {
    case .structValue(let s):
      return try scriptGet(value, s.type, fields: s.fields, name, cache, rt, location)
    case .object(let o):
      return try scriptGet(value, o.type, fields: o.fields, name, cache, rt, location)
    case .enumValue(let e):
      if name == "rawValue", let raw = e.type.enumCases[e.caseIndex].rawValue { return raw }
      if let synthesized = CodingKeys.member(e, name) { return synthesized }
      return try scriptGet(value, e.type, fields: [], name, cache, rt, location)
    case .native(let object):
      if let result = try object.member(name, in: rt) { return result }
      if let result = try Extensions.get(value, object.typeName, name, rt, location) { return result }
      throw rt.noMember(object.typeName, name, at: location)
    case .type(let type):
      return try StaticMembers.get(type, name, rt, location)
    case .wrapped, .none:
      if name == "debugDescription" { return .string(try rt.debugDescribe(value, at: location)) }
      if rt.extensions["Optional"] != nil,
        let found = try Extensions.get(value, "Optional", name, rt, location)
      {
        return found  // `extension Optional { var orEmpty … }`: a member of the Optional itself
      }
      // Members are read from an Optional only through an implicitly unwrapped one (`T!`).
      return try get(try Arithmetic.implicitlyUnwrapped(value, rt, location), name, cache, rt, location)
    default:
      if let result = try Builtins.member(value, name, rt, location) { return result }
      if let result = try Extensions.get(value, rt.typeName(of: value), name, rt, location) { return result }
      let protocols = Interpreter.standardProtocols(of: value)
      if let result = try Extensions.ofProtocols(value, protocols, name, rt, location) { return result }
      throw rt.noMember(rt.typeName(of: value), name, at: location)
    }
  }

  static func resolve(
    _ type: ScriptType, _ name: String, _ cache: MemberCache, _ rt: Interpreter, _ location: SourceLocation
  ) throws -> MemberCache.Resolution {
    if cache.typeIdentity == type.identity, let resolution = cache.resolution { return resolution }
    let resolution: MemberCache.Resolution
    if let index = type.fieldIndex[name] {
      resolution = type.overridingComputed(name).map { .computed($0) } ?? .field(index)
    } else if let property = type.findComputed(name) {
      resolution = .computed(property)
    } else if let methods = type.findMethods(name) {
      resolution = .methods(methods)
    } else {
      throw MissingMember()
    }
    cache.typeIdentity = type.identity
    cache.resolution = resolution
    return resolution
  }

  /// `x.hashValue` of a `Hashable` script value (reached through a generic `T: Hashable`, say): equal
  /// values hash alike, as Swift promises; the number itself differs from run to run in Swift too. A type
  /// with its own `==` (and `hash(into:)`) would need its own hashing, which is not modelled.
  private static func hashValue(
    _ value: Value, _ type: ScriptType, _ rt: Interpreter, _ location: SourceLocation
  ) throws -> Value {
    guard Value.ownEquality(value) == nil, type.findMethods("hash") == nil else {
      throw rt.scriptError(
        "not supported yet: 'hashValue' of '\(type.name)', which declares its own '==' or 'hash(into:)'",
        at: location)
    }
    return .int(value.hashValue)
  }

  private static func scriptGet(
    _ value: Value, _ type: ScriptType, fields: [Value], _ name: String, _ cache: MemberCache,
    _ rt: Interpreter, _ location: SourceLocation
  ) throws -> Value {
    let resolution: MemberCache.Resolution
    do {
      resolution = try resolve(type, name, cache, rt, location)
    } catch is MissingMember {
      if let found = try rt.bridge?.member(of: value, named: name, interpreter: rt, at: location) {
        return found
      }
      if let found = try ScriptCollections.propertyDefault(value, type, name, rt, location) { return found }
      let standard = rt.standardExtensions(of: type).map(\.name)
      if let found = try Extensions.ofProtocols(value, standard, name, rt, location) { return found }
      if type.conforms(to: "Error") || type.conforms(to: "LocalizedError") {
        switch name {
        case "localizedDescription":
          return .string(try ErrorDescriptions.localized(value, type, rt, location))
        case "_code": return .int(ErrorDescriptions.code(value, type))
        case "_domain": return .string(ErrorDescriptions.domain(type, rt))
        default: break
        }
      }
      if name == "hashValue", type.conforms(to: "Hashable") {
        return try hashValue(value, type, rt, location)
      }
      throw rt.noMember(type.name, name, at: location)
    }
    switch resolution {
    case .field(let index):
      if case .void = fields[index], type.lazyFields.contains(name) {
        return try initializeLazy(value, type, index, rt, location)
      }
      if type.tracksReads || rt.trackAllReads, case .object(let instance) = value {
        rt.noteFieldRead(instance, index)
      }
      if type.hasReferenceFields { return try fields[index].readingStorage(rt, location) }
      return fields[index]
    case .computed(let property):
      guard let getter = property.getter else { throw rt.noMember(type.name, name, at: location) }
      if property.isWrapperAccessor { rt.site = location }
      return try rt.call(getter, self: value, arguments: [], at: location)
    case .methods(let methods):
      return .closure(ScriptClosure(code: methods[0], captured: nil, boundSelf: value))
    }
  }

  private static func initializeLazy(
    _ value: Value, _ type: ScriptType, _ index: Int, _ rt: Interpreter, _ location: SourceLocation
  ) throws -> Value {
    guard let initializer = type.fieldDefaults[index] else { return .void }
    let result = try rt.call(initializer, self: value, arguments: [], at: location)
    if case .object(let object) = value { object.fields[index] = result }
    return result
  }

  /// Assigns a member of `object`, which is modified in place when it is a value.
  public static func set(
    _ object: inout Value, _ name: String, _ newValue: Value, _ cache: MemberCache, _ rt: Interpreter,
    _ location: SourceLocation, observers: Bool = true
  ) throws {
    // The type is read without binding the struct: a bound copy would share its field buffer.
    if let type = structOrObjectType(object) {
      return try scriptSet(&object, type, name, newValue, cache, rt, location, observers: observers)
    }
    switch object {
    case .native(let native):
      if try native.setMember(name, to: newValue, in: rt) { return }
      if try Extensions.set(&object, native.typeName, name, newValue, rt, location) { return }
      throw rt.noMember(native.typeName, name, at: location)
    case .type(let type):
      try StaticMembers.set(type, name, newValue, rt, location)
    default:
      if try Builtins.setMember(&object, name, newValue, rt, location) { return }
      // `extension Bool: P {}` and `extension P { var extValue: Bool { get set } }`.
      let typeName = rt.typeName(of: object)
      if try Extensions.set(&object, typeName, name, newValue, rt, location) { return }
      throw rt.noMember(typeName, name, at: location)
    }
  }

  private static func scriptSet(
    _ object: inout Value, _ type: ScriptType, _ name: String, _ newValue: Value, _ cache: MemberCache,
    _ rt: Interpreter, _ location: SourceLocation, observers: Bool
  ) throws {
    let resolution: MemberCache.Resolution
    do {
      resolution = try resolve(type, name, cache, rt, location)
    } catch is MissingMember {
      throw rt.noMember(type.name, name, at: location)
    }
    switch resolution {
    case .field(let index):
      let field = type.fields[index]
      let newValue = field.coerces ? Contextual.coerce(newValue, to: field.type!) : newValue
      let stored = field.ownership.stored(newValue)
      let hooks = observers ? type.observers[name] : nil
      if let willSet = hooks?.willSet {
        _ = try rt.callMutating(willSet, self: &object, arguments: [newValue], at: location)
      }
      var old = try storeField(&object, index, stored).readingStorage(rt, location)
      if case .object(let instance) = object {
        rt.observer?.fieldWritten(instance, field: index, old: old, new: newValue, at: location)
      }
      if let didSet = hooks?.didSet {
        // Not kept for a `didSet` that never reads it: released, and deinitialized, before it runs.
        if !didSet.readsFirstParameter { old = .void }
        if !rt.pendingDeinits.isEmpty { try rt.runDeinits() }
        _ = try rt.callMutating(didSet, self: &object, arguments: [old], at: location)
      }
    case .computed(let property):
      if property.setter == nil, property.modifier != nil {
        return try modify(&object, name, cache, rt, location) { $0 = newValue }
      }
      guard let setter = property.setter else {
        throw rt.scriptError("cannot assign to property: '\(name)' is a get-only property", at: location)
      }
      // A wrapped property's observers (`@Published var count = 0 { didSet { … } }`) run around the
      // wrapper's setter, as Swift runs them around `wrappedValue`'s.
      guard let hooks = observers ? type.observers[name] : nil, let getter = property.getter else {
        _ = try rt.callMutating(setter, self: &object, arguments: [newValue], at: location)
        return
      }
      let old =
        hooks.didSet?.readsFirstParameter == true
        ? try rt.call(getter, self: object, arguments: [], at: location) : Value.void
      if let willSet = hooks.willSet {
        _ = try rt.callMutating(willSet, self: &object, arguments: [newValue], at: location)
      }
      _ = try rt.callMutating(setter, self: &object, arguments: [newValue], at: location)
      if let didSet = hooks.didSet {
        _ = try rt.callMutating(didSet, self: &object, arguments: [old], at: location)
      }
    case .methods:
      throw rt.scriptError("cannot assign to value: '\(name)' is a method", at: location)
    }
  }

  /// Replaces field `index` and returns the old value, without copying the struct's field buffer.
  @discardableResult
  static func storeField(_ object: inout Value, _ index: Int, _ newValue: Value) -> Value {
    if case .object(let instance) = object {
      let old = instance.fields[index]
      instance.fields[index] = newValue
      return old
    }
    guard var s = takeStruct(&object) else { return .void }
    let old = s.fields[index]
    s.fields[index] = newValue
    object = .structValue(s)
    return old
  }

  /// Read-modify-write of a member; stored fields without observers are modified in place.
  public static func modify(
    _ object: inout Value, _ name: String, _ cache: MemberCache, _ rt: Interpreter,
    _ location: SourceLocation, _ body: (inout Value) throws -> Void
  ) throws {
    if let type = scriptType(of: object), type.observers[name] == nil,
      case .field(let index)? = try? resolve(type, name, cache, rt, location),
      type.fields[index].ownership == .strong
    {
      try modifyField(&object, index, rt, location, body)
      return
    }
    if let type = scriptType(of: object),
      case .computed(let property)? = try? resolve(type, name, cache, rt, location),
      let modifier = property.modifier
    {
      return try rt.withModifyContinuation(body) {
        _ = try rt.callMutating(modifier, self: &object, arguments: [], at: location)
      }
    }
    var value = try get(object, name, cache, rt, location)
    try body(&value)
    try set(&object, name, value, cache, rt, location)
  }

  private static func modifyField(
    _ object: inout Value, _ index: Int, _ rt: Interpreter, _ location: SourceLocation,
    _ body: (inout Value) throws -> Void
  ) throws {
    // Not `switch object`: the switch's own copy of a struct would share its field buffer for the
    // whole case (see `takeStruct`).
    if var s = takeStruct(&object) {
      var field = s.fields[index]
      s.fields[index] = .void
      defer {
        s.fields[index] = field
        object = .structValue(s)
      }
      try body(&field)
    } else if case .object(let instance) = object {
      var field = instance.fields[index]
      let old = rt.observer?.keepsOldValue(of: instance, field: index) == true ? field : Value.void
      instance.fields[index] = .void
      defer {
        instance.fields[index] = field
        rt.observer?.fieldWritten(instance, field: index, old: old, new: field, at: location)
      }
      try body(&field)
    }
  }

  private static func structOrObjectType(_ value: Value) -> ScriptType? {
    switch value {
    case .structValue(let s): return s.type
    case .object(let o): return o.type
    default: return nil
    }
  }

  /// Moves a struct out of `value` (left `.void`), so its field buffer has one holder and changes in
  /// place: a `switch value { case .structValue(var s): … }` keeps a second copy for the whole case, and a
  /// field replaced through it would live (undeinitialized) until the write ends (SE-0268 order).
  static func takeStruct(_ value: inout Value) -> StructValue? {
    guard case .structValue = value else { return nil }
    var taken = Value.void
    swap(&taken, &value)
    switch consume taken {
    case .structValue(let s): return s
    default: return nil
    }
  }

  static func scriptType(of value: Value) -> ScriptType? {
    switch value {
    case .structValue(let s): return s.type
    case .object(let o): return o.type
    case .enumValue(let e): return e.type
    default: return nil
    }
  }
}

/// `Value.member` reads through a member cache at a single site.
public final class MemberGet: Node {
  let base: Node
  let name: String
  let cache = MemberCache()
  /// False for accessors the compiler synthesizes (`x` → `_x.wrappedValue`), so warnings and crashes
  /// point at the user's read, not at the property's declaration.
  var setsSite = true

  public init(base: Node, name: String, _ location: SourceLocation) {
    self.base = base
    self.name = name
    super.init(location)
  }

  public override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    let object = try base.eval(frame, rt)
    if setsSite, case .native = object { rt.site = location }
    return try Members.get(object, name, cache, rt, location)
  }
}

/// Members that scripts add with `extension` to host and builtin types (`extension EnvironmentValues`).
enum Extensions {
  static func get(
    _ value: Value, _ typeName: String, _ name: String, _ rt: Interpreter, _ location: SourceLocation
  ) throws -> Value? {
    let base = typeName.split(separator: "<").first.map(String.init) ?? typeName
    if let found = try member(of: rt.extensions[base], value, name, rt, location) { return found }
    // `extension View { func card() -> some View }` applies to host views too (`Text("a").card()`).
    if case .native(let object) = value {
      return try ofProtocols(value, object.protocolNames, name, rt, location)
    }
    return nil
  }

  static func ofProtocols(
    _ value: Value, _ protocols: [String], _ name: String, _ rt: Interpreter, _ location: SourceLocation
  ) throws -> Value? {
    for proto in protocols {
      if let found = try member(of: rt.extensions[proto], value, name, rt, location) { return found }
    }
    return nil
  }

  private static func member(
    of ext: ScriptType?, _ value: Value, _ name: String, _ rt: Interpreter, _ location: SourceLocation
  ) throws -> Value? {
    guard let ext else { return nil }
    if let property = ext.findComputed(name), let getter = property.getter {
      return try rt.call(getter, self: value, arguments: [], at: location)
    }
    if let methods = ext.findMethods(name) {
      return .closure(ScriptClosure(code: methods[0], captured: nil, boundSelf: value))
    }
    return nil
  }

  static func set(
    _ value: inout Value, _ typeName: String, _ name: String, _ newValue: Value, _ rt: Interpreter,
    _ location: SourceLocation
  ) throws -> Bool {
    let base = typeName.split(separator: "<").first.map(String.init) ?? typeName
    guard let setter = rt.extensions[base]?.findComputed(name)?.setter else { return false }
    _ = try rt.callMutating(setter, self: &value, arguments: [newValue], at: location)
    return true
  }
}
