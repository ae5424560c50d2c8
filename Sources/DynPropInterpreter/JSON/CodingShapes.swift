import DynPropDiagnostics
import DynPropSyntax

/// What a written type means to the JSON coders: a scalar, a collection of written element types, or a
/// script type. Element types are resolved only when an element is decoded, so recursive types work.
enum CodingShape {
  case integer(CodingTypeName, ClosedRange<Int>)
  case double(CodingTypeName, magnitude: Double)
  case bool
  case string(CodingTypeName)
  case optional(TypeNode)
  case array(TypeNode)
  case set(TypeNode)
  case dictionary(key: TypeNode, value: TypeNode)
  case script(ScriptType)
  /// `Date`, read as the decoder's `dateDecodingStrategy` says (`DateCoding`).
  case date
  /// `UUID`, coded as its `uuidString`.
  case uuid

  /// The shape of a Swift scalar type name (`Int`, `Float`, `TimeInterval`…), if it is one.
  static func scalar(named name: String) -> CodingShape? {
    switch name {
    case "Int", "Int64": return .integer(.swift(name), Int.min...Int.max)
    case "Int32": return .integer(.swift(name), Int(Int32.min)...Int(Int32.max))
    case "Int16": return .integer(.swift(name), Int(Int16.min)...Int(Int16.max))
    case "Int8": return .integer(.swift(name), Int(Int8.min)...Int(Int8.max))
    case "UInt", "UInt64": return .integer(.swift(name), 0...Int.max)
    case "UInt32": return .integer(.swift(name), 0...Int(UInt32.max))
    case "UInt16": return .integer(.swift(name), 0...Int(UInt16.max))
    case "UInt8": return .integer(.swift(name), 0...Int(UInt8.max))
    case "Double", "TimeInterval", "CGFloat", "Float64":
      return .double(.swift("Double"), magnitude: .greatestFiniteMagnitude)
    case "Float", "Float32": return .double(.swift("Float"), magnitude: Double(Float.greatestFiniteMagnitude))
    case "Bool": return .bool
    case "String", "Substring": return .string(.swift("String"))
    case "Date": return .date
    case "UUID": return .uuid
    default: return nil
    }
  }

  /// The shape of a field's default value, for a property written without a type (`var count = 0`).
  static func inferred(from value: Value) -> CodingShape? {
    switch value {
    case .int: return scalar(named: "Int")
    case .double: return scalar(named: "Double")
    case .bool: return .bool
    case .string: return scalar(named: "String")
    case .structValue(let s): return .script(s.type)
    case .object(let o): return .script(o.type)
    case .enumValue(let e): return .script(e.type)
    case .native(let native) where native is UUIDObject: return .uuid
    default: return nil
    }
  }
}

/// Resolves written types the way the script's compiler would: nested types and type aliases of the
/// enclosing types first (innermost out), then the interpreter's global types.
final class CodingShapeResolver {
  private let rt: Interpreter
  private let location: SourceLocation
  private lazy var parents: [ObjectIdentifier: ScriptType] = lexicalParents()

  init(_ rt: Interpreter, _ location: SourceLocation) {
    self.rt = rt
    self.location = location
  }

  func shape(of node: TypeNode, in scope: ScriptType?) throws -> CodingShape {
    switch node {
    case .optional(let wrapped): return .optional(wrapped)
    case .array(let element): return .array(element)
    case .dictionary(let key, let value): return .dictionary(key: key, value: value)
    case .named(let components, let generics): return try named(components, generics, node, scope)
    default: throw unsupported(node.description)
    }
  }

  private func named(
    _ components: [String], _ generics: [TypeNode], _ node: TypeNode, _ scope: ScriptType?
  ) throws -> CodingShape {
    switch (components, generics.count) {
    case (["Array"], 1): return .array(generics[0])
    case (["Set"], 1): return .set(generics[0])
    case (["Optional"], 1): return .optional(generics[0])
    case (["Dictionary"], 2): return .dictionary(key: generics[0], value: generics[1])
    default: break
    }
    var current = try first(components[0], scope)
    for part in components.dropFirst() {
      guard case .script(let outer) = current, let inner = outer.nestedTypes[part] else {
        throw rt.scriptError("cannot find type '\(node)' in scope", at: location)
      }
      current = try shape(of: inner)
    }
    return current
  }

  private func first(_ name: String, _ scope: ScriptType?) throws -> CodingShape {
    var enclosing = scope
    while let type = enclosing {
      if let nested = type.nestedTypes[name] { return try shape(of: nested) }
      if let alias = type.typeAliases[name] { return try shape(of: alias, in: type) }
      enclosing = parents[ObjectIdentifier(type)]
    }
    if let scalar = CodingShape.scalar(named: name) { return scalar }
    guard let type = rt.lookupType(name) else {
      throw rt.scriptError("cannot find type '\(name)' in scope", at: location)
    }
    return try shape(of: type)
  }

  /// The shape of a run-time type (`[Post].self` evaluates to one).
  func shape(of type: RuntimeType) throws -> CodingShape {
    if let script = type as? ScriptType { return .script(script) }
    guard let builtin = type as? BuiltinType else { throw unsupported(type.name) }
    switch builtin.kind {
    case .array, .set, .optional:
      guard let element = builtin.element else { break }
      if builtin.kind == .array { return .array(element) }
      return builtin.kind == .set ? .set(element) : .optional(element)
    case .dictionary:
      guard let key = builtin.element, let value = builtin.value else { break }
      return .dictionary(key: key, value: value)
    default:
      if let scalar = CodingShape.scalar(named: builtin.name) { return scalar }
    }
    throw unsupported(builtin.name)
  }

  private func unsupported(_ name: String) -> ScriptRuntimeError {
    rt.scriptError("JSON coding of type '\(name)' is not supported", at: location)
  }

  /// Each nested script type's enclosing type, found by walking the declared types once.
  private func lexicalParents() -> [ObjectIdentifier: ScriptType] {
    var parents: [ObjectIdentifier: ScriptType] = [:]
    var pending = rt.types.values.compactMap { $0 as? ScriptType }
    while let type = pending.popLast() {
      for case let nested as ScriptType in type.nestedTypes.values
      where parents[ObjectIdentifier(nested)] == nil {
        parents[ObjectIdentifier(nested)] = type
        pending.append(nested)
      }
    }
    return parents
  }
}
