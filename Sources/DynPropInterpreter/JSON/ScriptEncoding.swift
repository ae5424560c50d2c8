import DynPropDiagnostics

/// A script type's own `encode(to:)`, run by the simulated `JSONEncoder`: the `Encoder` it is handed
/// gives one keyed, unkeyed or single-value container, whose `encode` calls write JSON text as the
/// synthesized conformance would for each value. What the containers do not offer here (nested
/// containers, `superEncoder()`, `codingPath`, `userInfo`) is a located error, never skipped.
final class ScriptEncoder: NativeObject {
  /// What the containers were given, in call order.
  enum Storage {
    case nothing
    case keyed([(key: String, text: String)])
    case unkeyed([String])
    case single(String)
  }

  private let encoder: JSONValueEncoder
  let path: [CodingPathKey]
  private(set) var storage = Storage.nothing

  init(_ encoder: JSONValueEncoder, path: [CodingPathKey]) {
    self.encoder = encoder
    self.path = path
  }

  override var typeName: String { "Encoder" }

  override func call(_ name: String, labels: [String?], arguments: [Value], in interpreter: Interpreter)
    throws -> Value?
  {
    switch (name, labels) {
    case ("container", ["keyedBy"]):
      if case .nothing = storage { storage = .keyed([]) }
      guard case .type(let keys)? = arguments.first else { return nil }
      return .native(Container(self, kind: "KeyedEncodingContainer", keys: keys))
    case ("unkeyedContainer", []):
      if case .nothing = storage { storage = .unkeyed([]) }
      return .native(Container(self, kind: "UnkeyedEncodingContainer"))
    case ("singleValueContainer", []):
      return .native(Container(self, kind: "SingleValueEncodingContainer"))
    default:
      throw encoder.unsupported("'\(name)' of the simulated Encoder")
    }
  }

  override func member(_ name: String, in interpreter: Interpreter) throws -> Value? {
    guard unmodelledCodingMembers.contains(name) else { return nil }
    throw encoder.unsupported("'\(name)' of the simulated Encoder")
  }

  /// The JSON text of what was encoded: an object, an array or the single value. A value that encoded
  /// nothing is `{}` inside another (JSONEncoder's empty keyed container), an error at the top level.
  func text(typeName: String, value: Value, _ rt: Interpreter) throws -> String {
    switch storage {
    case .nothing:
      guard path.isEmpty else { return "{}" }
      let valueText = try rt.debugDescribe(value, at: encoder.location)
      throw ThrownError(
        .native(
          EncodingErrorValue(
            value: value, valueText: valueText, typeName: typeName, codingPath: path,
            debugText: "Top-level \(typeName) did not encode any values.")))
    case .keyed(let members):
      let ordered = encoder.sortsKeys ? members.sorted { $0.key < $1.key } : members
      return "{" + ordered.map { JSONStrings.quoted($0.key) + ":" + $0.text }.joined(separator: ",") + "}"
    case .unkeyed(let elements): return "[" + elements.joined(separator: ",") + "]"
    case .single(let text): return text
    }
  }

  fileprivate func add(_ text: String, forKey key: String?) throws {
    switch (storage, key) {
    case (.keyed(var members), let key?):
      members.removeAll { $0.key == key }
      members.append((key, text))
      storage = .keyed(members)
    case (.unkeyed(var elements), nil):
      elements.append(text)
      storage = .unkeyed(elements)
    case (.nothing, nil), (.single, nil):
      storage = .single(text)
    default:
      throw encoder.unsupported("mixing containers of one Encoder")
    }
  }

  fileprivate func fragment(_ value: Value, _ key: CodingPathKey?) throws -> String {
    try encoder.fragment(value, key.map { path + [$0] } ?? path)
  }

  fileprivate var count: Int {
    if case .unkeyed(let elements) = storage { return elements.count }
    return 0
  }

  fileprivate func unsupported(_ what: String) -> Error { encoder.unsupported(what) }

  fileprivate var location: SourceLocation { encoder.location }

  /// A container of the encoder: its `encode` calls add to the encoder's storage.
  final class Container: NativeObject {
    private let owner: ScriptEncoder
    private let kind: String
    /// The `CodingKey` type a keyed container was made for: `.x` in `encode(x, forKey: .x)` is its case.
    private let keys: RuntimeType?

    init(_ owner: ScriptEncoder, kind: String, keys: RuntimeType? = nil) {
      self.owner = owner
      self.kind = kind
      self.keys = keys
    }

    override var typeName: String { kind }

    override func call(_ name: String, labels: [String?], arguments: [Value], in interpreter: Interpreter)
      throws -> Value?
    {
      switch (name, labels, arguments.first) {
      case ("encode", [nil, "forKey"], let value?), ("encodeIfPresent", [nil, "forKey"], let value?):
        if name == "encodeIfPresent", case .none = value { return .void }
        let key = try codingKey(arguments[1], interpreter)
        try owner.add(try owner.fragment(value, .property(key)), forKey: key)
      case ("encodeNil", ["forKey"], let key?):
        try owner.add("null", forKey: try codingKey(key, interpreter))
      case ("encode", [nil], let value?):
        let index = owner.count
        try owner.add(
          try owner.fragment(value, kind == "UnkeyedEncodingContainer" ? .index(index) : nil), forKey: nil)
      case ("encodeNil", [], _):
        try owner.add("null", forKey: nil)
      default:
        throw owner.unsupported("'\(name)' of the simulated \(kind)")
      }
      return .void
    }

    override func member(_ name: String, in interpreter: Interpreter) throws -> Value? {
      if name == "count", kind == "UnkeyedEncodingContainer" { return .int(owner.count) }
      guard unmodelledCodingMembers.contains(name) else { return nil }
      throw owner.unsupported("'\(name)' of the simulated \(kind)")
    }

    private func codingKey(_ value: Value, _ rt: Interpreter) throws -> String {
      guard let key = try CodingKeyNames.stringValue(of: value, in: keys, rt, owner.location) else {
        throw owner.unsupported("a coding key that is not an enum case")
      }
      return key
    }
  }
}
