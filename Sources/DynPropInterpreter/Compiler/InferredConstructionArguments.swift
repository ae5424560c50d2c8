import DynPropSyntax

/// `Y(wrapped: counts)` where `counts: [Int: String]`: Swift infers `Y<[Int: String]>` from the
/// arguments' static types, so the value's `T` is `[Int: String]` even when the dictionary is empty and
/// its elements tell nothing (`type(of:)`, conditional conformances, `T.self` inside its members).
extension Compiler {
  /// The generic arguments the arguments' static types give, when every type parameter is bound to a
  /// concrete type; nil otherwise (the value's fields decide at run time, as before).
  func inferredGenericArguments(_ script: ScriptType, _ initializer: FunctionCode, _ args: [CallArgument])
    -> [TypeNode]?
  {
    guard let binding = ArgumentMatcher.match(initializer.params, args) else { return nil }
    var bound: [TypeNode] = []
    for name in script.genericParams {
      let found = zip(initializer.params, binding).lazy.compactMap { param, indexes -> TypeNode? in
        guard indexes.count == 1, let type = param.type, let given = args[indexes[0]].value.staticType else {
          return nil
        }
        return GenericBindingsNode.match(name, in: type, against: given)
      }.first
      guard let found, isConcrete(found) else { return nil }
      bound.append(found)
    }
    return bound
  }

  /// The standard generic types by their number of type parameters; others take none.
  private static let genericBuiltins: [String: Int] = [
    "Array": 1, "Set": 1, "Optional": 1, "Dictionary": 2, "Range": 1, "ClosedRange": 1,
  ]

  /// A type made only of known, non-protocol types: no type parameter, existential or opaque type.
  private func isConcrete(_ type: TypeNode) -> Bool {
    switch type {
    case .named(let components, let generics):
      guard let name = components.last, typeParameterName(type) == nil,
        let found = lookupType(name, context: scope.typeContext?.type)
      else { return false }
      if let script = found as? ScriptType,
        script.kind == .protocol || script.genericParams.count != generics.count
      {
        return false
      }
      if let builtin = found as? BuiltinType,
        (Self.genericBuiltins[builtin.kind.rawValue] ?? 0) != generics.count
      {
        return false
      }
      if found is StandardProtocolType || name == "Any" || name == "AnyObject" { return false }
      return generics.allSatisfy(isConcrete)
    case .optional(let inner), .array(let inner): return isConcrete(inner)
    case .dictionary(let key, let value): return isConcrete(key) && isConcrete(value)
    case .tuple(let items): return items.allSatisfy(isConcrete)
    case .function(let params, let result, _, _): return params.allSatisfy(isConcrete) && isConcrete(result)
    default: return false
    }
  }
}
