import DynPropDiagnostics

/// How JSON keys are matched to the keys a type decodes.
public enum KeyDecodingStrategy: Sendable {
  case useDefaultKeys
  /// `user_name` → `userName`, applied to the JSON's keys before they are looked up (not to the keys
  /// of `[String: T]` dictionaries, which Foundation leaves alone).
  case convertFromSnakeCase
}

/// The key each stored property of a script type is coded under: its name, or the raw value of its case
/// in a nested `CodingKeys` enum, which may also leave properties out.
enum CodingKeyNames {
  /// Keys indexed like `type.fields`; nil for a property that `CodingKeys` leaves out.
  static func keys(of type: ScriptType) -> [String?] {
    guard let codingKeys = type.nestedTypes["CodingKeys"] as? ScriptType, codingKeys.kind == .enum else {
      return type.fields.map(\.propertyName)
    }
    var renamed: [String: String] = [:]
    for enumCase in codingKeys.enumCases {
      if case .string(let raw)? = enumCase.rawValue {
        renamed[enumCase.name] = raw
      } else {
        renamed[enumCase.name] = enumCase.name
      }
    }
    return type.fields.map { renamed[$0.propertyName] }
  }

  /// A `CodingKeys` case's `stringValue` as a custom `encode(to:)`/`init(from:)` hands it to a container:
  /// its String raw value, else its name; `.x` (an implicit member) is the case of `keys`. Nil for a key
  /// that is not an enum case.
  static func stringValue(
    of key: Value, in keys: RuntimeType?, _ rt: Interpreter, _ location: SourceLocation
  ) throws -> String? {
    var key = key
    if case .native(let member as UnresolvedMember) = key, let keys {
      key = try StaticMembers.get(keys, member.name, rt, location)
    }
    guard case .enumValue(let value) = key else { return nil }
    let enumCase = value.type.enumCases[value.caseIndex]
    if case .string(let raw)? = enumCase.rawValue { return raw }
    return enumCase.name
  }

  /// Foundation's `convertFromSnakeCase`: underscores at either end are kept, the words between are
  /// joined with the first lower-cased and the others `capitalized`; a key without inner `_` is unchanged.
  static func convertFromSnakeCase(_ key: String) -> String {
    guard let first = key.firstIndex(where: { $0 != "_" }) else { return key }
    var last = key.index(before: key.endIndex)
    while last > first && key[last] == "_" { last = key.index(before: last) }
    let core = key[first...last]
    let words = core.split(separator: "_")
    guard words.count > 1 else { return key }
    let joined = words[0].lowercased() + words.dropFirst().map { capitalized(String($0)) }.joined()
    return String(key[..<first]) + joined + String(key[key.index(after: last)...])
  }

  /// Foundation's `String.capitalized` for one word: a letter that does not follow a letter (or an
  /// apostrophe) is title-cased, every other letter lower-cased (`2nd` → `2Nd`, `ID` → `Id`).
  static func capitalized(_ word: String) -> String {
    var result = ""
    var inWord = false
    for character in word {
      if character.isLetter && !inWord {
        result += titlecased(character)
      } else {
        result += character.lowercased()
      }
      inWord = character.isLetter || character == "'" || character == "\u{2019}"
    }
    return result
  }

  private static func titlecased(_ character: Character) -> String {
    var scalars = character.unicodeScalars.makeIterator()
    guard let head = scalars.next() else { return "" }
    var result = head.properties.titlecaseMapping
    while let scalar = scalars.next() { result += scalar.properties.lowercaseMapping }
    return result
  }
}
