import DynPropDiagnostics
import OrderedCollections

/// Writes script values as JSON text the way `JSONEncoder` with default formatting does.
///
/// Compact output, `/` escaped, integral Doubles without `.0`, nil properties left out (Swift's
/// synthesized `encode(to:)` uses `encodeIfPresent`). Object members follow property declaration order,
/// and dictionaries their insertion order; Foundation's order is its hashing order, different on every run,
/// which a deterministic simulation cannot copy. `sortedKeys` sorts members as `.sortedKeys` does.
final class JSONValueEncoder {
  private let rt: Interpreter
  let location: SourceLocation
  private let sortedKeys: Bool
  private var output = ""

  init(_ rt: Interpreter, sortedKeys: Bool, at location: SourceLocation) {
    self.rt = rt
    self.location = location
    self.sortedKeys = sortedKeys
  }

  func text(of value: Value) throws -> String {
    output = ""
    try write(value, [])
    return output
  }

  var sortsKeys: Bool { sortedKeys }

  /// The text of one value inside the one being written (a container's `encode` in a custom
  /// `encode(to:)`).
  func fragment(_ value: Value, _ path: [CodingPathKey]) throws -> String {
    let saved = output
    defer { output = saved }
    output = ""
    try write(value, path)
    return output
  }

  func unsupported(_ what: String) -> Error { rt.scriptError("not supported yet: \(what)", at: location) }

  private func write(_ value: Value, _ path: [CodingPathKey]) throws {
    if let code = Self.customEncode(of: value) {
      let encoder = ScriptEncoder(self, path: path)
      _ = try rt.call(code, self: value, arguments: [.native(encoder)], at: location)
      output += try encoder.text(typeName: rt.typeName(of: value), value: value, rt)
      return
    }
    switch value {
    case .int(let number): output += "\(number)"
    case .double(let number): output += try Self.number(number, path, value)
    case .float(let number): output += try Self.number(number, path, value)
    case .sized(let number): output += number.description
    case .bool(let flag): output += flag ? "true" : "false"
    case .string(let text): output += JSONStrings.quoted(text)
    case .none: output += "null"
    case .wrapped(let payload): try write(payload, path)
    case .array(let elements): try writeArray(elements, path)
    case .set(let elements): try writeArray(Array(elements), path)
    case .dictionary(let entries): try writeDictionary(entries, path)
    case .structValue(let s): try writeFields(s.type, s.fields, path)
    case .object(let o): try writeFields(o.type, o.fields, path)
    case .enumValue(let e): try writeEnum(e, path)
    case .native(let uuid as UUIDObject): output += JSONStrings.quoted(uuid.uuidString)
    default: throw rt.scriptError("JSON coding of \(Self.kindName(value)) is not supported", at: location)
    }
  }

  /// `1.0` → `1`, `0.1` → `0.1`, `1e+16`; NaN and infinities are `EncodingError.invalidValue`.
  static func number<Number: BinaryFloatingPoint & CustomStringConvertible>(
    _ number: Number, _ path: [CodingPathKey], _ value: Value
  ) throws -> String {
    guard number.isFinite else {
      let error = EncodingErrorValue(
        value: value, valueText: "\(number)", typeName: "\(Number.self)", codingPath: path,
        debugText: "Unable to encode \(Number.self).\(number) directly in JSON.")
      throw ThrownError(.native(error))
    }
    let text = number.description
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
  }

  private func writeArray(_ elements: [Value], _ path: [CodingPathKey]) throws {
    output += "["
    for (index, element) in elements.enumerated() {
      if index > 0 { output += "," }
      try write(element, path + [.index(index)])
    }
    output += "]"
  }

  /// String- and Int-keyed dictionaries are objects; others are `[key, value, …]`, as in Swift.
  private func writeDictionary(_ entries: OrderedDictionary<Value, Value>, _ path: [CodingPathKey]) throws {
    var members: [(key: String, value: Value)] = []
    for (key, value) in entries {
      switch key {
      case .string(let name): members.append((name, value))
      case .int(let number): members.append(("\(number)", value))
      default:
        try writeArray(entries.flatMap { [$0.key, $0.value] }, path)
        return
      }
    }
    try writeObject(members, path) { .dictionaryKey($0, intValue: Int($0)) }
  }

  private func writeObject(
    _ members: [(key: String, value: Value)], _ path: [CodingPathKey], key: (String) -> CodingPathKey
  ) throws {
    let ordered = sortedKeys ? members.sorted { $0.key < $1.key } : members
    output += "{"
    for (index, member) in ordered.enumerated() {
      if index > 0 { output += "," }
      output += JSONStrings.quoted(member.key) + ":"
      try write(member.value, path + [key(member.key)])
    }
    output += "}"
  }

  private func writeFields(_ type: ScriptType, _ fields: [Value], _ path: [CodingPathKey]) throws {
    try requireSynthesizedEncodable(type)
    var members: [(key: String, value: Value)] = []
    for (key, value) in zip(CodingKeyNames.keys(of: type), fields) {
      guard let key else { continue }
      switch value {
      case .none, .void: continue
      default: members.append((key, value))
      }
    }
    try writeObject(members, path, key: CodingPathKey.property)
  }

  /// Raw-value enums encode their raw value; others `{"case":{}}`, payloads keyed by label or `_0`, `_1`….
  private func writeEnum(_ value: EnumValue, _ path: [CodingPathKey]) throws {
    try requireSynthesizedEncodable(value.type)
    let enumCase = value.type.enumCases[value.caseIndex]
    if let raw = enumCase.rawValue, value.type.rawType != nil { return try write(raw, path) }
    let payload = zip(enumCase.labels, value.payload).enumerated().map { index, item in
      (key: item.0 ?? "_\(index)", value: item.1)
    }
    output += "{" + JSONStrings.quoted(enumCase.name) + ":"
    try writeObject(payload, path + [.property(enumCase.name)], key: CodingPathKey.property)
    output += "}"
  }

  private func requireSynthesizedEncodable(_ type: ScriptType) throws {
    guard type.conforms(to: "Encodable"), !type.fields.contains(where: \.isWrapped) else {
      throw rt.scriptError("type '\(type.name)' does not conform to protocol 'Encodable'", at: location)
    }
  }

  /// A script struct, class or enum's own `encode(to:)`.
  private static func customEncode(of value: Value) -> FunctionCode? {
    switch value {
    case .structValue, .object, .enumValue: break
    default: return nil
    }
    return Members.scriptType(of: value)?.findMethods("encode")?.first { $0.labels == ["to"] }
  }

  private static func kindName(_ value: Value) -> String {
    switch value {
    case .character: return "a Character"
    case .tuple: return "a tuple"
    case .range: return "a range"
    case .closure: return "a function"
    case .type: return "a metatype"
    case .keyPath: return "a key path"
    case .native(let object): return "a value of type '\(object.typeName)'"
    default: return "a value of type 'Void'"
    }
  }
}
