import DynPropInterpreter
import DynPropSyntax

/// `set PATH = EXPR` checks EXPR's value against the property's declared type before storing it, so a
/// wrong value is rejected where it was typed, with Swift's message ("cannot assign value of type
/// 'String' to type 'Int'"), instead of being stored and blamed later on correct code.
///
/// The declared type is the written one (`var count: Int`, a wrapper's value type); without one, it is
/// the type of the current value, which is what Swift inferred from the initial value. The check works
/// on type names and rejects only what it can judge: a builtin scalar, a container, or a script type of
/// a different name. Generic parameters, protocols and host types it does not model pass unchecked.
enum PathTypeCheck {
  /// The value to store (an Int made Double for a Double property), or a script error.
  static func checked(_ value: Value, for declared: TypeNode?, current: Value, rt: Interpreter) throws
    -> Value
  {
    guard let type = declared ?? inferredType(of: current) else { return value }
    if let message = mismatch(value, type, rt: rt) {
      throw ShellError.script([.error(message, at: nil)])
    }
    return Contextual.coerce(value, to: type)
  }

  /// Swift's message when `value` cannot be stored in `type`, or nil when it can (or cannot be judged).
  static func mismatch(_ value: Value, _ type: TypeNode, rt: Interpreter) -> String? {
    let cannot = "cannot assign value of type '\(spelled(value))' to type '\(type)'"
    if case .optional(let wrapped) = type {
      switch value {
      case .none: return nil
      case .wrapped(let inner): return accepts(wrapped, inner, rt: rt) == false ? cannot : nil
      default: return mismatch(value, wrapped, rt: rt)  // Swift names the wrapped type: 'Int' to 'String'
      }
    }
    switch value {
    case .none: return "'nil' cannot be assigned to type '\(type)'"
    case .wrapped(let inner):
      guard accepts(type, inner, rt: rt) != false else { return cannot }
      return "value of optional type '\(spelled(value))' must be unwrapped to a value of type '\(type)'"
    default:
      return accepts(type, value, rt: rt) == false ? cannot : nil
    }
  }

  /// Whether `type` holds `value`: true, false, or nil when the type is not one this check judges.
  static func accepts(_ type: TypeNode, _ value: Value, rt: Interpreter) -> Bool? {
    switch type {
    case .optional(let wrapped):
      switch value {
      case .none: return true
      case .wrapped(let inner): return accepts(wrapped, inner, rt: rt)
      default: return accepts(wrapped, value, rt: rt)
      }
    case .array(let element):
      guard case .array(let items) = value else { return false }
      return items.allSatisfy { accepts(element, $0, rt: rt) != false }
    case .dictionary:
      if case .dictionary = value { return true }
      return false
    case .named(let components, _):
      return accepts(named: components.joined(separator: "."), value, rt: rt)
    default:
      return nil
    }
  }

  private static let integers: Set<String> = [
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
  ]
  private static let floatingPoint: Set<String> = ["Double", "Float", "CGFloat", "TimeInterval"]

  /// Numbers by type name: an `Int` or `Double` value may be a literal, which Swift would give the
  /// property's type (`set Row.small = 3` into an `Int8`), so those pass; a sized integer or a Float
  /// must have the property's own type.
  private static func accepts(named name: String, _ value: Value, rt: Interpreter) -> Bool? {
    if integers.contains(name) {
      return value.isInt || (value.isSizedOrFloat && Render.typeName(value) == name)
    }
    if floatingPoint.contains(name) {
      return value.isInt || value.isDouble || (value.isSizedOrFloat && Render.typeName(value) == name)
    }
    switch name {
    case "String": return value.isString
    case "Bool": return value.isBool
    case "Character": return value.isCharacter || (value.stringValue?.count == 1)
    default: break
    }
    guard let script = rt.types[name] as? ScriptType, script.kind != .protocol else { return nil }
    guard let actual = value.scriptType else { return false }
    return script.isClass ? script.isSuperclass(of: actual) : actual === script
  }

  /// The type Swift inferred for a property without a written type, from its current value.
  static func inferredType(of value: Value) -> TypeNode? {
    switch value {
    case .int: return .simple("Int")
    case .double: return .simple("Double")
    case .float, .sized: return .simple(Render.typeName(value))
    case .string: return .simple("String")
    case .bool: return .simple("Bool")
    case .structValue, .enumValue, .object: return value.scriptType.map { .simple($0.name) }
    default: return nil
    }
  }

  /// A value's type as Swift's diagnostics spell it (`[Int]`, not `Array<Int>`).
  static func spelled(_ value: Value) -> String {
    switch value {
    case .wrapped(let inner): return spelled(inner) + "?"
    case .array(let items): return "[\(items.first.map(spelled) ?? "Any")]"
    case .dictionary(let pairs):
      guard let first = pairs.elements.first else { return "[AnyHashable: Any]" }
      return "[\(spelled(first.key)): \(spelled(first.value))]"
    default: return Render.typeName(value)
    }
  }
}

extension Value {
  var isInt: Bool {
    if case .int = self { return true }
    return false
  }
  var isDouble: Bool {
    if case .double = self { return true }
    return false
  }
  var isSizedOrFloat: Bool {
    switch self {
    case .sized, .float: return true
    default: return false
    }
  }
  var isString: Bool { stringValue != nil }
  var isBool: Bool {
    if case .bool = self { return true }
    return false
  }
  var isCharacter: Bool {
    if case .character = self { return true }
    return false
  }
  var stringValue: String? {
    if case .string(let text) = self { return text }
    return nil
  }
}
