import DynPropSyntax

/// `value as? P` where the value's type adopts `P` only under a `where` clause
/// (`extension Carrier: ErrorCarrier where T: Error`): Swift's dynamic cast checks the clause against the
/// value's generic arguments, so `Carrier<Int>` does not conform and `Carrier<MyError>` does.
extension Interpreter {
  /// Whether `value` (of script type `type`) meets the `where` clause of its conformance to `proto`.
  /// A clause the interpreter cannot decide sets `undecidedCast`, which the cast reports as an error.
  func meetsConditions(of value: Value, _ type: ScriptType, conformingTo proto: String) -> Bool {
    guard let requirements = type.conditionalConformances[proto] else { return true }
    let (arguments, fields) = TypeParameterBindingsNode.parts(of: value)
    for requirement in requirements {
      let path = requirement.parameter.split(separator: ".").map(String.init)
      let head = path.first.flatMap { parameterIndex($0, of: type) }
      guard let index = head else { return undecided(type, proto, requirement) }
      if !requirement.isSameType, index < arguments.count, case .composition = arguments[index] {
        return false  // an existential `any A & B` conforms to no protocol
      }
      var bound = TypeParameterBindingsNode.binding(index, arguments, fields, type, self)
      for member in path.dropFirst() {
        guard let next = memberType(member, of: bound) else { return undecided(type, proto, requirement) }
        bound = next
      }
      if let builtin = bound as? BuiltinType, builtin.kind == .any {
        return undecided(type, proto, requirement)
      }
      guard let met = meets(requirement, bound) else { return undecided(type, proto, requirement) }
      if !met { return false }
    }
    return true
  }

  /// The type parameter a `where` clause's name stands for: the parameter itself, or an associated type
  /// the type infers from one (`Value` of a protocol requiring `var value: Value`, witnessed by the
  /// stored `var value: T`, or `typealias Value = T`).
  private func parameterIndex(_ name: String, of type: ScriptType) -> Int? {
    if let index = type.genericParams.firstIndex(of: name) { return index }
    let witness = type.typeAliases[name] ?? associatedWitness(name, of: type)
    guard case .named(let components, [])? = witness, components.count == 1 else { return nil }
    return type.genericParams.firstIndex(of: components[0])
  }

  private func associatedWitness(_ name: String, of type: ScriptType) -> TypeNode? {
    var pending = type.protocolTypes
    var seen = Set<String>()
    while let proto = pending.popLast() {
      guard seen.insert(proto.name).inserted else { continue }
      pending += proto.protocolTypes
      for property in proto.propertyRequirementTypes.keys.sorted() {
        guard let required = proto.propertyRequirementTypes[property],
          case .named(let components, []) = required, components.last == name,
          let index = type.fieldIndex[property], let field = type.fields[index].type
        else { continue }
        return field
      }
    }
    return nil
  }

  /// A standard generic type's parameters by name, bound to its written arguments (`Element` of
  /// `[Int]`, `Key` and `Value` of a dictionary); nil for a type without them.
  private static func parameters(of builtin: BuiltinType) -> [String: TypeNode]? {
    var bound: [String: TypeNode] = [:]
    switch builtin.kind {
    case .array, .set: bound["Element"] = builtin.element
    case .optional: bound["Wrapped"] = builtin.element
    case .dictionary: (bound["Key"], bound["Value"]) = (builtin.element, builtin.value)
    default: return nil
    }
    return bound
  }

  /// `Value.Wrapped` once `Value` is bound: a standard generic type's own parameters by name, or a
  /// script generic type's.
  private func memberType(_ name: String, of bound: RuntimeType) -> RuntimeType? {
    if let builtin = bound as? BuiltinType {
      return Self.parameters(of: builtin)?[name].flatMap(resolveTypeArgument)
    }
    guard let generic = bound as? GenericInstanceType,
      let index = generic.base.genericParams.firstIndex(of: name), index < generic.arguments.count
    else { return nil }
    return resolveTypeArgument(generic.arguments[index])
  }

  /// `[1, 2] as? P` with `extension Array: P where Element: P`: the clause checked against the element
  /// type the values share. An empty collection, or elements of several or unnamed types, cannot tell
  /// the static element type Swift checks (`[Any]`, `[any P]`), so the cast is undecided.
  func meetsConditions(ofStandardValue value: Value, _ ext: ScriptType, conformingTo proto: String) -> Bool {
    guard let requirements = ext.conditionalConformances[proto] else { return true }
    let bound: BuiltinType?
    switch value {
    case .array(let items): bound = Self.sharedType(items).map { BuiltinType(.array, element: $0) }
    case .set(let items): bound = Self.sharedType(Array(items)).map { BuiltinType(.set, element: $0) }
    case .wrapped(let payload): bound = Self.sharedType([payload]).map { BuiltinType(.optional, element: $0) }
    case .dictionary(let entries):
      bound = Self.sharedType(entries.keys.elements).flatMap { key in
        Self.sharedType(entries.values.elements).map { BuiltinType(.dictionary, element: key, value: $0) }
      }
    default: bound = nil
    }
    if let bound, let met = meetsConditions(requirements, of: bound) { return met }
    return undecided(ext.name, proto, requirements[0])
  }

