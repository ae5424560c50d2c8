import DynPropDiagnostics
import DynPropSyntax

/// A script type's own `init(from:)`, run by the simulated `JSONDecoder`: the `Decoder` it is handed gives
/// keyed, unkeyed and single-value containers over the JSON being decoded, whose `decode` calls decode
/// each value as the synthesized conformance would, with Foundation's errors. What they do not offer
/// here (nested containers, `superDecoder()`, `allKeys`, `codingPath`, `userInfo`) is a located error.
final class ScriptDecoder: NativeObject {
  private let decoder: JSONValueDecoder
  fileprivate let json: JSONNode
  fileprivate let path: [CodingPathKey]
  fileprivate let scope: ScriptType

  init(_ decoder: JSONValueDecoder, _ json: JSONNode, _ path: [CodingPathKey], scope: ScriptType) {
    self.decoder = decoder
    self.json = json
    self.path = path
    self.scope = scope
  }

  override var typeName: String { "Decoder" }

  override func call(_ name: String, labels: [String?], arguments: [Value], in interpreter: Interpreter)
    throws -> Value?
  {
    switch (name, labels, arguments.first) {
    case ("container", ["keyedBy"], .type(let keys)?):
      let members = decoder.lookup(try JSONValueDecoder.keyed(json, path))
      return .native(KeyedContainer(self, members: members, keys: keys))
    case ("unkeyedContainer", [], _):
      return .native(UnkeyedContainer(self, elements: try JSONValueDecoder.unkeyed(json, path)))
    case ("singleValueContainer", [], _):
      return .native(SingleContainer(self))
    default:
      throw unsupported("'\(name)' of the simulated Decoder")
    }
  }

  override func member(_ name: String, in interpreter: Interpreter) throws -> Value? {
    guard unmodelledCodingMembers.contains(name) else { return nil }
    throw unsupported("'\(name)' of the simulated Decoder")
  }

  fileprivate func unsupported(_ what: String) -> Error {
    decoder.rt.scriptError("not supported yet: \(what)", at: decoder.location)
  }

  /// `decode(T.self, …)`: the value of type `T` the JSON holds at `path`.
  fileprivate func decode(_ type: Value, _ json: JSONNode, _ path: [CodingPathKey]) throws -> Value {
    guard case .type(let runtime) = type, let written = runtime.written else {
      throw unsupported("decoding a type not named by a type value")
    }
    return try decoder.decode(written, json, path, in: scope)
  }

  fileprivate func keyNotFound(_ key: String) -> Error { JSONValueDecoder.keyNotFound(key, path) }

  fileprivate var location: SourceLocation { decoder.location }
}

/// `decoder.container(keyedBy: CodingKeys.self)`.
private final class KeyedContainer: NativeObject {
  private let owner: ScriptDecoder
  private let members: [String: JSONNode]
  private let keys: RuntimeType

  init(_ owner: ScriptDecoder, members: [String: JSONNode], keys: RuntimeType) {
    self.owner = owner
    self.members = members
    self.keys = keys
  }

  override var typeName: String { "KeyedDecodingContainer<\(keys.name)>" }

  override func call(_ name: String, labels: [String?], arguments: [Value], in interpreter: Interpreter)
    throws -> Value?
  {
    switch (name, labels) {
    case ("decode", [nil, "forKey"]):
      let key = try codingKey(arguments[1], interpreter)
      guard let member = members[key] else { throw owner.keyNotFound(key) }
      return try owner.decode(arguments[0], member, owner.path + [.property(key)])
    case ("decodeIfPresent", [nil, "forKey"]):
      let key = try codingKey(arguments[1], interpreter)
      guard let member = members[key], !member.isNull else { return Value.none }
      return .wrapped(try owner.decode(arguments[0], member, owner.path + [.property(key)]))
    case ("contains", [nil]):
      return .bool(members[try codingKey(arguments[0], interpreter)] != nil)
    case ("decodeNil", ["forKey"]):
      let key = try codingKey(arguments[0], interpreter)
      guard let member = members[key] else { throw owner.keyNotFound(key) }
      return .bool(member.isNull)
    default:
      throw owner.unsupported("'\(name)' of the simulated KeyedDecodingContainer")
    }
  }

  override func member(_ name: String, in interpreter: Interpreter) throws -> Value? {
    guard unmodelledCodingMembers.contains(name) else { return nil }
    throw owner.unsupported("'\(name)' of the simulated KeyedDecodingContainer")
  }

  private func codingKey(_ value: Value, _ rt: Interpreter) throws -> String {
    guard let key = try CodingKeyNames.stringValue(of: value, in: keys, rt, owner.location) else {
      throw owner.unsupported("a coding key that is not an enum case")
    }
    return key
  }
}

/// `decoder.unkeyedContainer()`: the array's elements in order.
private final class UnkeyedContainer: NativeObject {
  private let owner: ScriptDecoder
  private let elements: [JSONNode]
  private var index = 0

  init(_ owner: ScriptDecoder, elements: [JSONNode]) {
    self.owner = owner
    self.elements = elements
  }

  override var typeName: String { "UnkeyedDecodingContainer" }

  override func call(_ name: String, labels: [String?], arguments: [Value], in interpreter: Interpreter)
    throws -> Value?
  {
    switch (name, labels) {
    case ("decode", [nil]), ("decodeIfPresent", [nil]):
      guard index < elements.count else {
        throw JSONValueDecoder.error(
          .valueNotFound(.script("Any")), owner.path + [.index(index)], "Unkeyed container is at end.")
      }
      let element = elements[index]
      index += 1
      if name == "decodeIfPresent" {
        return element.isNull
          ? Value.none : .wrapped(try owner.decode(arguments[0], element, owner.path + [.index(index - 1)]))
      }
      return try owner.decode(arguments[0], element, owner.path + [.index(index - 1)])
    default:
      throw owner.unsupported("'\(name)' of the simulated UnkeyedDecodingContainer")
    }
  }

  override func member(_ name: String, in interpreter: Interpreter) throws -> Value? {
    switch name {
    case "isAtEnd": return .bool(index >= elements.count)
    case "count": return .wrapped(.int(elements.count))
    case "currentIndex": return .int(index)
    default:
      guard unmodelledCodingMembers.contains(name) else { return nil }
      throw owner.unsupported("'\(name)' of the simulated UnkeyedDecodingContainer")
    }
  }
}

/// `decoder.singleValueContainer()`: the JSON value itself.
private final class SingleContainer: NativeObject {
  private let owner: ScriptDecoder

  init(_ owner: ScriptDecoder) { self.owner = owner }

  override var typeName: String { "SingleValueDecodingContainer" }

  override func call(_ name: String, labels: [String?], arguments: [Value], in interpreter: Interpreter)
    throws -> Value?
  {
    switch (name, labels) {
    case ("decode", [nil]): return try owner.decode(arguments[0], owner.json, owner.path)
    case ("decodeNil", []): return .bool(owner.json.isNull)
    default: throw owner.unsupported("'\(name)' of the simulated SingleValueDecodingContainer")
    }
  }
}

/// Members of Swift's coders and containers the simulated ones do not model: reading one is a located
/// error (others are no member at all, as Swift would say).
let unmodelledCodingMembers: Set<String> = ["codingPath", "userInfo", "allKeys"]
