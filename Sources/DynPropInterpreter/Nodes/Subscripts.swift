import DynPropDiagnostics

/// `value[args]`: script `subscript` declarations first (the overload the compiler chose, else the
/// first whose labels fit), then subscripts that extensions add to builtin collections
/// (`extension Collection { subscript(safe:) }`), then builtin collections and strings.
public enum Subscripts {
  public static func get(
    _ value: Value, _ args: [Value], _ labels: [String?], _ rt: Interpreter, _ location: SourceLocation,
    preferred: FunctionCode? = nil
  ) throws -> Value {
    if let sub = scriptSubscript(of: value, labels, preferred), let getter = sub.getter {
      return try rt.call(getter, self: value, arguments: args, at: location)
    }
    if case .native(let object) = value,
      let result = try object.call("subscript", labels: labels, arguments: args, in: rt)
    {
      return result
    }
    if case .keyPath(let path) = args.first, labels.first == "keyPath" {
      return try KeyPaths.apply(path, to: value, rt, location)
    }
    if let getter = extensionSubscript(of: value, labels, rt)?.getter {
      return try rt.call(getter, self: value, arguments: args, at: location)
    }
    if let result = try Builtins.subscriptGet(value, args, labels, rt, location) { return result }
    throw rt.scriptError("value of type '\(rt.typeName(of: value))' has no subscripts", at: location)
  }

  public static func modify(
    _ value: inout Value, _ args: [Value], _ labels: [String?], _ rt: Interpreter, _ location: SourceLocation,
    preferred: FunctionCode? = nil, _ body: (inout Value) throws -> Void
  ) throws {
    if case .keyPath(let path) = args.first, labels == ["keyPath"] {
      return try KeyPaths.modify(path, in: &value, rt, location, body)
    }
    if let sub = scriptSubscript(of: value, labels, preferred) {
      return try modify(&value, through: sub, args, rt, location, body)
    }
    if case .native(let object) = value,
      var element = try object.call("subscript", labels: labels, arguments: args, in: rt)
    {
      try body(&element)
      _ = try object.call("subscript.set", labels: labels, arguments: [element] + args, in: rt)
      return
    }
    if let sub = extensionSubscript(of: value, labels, rt) {
      return try modify(&value, through: sub, args, rt, location, body)
    }
    if try Builtins.subscriptModify(&value, args, labels, rt, location, body) { return }
    throw rt.scriptError("value of type '\(rt.typeName(of: value))' has no subscripts", at: location)
  }

  /// `x[i] = v`: only the setter runs, as in Swift (a read-modify-write such as `x[i] += 1` is `modify`).
  public static func set(
    _ value: inout Value, _ args: [Value], _ labels: [String?], _ newValue: Value, _ rt: Interpreter,
    _ location: SourceLocation, preferred: FunctionCode? = nil
  ) throws {
    if case .keyPath(let path) = args.first, labels == ["keyPath"] {
      return try KeyPaths.set(path, in: &value, newValue, rt, location)
    }
    let sub = scriptSubscript(of: value, labels, preferred) ?? extensionSubscript(of: value, labels, rt)
    if let sub {
      guard let setter = sub.setter else {
        throw rt.scriptError("cannot assign through subscript: subscript is get-only", at: location)
      }
      _ = try rt.callMutating(setter, self: &value, arguments: [newValue] + args, at: location)
      return
    }
    if case .native(let object) = value,
      try object.call("subscript.set", labels: labels, arguments: [newValue] + args, in: rt) != nil
    {
      return
    }
    try modify(&value, args, labels, rt, location, preferred: preferred) { $0 = newValue }
  }

  private static func modify(
    _ value: inout Value, through sub: ComputedProperty, _ args: [Value], _ rt: Interpreter,
    _ location: SourceLocation, _ body: (inout Value) throws -> Void
  ) throws {
    guard let getter = sub.getter, let setter = sub.setter else {
      throw rt.scriptError("cannot assign through subscript: subscript is get-only", at: location)
    }
    var element = try rt.call(getter, self: value, arguments: args, at: location)
    try body(&element)
    _ = try rt.callMutating(setter, self: &value, arguments: [element] + args, at: location)
  }

