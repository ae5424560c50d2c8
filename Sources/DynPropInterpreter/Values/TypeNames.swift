import DynPropSyntax

/// Type names as Swift prints them: bare in `print` (`Post`, `Box<Int>`), qualified in debug output
/// (`main.Outer.Post`, `main.Box<Swift.Int>`).
///
/// Script values do not carry their generic arguments, so a generic type's arguments are read off the
/// fields whose declared type is the parameter itself (`var value: T`), the way the value was built.
enum TypeNames {
  /// `module.Outer.Inner` for a script type.
  static func qualified(_ type: ScriptType, module: String) -> String {
    var root = type
    while let parent = root.parent { root = parent }
    // Swift names the anonymous context by its descriptor's address; the identity stands in for it, so
    // that the output stays the same from run to run.
    let context = root.isFilePrivate ? ["(unknown context at $\(String(root.identity, radix: 16)))"] : []
    return ([type.module ?? module] + context + type.path).joined(separator: ".")
  }

  /// The name of a struct value's type, with generic arguments read off its fields.
  static func valueTypeName(_ s: StructValue, qualified: Bool, module: String = "main") -> String {
    genericTypeName(s.type, s.fields, s.genericArguments, qualified: qualified, module: module)
  }

  /// The name of a class instance's type, with its generic arguments (`main.G<Swift.Int>`).
  static func objectTypeName(_ o: Instance, qualified: Bool, module: String = "main") -> String {
    genericTypeName(o.type, o.fields, o.genericArguments, qualified: qualified, module: module)
  }

  /// The qualified name of an enum value's type, with its generic arguments: those it was stored under,
  /// else those its payload tells (`main.G<Swift.Int>`).
  static func enumTypeName(_ e: EnumValue, module: String) -> String {
    guard !e.type.genericParams.isEmpty else { return Self.qualified(e.type, module: module) }
    let payloadTypes = e.type.enumCases[e.caseIndex].payloadTypes
    let inferred = e.type.genericParams.map { parameter in
      zip(payloadTypes, e.payload).lazy.compactMap { holder(of: parameter, in: $0, $1) }.first
        .map { ofValue($0, qualified: true, module: module) } ?? parameter
    }
    return genericTypeName(e.type, inferred, e.genericArguments, qualified: true, module: module)
  }

  private static func genericTypeName(
    _ type: ScriptType, _ fields: [Value], _ written: [TypeNode], qualified: Bool, module: String
  ) -> String {
    let inferred = genericArguments(type, fields, qualified: qualified, module: module)
    return genericTypeName(type, inferred, written, qualified: qualified, module: module)
  }

  private static func genericTypeName(
    _ type: ScriptType, _ inferred: [String], _ written: [TypeNode], qualified: Bool, module: String
  ) -> String {
    let base = qualified ? Self.qualified(type, module: module) : type.name
    let written = written.count == inferred.count ? written : []
    // A written argument that names a concrete type wins (`Box<Any>(value: 3)` is a `Box<Any>`); one that
    // names a generic parameter of the code that made the value (`Box<U>(...)` in `map<U>`) does not.
    let arguments = inferred.indices.map { index in
      guard index < written.count, isConcrete(written[index], type.interpreter) else {
        return inferred[index]
      }
      return spelled(written[index], qualified: qualified, module: module)
    }
    return arguments.isEmpty ? base : "\(base)<\(arguments.joined(separator: ", "))>"
  }

  /// Whether every name in a written type is a type the program knows (not a generic parameter).
  private static func isConcrete(_ type: TypeNode, _ rt: Interpreter?) -> Bool {
    guard let rt else { return false }
    switch type {
    case .named(let components, let generics):
      return rt.resolveType(.named(components: components, generics: [])) != nil
        && generics.allSatisfy { isConcrete($0, rt) }
    case .optional(let inner), .array(let inner): return isConcrete(inner, rt)
    case .dictionary(let key, let value): return isConcrete(key, rt) && isConcrete(value, rt)
    default: return false
    }
  }