  /// The type every value has, when it is a plain named type (no generic arguments, function or tuple).
  private static func sharedType(_ values: [Value]) -> TypeNode? {
    guard let first = values.first else { return nil }
    let name = Render.typeName(first)
    guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
      values.allSatisfy({ Render.typeName($0) == name })
    else { return nil }
    return .simple(name)
  }

  private func undecided(_ type: ScriptType, _ proto: String, _ requirement: GenericRequirement) -> Bool {
    undecided(type.name, proto, requirement)
  }

  private func undecided(_ typeName: String, _ proto: String, _ requirement: GenericRequirement) -> Bool {
    let clause = "\(requirement.parameter) \(requirement.isSameType ? "==" : ":") \(requirement.type)"
    undecidedCast =
      "unsupported: a dynamic cast through the conditional conformance of '\(typeName)' to '\(proto)' "
      + "(where \(clause)): the interpreter cannot tell '\(requirement.parameter)' here"
    return false
  }

  /// nil: not decidable here (a type whose own conformance is conditional, a protocol this table lacks).
  private func meets(_ requirement: GenericRequirement, _ bound: RuntimeType) -> Bool? {
    guard let target = resolveType(requirement.type) else { return nil }
    if requirement.isSameType {
      guard !(target is GenericInstanceType), !(bound is GenericInstanceType) else { return nil }
      return target === bound || target.name == bound.name
    }
    let targetName = (target as? ScriptType)?.conformanceName ?? target.name
    if let script = bound as? ScriptType {
      // An existential `any P` does not conform to a protocol (only `Error` conforms to itself).
      if script.kind == .protocol { return false }
      if script.conditionalConformances[targetName] != nil { return nil }
      return target is ScriptType ? isSubtype(script, of: target) : script.conforms(to: targetName)
    }
    if bound.name == "Error" { return target.name == "Error" }
    if let ext = extensions[bound.name], ext.conforms(to: targetName) {
      guard let requirements = ext.conditionalConformances[targetName] else { return true }
      return (bound as? BuiltinType).flatMap { meetsConditions(requirements, of: $0) }
    }
    if target is ScriptType { return false }
    guard let builtin = bound as? BuiltinType, let known = Self.standardConformances[builtin.kind.rawValue]
    else {
      return nil
    }
    return known.contains(target.name) ? true : (Self.standardProtocols.contains(target.name) ? false : nil)
  }

  /// `extension Dictionary: P where Value == (Key) -> Bool` for a `[Int: (Int) -> Bool]`: the clause
  /// checked against the collection's written element types; nil when they are not known.
  private func meetsConditions(_ requirements: [GenericRequirement], of bound: BuiltinType) -> Bool? {
    guard let arguments = Self.parameters(of: bound) else { return nil }
    for requirement in requirements {
      guard let argument = arguments[requirement.parameter] else { return nil }
      if requirement.isSameType {
        let wanted = requirement.type.substituting(arguments)
        guard Compiler.stripped(argument) == Compiler.stripped(wanted) else { return false }
        continue
      }
      guard let type = resolveTypeArgument(argument),
        let met = meets(GenericRequirement(parameter: "", type: requirement.type, isSameType: false), type)
      else { return nil }
      if !met { return false }
    }
    return true
  }

  /// The standard library's protocols the table below speaks for; any other is undecided.
  static let standardProtocols: Set<String> = [
    "Equatable", "Hashable", "Comparable", "Codable", "Decodable", "Encodable", "Sendable", "Error",
    "CustomStringConvertible", "Numeric", "AdditiveArithmetic", "SignedNumeric", "BinaryInteger",
    "FixedWidthInteger", "SignedInteger", "FloatingPoint", "BinaryFloatingPoint", "StringProtocol",
    "Sequence", "Collection",
  ]

  private static let valueBasics: Set<String> = [
    "Equatable", "Hashable", "Codable", "Decodable", "Encodable", "Sendable", "CustomStringConvertible",
  ]

  /// Which of `standardProtocols` the standard library's simple value types conform to.
  static let standardConformances: [String: Set<String>] = [
    "Int": valueBasics.union([
      "Comparable", "Numeric", "AdditiveArithmetic", "SignedNumeric", "BinaryInteger", "FixedWidthInteger",
      "SignedInteger",
    ]),
    "Double": valueBasics.union([
      "Comparable", "Numeric", "AdditiveArithmetic", "SignedNumeric", "FloatingPoint", "BinaryFloatingPoint",
    ]),
    "Float": valueBasics.union([
      "Comparable", "Numeric", "AdditiveArithmetic", "SignedNumeric", "FloatingPoint", "BinaryFloatingPoint",
    ]),
    "String": valueBasics.union(["Comparable", "StringProtocol", "Sequence", "Collection"]),
    "Bool": valueBasics,
    "Character": valueBasics.union(["Comparable"]),
  ]
}
