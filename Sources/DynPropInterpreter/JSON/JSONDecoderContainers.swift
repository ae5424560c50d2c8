/// The containers a `Decodable` type asks for, and the errors Foundation throws when the JSON does not
/// hold one.
extension JSONValueDecoder {
  /// An object's members, for a keyed container (structs, classes, dictionaries, enums without raw values).
  static func keyed(_ json: JSONNode, _ path: [CodingPathKey]) throws -> [(key: String, value: JSONNode)] {
    switch json {
    case .object(let members): return members
    case .null:
      throw valueNotFound(
        .keyedContainer, path, "Cannot get keyed decoding container -- found null value instead")
    default: throw typeMismatch(.keyedContainer, path, json)
    }
  }

  /// An array's elements, for an unkeyed container (arrays and sets).
  static func unkeyed(_ json: JSONNode, _ path: [CodingPathKey]) throws -> [JSONNode] {
    switch json {
    case .array(let elements): return elements
    case .null:
      throw valueNotFound(
        .unkeyedContainer, path, "Cannot get unkeyed decoding container -- found null value instead")
    default: throw typeMismatch(.unkeyedContainer, path, json)
    }
  }

  /// Looks members up by key, the first of equal keys winning; with `.convertFromSnakeCase` the JSON's
  /// keys are converted first.
  func lookup(_ members: [(key: String, value: JSONNode)]) -> [String: JSONNode] {
    var table: [String: JSONNode] = [:]
    for (key, value) in members {
      let name = strategy == .convertFromSnakeCase ? CodingKeyNames.convertFromSnakeCase(key) : key
      if table[name] == nil { table[name] = value }
    }
    return table
  }

  static func typeMismatch(_ type: CodingTypeName, _ path: [CodingPathKey], _ found: JSONNode) -> ThrownError
  {
    error(
      .typeMismatch(type), path,
      "Expected to decode \(type.short) but found \(found.foundDescription) instead.")
  }

  static func valueNotFound(_ type: CodingTypeName, _ path: [CodingPathKey], _ text: String) -> ThrownError {
    error(.valueNotFound(type), path, text)
  }

  static func keyNotFound(_ key: String, _ path: [CodingPathKey]) -> ThrownError {
    let codingKey = CodingPathKey.property(key)
    return error(
      .keyNotFound(codingKey), path, "No value associated with key \(codingKey.keyDescription) (\"\(key)\").")
  }

  static func error(_ kind: DecodingErrorValue.Kind, _ path: [CodingPathKey], _ text: String) -> ThrownError {
    ThrownError(.native(DecodingErrorValue(kind, codingPath: path, debugText: text)))
  }

  /// `dataCorrupted` for text that is not JSON, or a number or string that Swift cannot represent.
  static var invalidJSON: ThrownError { error(.dataCorrupted, [], "The given data was not valid JSON.") }
}
