import DynPropInterpreter

/// A parsed `NSPredicate`: comparisons of one key path with a constant, joined by AND/OR/NOT.
///
/// The subset: `==` `=` `!=` `<>` `<` `>` `<=` `>=` `=<` `=>`, `CONTAINS`, `BEGINSWITH`, `ENDSWITH`, `IN`
/// (string operators take `[c]`; `[d]` is accepted and ignored), constants from `%@` `%d` `%i` `%f`,
/// quoted strings, numbers, `TRUE`/`YES`, `FALSE`/`NO`, `nil`/`NULL`, keys from names or `%K`,
/// `TRUEPREDICATE`/`FALSEPREDICATE`, parentheses. Arguments are bound when the predicate is made.
indirect enum FetchPredicate {
  enum Operator: String {
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case greater = ">"
    case lessOrEqual = "<="
    case greaterOrEqual = ">="
    case contains = "CONTAINS"
    case beginsWith = "BEGINSWITH"
    case endsWith = "ENDSWITH"
    case isIn = "IN"
  }

  case constant(Bool)
  case compare(key: [String], op: Operator, value: Value, caseInsensitive: Bool)
  case and(FetchPredicate, FetchPredicate)
  case or(FetchPredicate, FetchPredicate)
  case not(FetchPredicate)

  /// Whether the object meets the predicate; `read` gives the value at a key path.
  func evaluate(_ read: ([String]) throws -> Value) throws -> Bool {
    switch self {
    case .constant(let result): return result
    case .and(let a, let b): return try a.evaluate(read) && b.evaluate(read)
    case .or(let a, let b): return try a.evaluate(read) || b.evaluate(read)
    case .not(let inner): return try !inner.evaluate(read)
    case .compare(let key, let op, let value, let folding):
      return PredicateComparison.holds(try read(key), op, value, caseInsensitive: folding)
    }
  }

  /// Every key path the predicate reads (checked against the entity at the first fetch).
  var keys: [[String]] {
    switch self {
    case .constant: return []
    case .compare(let key, _, _, _): return [key]
    case .and(let a, let b), .or(let a, let b): return a.keys + b.keys
    case .not(let inner): return inner.keys
    }
  }
}

/// Comparing an attribute value with a predicate constant, as `NSPredicate` does for plain values:
/// numbers, Booleans and dates compare numerically (`NSNumber(value: false)` equals `0`), strings by `<`.
enum PredicateComparison {
  static func holds(_ lhs: Value, _ op: FetchPredicate.Operator, _ rhs: Value, caseInsensitive: Bool) -> Bool
  {
    switch op {
    case .equal: return equal(lhs, rhs, caseInsensitive)
    case .notEqual: return !equal(lhs, rhs, caseInsensitive)
    case .less: return order(lhs, rhs).map { $0 < 0 } ?? false
    case .greater: return order(lhs, rhs).map { $0 > 0 } ?? false
    case .lessOrEqual: return order(lhs, rhs).map { $0 <= 0 } ?? false
    case .greaterOrEqual: return order(lhs, rhs).map { $0 >= 0 } ?? false
    case .isIn:
      guard case .array(let items) = rhs else { return false }
      return items.contains { equal(lhs, $0, caseInsensitive) }
    case .contains, .beginsWith, .endsWith:
      guard case .string(var text) = lhs, case .string(var part) = rhs else { return false }
      if caseInsensitive { (text, part) = (text.lowercased(), part.lowercased()) }
      if op == .contains { return part.isEmpty || text.contains(part) }
      return op == .beginsWith ? text.hasPrefix(part) : text.hasSuffix(part)
    }
  }

  static func equal(_ a: Value, _ b: Value, _ caseInsensitive: Bool) -> Bool {
    if let x = number(a), let y = number(b) { return x == y }
    if caseInsensitive, case .string(let x) = a, case .string(let y) = b {
      return x.lowercased() == y.lowercased()
    }
    return Equality.equal(a, b)
  }

  /// -1, 0, 1; nil when the values cannot be ordered (e.g. nil against a number).
  static func order(_ a: Value, _ b: Value) -> Int? {
    if let x = number(a), let y = number(b) { return x < y ? -1 : (x > y ? 1 : 0) }
    if case .string(let x) = a, case .string(let y) = b { return x < y ? -1 : (x > y ? 1 : 0) }
    return nil
  }

  static func number(_ value: Value) -> Double? {
    switch value {
    case .int(let i): return Double(i)
    case .double(let d): return d
    case .bool(let b): return b ? 1 : 0
    case .native(let date as DateValue): return date.seconds
    default: return nil
    }
  }
}
