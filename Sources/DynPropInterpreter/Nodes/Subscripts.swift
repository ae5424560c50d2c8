import DynPropDiagnostics

/// `value[args]`: script `subscript` declarations first, then builtin collections and strings.
public enum Subscripts {
  public static func get(
    _ value: Value, _ args: [Value], _ labels: [String?], _ rt: Interpreter, _ location: SourceLocation
  ) throws -> Value {
    if let type = Members.scriptType(of: value), let sub = type.subscripts.first, let getter = sub.getter {
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
    if let result = try Builtins.subscriptGet(value, args, labels, rt, location) { return result }
    throw rt.scriptError("value of type '\(rt.typeName(of: value))' has no subscripts", at: location)
  }

  public static func modify(
    _ value: inout Value, _ args: [Value], _ labels: [String?], _ rt: Interpreter, _ location: SourceLocation,
    _ body: (inout Value) throws -> Void
  ) throws {
    if let type = Members.scriptType(of: value), let sub = type.subscripts.first,
      let getter = sub.getter, let setter = sub.setter
    {
      var element = try rt.call(getter, self: value, arguments: args, at: location)
      try body(&element)
      _ = try rt.callMutating(setter, self: &value, arguments: [element] + args, at: location)
      return
    }
    if case .native(let object) = value,
      var element = try object.call("subscript", labels: labels, arguments: args, in: rt)
    {
      try body(&element)
      _ = try object.call("subscript.set", labels: labels, arguments: [element] + args, in: rt)
      return
    }
    if try Builtins.subscriptModify(&value, args, labels, rt, location, body) { return }
    throw rt.scriptError("value of type '\(rt.typeName(of: value))' has no subscripts", at: location)
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
}