  /// A script type's subscript for an instance, or its static subscript (`Settings["theme"]`, inherited by
  /// subclasses) for the type itself.
  private static func scriptSubscript(of value: Value, _ labels: [String?], _ preferred: FunctionCode?)
    -> ComputedProperty?
  {
    if case .type(let type as ScriptType) = value {
      var current: ScriptType? = type
      while let t = current {
        if let sub = select(t.staticSubscripts, labels, preferred) { return sub }
        current = t.superclass
      }
      return nil
    }
    guard let type = Members.scriptType(of: value) else { return nil }
    return select(type.findSubscripts(), labels, preferred)
  }

  /// The subscript to call: the receiver's version of the one chosen when compiling (its override in a
  /// subclass, or the conforming type's implementation of a protocol's), else the first whose labels fit.
  static func select(_ subscripts: [ComputedProperty], _ labels: [String?], _ preferred: FunctionCode?)
    -> ComputedProperty?
  {
    if let preferred {
      if let exact = subscripts.first(where: { $0.getter === preferred }) { return exact }
      if let same = subscripts.first(where: { sameSignature($0.getter, preferred) }) { return same }
    }
    return subscripts.first { $0.getter.map { labelsFit($0.params, labels) } ?? false }
  }

  private static func sameSignature(_ getter: FunctionCode?, _ other: FunctionCode) -> Bool {
    guard let getter else { return false }
    return getter.hasSameSignature(as: other) && getter.resultType == other.resultType
  }

  /// Labels in order; parameters left at the end must have defaults (arguments are passed in order).
  static func labelsFit(_ params: [ParamInfo], _ labels: [String?]) -> Bool {
    guard labels.count <= params.count else { return false }
    for (param, label) in zip(params, labels) where param.label != label { return false }
    return params.dropFirst(labels.count).allSatisfy(\.hasDefault)
  }

  /// A subscript an extension adds to a builtin value's type or to a standard protocol it adopts. Unlabeled
  /// ones come after the builtin subscripts of the same shape, which `self[i]` inside them means.
  private static func extensionSubscript(of value: Value, _ labels: [String?], _ rt: Interpreter)
    -> ComputedProperty?
  {
    guard labels.contains(where: { $0 != nil }) else { return nil }
    // `extension Collection { subscript(safe:) }` on a builtin value or on a script type adopting it.
    let standard = Members.scriptType(of: value).map(rt.standardExtensions) ?? []
    for type in rt.builtinExtensions(of: value) + standard {
      if let found = select(type.subscripts, labels, nil) { return found }
    }
    return nil
  }
}

/// Key paths (`\.name`, `\Post.title`): applied as `value[keyPath:]` or used as functions (`map(\.title)`).
public enum KeyPaths {
  public static func apply(
    _ path: KeyPathValue, to value: Value, _ rt: Interpreter, _ location: SourceLocation
  ) throws -> Value {
    var current = value
    for component in path.components where component != "self" {
      current = try Members.get(current, component, MemberCache(), rt, location)
    }
    return current
  }

  /// `s[keyPath: kp] = t`, `&s[keyPath: kp]`: the path's members modified in place, outermost first, as
  /// a `WritableKeyPath` (or a `ReferenceWritableKeyPath` through a class) writes.
  public static func modify(
    _ path: KeyPathValue, in value: inout Value, _ rt: Interpreter, _ location: SourceLocation,
    _ body: (inout Value) throws -> Void
  ) throws {
    try modify(path.components.filter { $0 != "self" }[...], &value, rt, location, body)
  }

  /// `s[keyPath: kp] = t`: the members before the last modified in place, the last one set (its setter
  /// alone runs, as in Swift).
  public static func set(
    _ path: KeyPathValue, in value: inout Value, _ newValue: Value, _ rt: Interpreter,
    _ location: SourceLocation
  ) throws {
    let components = path.components.filter { $0 != "self" }
    guard let last = components.last else {
      value = newValue
      return
    }
    try modify(components.dropLast()[...], &value, rt, location) { holder in
      try Members.set(&holder, last, newValue, MemberCache(), rt, location, observers: true)
    }
  }

  private static func modify(
    _ components: ArraySlice<String>, _ value: inout Value, _ rt: Interpreter, _ location: SourceLocation,
    _ body: (inout Value) throws -> Void
  ) throws {
    guard let first = components.first else { return try body(&value) }
    try Members.modify(&value, first, MemberCache(), rt, location) { member in
      try modify(components.dropFirst(), &member, rt, location, body)
    }
  }
}
