import DynPropDiagnostics

/// `dump(_:name:)`: the standard library's mirror dump, one line per value, children indented by two
/// (`▿` before a value with children, `-` before a leaf), class instances numbered in the order first met
/// (`main.Node #0`; a later meeting prints only the number). Returns its argument, as Swift's does.
extension Builtins {
  static func dump(_ call: BuiltinCall) throws -> Value {
    let value = try call.argument(0)
    var dumper = Dumper(rt: call.rt, location: call.location)
    try dumper.dump(value, name: call.argument(labeled: "name").map(Render.description), indent: 0)
    for line in dumper.lines { call.rt.printSink(line) }
    call.rt.outputSink?(dumper.lines.map { $0 + "\n" }.joined())
    return value
  }
}

private struct Dumper {
  let rt: Interpreter
  let location: SourceLocation
  var lines: [String] = []
  /// Class instances already dumped, with their numbers.
  var visited: [ObjectIdentifier: Int] = [:]

  init(rt: Interpreter, location: SourceLocation) {
    self.rt = rt
    self.location = location
  }

  /// A child of a value in the dump: a value, or the superclass part of a class instance (`super`).
  enum Child {
    case value(Value)
    case superclass(ScriptType, [Value])
  }

  mutating func dump(_ child: Child, name: String?, indent: Int) throws {
    guard case .value(let value) = child else {
      guard case .superclass(let type, let fields) = child else { return }
      let children = classChildren(type, fields)
      let head = String(repeating: " ", count: indent) + (children.isEmpty ? "- " : "▿ ")
      lines.append(head + "super: " + TypeNames.qualified(type, module: rt.moduleName))
      for (childName, part) in children { try dump(part, name: childName, indent: indent + 2) }
      return
    }
    try dump(value, name: name, indent: indent)
  }

  mutating func dump(_ value: Value, name: String?, indent: Int) throws {
    let children = try self.children(of: value)
    let bullet = children.isEmpty ? "- " : "▿ "
    let head = String(repeating: " ", count: indent) + bullet + (name.map { "\($0): " } ?? "")
    var summary = try self.summary(of: value)
    if case .object(let object) = value {
      let id = ObjectIdentifier(object)
      if let number = visited[id] {
        lines.append(head + summary + " #\(number)")
        return
      }
      visited[id] = visited.count
      summary += " #\(visited.count - 1)"
    }
    lines.append(head + summary)
    for (childName, child) in children { try dump(child, name: childName, indent: indent + 2) }
  }

  private func summary(of value: Value) throws -> String {
    switch value {
    case .array(let items): return items.count == 1 ? "1 element" : "\(items.count) elements"
    case .set(let items): return items.count == 1 ? "1 member" : "\(items.count) members"
    case .dictionary(let entries):
      return entries.count == 1 ? "1 key/value pair" : "\(entries.count) key/value pairs"
    case .tuple(let tuple):
      return tuple.elements.count == 1 ? "(1 element)" : "(\(tuple.elements.count) elements)"
    case .structValue(let s):
      return try customSummary(value, s.type)
        ?? TypeNames.valueTypeName(s, qualified: true, module: rt.moduleName)
    case .object(let o):
      return try customSummary(value, o.type)
        ?? TypeNames.objectTypeName(o, qualified: true, module: rt.moduleName)
    case .enumValue(let e):
      return try customSummary(value, e.type)
        ?? "\(TypeNames.qualified(e.type, module: rt.moduleName)).\(e.type.enumCases[e.caseIndex].name)"
    case .int, .double, .float, .sized, .bool: return try rt.describe(value, at: location)
    case .string, .character, .none, .wrapped, .range, .type, .closure:
      return try rt.debugDescribe(value, at: location)
    default:
      throw rt.scriptError("unsupported: dump of a value of type '\(rt.typeName(of: value))'", at: location)
    }
  }

  /// A type's own text (`CustomDebugStringConvertible` first, then `CustomStringConvertible`); nil: none.
  private func customSummary(_ value: Value, _ type: ScriptType) throws -> String? {
    if type.conforms(to: "CustomDebugStringConvertible") { return try rt.debugDescribe(value, at: location) }
    if type.conforms(to: "CustomStringConvertible") { return try rt.describe(value, at: location) }
    return nil
  }

  private func children(of value: Value) throws -> [(String?, Child)] {
    if case .object(let o) = value { return classChildren(o.type, o.fields) }
    return try valueChildren(of: value).map { ($0.0, .value($0.1)) }
  }

  private func valueChildren(of value: Value) throws -> [(String?, Value)] {
    switch value {
    case .array(let items): return items.map { (nil, $0) }
    case .set(let items): return items.map { (nil, $0) }
    case .dictionary(let entries):
      return entries.map { (nil, .tuple(TupleValue([$0.key, $0.value], labels: ["key", "value"]))) }
    case .tuple(let tuple):
      return tuple.elements.indices.map { (tuple.labels[$0] ?? ".\($0)", tuple.elements[$0]) }
    case .wrapped(let inner): return [("some", inner)]
    case .range(let range): return [("lowerBound", range.lower), ("upperBound", range.upper)]
    case .structValue(let s): return zip(s.type.fields, s.fields).map { ($0.name, $1) }
    case .enumValue(let e):
      let info = e.type.enumCases[e.caseIndex]
      if e.payload.isEmpty { return [] }
      if e.payload.count == 1, info.labels.first ?? nil == nil { return [(info.name, e.payload[0])] }
      return [(info.name, .tuple(TupleValue(e.payload, labels: info.labels)))]
    default: return []
    }
  }

  /// A class's own stored properties, after a `super` child holding its superclass's.
  private func classChildren(_ type: ScriptType, _ fields: [Value]) -> [(String?, Child)] {
    let inherited = type.superclass?.fields.count ?? 0
    var children: [(String?, Child)] = []
    if let superclass = type.superclass {
      children.append(("super", .superclass(superclass, Array(fields.prefix(inherited)))))
    }
    for index in inherited..<min(fields.count, type.fields.count) {
      children.append((type.fields[index].name, .value(fields[index])))
    }
    return children
  }
}
