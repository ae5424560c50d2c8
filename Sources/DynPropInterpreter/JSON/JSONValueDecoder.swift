import DynPropDiagnostics
import DynPropSyntax
import OrderedCollections

/// Decodes parsed JSON into script values, failing the way Foundation's `JSONDecoder` does.
///
/// Mirrors what Swift's synthesized `init(from:)` and the standard library's `Decodable` conformances
/// ask of the decoder (swift-foundation, Swift 6.3), so the first error found is the one Swift reports.
final class JSONValueDecoder {
  let rt: Interpreter
  let location: SourceLocation
  let strategy: KeyDecodingStrategy
  let types: CodingShapeResolver
  let dates: DateCoding?

  init(
    _ rt: Interpreter, strategy: KeyDecodingStrategy, dates: DateCoding? = nil, at location: SourceLocation
  ) {
    self.rt = rt
    self.location = location
    self.strategy = strategy
    self.dates = dates
    types = CodingShapeResolver(rt, location)
  }

  func decode(_ node: TypeNode, _ json: JSONNode, _ path: [CodingPathKey], in scope: ScriptType?) throws
    -> Value
  {
    try decode(try types.shape(of: node, in: scope), json, path, in: scope)
  }

  func decode(_ shape: CodingShape, _ json: JSONNode, _ path: [CodingPathKey], in scope: ScriptType?) throws
    -> Value
  {
    switch shape {
    case .optional(let wrapped):
      return json.isNull ? .none : .wrapped(try decode(wrapped, json, path, in: scope))
    case .array(let element): return .array(try elements(element, json, path, scope))
    case .set(let element): return .set(OrderedSet(try elements(element, json, path, scope)))
    case .dictionary(let key, let value): return try dictionary(key, value, json, path, scope)
    case .script(let type): return try script(type, json, path)
    case .date: return try date(json, path)
    case .uuid: return try uuid(json, path)
    default: return try scalar(shape, json, path)
    }
  }

  /// A `UUID` from its string, as Foundation's `UUID.init(from:)` reads it.
  private func uuid(_ json: JSONNode, _ path: [CodingPathKey]) throws -> Value {
    guard case .string(let text) = try scalar(.string(.swift("String")), json, path) else { return .none }
    guard let uuid = UUIDObject(parsing: text) else {
      throw Self.error(.dataCorrupted, path, "Attempted to decode UUID from invalid UUID string.")
    }
    return .native(uuid)
  }

  /// A `Date`: a number of seconds (or milliseconds) or an ISO 8601 string, as the strategy says.
  private func date(_ json: JSONNode, _ path: [CodingPathKey]) throws -> Value {
    guard let dates else {
      throw rt.scriptError("JSON coding of type 'Date' is not supported here", at: location)
    }
    if dates.strategy == .iso8601 {
      guard case .string(let text) = try scalar(.string(.swift("String")), json, path),
        let seconds = DateCoding.seconds(fromISO8601: text)
      else { throw Self.error(.dataCorrupted, path, "Expected date string to be ISO8601-formatted.") }
      return dates.make(seconds)
    }
    guard
      case .double(let number) = try scalar(
        .double(.swift("Double"), magnitude: .greatestFiniteMagnitude), json, path)
    else { return .none }
    return dates.make(dates.seconds(fromNumber: number))
  }

  private func scalar(_ shape: CodingShape, _ json: JSONNode, _ path: [CodingPathKey]) throws -> Value {
    let name = Self.typeName(of: shape)
    if json.isNull {
      throw Self.valueNotFound(
        name, path, "Cannot get value of type \(name.short) -- found null value instead")
    }
    switch (shape, json) {
    case (.integer(_, let range), .number(let text)):
      let value = try JSONNumber.int(text)
      guard range.contains(value) else { throw InvalidJSON() }
      return .int(value)
    case (.double(_, let magnitude), .number(let text)):
      let value = try JSONNumber.double(text)
      guard abs(value) <= magnitude else { throw InvalidJSON() }
      return .double(value)
    case (.bool, .bool(let value)): return .bool(value)
    case (.string, .string(let raw)): return .string(try JSONStrings.unescape(raw))
    default: throw Self.typeMismatch(name, path, json)
    }
  }

  private func elements(
    _ element: TypeNode, _ json: JSONNode, _ path: [CodingPathKey], _ scope: ScriptType?
  ) throws -> [Value] {
    let items = try Self.unkeyed(json, path)
    guard !items.isEmpty else { return [] }
    let shape = try types.shape(of: element, in: scope)
    return try items.enumerated().map { try decode(shape, $1, path + [.index($0)], in: scope) }
  }

  /// `[String: T]` and `[Int: T]` from an object; keys keep the text's order and are never converted.
  /// Under `.convertFromSnakeCase` Foundation reads String-keyed dictionaries through another path, which
  /// shows in its errors: `_CodingKey` keys, and another message for null.
  private func dictionary(
    _ key: TypeNode, _ value: TypeNode, _ json: JSONNode, _ path: [CodingPathKey], _ scope: ScriptType?
  ) throws -> Value {
    let keyShape = try types.shape(of: key, in: scope)
    let exempted = strategy == .convertFromSnakeCase && Self.isString(keyShape)
    if exempted, json.isNull {
      let text = "Cannot get value of type Dictionary<String, Any> -- found null value instead"
      throw Self.valueNotFound(.keyedContainer, path, text)
    }
    let members = try Self.keyed(json, path)
    let valueShape = try types.shape(of: value, in: scope)
    var result: OrderedDictionary<Value, Value> = [:]
    for (name, member) in members {
      let keyValue: Value
      let memberPath: [CodingPathKey]
      switch keyShape {
      case .string:
        keyValue = .string(name)
        memberPath = path + [exempted ? .stringKey(name) : .dictionaryKey(name, intValue: Int(name))]
      case .integer(let type, _):
        memberPath = path + [.dictionaryKey(name, intValue: Int(name))]
        guard let number = Int(name) else {
          throw Self.error(.typeMismatch(type), memberPath, "Expected Int key but found String key instead.")
        }
        keyValue = .int(number)
      default: throw rt.scriptError("JSON coding of type '[\(key): \(value)]' is not supported", at: location)
      }
      let decoded = try decode(valueShape, member, memberPath, in: scope)
      if result[keyValue] == nil { result[keyValue] = decoded }
    }
    return .dictionary(result)
  }

  private static func isString(_ shape: CodingShape) -> Bool {
    if case .string = shape { return true }
    return false
  }

  static func typeName(of shape: CodingShape) -> CodingTypeName {
    switch shape {
    case .integer(let name, _), .double(let name, _), .string(let name): return name
    case .bool: return .swift("Bool")
    case .array, .set: return .unkeyedContainer
    case .dictionary: return .keyedContainer
    case .optional: return .swift("Optional")
    case .script(let type): return .script(type.name)
    case .date: return .swift("Date")
    case .uuid: return .swift("UUID")
    }
  }
}
