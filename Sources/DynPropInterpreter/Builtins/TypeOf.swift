import DynPropSyntax

/// `type(of:)`: the run-time type of a value, printed by its bare name (CONTRACT §7.4).
///
/// Builtin values get a `BuiltinType` whose element types come from their first element
/// (`Array<Int>`; `Array<Any>` when empty), so the type value prints and compares like Swift's.
extension Builtins {
  static func runtimeType(of value: Value) -> RuntimeType {
    switch value {
    case .int: return BuiltinType(.int)
    case .double: return BuiltinType(.double)
    case .float: return BuiltinType(.float)
    case .sized(let number): return IntegerType(number.kind)
    case .wrapped(let payload): return BuiltinType(.optional, element: typeNode(payload, "Any"))
    case .bool: return BuiltinType(.bool)
    case .string: return BuiltinType(.string)
    case .character: return BuiltinType(.character)
    case .array(let items): return BuiltinType(.array, element: typeNode(items.first, "Any"))
    case .set(let items): return BuiltinType(.set, element: typeNode(items.first, "AnyHashable"))
    case .dictionary(let entries):
      let first = entries.elements.first
      return BuiltinType(
        .dictionary, element: typeNode(first?.key, "AnyHashable"), value: typeNode(first?.value, "Any"))
    case .range(let range):
      return BuiltinType(range.isClosed ? .closedRange : .range, element: typeNode(range.lower, "Int"))
    case .structValue(let instance): return instance.type
    case .object(let instance): return instance.type
    case .enumValue(let instance): return instance.type
    case .type(let type): return MetatypeOf(type)
    case .void: return StructuralType(.tuple([]))
    case .tuple(let tuple) where tuple.elements.isEmpty: return StructuralType(.tuple([]))
    default: return RuntimeType(name: Render.typeName(value))
    }
  }

  /// `type(of:)`: like `runtimeType(of:)`, but a generic struct or class shows its arguments (`Box<Int>`).
  static func printedType(of value: Value) -> RuntimeType {
    let base = runtimeType(of: value)
    guard let script = base as? ScriptType, !script.genericParams.isEmpty else { return base }
    let (arguments, fields) = TypeParameterBindingsNode.parts(of: value)
    let names = script.genericParams.indices.map { index -> TypeNode in
      // An argument still spelled as the parameter (`T`) was not known where the value was made.
      if index < arguments.count, !arguments[index].isNamed(script.genericParams[index]) {
        return arguments[index]
      }
      return TypeNames.argumentType(script, index, fields) ?? .simple(script.genericParams[index])
    }
    return GenericInstanceType(base: script, arguments: names)
  }

  /// A written-type stand-in for an element's type, spelled as `type(of:)` prints it.
  private static func typeNode(_ value: Value?, _ fallback: String) -> TypeNode {
    .simple(value.map(Render.typeName) ?? fallback)
  }
}
