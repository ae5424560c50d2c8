import DynPropDiagnostics

/// A type as written in a script (`[Post]`, `Int?`, `some View`, `Binding<String>`).
///
/// The interpreter is dynamically typed; written types are kept for what needs them at run time:
/// literal coercion (`let d: Double = 1`), implicit member lookup (`.feed`), decoding (`[Post].self`),
/// casts and the names shown in `type(of:)`.
public indirect enum TypeNode: Hashable, Sendable, CustomStringConvertible {
  /// `Name`, `Outer.Inner`, `Name<Args>`; `components` holds each dotted part.
  case named(components: [String], generics: [TypeNode])
  case optional(TypeNode)
  case array(TypeNode)
  case dictionary(TypeNode, TypeNode)
  case tuple([TypeNode])
  /// A tuple type with element labels (`(name: String, age: Int)`); a value returned or stored as one
  /// takes its labels.
  case labeledTuple(labels: [String?], elements: [TypeNode])
  case function(params: [TypeNode], result: TypeNode, isAsync: Bool, throws: Bool)
  /// `some P` / `any P`: only the protocol matters at run time.
  case opaque(TypeNode)
  /// `T.Type`
  case metatype(TypeNode)
  /// `Named & Shape`: a value is one when it is each of them.
  case composition([TypeNode])

  public static func simple(_ name: String) -> TypeNode { .named(components: [name], generics: []) }

  /// The last path component of a named type (`Outer.Inner` → `Inner`), if this is one.
  public var baseName: String? {
    if case .named(let components, _) = self { return components.last }
    return nil
  }

  public var description: String {
    switch self {
    case .named(let components, let generics):
      let base = components.joined(separator: ".")
      return generics.isEmpty ? base : "\(base)<\(generics.map(\.description).joined(separator: ", "))>"
    case .optional(let wrapped): return "\(wrapped)?"
    case .array(let element): return "[\(element)]"
    case .dictionary(let key, let value): return "[\(key): \(value)]"
    case .tuple(let elements): return "(\(elements.map(\.description).joined(separator: ", ")))"
    case .labeledTuple(let labels, let elements):
      let parts = zip(labels, elements).map { label, type in
        label.map { "\($0): \(type)" } ?? type.description
      }
      return "(\(parts.joined(separator: ", ")))"
    case .function(let params, let result, _, _):
      return "(\(params.map(\.description).joined(separator: ", "))) -> \(result)"
    case .opaque(let inner): return "some \(inner)"
    case .metatype(let inner): return "\(inner).Type"
    case .composition(let parts): return parts.map(\.description).joined(separator: " & ")
    }
  }
}

extension TypeNode {
  /// Whether a name among `names` (a generic parameter, `Self`) appears in this type, at the start of a
  /// named type's path or anywhere inside it.
  public func mentions(_ names: [String]) -> Bool {
    guard !names.isEmpty else { return false }
    switch self {
    case .named(let components, let generics):
      return names.contains(components[0]) || generics.contains { $0.mentions(names) }
    case .optional(let t), .array(let t), .opaque(let t), .metatype(let t): return t.mentions(names)
    case .dictionary(let k, let v): return k.mentions(names) || v.mentions(names)
    case .tuple(let ts), .labeledTuple(_, let ts), .composition(let ts):
      return ts.contains { $0.mentions(names) }
    case .function(let ps, let r, _, _): return ps.contains { $0.mentions(names) } || r.mentions(names)
    }
  }

  /// This type with generic parameters replaced (`[T]` with `T = Double` is `[Double]`): a member's
  /// declared type seen through a specialized owner (`Box<Double>`).
  public func substituting(_ arguments: [String: TypeNode]) -> TypeNode {
    switch self {
    case .named(let components, let generics):
      if components.count == 1, generics.isEmpty, let argument = arguments[components[0]] { return argument }
      return .named(components: components, generics: generics.map { $0.substituting(arguments) })
    case .optional(let wrapped): return .optional(wrapped.substituting(arguments))
    case .array(let element): return .array(element.substituting(arguments))
    case .dictionary(let key, let value):
      return .dictionary(key.substituting(arguments), value.substituting(arguments))
    case .tuple(let elements): return .tuple(elements.map { $0.substituting(arguments) })
    case .labeledTuple(let labels, let elements):
      return .labeledTuple(labels: labels, elements: elements.map { $0.substituting(arguments) })
    case .function(let params, let result, let isAsync, let throwing):
      return .function(
        params: params.map { $0.substituting(arguments) }, result: result.substituting(arguments),
        isAsync: isAsync, throws: throwing)
    case .opaque(let inner): return .opaque(inner.substituting(arguments))
    case .metatype(let inner): return .metatype(inner.substituting(arguments))
    case .composition(let parts): return .composition(parts.map { $0.substituting(arguments) })
    }
  }
}

extension TypeNode {
  /// The one-component names the type is written with (`Box<[T]>` gives `Box`, `T`), in order.
  public var simpleNames: [String] {
    switch self {
    case .named(let components, let generics):
      return (components.count == 1 ? [components[0]] : []) + generics.flatMap(\.simpleNames)
    case .optional(let t), .array(let t), .opaque(let t), .metatype(let t): return t.simpleNames
    case .dictionary(let k, let v): return k.simpleNames + v.simpleNames
    case .tuple(let ts), .labeledTuple(_, let ts), .composition(let ts): return ts.flatMap(\.simpleNames)
    case .function(let ps, let r, _, _): return ps.flatMap(\.simpleNames) + r.simpleNames
    }
  }
}
