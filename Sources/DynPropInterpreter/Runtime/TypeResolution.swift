import DynPropSyntax

extension Interpreter {
  /// A type by name: script types, then host types, then builtins.
  public func lookupType(_ name: String) -> RuntimeType? {
    if let type = types[name] { return type }
    if let alias = typeAliases[name] { return resolveType(alias) }
    if let native = bridge?.nativeType(named: name) { return native }
    if let kind = BuiltinType.Kind(rawValue: name) { return BuiltinType(kind) }
    if let kind = IntegerKind(rawValue: name) { return IntegerType(kind) }
    switch name {
    case "TimeInterval": return BuiltinType(.double)
    case "Substring": return BuiltinType(.string)
    case "UnicodeScalar": return BuiltinType(.unicodeScalar)
    default: return nil
    }
  }

  /// A type used as a value: a generic type with its written arguments (`MySlice<S>`, whose values print
  /// them), the Optional type itself, or the resolved type.
  public func runtimeType(of node: TypeNode) -> RuntimeType? {
    if case .named(_, let generics) = node, !generics.isEmpty, let script = resolveType(node) as? ScriptType {
      if !script.genericParams.isEmpty { return GenericInstanceType(base: script, arguments: generics) }
      if script.primaryAssociatedTypes.count == generics.count {
        return ParameterizedExistentialType(base: script, arguments: generics)
      }
    }
    if case .optional(let wrapped) = node { return BuiltinType(.optional, element: wrapped) }
    return resolveType(node)
  }

  /// A written type as a run-time type; nil when unknown.
  public func resolveType(_ node: TypeNode) -> RuntimeType? {
    switch node {
    case .named(let components, let generics):
      if components.count > 1, let outer = lookupType(components[0]) as? ScriptType {
        var current: RuntimeType? = outer
        for part in components.dropFirst() { current = (current as? ScriptType)?.nestedTypes[part] }
        return current
      }
      // A host type known by its qualified name (`FloatingPointFormatStyle<Double>.Currency`).
      if components.count > 1,
        let qualified = lookupType(components.map { String($0.prefix { $0 != "<" }) }.joined(separator: "."))
      {
        return qualified
      }
      if components.last == "Array", let element = generics.first {
        return BuiltinType(.array, element: element)
      }
      if components.last == "Set", let element = generics.first { return BuiltinType(.set, element: element) }
      return components.last.flatMap(lookupType)
    case .optional(let inner): return resolveType(inner)
    case .array(let element): return BuiltinType(.array, element: element)
    case .dictionary(let key, let value): return BuiltinType(.dictionary, element: key, value: value)
    case .opaque(let inner): return resolveType(inner)
    // `A & B` as one type, where one is needed (a declared type, `any A & B`): its first known part;
    // casts check every part (`isInstance`).
    case .composition(let parts): return parts.lazy.compactMap(resolveType).first
    default: return nil
    }
  }

  /// A generic argument as the parameter's type: `Int?` stays an Optional (`G<Int?>`'s `T.self` is
  /// `Optional<Int>`), where `resolveType` gives the wrapped type a declaration stores.
  func resolveTypeArgument(_ type: TypeNode) -> RuntimeType? {
    if case .optional(let wrapped) = type { return BuiltinType(.optional, element: wrapped) }
    switch type {
    case .tuple, .labeledTuple, .function: return StructuralType(type)
    default: break
    }
    let specialized = runtimeType(of: type)
    // `G<Int>` bound to a type parameter keeps its arguments (`MemoryLayout<G<Int>>`, `T.self` printing).
    if specialized is ParameterizedExistentialType || specialized is GenericInstanceType {
      return specialized
    }
    if case .named(let components, []) = type, components.count == 1,
      isUndeclaredStandardProtocol(components[0])
    {
      return StandardProtocolType(name: components[0])
    }
    return resolveType(type)
  }

  /// Whether values of a written type are Swift values (structs, enums, tuples, collections, numbers),
  /// never references; false when the type is not known well enough to say.
  func isValueType(_ type: TypeNode) -> Bool {
    switch type {
    case .array, .dictionary, .tuple, .labeledTuple: return true
    case .optional, .function, .metatype, .opaque, .composition: return false
    case .named:
      switch resolveType(type) {
      case let script as ScriptType: return script.kind == .struct || script.kind == .enum
      case let builtin as BuiltinType: return Self.valueKinds.contains(builtin.kind.rawValue)
      case is IntegerType: return true
      default: return false
      }
    }
  }

  private static let valueKinds: Set<String> = [
    "Int", "Double", "Bool", "String", "Character", "Float", "CGFloat", "Array", "Dictionary", "Set",
  ]
}
