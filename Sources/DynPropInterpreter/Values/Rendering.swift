import DynPropSyntax

/// How values print: `print`/interpolation (`description`), `change` events (`literal`), `type(of:)`.
///
/// `description` follows Swift's `print`: strings raw at top level, quoted inside collections. `literal`
/// is CONTRACT §4's Swift-literal form, where class instances show their creation order (`Model#3`) so
/// events never contain addresses. A script `description` (CustomStringConvertible) is the caller's to run.
public enum Render {
  /// The two nested styles: Swift's `debugDescription`-like form, and the event literal form.
  enum Style { case debug, literal }

  /// How `print(x)` and `"\(x)"` show a value.
  /// Without an interpreter, so a script type's own `description` does not run (host displays).
  public static func description(_ value: Value) -> String {
    (try? SwiftPrinter(module: "main", custom: nil).description(value)) ?? ""
  }

  /// How `debugPrint(x)` shows a value: strings quoted (without running script code).
  static func debugDescription(_ value: Value) -> String {
    (try? SwiftPrinter(module: "main", custom: nil).debug(value)) ?? ""
  }

  /// The Swift literal form used by `change` events (CONTRACT §4).
  public static func literal(_ value: Value) -> String { render(value, .literal) }

  static func render(_ value: Value, _ style: Style) -> String {
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
    case .wrapped(let x): return style == .literal ? render(x, style) : "Optional(\(render(x, style)))"
    case .array(let x): return "[\(list(x, style))]"
    case .set(let x): return "[\(list(Array(x), style))]"
    case .dictionary(let x):
      if x.isEmpty { return "[:]" }
      return "[\(x.map { "\(render($0.key, style)): \(render($0.value, style))" }.joined(separator: ", "))]"
    case .tuple(let x): return "(\(labeled(x.elements, x.labels, style)))"
    case .range(let x):
      return "\(render(x.lower, style))\(x.isClosed ? "..." : "..<")\(render(x.upper, style))"
    default: return renderReference(value, style)
    }
  }

  private static func renderReference(_ value: Value, _ style: Style) -> String {
    switch value {
    case .structValue(let x):
      return "\(x.type.name)(\(labeled(x.fields, x.type.fields.map(\.name), style)))"
    case .object(let x): return style == .literal ? "\(x.type.name)#\(x.serial)" : x.type.name
    case .enumValue(let x):
      let info = x.type.enumCases[x.caseIndex]
      let payload = x.payload.isEmpty ? "" : "(\(labeled(x.payload, info.labels, style)))"
      return (style == .literal ? "." : "") + info.name + payload
    case .closure: return style == .literal ? "(closure)" : "(Function)"
    case .type(let type): return style == .literal ? "\(typeName(of: type)).self" : typeName(of: type)
    case .keyPath(let path): return path.description
    case .native(let object): return object.displayDescription
    default: return ""
    }
  }

  private static func list(_ elements: [Value], _ style: Style) -> String {
    elements.map { render($0, style) }.joined(separator: ", ")
  }

  private static func labeled(_ elements: [Value], _ labels: [String?], _ style: Style) -> String {
    elements.indices.map { index in
      let label = index < labels.count ? labels[index] : nil
      return (label.map { "\($0): " } ?? "") + render(elements[index], style)
    }.joined(separator: ", ")
  }

  // MARK: Type names

  /// The bare type name `type(of:)` prints: `Int`, `Array<String>`, `(x: Int, y: Int)`, `Post`.
  public static func typeName(_ value: Value) -> String {
    switch value {
    case .void: return "()"
    case .int: return "Int"
    case .double: return "Double"
    case .float: return "Float"
    case .sized(let x): return x.kind.rawValue
    case .bool: return "Bool"
    case .string: return "String"
    case .character: return "Character"
    case .none: return "Optional<Any>"
    case .wrapped(let x): return "Optional<\(typeName(x))>"
    case .array(let x): return "Array<\(x.first.map(typeName) ?? "Any")>"
    case .set(let x): return "Set<\(x.first.map(typeName) ?? "AnyHashable")>"
    case .dictionary(let x):
      guard let first = x.elements.first else { return "Dictionary<AnyHashable, Any>" }
      return "Dictionary<\(typeName(first.key)), \(typeName(first.value))>"
    case .tuple(let x): return "(\(x.elements.indices.map { tupleSlot(x, $0) }.joined(separator: ", ")))"
    case .range(let x): return "\(x.isClosed ? "ClosedRange" : "Range")<\(typeName(x.lower))>"
    default: return referenceTypeName(value)
    }
  }

  private static func referenceTypeName(_ value: Value) -> String {
    switch value {
    case .structValue(let x): return x.type.name
    case .object(let x): return x.type.name
    case .enumValue(let x): return x.type.name
    case .closure(let x as ScriptClosure): return functionTypeName(x.code)
    case .closure(let x as NativeFunction) where x.typeDescription != nil: return x.typeDescription!
    case .closure: return "(Any...) -> Any"
    case .type(let type): return "\(typeName(of: type)).Type"
    case .keyPath(let path): return "KeyPath<\(path.rootName ?? "Any"), Any>"
    case .native(let object): return object.typeName
    default: return "Any"
    }
  }

  private static func tupleSlot(_ tuple: TupleValue, _ index: Int) -> String {
    let name = typeName(tuple.elements[index])
    guard index < tuple.labels.count, let label = tuple.labels[index] else { return name }
    return "\(label): \(name)"
  }

  private static func functionTypeName(_ code: FunctionCode) -> String {
    let params = code.params.map { $0.type.map(spelled) ?? "Any" }.joined(separator: ", ")
    return "(\(params)) -> \(code.resultType.map(spelled) ?? "()")"
  }

  /// How a type value prints: builtin generics spelled out (`Array<Int>`), others by bare name.
  public static func typeName(of type: RuntimeType) -> String {
    guard let builtin = type as? BuiltinType else { return type.name }
    let element = builtin.element.map(spelled)
    switch builtin.kind {
    case .array, .set, .optional, .range, .closedRange:
      return element.map { "\(builtin.name)<\($0)>" } ?? builtin.name
    case .dictionary:
      guard let element, let value = builtin.value.map(spelled) else { return builtin.name }
      return "Dictionary<\(element), \(value)>"
    default:
      return builtin.name
    }
  }

  /// A written type as Swift prints it: `[Int]` → `Array<Int>`, `Outer.Inner` → `Inner`.
  static func spelled(_ node: TypeNode) -> String {
    switch node {
    case .named(["Void"], []): return "()"  // Swift prints `Void` as the empty tuple it names
    case .named(let components, let generics):
      let base = components.last ?? ""
      return generics.isEmpty ? base : "\(base)<\(generics.map(spelled).joined(separator: ", "))>"
    case .optional(let wrapped): return "Optional<\(spelled(wrapped))>"
    case .array(let element): return "Array<\(spelled(element))>"
    case .dictionary(let key, let value): return "Dictionary<\(spelled(key)), \(spelled(value))>"
    case .tuple(let elements): return "(\(elements.map(spelled).joined(separator: ", ")))"
    case .labeledTuple(let labels, let elements):
      let parts = zip(labels, elements).map { label, type in
        label.map { "\($0): \(spelled(type))" } ?? spelled(type)
      }
      return "(\(parts.joined(separator: ", ")))"
    case .function(let params, let result, _, _):
      return "(\(params.map(spelled).joined(separator: ", "))) -> \(spelled(result))"
    case .opaque(let inner): return spelled(inner)
    case .metatype(let inner): return "\(spelled(inner)).Type"
    case .composition(let parts): return parts.map(spelled).joined(separator: " & ")
    }
  }
}

