import DynPropDiagnostics
import DynPropSyntax

/// `MemoryLayout<T>.size`, `.stride`, `.alignment` (the prelude's extras call `_memoryLayout`): the layout
/// Swift gives a type on a 64-bit platform. Structs and tuples lay their fields out in order, each at its
/// alignment; an Optional or a single-payload enum uses its payload's spare values (extra inhabitants)
/// when it has them (`Int?` is 9 bytes, `AnyObject?` 8); references are one word, closures two, `Any`
/// four. Layouts this does not model (multi-payload enums, existentials of protocols, metatypes, property
/// wrappers' storage) are located errors, never a guessed number.
enum MemoryLayouts {
  struct Layout {
    var size: Int
    var alignment: Int
    /// Bit patterns the type never uses, which an enclosing Optional or enum takes for its other cases.
    var extraInhabitants: Int

    var stride: Int { max(1, (size + alignment - 1) / alignment * alignment) }

    /// A word-aligned value with spare bit patterns to give away: pointers, String, closures, `Any`.
    static func words(_ count: Int) -> Layout {
      Layout(size: 8 * count, alignment: 8, extraInhabitants: spare)
    }
    static let pointer = words(1)
    static let empty = Layout(size: 0, alignment: 1, extraInhabitants: 0)
    static func scalar(_ bytes: Int, extra: Int = 0) -> Layout {
      Layout(size: bytes, alignment: bytes, extraInhabitants: extra)
    }
    /// More spare values than any enclosing enum needs.
    static let spare = Int(Int32.max)
  }

  struct Unmodelled: Error { let what: String }

  static func builtin(_ call: BuiltinCall) throws -> Value {
    guard case .type(let type) = try call.argument(0), let written = type.written else {
      throw call.error("not supported yet: MemoryLayout of this type")
    }
    do {
      let layout = try self.layout(written, call.rt)
      return .int([layout.size, layout.stride, layout.alignment][try call.int(1)])
    } catch let unmodelled as Unmodelled {
      throw call.error("not supported yet: MemoryLayout of \(unmodelled.what)")
    }
  }

  static func layout(_ type: TypeNode, _ rt: Interpreter) throws -> Layout {
    switch type {
    case .optional(let wrapped): return enumLayout(payload: try layout(wrapped, rt), emptyCases: 1)
    case .array, .dictionary: return .pointer
    case .function: return .words(2)
    case .tuple(let elements), .labeledTuple(_, let elements):
      return try aggregate(elements.map { try layout($0, rt) })
    case .named(let components, let generics): return try named(components, generics, type, rt)
    case .opaque(let inner) where inner == .simple("Any"): return .words(4)
    default: throw Unmodelled(what: "'\(type)'")
    }
  }

  private static func named(
    _ components: [String], _ generics: [TypeNode], _ type: TypeNode, _ rt: Interpreter
  )
    throws -> Layout
  {
    if components.count == 1, generics.isEmpty, let builtin = builtinLayouts[components[0]] { return builtin }
    if components == ["Set"] { return .pointer }
    guard let script = rt.resolveType(type) as? ScriptType else { throw Unmodelled(what: "'\(type)'") }
    switch script.kind {
    case .class, .actor: return .pointer
    case .struct: return try structLayout(script, generics, rt)
    case .enum: return try enumLayout(script, generics, rt)
    default: throw Unmodelled(what: "'\(type)' (an existential)")
    }
  }

  private static let builtinLayouts: [String: Layout] = [
    "Int": .scalar(8), "UInt": .scalar(8), "Int64": .scalar(8), "UInt64": .scalar(8), "Double": .scalar(8),
    "CGFloat": .scalar(8), "TimeInterval": .scalar(8), "Int32": .scalar(4), "UInt32": .scalar(4),
    "Float": .scalar(4), "Int16": .scalar(2), "UInt16": .scalar(2), "Int8": .scalar(1), "UInt8": .scalar(1),
    "Bool": .scalar(1, extra: 254),
    "String": .words(2), "Character": .words(2), "Void": .empty, "Any": .words(4), "AnyObject": .pointer,
  ]

  /// Fields in declaration order, each at its alignment; the spare values are the roomiest field's.
  private static func aggregate(_ fields: [Layout]) -> Layout {
    var offset = 0
    var alignment = 1
    var extra = 0
    for field in fields {
      offset = (offset + field.alignment - 1) / field.alignment * field.alignment + field.size
      alignment = max(alignment, field.alignment)
      extra = max(extra, field.extraInhabitants)
    }
    return Layout(size: offset, alignment: alignment, extraInhabitants: extra)
  }

  private static func structLayout(_ type: ScriptType, _ generics: [TypeNode], _ rt: Interpreter) throws
    -> Layout
  {
    let arguments = try bindings(type, generics)
    return try aggregate(
      type.fields.map { field in
        guard !field.isWrapped, let written = field.type else {
          throw Unmodelled(what: "'\(type.name)', whose field '\(field.propertyName)' has no written type")
        }
        return try layout(written.substituting(arguments), rt)
      })
  }

  private static func enumLayout(_ type: ScriptType, _ generics: [TypeNode], _ rt: Interpreter) throws
    -> Layout
  {
    guard !type.hasIndirectCases else { throw Unmodelled(what: "the indirect enum '\(type.name)'") }
    let arguments = try bindings(type, generics)
    let payloads = try type.enumCases.filter { !$0.payloadTypes.isEmpty }.map { info in
      try aggregate(info.payloadTypes.map { try layout($0.substituting(arguments), rt) })
    }.filter { $0.size > 0 }
    let cases = type.enumCases.count
    switch payloads.count {
    case 0:
      guard cases > 1 else { return .empty }
      let bytes = cases <= 256 ? 1 : cases <= 65536 ? 2 : 4
      return .scalar(bytes, extra: min(Layout.spare, (1 << (8 * bytes)) - cases))
    case 1: return enumLayout(payload: payloads[0], emptyCases: cases - 1)
    default: throw Unmodelled(what: "'\(type.name)', an enum with several payload cases")
    }
  }

  /// One payload case and `emptyCases` others (an Optional has one): they take the payload's spare values
  /// when it has enough, else a tag byte follows the payload.
  private static func enumLayout(payload: Layout, emptyCases: Int) -> Layout {
    if payload.extraInhabitants >= emptyCases {
      return Layout(
        size: payload.size, alignment: payload.alignment,
        extraInhabitants: payload.extraInhabitants - emptyCases)
    }
    // The added tag byte's other values are not used again (`Int8??` is 3 bytes).
    return Layout(size: payload.size + 1, alignment: payload.alignment, extraInhabitants: 0)
  }

  private static func bindings(_ type: ScriptType, _ generics: [TypeNode]) throws -> [String: TypeNode] {
    guard generics.count == type.genericParams.count else {
      throw Unmodelled(what: "'\(type.name)' without its generic arguments")
    }
    return Dictionary(zip(type.genericParams, generics)) { first, _ in first }
  }
}
