import DynPropSyntax

/// Decoding script structs, classes and enums as Swift's synthesized `init(from:)` does.
///
/// Property initial values run first (as in every Swift initializer); then each coded property is decoded
/// in declaration order. A non-optional property must be present even when it has a default value; an
/// optional one may be missing or null; a `let` with an initial value is not decoded at all.
extension JSONValueDecoder {
  func script(_ type: ScriptType, _ json: JSONNode, _ path: [CodingPathKey]) throws -> Value {
    if let custom = type.initializers.first(where: { $0.labels == ["from"] }) {
      guard type.conforms(to: "Decodable") else {
        throw rt.scriptError("type '\(type.name)' does not conform to protocol 'Decodable'", at: location)
      }
      let decoder = ScriptDecoder(self, json, path, scope: type)
      return try rt.runInitializer(custom, of: type, [.native(decoder)], at: location)
    }
    try requireSynthesizedDecodable(type)
    if type.kind == .enum { return try enumValue(type, json, path) }
    let table = lookup(try Self.keyed(json, path))
    var fields = try initialValues(type)
    let keys = CodingKeyNames.keys(of: type)
    for (index, field) in type.fields.enumerated() {
      guard let key = keys[index], !type.lazyFields.contains(field.name),
        !(field.isLet && type.initializer(ofField: index) != nil)
      else { continue }
      let shape = try fieldShape(type, index, fields[index])
      let memberPath = path + [.property(key)]
      if case .optional(let wrapped) = shape {
        guard let member = table[key], !member.isNull else {
          fields[index] = .none
          continue
        }
        fields[index] = .wrapped(try decode(wrapped, member, memberPath, in: type))
      } else {
        guard let member = table[key] else { throw Self.keyNotFound(key, path) }
        fields[index] = try decode(shape, member, memberPath, in: type)
      }
      // `var value: PropertyValue<Property>`: the decoded value remembers the declared arguments.
      if let declared = field.type { fields[index] = Contextual.coerce(fields[index], to: declared) }
    }
    guard type.isClass else { return .structValue(StructValue(type: type, fields: fields)) }
    let object = Instance(type: type, fields: fields, serial: rt.makeSerial())
    rt.bridge?.didCreate(object)
    return .object(object)
  }

  /// The fields' initial values (`.void` where there is none yet), evaluated in declaration order.
  private func initialValues(_ type: ScriptType) throws -> [Value] {
    try type.fields.indices.map { index in
      guard let code = type.initializer(ofField: index), !type.lazyFields.contains(type.fields[index].name)
      else {
        return .void
      }
      return try rt.call(code, self: nil, arguments: [], at: location)
    }
  }

  private func fieldShape(_ type: ScriptType, _ index: Int, _ initial: Value) throws -> CodingShape {
    if let node = type.fields[index].type { return try types.shape(of: node, in: type) }
    guard let shape = CodingShape.inferred(from: initial) else {
      throw rt.scriptError(
        "JSON coding of property '\(type.fields[index].propertyName)' needs a written type", at: location)
    }
    return shape
  }

  /// Checks what Swift would check when compiling `decode(T.self, …)` and synthesizing `init(from:)`.
  private func requireSynthesizedDecodable(_ type: ScriptType) throws {
    guard type.conforms(to: "Decodable") else {
      throw rt.scriptError("type '\(type.name)' does not conform to protocol 'Decodable'", at: location)
    }
    let keys = CodingKeyNames.keys(of: type)
    for (index, field) in type.fields.enumerated() {
      if field.isWrapped || (keys[index] == nil && type.initializer(ofField: index) == nil) {
        throw rt.scriptError("type '\(type.name)' does not conform to protocol 'Decodable'", at: location)
      }
    }
  }

  private func enumValue(_ type: ScriptType, _ json: JSONNode, _ path: [CodingPathKey]) throws -> Value {
    if let rawType = type.rawType { return try rawEnumValue(type, rawType, json, path) }
    let table = lookup(try Self.keyed(json, path))
    let present = type.enumCases.indices.filter { table[type.enumCases[$0].name] != nil }
    guard present.count == 1 else {
      throw Self.error(.typeMismatch(.script(type.name)), path, "Invalid number of keys found, expected one.")
    }
    let enumCase = type.enumCases[present[0]]
    guard enumCase.labels.isEmpty else {
      throw rt.scriptError(
        "decoding enum case '\(type.name).\(enumCase.name)' with associated values is not supported",
        at: location)
    }
    _ = try Self.keyed(table[enumCase.name] ?? .null, path + [.property(enumCase.name)])
    return .enumValue(EnumValue(type: type, caseIndex: present[0], payload: []))
  }

  /// `init(rawValue:)` on the decoded raw value; Swift's wording when no case has it.
  private func rawEnumValue(
    _ type: ScriptType, _ rawType: TypeNode, _ json: JSONNode, _ path: [CodingPathKey]
  ) throws -> Value {
    let rawShape = try types.shape(of: rawType, in: type)
    let raw = try decode(rawShape, json, path, in: type)
    if let index = type.enumCases.firstIndex(where: { $0.rawValue.map { Self.sameRaw($0, raw) } ?? false }) {
      return .enumValue(EnumValue(type: type, caseIndex: index, payload: []))
    }
    let rawName = Self.typeName(of: rawShape).short
    throw Self.error(
      .dataCorrupted, path,
      "Cannot initialize \(type.name) from invalid \(rawName) value \(Self.rawText(raw))")
  }

  private static func sameRaw(_ a: Value, _ b: Value) -> Bool {
    switch (a, b) {
    case (.string(let x), .string(let y)): return x == y
    case (.int(let x), .int(let y)): return x == y
    case (.double(let x), .double(let y)): return x == y
    case (.int(let x), .double(let y)), (.double(let y), .int(let x)): return Double(x) == y
    case (.character(let x), .string(let y)), (.string(let y), .character(let x)): return String(x) == y
    case (.sized, _), (_, .sized), (.float, _), (_, .float): return Equality.equal(a, b)
    default: return false
    }
  }

  private static func rawText(_ raw: Value) -> String {
    switch raw {
    case .string(let text): return text
    case .int(let value): return "\(value)"
    case .double(let value): return "\(value)"
    default: return ""
    }
  }
}

extension ScriptType {
  /// The initial-value code of the stored property at `index`, if it has one.
  fileprivate func initializer(ofField index: Int) -> FunctionCode? {
    fieldDefaults.indices.contains(index) ? fieldDefaults[index] : nil
  }
}