extension Interpreter {
  /// The bare type name of a value, as `type(of:)` prints it.
  public func typeName(of value: Value) -> String { Render.typeName(value) }

  /// The script's extension of a builtin value's type (`extension Array`, `extension Int`), found without
  /// spelling the value's generic arguments.
  func builtinExtension(of value: Value) -> ScriptType? {
    guard extendsBuiltinValues else { return nil }
    switch value {
    case .array: return extensions["Array"]
    case .dictionary: return extensions["Dictionary"]
    case .set: return extensions["Set"]
    case .range(let r): return extensions[r.isClosed ? "ClosedRange" : "Range"]
    case .wrapped, .none, .tuple: return nil
    default: return extensions[Render.typeName(value)]
    }
  }

  /// The script's extensions that reach a builtin value: of its own type, then of the standard protocols
  /// the type adopts (`extension Collection { subscript(safe:) }` applies to arrays and strings).
  func builtinExtensions(of value: Value) -> [ScriptType] {
    guard extendsBuiltinValues else { return [] }
    let own = builtinExtension(of: value).map { [$0] } ?? []
    return own + Self.standardProtocols(of: value).compactMap { extensions[$0] }
  }

  /// The standard-library protocols a builtin value's type adopts, most specific first.
  static func standardProtocols(of value: Value) -> [String] {
    standardCollectionProtocols(of: value) + standardValueProtocols(of: value)
  }

  private static func standardValueProtocols(of value: Value) -> [String] {
    let basics = ["Hashable", "Equatable", "CustomStringConvertible"]
    switch value {
    case .int, .sized:
      return [
        "FixedWidthInteger", "BinaryInteger", "SignedNumeric", "Numeric", "AdditiveArithmetic", "Comparable",
      ] + basics
    case .double, .float:
      return [
        "BinaryFloatingPoint", "FloatingPoint", "SignedNumeric", "Numeric", "AdditiveArithmetic",
        "Comparable",
      ] + basics
    case .string, .character: return ["Comparable"] + basics
    case .bool: return basics
    default: return []
    }
  }

  private static func standardCollectionProtocols(of value: Value) -> [String] {
    switch value {
    case .array:
      return [
        "RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection",
        "BidirectionalCollection",
        "Collection", "Sequence",
      ]
    case .string:
      return [
        "StringProtocol", "RangeReplaceableCollection", "BidirectionalCollection", "Collection", "Sequence",
      ]
    case .range: return ["RandomAccessCollection", "BidirectionalCollection", "Collection", "Sequence"]
    case .dictionary, .set: return ["Collection", "Sequence"]
    default: return []
    }
  }

  /// Names of the standard protocols whose extensions `standardProtocols(of:)` reaches, and script types
  /// that adopt them: inside such an extension an unknown name is a member of `self`.
  static let extensibleStandardProtocols: Set<String> = [
    "RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection", "BidirectionalCollection",
    "Collection", "Sequence", "StringProtocol", "Equatable", "Hashable", "Comparable",
    "CustomStringConvertible", "FixedWidthInteger", "BinaryInteger", "SignedNumeric", "Numeric",
    "AdditiveArithmetic", "BinaryFloatingPoint", "FloatingPoint", "IteratorProtocol", "TextOutputStreamable",
    "OptionSet",
  ]
}