  /// A written generic argument (`Int` in `Box<Int>`), qualified for debug output (`Swift.Int`).
  private static func spelled(_ type: TypeNode, qualified: Bool, module: String) -> String {
    let bare = Render.spelled(type)
    guard qualified, case .named(let components, []) = type, components.count == 1, bare != "Any",
      bare != "AnyObject", bare != "()"
    else { return bare }
    return standardNames.contains(bare) ? "Swift." + bare : "\(module).\(bare)"
  }

  private static let standardNames: Set<String> = [
    "Int", "Double", "Float", "Bool", "String", "Character", "Int8", "Int16", "Int32", "Int64", "UInt",
    "UInt8", "UInt16", "UInt32", "UInt64", "Error",
  ]

  private static func genericArguments(
    _ type: ScriptType, _ fields: [Value], qualified: Bool, module: String
  ) -> [String] {
    type.genericParams.map { parameter in
      for (index, field) in type.fields.enumerated() where index < fields.count {
        if let field = field.type, let value = holder(of: parameter, in: field, fields[index]) {
          return ofValue(value, qualified: qualified, module: module)
        }
      }
      return parameter
    }
  }

  /// A value of type `parameter` inside a field of declared type `type`: the field itself (`var v: T`),
  /// an element (`[T]`), a wrapped value (`T?`) or a dictionary value (`[K: T]`); nil when the field holds
  /// none (an empty array, nil).
  private static func holder(of parameter: String, in type: TypeNode, _ value: Value) -> Value? {
    switch (type, value) {
    case (.named([parameter], []), _): return value
    case (.array(let element), .array(let items)):
      return items.lazy.compactMap { holder(of: parameter, in: element, $0) }.first
    case (.optional(let wrapped), .wrapped(let payload)): return holder(of: parameter, in: wrapped, payload)
    case (.dictionary(let key, let valueType), .dictionary(let dictionary)):
      for (k, v) in dictionary.elements.prefix(1) {
        return holder(of: parameter, in: key, k) ?? holder(of: parameter, in: valueType, v)
      }
      return nil
    default: return nil
    }
  }

  /// A generic parameter's argument as read off the fields that hold it (`var value: T`).
  static func argumentType(_ type: ScriptType, _ index: Int, _ fields: [Value]) -> TypeNode? {
    let parameter = type.genericParams[index]
    for (position, field) in type.fields.enumerated() where position < fields.count {
      if let written = field.type, let found = argument(parameter, in: written, fields[position]) {
        return found
      }
    }
    return nil
  }

  /// The type a parameter stands for in one stored value of a declared type that names it, inside
  /// Optionals, tuples and arrays (`var value: (T, T)?` holding two `Post`s gives `Post`); nil when the
  /// value does not tell (`nil`, an empty array).
  private static func argument(_ parameter: String, in declared: TypeNode, _ value: Value) -> TypeNode? {
    switch (declared, value) {
    case (.named([parameter], []), _): return .simple(ofValue(value, qualified: false, module: ""))
    case (.optional, .none): return nil
    case (.optional(let wrapped), _): return argument(parameter, in: wrapped, value.flattened)
    case (.array(let element), .array(let items)) where !items.isEmpty:
      return argument(parameter, in: element, items[0])
    case (.tuple(let types), .tuple(let tuple)), (.labeledTuple(_, let types), .tuple(let tuple)):
      return zip(types, tuple.elements).lazy.compactMap { argument(parameter, in: $0, $1) }.first
    default: return nil
    }
  }

  /// The dynamic type of a value, spelled as `type(of:)` prints it (qualified for debug output).
  static func ofValue(_ value: Value, qualified: Bool, module: String) -> String {
    let swift = qualified ? "Swift." : ""
    switch value {
    case .int: return swift + "Int"
    case .double: return swift + "Double"
    case .float: return swift + "Float"
    case .sized(let x): return swift + x.kind.rawValue
    case .bool: return swift + "Bool"
    case .string: return swift + "String"
    case .character: return swift + "Character"
    case .structValue(let s): return valueTypeName(s, qualified: qualified, module: module)
    case .object(let o): return objectTypeName(o, qualified: qualified, module: module)
    case .enumValue(let e): return qualified ? Self.qualified(e.type, module: module) : e.type.name
    case .array(let items):
      let element = items.first.map { ofValue($0, qualified: qualified, module: module) } ?? "Any"
      return "\(swift)Array<\(element)>"
    case .wrapped(let payload):
      return "\(swift)Optional<\(ofValue(payload, qualified: qualified, module: module))>"
    default: return Render.typeName(value)
    }
  }

