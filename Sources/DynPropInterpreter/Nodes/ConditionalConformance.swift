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
      guard let index = type.genericParams.firstIndex(of: requirement.parameter) else {
        return undecided(type, proto, requirement)
      }
      if !requirement.isSameType, index < arguments.count, case .composition = arguments[index] {
        return false  // an existential `any A & B` conforms to no protocol
      }
      let bound = TypeParameterBindingsNode.binding(index, arguments, fields, type, self)
      if let builtin = bound as? BuiltinType, builtin.kind == .any {
        return undecided(type, proto, requirement)
      }
      guard let met = meets(requirement, bound) else { return undecided(type, proto, requirement) }
      if !met { return false }
    }
    return true
  }

  private func undecided(_ type: ScriptType, _ proto: String, _ requirement: GenericRequirement) -> Bool {
    let clause = "\(requirement.parameter) \(requirement.isSameType ? "==" : ":") \(requirement.type)"
    undecidedCast =
      "unsupported: a dynamic cast through the conditional conformance of '\(type.name)' to '\(proto)' "
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
      return ext.conditionalConformances[targetName] == nil ? true : nil
    }
    if target is ScriptType { return false }
    guard let builtin = bound as? BuiltinType, let known = Self.standardConformances[builtin.kind.rawValue]
    else {
      return nil
    }
    return known.contains(target.name) ? true : (Self.standardProtocols.contains(target.name) ? false : nil)
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
