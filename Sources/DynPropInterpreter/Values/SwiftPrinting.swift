import DynPropDiagnostics

/// Swift's two textual forms of a value: `String(describing:)` (what `print` and `"\(x)"` show) and
/// `String(reflecting:)` (what `debugPrint` shows, and what every element, field and payload inside another
/// value shows).
///
/// The rules follow the standard library: strings are raw at the top and quoted inside; structs, enums and
/// metatypes print bare at the top and module-qualified inside (`main.Post(id: 1)`, `main.Mode.on`); class
/// instances always print their qualified name; `Optional(x)`, `Set([1])`, `Range(0..<2)`; a script type's
/// own `description`/`debugDescription` wins when it declares `CustomStringConvertible` or
/// `CustomDebugStringConvertible` (through the `custom` hook, which runs script code).
struct SwiftPrinter {
  let module: String
  /// A script value's own text (`debug` = reflecting), or nil when its type declares none.
  let custom: ((Value, _ debug: Bool) throws -> String?)?

  func description(_ value: Value) throws -> String {
    if let text = try custom?(value, false) { return text }
    switch value {
    case .string(let text): return text
    case .character(let character): return String(character)
    case .structValue(let s): return "\(TypeNames.valueTypeName(s, qualified: false))(\(try fields(s)))"
    case .enumValue(let e): return try caseText(e)
    case .range(let r): return try rangeText(r, debug: false)
    case .set(let items): return "[\(try list(Array(items)))]"
    case .type(let type): return TypeNames.name(of: type, qualified: false)
    case .native(let object) where !(object is ReferenceStorage): return object.displayDescription
    default: return try debug(value)
    }
  }

  func debug(_ value: Value) throws -> String {
    if let text = try custom?(value, true) { return text }
    switch value {
    case .void: return "()"
    case .int(let x): return String(x)
    case .double(let x): return "\(x)"
    case .float(let x): return "\(x)"
    case .sized(let x): return x.description
    case .bool(let x): return x ? "true" : "false"
    case .string(let x): return x.debugDescription
    case .character(let x): return x.debugDescription
    case .none: return "nil"
    case .wrapped(let x): return "Optional(\(try debug(x)))"
    case .array(let items): return "[\(try list(items))]"
    case .set(let items): return "Set([\(try list(Array(items)))])"
    case .dictionary(let entries):
      if entries.isEmpty { return "[:]" }
      return "[\(try entries.map { "\(try debug($0.key)): \(try debug($0.value))" }.joined(separator: ", "))]"
    case .tuple(let t): return "(\(try labeled(t.elements, t.labels)))"
    case .range(let r): return try rangeText(r, debug: true)
    default: return try debugReference(value)
    }
  }

  private func debugReference(_ value: Value) throws -> String {
    switch value {
    case .structValue(let s):
      return "\(TypeNames.valueTypeName(s, qualified: true, module: module))(\(try fields(s)))"
    case .object(let o): return TypeNames.objectTypeName(o, qualified: true, module: module)
    case .enumValue(let e): return "\(TypeNames.enumTypeName(e, module: module)).\(try caseText(e))"
    case .closure: return "(Function)"
    case .type(let type): return TypeNames.name(of: type, qualified: true, module: module)
    case .keyPath(let path): return path.description
    case .native(let storage as ReferenceStorage): return try debug(Value.native(storage).referenceLoaded)
    case .native(let object): return object.debugDisplayDescription
    default: return ""
    }
  }

  private func caseText(_ e: EnumValue) throws -> String {
    let info = e.type.enumCases[e.caseIndex]
    if e.payload.isEmpty { return info.name }
    if e.payload.count == 1, info.labels.first ?? nil == nil {
      // `case a((Int, x: Int))`: a lone tuple payload prints as the payload list, `a(1, x: 2)`.
      if case .tuple(let tuple) = e.payload[0], !tuple.elements.isEmpty {
        return "\(info.name)(\(try labeled(tuple.elements, tuple.labels)))"
      }
      return "\(info.name)(\(try debug(e.payload[0])))"
    }
    return "\(info.name)(\(try labeled(e.payload, info.labels)))"
  }

  private func rangeText(_ r: RangeValue, debug isDebug: Bool) throws -> String {
    let text = "\(try description(r.lower))\(r.isClosed ? "..." : "..<")\(try description(r.upper))"
    return isDebug ? "\(r.isClosed ? "ClosedRange" : "Range")(\(text))" : text
  }

  private func fields(_ s: StructValue) throws -> String {
    try labeled(s.fields, s.type.fields.map(\.name))
  }

  private func list(_ items: [Value]) throws -> String {
    try items.map(debug).joined(separator: ", ")
  }

  private func labeled(_ items: [Value], _ labels: [String?]) throws -> String {
    try items.indices.map { index in
      let label = index < labels.count ? labels[index] : nil
      return (label.map { "\($0): " } ?? "") + (try debug(items[index]))
    }.joined(separator: ", ")
  }
}

extension Interpreter {
  /// Swift's printing of values, running a script type's own `description` or `debugDescription` when
  /// the type declares `CustomStringConvertible` or `CustomDebugStringConvertible`.
  func printer(at location: SourceLocation) -> SwiftPrinter {
    SwiftPrinter(module: moduleName) { [unowned self] value, debug in
      try self.customDescription(value, debug: debug, at: location)
    }
  }

  /// `String(describing:)` prefers `description`, `String(reflecting:)` prefers `debugDescription`; each
  /// falls back to the other.
  private func customDescription(_ value: Value, debug: Bool, at location: SourceLocation) throws -> String? {
    guard let type = Members.scriptType(of: value) else { return nil }
    let plain = type.conforms(to: "CustomStringConvertible") ? "description" : nil
    let reflecting = type.conforms(to: "CustomDebugStringConvertible") ? "debugDescription" : nil
    let streamable = type.conforms(to: "TextOutputStreamable") ? "write(to:)" : nil
    // Swift's `print` asks a `TextOutputStreamable` first; `debugPrint` asks it last.
    let order = debug ? [reflecting, plain, streamable] : [streamable, plain, reflecting]
    for case let name? in order {
      if name == "write(to:)" {
        if let text = try streamedText(value, type, at: location) { return text }
        continue
      }
      guard let getter = type.findComputed(name)?.getter else { continue }
      if case .string(let text) = try call(getter, self: value, arguments: [], at: location) { return text }
    }
    if case .enumValue(let key) = value, let text = try CodingKeys.description(key, self, location) {
      return text
    }
    return nil
  }

  /// What a `TextOutputStreamable` value's `write(to:)` writes into an empty `String`.
  private func streamedText(_ value: Value, _ type: ScriptType, at location: SourceLocation) throws -> String?
  {
    guard let write = type.findMethods("write")?.first(where: { $0.labels == ["to"] && $0.params[0].isInout })
    else { return nil }
    let frame = try makeFrame(write, selfValue: value, arguments: [.string("")], captured: nil, location)
    _ = try run(write, frame, location)
    if case .string(let text) = frame[write.selfKind == .none ? 0 : 1] { return text }
    return nil
  }

  /// `print(x)` / `"\(x)"`.
  public func describe(_ value: Value, at location: SourceLocation) throws -> String {
    try printer(at: location).description(value)
  }

  /// `debugPrint(x)` / `String(reflecting: x)`.
  public func debugDescribe(_ value: Value, at location: SourceLocation) throws -> String {
    try printer(at: location).debug(value)
  }
}
