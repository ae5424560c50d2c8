import DynPropDiagnostics

/// The language's `==` and `<` on run-time values.
///
/// `equal` implements SEMANTICS §12.3 structurally: it decides equal-write no-ops, `onChange` and body
/// skipping as well as the script's own `==`. A script-defined `==` cannot run here (no interpreter), so the
/// caller tries it first; inside collections the synthesized, field-by-field rule applies.
public enum Equality {
  /// Whether two values are equal under SEMANTICS §12.3.
  public static func equal(_ a: Value, _ b: Value) -> Bool {
    switch (a, b) {
    case (.int(let x), .int(let y)): return x == y
    case (.double(let x), .double(let y)): return x == y
    case (.int(let x), .double(let y)), (.double(let y), .int(let x)): return Double(x) == y
    case (.float(let x), .float(let y)): return x == y
    case (.sized(let x), .sized(let y)): return x == y
    case (.sized(let x), .int(let y)), (.int(let y), .sized(let x)):
      return x == SizedInt(kind: x.kind, exactly: Int64(y))
    case (.float(let x), .int(let y)), (.int(let y), .float(let x)): return x == Float(y)
    case (.bool(let x), .bool(let y)): return x == y
    case (.string(let x), .string(let y)): return x == y
    case (.character(let x), .character(let y)): return x == y
    case (.string(let x), .character(let y)), (.character(let y), .string(let x)): return x == String(y)
    // `scalar == "a"`: the literal is a `Unicode.Scalar` there.
    case (.native(let s as UnicodeScalarObject), .string(let x)),
      (.string(let x), .native(let s as UnicodeScalarObject)):
      return x.unicodeScalars.count == 1 && x.unicodeScalars.first == s.scalar
    case (.none, .none), (.void, .void): return true
    case (.wrapped(let x), .wrapped(let y)): return equal(x, y)
    // A present optional equals the same value handed over without its wrapper (see `Value.unwrapped`).
    case (.wrapped(let x), _) where !b.isOptional: return equal(x, b)
    case (_, .wrapped(let y)) where !a.isOptional: return equal(a, y)
    case (.array(let x), .array(let y)):
      // An array of non-Equatable elements is not Equatable: SwiftUI compares its storage (§12.3).
      if let first = x.first ?? y.first, !isComparableElement(first) { return sameStorage(x, y) }
      return elementsEqual(x, y)
    case (.dictionary(let x), .dictionary(let y)):
      return x.count == y.count && x.allSatisfy { key, value in y[key].map { equal(value, $0) } ?? false }
    case (.set(let x), .set(let y)): return x.count == y.count && x.allSatisfy { y.contains($0) }
    case (.tuple(let x), .tuple(let y)): return elementsEqual(x.elements, y.elements)
    case (.range(let x), .range(let y)):
      return x.isClosed == y.isClosed && equal(x.lower, y.lower) && equal(x.upper, y.upper)
    default: return referenceOrScriptEqual(a, b)
    }
  }

  private static func referenceOrScriptEqual(_ a: Value, _ b: Value) -> Bool {
    switch (a, b) {
    case (.structValue(let x), .structValue(let y)): return structsEqual(x, y)
    case (.object(let x), .object(let y)): return x === y
    case (.enumValue(let x), .enumValue(let y)):
      return x === y
        || (x.type === y.type && x.caseIndex == y.caseIndex && elementsEqual(x.payload, y.payload))
    case (.type(let x), .type(let y)): return typesEqual(x, y)
    case (.keyPath(let x), .keyPath(let y)): return x == y
    case (.native(let x), .native(let y)): return x.isEqual(to: y)
    default: return false  // closures are never equal; different kinds never are
    }
  }

  static func elementsEqual(_ x: [Value], _ y: [Value]) -> Bool {
    guard x.count == y.count else { return false }
    for index in x.indices where !equal(x[index], y[index]) { return false }
    return true
  }

  /// Declared `Equatable`: memberwise. Otherwise field by field, each field by these same rules: SwiftUI
  /// "falls back to its own field compare if no ==" (§12.3).
  static func structsEqual(_ x: StructValue, _ y: StructValue) -> Bool {
    guard x.type === y.type else { return false }
    if isEquatable(x.type) || !isPODLike(x.fields) || !isPODLike(y.fields) {
      return elementsEqual(x.fields, y.fields)
    }
    return bitwiseEqual(x.fields, y.fields)
  }

