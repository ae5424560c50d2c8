import DynPropDiagnostics

/// The builtin library of the Swift subset: members, methods, subscripts, free functions, initializers and
/// static members of Int, Double, Bool, String, Character, Array, Dictionary, Set, ranges and tuples.
///
/// Every entry point answers nil (or false) for a name it does not know, so the caller can report the
/// compiler's `has no member` error. Methods that return an optional in Swift return `Value.optional(…)`:
/// `Optional(x)` or `nil`.
enum Builtins {
  /// Properties of builtin values (`count`, `isEmpty`, `first`, `keys`, `isLetter`, a tuple's `.0`…).
  static func member(_ value: Value, _ name: String, _ rt: Interpreter, _ location: SourceLocation) throws
    -> Value?
  {
    if case .none = value { return nil }
    switch name {
    case "description": return .string(try rt.describe(value, at: location))
    case "debugDescription": return .string(try rt.debugDescribe(value, at: location))
    default: break
    }
    switch value {
    case .string(let text): return stringMember(text, name)
    case .character(let character): return characterMember(character, name)
    case .int(let number): return try intMember(number, name, rt, location)
    case .double(let number): return doubleMember(number, name)
    case .float(let number):
      return floatMember(number, name) ?? doubleMember(Double(number), name).map(narrowedToFloat)
    case .sized(let number): return sizedMember(number, name)
    case .array(let items): return arrayMember(items, name)
    case .set(let items): return collectionMember(Array(items), name)
    case .dictionary(let entries): return dictionaryMember(entries, name)
    case .range(let range): return rangeMember(range, name)
    case .tuple(let tuple): return tupleMember(tuple, name)
    default: return nil
    }
  }

  /// Settable properties of builtin values: a tuple's elements (`pair.0 = 1`, `point.x = 2`).
  static func setMember(
    _ value: inout Value, _ name: String, _ newValue: Value, _ rt: Interpreter, _ location: SourceLocation
  ) throws -> Bool {
    guard case .tuple(var tuple) = value, let index = tupleIndex(tuple, name) else { return false }
    tuple.elements[index] = newValue
    value = .tuple(tuple)
    return true
  }

  /// Methods on builtin values; mutating ones modify `value` in place. nil = no such method.
  static func callMethod(
    _ value: inout Value, _ name: String, labels: [String?], arguments: [Value], _ rt: Interpreter,
    _ location: SourceLocation
  ) throws -> Value? {
    let call = BuiltinCall(name, labels, arguments, rt, location)
    switch value {
    case .array: return try arrayMethod(&value, call)
    case .string: return try stringMethod(&value, call)
    case .dictionary: return try dictionaryMethod(&value, call)
    case .set: return try setMethod(&value, call)
    case .range(let range): return try rangeMethod(range, call)
    case .int(let number): return try intMethod(&value, number, call)
    case .double(let number): return try doubleMethod(&value, number, call)
    case .sized(let number): return try sizedMethod(number, call)
    case .float(let number):
      var wide = Value.double(Double(number))
      defer { value = narrowedToFloat(wide) }
      return try doubleMethod(&wide, Double(number), call).map(narrowedToFloat)
    case .bool(let flag): return boolMethod(&value, flag, call)
    case .character(let character): return characterMethod(character, call)
    default: return nil
    }
  }

  /// Whether calling `name` on `value` mutates it (the caller then writes the value back).
  static func isMutatingMethod(_ value: Value, _ name: String) -> Bool {
    switch value {
    case .array: return mutatingArrayMethods.contains(name)
    case .string: return mutatingStringMethods.contains(name)
    case .dictionary: return mutatingDictionaryMethods.contains(name)
    case .set: return mutatingSetMethods.contains(name)
    case .bool: return name == "toggle"
    case .int: return name == "negate"
    case .double, .float: return name == "round" || name == "negate" || name == "formSquareRoot"
    default: return false
    }
  }

  /// Float members and methods are computed in Double and rounded back to Float, which gives the correctly
  /// rounded Float result for the operations the library has (rounding, square root, remainders).
  static func narrowedToFloat(_ value: Value) -> Value {
    switch value {
    case .double(let number): return .float(Float(number))
    case .wrapped(let payload): return .wrapped(narrowedToFloat(payload))
    default: return value
    }
  }

  // MARK: Tuples

  static func tupleMember(_ tuple: TupleValue, _ name: String) -> Value? {
    tupleIndex(tuple, name).map { tuple.elements[$0] }
  }

  /// `.0`, `.1` or a label.
  static func tupleIndex(_ tuple: TupleValue, _ name: String) -> Int? {
    if let index = Int(name), tuple.elements.indices.contains(index) { return index }
    return tuple.labels.firstIndex(of: name)
  }
}