  /// A type value (`P.self`) as `print` (bare) or `debugPrint` (qualified) shows it.
  static func name(of type: RuntimeType, qualified: Bool, module: String = "main") -> String {
    if let meta = type as? MetatypeOf {
      return name(of: meta.base, qualified: qualified, module: module) + ".Type"
    }
    if qualified, let script = type as? ScriptType { return Self.qualified(script, module: module) }
    if let existential = type as? ParameterizedExistentialType {
      let prefix = qualified ? Self.qualified(existential.base, module: module) : existential.base.name
      return existential.spelled({ spelled($0, qualified: qualified, module: module) }, prefix: prefix)
    }
    if qualified, let generic = type as? GenericInstanceType {
      let arguments = generic.arguments.map { spelled($0, qualified: true, module: module) }
      return Self.qualified(generic.base, module: module) + "<\(arguments.joined(separator: ", "))>"
    }
    return Render.typeName(of: type)
  }
}

/// The type of a type value (`type(of: Mystruct.self)` is `Mystruct.Type`): prints as its base type with
/// `.Type`, qualified as the base is (`main.Mystruct.Type`).
public final class MetatypeOf: RuntimeType {
  public let base: RuntimeType

  public init(_ base: RuntimeType) {
    self.base = base
    super.init(name: "\(Render.typeName(of: base)).Type")
  }
}

/// A generic script type with its arguments (`Box<Int>`), as `type(of:)` and `Box<Int>.self` give it:
/// it prints with the arguments and otherwise stands for its base type.
public final class GenericInstanceType: RuntimeType {
  public let base: ScriptType
  public let arguments: [TypeNode]

  public init(base: ScriptType, arguments: [TypeNode]) {
    self.base = base
    self.arguments = arguments
    super.init(name: "\(base.name)<\(arguments.map(Render.spelled).joined(separator: ", "))>")
  }

  public override var conformances: Set<String> { base.conformances }
}

/// A tuple or function type as a type parameter's binding (`Box<(Int, Int)>`'s `T`, `MemoryLayout<() -> ()>`):
/// it prints as Swift spells it and keeps its written form.
public final class StructuralType: RuntimeType {
  public let node: TypeNode

  public init(_ node: TypeNode) {
    self.node = node
    super.init(name: Render.spelled(node))
  }
}

/// A standard protocol as a type parameter's binding (`T` is `CustomStringConvertible` for an argument
/// of that static type): prints its name; a value is an instance when its type adopts it.
public final class StandardProtocolType: RuntimeType {}

/// `any Holder<Int>`: a protocol with primary associated types, constrained. Swift prints it with each
/// constraint spelled out (`any Holder<Self.Holder.T == Int>`); otherwise it stands for the protocol.
public final class ParameterizedExistentialType: RuntimeType {
  public let base: ScriptType
  public let arguments: [TypeNode]

  public init(base: ScriptType, arguments: [TypeNode]) {
    self.base = base
    self.arguments = arguments
    super.init(name: Self.spelling(base, arguments, Render.spelled, prefix: base.name))
  }

  public override var conformances: Set<String> { base.conformances }

  /// `any P<Self.P.A == X, …>`, with the protocol named by `prefix` and the arguments by `argument`.
  func spelled(_ argument: (TypeNode) -> String, prefix: String) -> String {
    Self.spelling(base, arguments, argument, prefix: prefix)
  }

  private static func spelling(
    _ base: ScriptType, _ arguments: [TypeNode], _ argument: (TypeNode) -> String, prefix: String
  ) -> String {
    let constraints = zip(base.primaryAssociatedTypes, arguments).map { name, type in
      "Self.\(prefix).\(name) == \(argument(type))"
    }
    return "any \(prefix)<\(constraints.joined(separator: ", "))>"
  }
}