  /// Whether an array of such elements is itself Equatable (structs and enums that declare it, values of
  /// the builtin Equatable kinds); arrays of other structs, classes and closures are not.
  static func isComparableElement(_ element: Value) -> Bool {
    switch element {
    case .structValue(let s): return isEquatable(s.type)
    case .enumValue(let e): return isEquatable(e.type) || e.payload.isEmpty
    case .object(let o): return isEquatable(o.type)
    case .closure, .native: return false
    default: return true
    }
  }

  /// The same array storage: an unmodified copy is equal, a freshly built or decoded one never is.
  static func sameStorage(_ x: [Value], _ y: [Value]) -> Bool {
    guard x.count == y.count else { return false }
    return x.withUnsafeBufferPointer { a in y.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress }
    }
  }

  static func isEquatable(_ type: RuntimeType) -> Bool {
    type.conforms(to: "Equatable") || type.conforms(to: "Hashable") || type.conforms(to: "Comparable")
  }

  /// Every field an Int, Double, Bool or another POD-like struct (SEMANTICS §12.3).
  public static func isPODLike(_ fields: [Value]) -> Bool {
    fields.allSatisfy { field in
      switch field {
      case .int, .double, .float, .sized, .bool: return true
      case .structValue(let inner): return isPODLike(inner.fields)
      default: return false
      }
    }
  }

  private static func bitwiseEqual(_ x: [Value], _ y: [Value]) -> Bool {
    guard x.count == y.count else { return false }
    return zip(x, y).allSatisfy { pair in
      switch pair {
      case (.int(let a), .int(let b)): return a == b
      case (.bool(let a), .bool(let b)): return a == b
      case (.double(let a), .double(let b)): return a.bitPattern == b.bitPattern
      case (.float(let a), .float(let b)): return a.bitPattern == b.bitPattern
      case (.sized(let a), .sized(let b)): return a == b
      case (.structValue(let a), .structValue(let b)):
        return a.type === b.type && bitwiseEqual(a.fields, b.fields)
      default: return false
      }
    }
  }

  /// Script types by identity; builtin and host types by their printed name (`Array<Int>`).
  static func typesEqual(_ x: RuntimeType, _ y: RuntimeType) -> Bool {
    if x === y { return true }
    if x is ScriptType || y is ScriptType { return false }
    return Render.typeName(of: x) == Render.typeName(of: y)
  }

  // MARK: Ordering

  /// `a < b` for Int, Double, String, Character, `Comparable` enums and tuples (lexicographically).
  public static func less(_ a: Value, _ b: Value, _ rt: Interpreter, _ location: SourceLocation) throws
    -> Bool
  {
    switch (a, b) {
    case (.int(let x), .int(let y)): return x < y
    case (.wrapped(let x), _): return try less(x, b, rt, location)
    case (_, .wrapped(let y)): return try less(a, y, rt, location)
    case (.double(let x), .double(let y)): return x < y
    case (.int(let x), .double(let y)): return Double(x) < y
    case (.double(let x), .int(let y)): return x < Double(y)
    case (.float(let x), .float(let y)): return x < y
    case (.sized, .sized), (.sized, .int), (.int, .sized):
      return try SizedArithmetic.applyMixed(.lt, a, b, rt, location)?.isTrue ?? false
    case (.float(let x), .int(let y)): return x < Float(y)
    case (.int(let x), .float(let y)): return Float(x) < y
    case (.string(let x), .string(let y)): return x < y
    case (.character(let x), .character(let y)): return x < y
    case (.string(let x), .character(let y)): return x < String(y)
    case (.character(let x), .string(let y)): return String(x) < y
    case (.tuple(let x), .tuple(let y)) where x.elements.count == y.elements.count:
      return try lexicographicallyLess(x.elements, y.elements, rt, location)
    case (.enumValue(let x), .enumValue(let y)) where x.type === y.type && x.type.conforms(to: "Comparable"):
      if x.caseIndex != y.caseIndex { return x.caseIndex < y.caseIndex }
      return try lexicographicallyLess(x.payload, y.payload, rt, location)
    case (.native(let x), .native(let y)) where x.isLess(than: y) != nil:
      return x.isLess(than: y)!
    default:
      let names = (Render.typeName(a), Render.typeName(b))
      let message =
        names.0 == names.1
        ? "binary operator '<' cannot be applied to two '\(names.0)' operands"
        : "binary operator '<' cannot be applied to operands of type '\(names.0)' and '\(names.1)'"
      throw rt.scriptError(message, at: location)
    }
  }

  static func lexicographicallyLess(
    _ x: [Value], _ y: [Value], _ rt: Interpreter, _ location: SourceLocation
  ) throws -> Bool {
    for (left, right) in zip(x, y) {
      if try rt.less(left, right, location) { return true }
      if try rt.less(right, left, location) { return false }
    }
    return x.count < y.count
  }
}
