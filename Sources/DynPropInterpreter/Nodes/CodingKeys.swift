import DynPropDiagnostics
import DynPropSyntax

/// The members Swift synthesizes for an enum adopting `CodingKey`: `stringValue` is the `String` raw
/// value or the case's name, `intValue` the `Int` raw value (nil without one), and
/// `init?(stringValue:)` / `init?(intValue:)` find the case. Members the enum declares itself win.
enum CodingKeys {
  static func adopts(_ type: ScriptType) -> Bool { type.kind == .enum && type.conforms(to: "CodingKey") }

  static func member(_ value: EnumValue, _ name: String) -> Value? {
    guard adopts(value.type), value.type.findComputed(name) == nil else { return nil }
    switch name {
    case "stringValue": return .string(stringValue(value.type, value.caseIndex))
    case "intValue": return Value.optional(intValue(value.type, value.caseIndex).map(Value.int))
    default: return nil
    }
  }

  /// CodingKey's own `description` (and `debugDescription`): `Key(stringValue: "a", intValue: nil)`, read
  /// through the key's members (its own `stringValue` when it declares one).
  static func description(_ key: EnumValue, _ rt: Interpreter, _ location: SourceLocation) throws -> String? {
    guard adopts(key.type) else { return nil }
    let value = Value.enumValue(key)
    let string = try Members.get(value, "stringValue", MemberCache(), rt, location)
    let int = try Members.get(value, "intValue", MemberCache(), rt, location)
    let intText = try int.unwrapped.map { try rt.describe($0, at: location) } ?? "nil"
    return
      "\(key.type.name)(stringValue: \(try rt.debugDescribe(string, at: location)), intValue: \(intText))"
  }

  /// `Key(stringValue: "a")`, `Key(intValue: 1)`: the matching case, or nil.
  static func initialize(_ type: ScriptType, _ label: String?, _ argument: Value) -> Value? {
    guard adopts(type), ["stringValue", "intValue"].contains(label),
      !type.initializers.contains(where: { $0.labels == [label] })
    else { return nil }
    let found = type.enumCases.indices.first { index in
      switch (label, argument) {
      case ("stringValue", .string(let text)): return stringValue(type, index) == text
      case ("intValue", .int(let number)): return intValue(type, index) == number
      default: return false
      }
    }
    return Value.optional(found.map { .enumValue(EnumValue(type: type, caseIndex: $0, payload: [])) })
  }

  private static func stringValue(_ type: ScriptType, _ index: Int) -> String {
    if case .string(let raw)? = type.enumCases[index].rawValue { return raw }
    return type.enumCases[index].name
  }

  private static func intValue(_ type: ScriptType, _ index: Int) -> Int? {
    if case .int(let raw)? = type.enumCases[index].rawValue { return raw }
    return nil
  }
}
