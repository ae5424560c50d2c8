/// Range members and methods: `lowerBound`, `upperBound`, `count`, `contains` (Int and Double bounds),
/// and the sequence algorithms (`map`, `filter`, `forEach`, `reversed`, `reduce`…) over Int ranges.
///
/// `count`, `first`, `last` and `contains` are computed from the bounds, so large ranges cost nothing.
extension Builtins {
  static func rangeMember(_ range: RangeValue, _ name: String) -> Value? {
    switch name {
    case "lowerBound": return range.lower
    case "upperBound": return range.upper
    default: break
    }
    guard case .int(let lower) = range.lower, case .int(let upper) = range.upper else {
      return name == "isEmpty" ? .bool(!range.isClosed && Equality.equal(range.lower, range.upper)) : nil
    }
    let isEmpty = range.isClosed ? upper < lower : upper <= lower
    switch name {
    case "count": return .int(isEmpty ? 0 : upper &- lower &+ (range.isClosed ? 1 : 0))
    case "isEmpty": return .bool(isEmpty)
    case "first": return isEmpty ? Value.none : .wrapped(.int(lower))
    case "last": return isEmpty ? Value.none : .wrapped(.int(range.isClosed ? upper : upper - 1))
    default: return nil
    }
  }

  static func rangeMethod(_ range: RangeValue, _ call: BuiltinCall) throws -> Value? {
    if call.signature == "contains(_:)", !isCallable(try call.argument(0)) {
      return .bool(try rangeContains(range, call.arguments[0], call))
    }
    if call.signature == "clamped(to:)", case .range(let other) = try call.argument(0) {
      return .range(try clamped(range, to: other, call))
    }
    guard let items = elements(of: .range(range)) else { return nil }
    return try sequenceMethod(items, call)
  }

  static func rangeContains(_ range: RangeValue, _ value: Value, _ call: BuiltinCall) throws -> Bool {
    let rt = call.rt
    let location = call.location
    guard try range.hasNoLowerBound || !rt.less(value, range.lower, location) else { return false }
    if range.isClosed { return try !rt.less(range.upper, value, location) }
    return try rt.less(value, range.upper, location)
  }

  private static func clamped(_ range: RangeValue, to limits: RangeValue, _ call: BuiltinCall) throws
    -> RangeValue
  {
    let (rt, location) = (call.rt, call.location)
    let lower = try rt.less(range.lower, limits.lower, location) ? limits.lower : range.lower
    let upper = try rt.less(limits.upper, range.upper, location) ? limits.upper : range.upper
    let fixedUpper = try rt.less(upper, lower, location) ? lower : upper
    return RangeValue(lower: lower, upper: fixedUpper, isClosed: range.isClosed)
  }
}
