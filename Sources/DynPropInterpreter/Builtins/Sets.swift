import OrderedCollections

/// Set methods: `insert` (answering `(inserted:, memberAfterInsert:)`), `remove`, `contains`, the set
/// algebra (`union`, `intersection`, `subtracting`, `symmetricDifference`, `isSubset(of:)`…) and the
/// in-place forms (`formUnion`, `formIntersection`, `subtract`).
///
/// Sets keep insertion order (OrderedSet) so that printing and iteration are deterministic (SEMANTICS §12.8).
extension Builtins {
  static let mutatingSetMethods: Set<String> = [
    "insert", "remove", "removeAll", "formUnion", "formIntersection", "subtract", "formSymmetricDifference",
  ]

  static func setMethod(_ value: inout Value, _ call: BuiltinCall) throws -> Value? {
    guard case .set(var items) = value else { return nil }
    if mutatingSetMethods.contains(call.name) {
      value = .void
      defer { value = .set(items) }
      return try mutateSet(&items, call)
    }
    if let result = try setAlgebra(items, call) { return result }
    return try sequenceMethod(Array(items), call) { .set(OrderedSet($0)) }
  }

  private static func mutateSet(_ items: inout OrderedSet<Value>, _ call: BuiltinCall) throws -> Value? {
    switch call.signature {
    case "insert(_:)":
      let element = try call.argument(0)
      let (inserted, index) = items.append(element)
      return .tuple(TupleValue([.bool(inserted), items[index]], labels: ["inserted", "memberAfterInsert"]))
    case "remove(_:)": return Value.optional(items.remove(try call.argument(0)))
    case "removeAll()": items.removeAll()
    case "formUnion(_:)": items.formUnion(try call.sequence(0))
    case "formIntersection(_:)": items.formIntersection(try call.sequence(0))
    case "subtract(_:)": items.subtract(try call.sequence(0))
    case "formSymmetricDifference(_:)": items.formSymmetricDifference(try call.sequence(0))
    default: return nil
    }
    return .void
  }

  private static func setAlgebra(_ items: OrderedSet<Value>, _ call: BuiltinCall) throws -> Value? {
    switch call.signature {
    case "contains(_:)" where !isCallable(try call.argument(0)):
      return .bool(items.contains(call.arguments[0]))
    case "union(_:)": return .set(items.union(try call.sequence(0)))
    case "intersection(_:)": return .set(items.intersection(try call.sequence(0)))
    case "subtracting(_:)": return .set(items.subtracting(try call.sequence(0)))
    case "symmetricDifference(_:)": return .set(items.symmetricDifference(try call.sequence(0)))
    case "isSubset(of:)": return .bool(items.isSubset(of: try call.sequence(0)))
    case "isSuperset(of:)": return .bool(items.isSuperset(of: try call.sequence(0)))
    case "isDisjoint(with:)": return .bool(items.isDisjoint(with: try call.sequence(0)))
    case "isStrictSubset(of:)": return .bool(items.isStrictSubset(of: try call.sequence(0)))
    case "isStrictSuperset(of:)": return .bool(items.isStrictSuperset(of: try call.sequence(0)))
    default: return nil
    }
  }
}
