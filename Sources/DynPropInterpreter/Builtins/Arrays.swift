/// Array members and methods, including the mutating ones (`append`, `insert(_:at:)`, `remove(at:)`,
/// `removeAll(where:)`, `sort(by:)`, `swapAt`…), which edit the array in place without copying it.
///
/// Out-of-range positions crash the simulated app with Swift's own messages (CONTRACT §5).
extension Builtins {
  static let mutatingArrayMethods: Set<String> = [
    "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "popLast", "sort", "swapAt",
    "reverse", "shuffle", "removeSubrange", "partition", "move",
  ]

  static func arrayMember(_ items: [Value], _ name: String) -> Value? {
    switch name {
    case "indices": return .range(RangeValue(lower: .int(0), upper: .int(items.count), isClosed: false))
    case "startIndex": return .int(0)
    case "endIndex": return .int(items.count)
    default: return collectionMember(items, name)
    }
  }

  static func arrayMethod(_ value: inout Value, _ call: BuiltinCall) throws -> Value? {
    guard case .array(var items) = value else { return nil }
    if mutatingArrayMethods.contains(call.name) {
      value = .void
      defer { value = .array(items) }
      return try mutateArray(&items, call)
    }
    if let index = try arrayIndexMethod(call) { return index }
    return try sequenceMethod(items, call)
  }

  /// An array's indices are its positions: moving one is arithmetic, unchecked, as in Swift's `Array`
  /// (`extension Collection { … index(after: i) … }` on an array).
  private static func arrayIndexMethod(_ call: BuiltinCall) throws -> Value? {
    switch call.signature {
    case "index(after:)": return .int(try call.int(0) + 1)
    case "index(before:)": return .int(try call.int(0) - 1)
    case "index(_:offsetBy:)": return .int(try call.int(0) + (try call.int(1)))
    case "index(_:offsetBy:limitedBy:)":
      let (start, distance, limit) = (try call.int(0), try call.int(1), try call.int(2))
      let target = start + distance
      let beyond = distance >= 0 ? (start <= limit && target > limit) : (start >= limit && target < limit)
      return beyond ? Value.none : .wrapped(.int(target))
    case "distance(from:to:)": return .int(try call.int(1) - (try call.int(0)))
    default: return nil
    }
  }

  private static func mutateArray(_ items: inout [Value], _ call: BuiltinCall) throws -> Value? {
    switch call.signature {
    case "append(_:)": items.append(try call.argument(0))
    case "append(contentsOf:)": items.append(contentsOf: try call.sequence(0))
    case "insert(_:at:)": items.insert(try call.argument(0), at: try insertion(call, 0...items.count))
    case "insert(contentsOf:at:)":
      items.insert(contentsOf: try call.sequence(0), at: try insertion(call, 0...items.count))
    case "remove(at:)": return items.remove(at: try position(call, 0, in: items.indices))
    case "swapAt(_:_:)":
      items.swapAt(try position(call, 0, in: items.indices), try position(call, 1, in: items.indices))
    case "removeSubrange(_:)":
      let bounds = try slice(
        call.argument(0), items.count, call, "Array replace: subrange extends past the end")
      items.removeSubrange(bounds)
    default: return try removeOrReorder(&items, call)
    }
    return .void
  }

  private static func removeOrReorder(_ items: inout [Value], _ call: BuiltinCall) throws -> Value? {
    switch (call.name, call.count) {
    case ("removeAll", 0): items.removeAll()
    case ("removeAll", 1) where call.label(0) == "keepingCapacity": items.removeAll()
    case ("removeAll", 1): try items.removeAll { try call.test(call.arguments[0], [$0]) }
    case ("removeFirst", 0): return try removeEnd(&items, first: true, call)
    case ("removeLast", 0): return try removeEnd(&items, first: false, call)
    case ("removeFirst", 1), ("removeLast", 1): try removeCount(&items, call)
    case ("popLast", 0): return Value.optional(items.popLast())
    case ("sort", 0): items = try sortedAscending(items, call)
    case ("sort", 1): try items.sort { try call.test(call.arguments[0], [$0, $1]) }
    case ("reverse", 0): items.reverse()
    case ("shuffle", 0): items.shuffle(using: &call.rt.random)
    case ("partition", 1) where (call.label(0) ?? "by") == "by": return .int(try partition(&items, call))
    case ("remove", 1) where call.label(0) == "atOffsets": try removeOffsets(&items, call)
    case ("move", 2) where call.label(0) == "fromOffsets" && call.label(1) == "toOffset":
      try moveOffsets(&items, call)
    default: return nil
    }
    return .void
  }

  /// SwiftUI's `remove(atOffsets:)` (what `.onDelete` hands a list's data): the elements at the offsets go.
  private static func removeOffsets(_ items: inout [Value], _ call: BuiltinCall) throws {
    let offsets = try indexSet(call, 0, count: items.count)
    items = items.enumerated().filter { !offsets.contains($0.offset) }.map(\.element)
  }

  /// SwiftUI's `move(fromOffsets:toOffset:)` (`.onMove`): the elements at the offsets, in order, go before
  /// the element that was at `toOffset` (at the end when it is `count`).
  private static func moveOffsets(_ items: inout [Value], _ call: BuiltinCall) throws {
    let offsets = try indexSet(call, 0, count: items.count)
    guard case .int(let destination) = try call.argument(1), (0...items.count).contains(destination) else {
      throw call.rt.crash("Fatal error: Index out of range", at: call.location)
    }
    let moving = offsets.map { items[$0] }
    let before = offsets.filter { $0 < destination }.count
    items = items.enumerated().filter { !offsets.contains($0.offset) }.map(\.element)
    items.insert(contentsOf: moving, at: destination - before)
  }

  /// An `IndexSet` argument (a set or array of offsets), sorted; an offset out of range crashes.
  private static func indexSet(_ call: BuiltinCall, _ index: Int, count: Int) throws -> [Int] {
    let offsets = try call.sequence(index).map { value -> Int in
      guard case .int(let offset) = value, (0..<count).contains(offset) else {
        throw call.rt.crash("Fatal error: Index out of range", at: call.location)
      }
      return offset
    }
    return Array(Set(offsets)).sorted()
  }

  /// `partition(by:)` with the standard library's two-ended scan, so elements end in the order Swift
  /// leaves them: the first matching element from the front swaps with the last non-matching one from the
  /// back. Returns the first index of the second partition.
  private static func partition(_ items: inout [Value], _ call: BuiltinCall) throws -> Int {
    var low = 0
    var high = items.count
    while true {
      while low < high, try !call.test(call.arguments[0], [items[low]]) { low += 1 }
      if low == high { return low }
      repeat {
        high -= 1
        if low == high { return low }
      } while try call.test(call.arguments[0], [items[high]])
      items.swapAt(low, high)
      low += 1
    }
  }

  private static func removeEnd(_ items: inout [Value], first: Bool, _ call: BuiltinCall) throws -> Value {
    guard !items.isEmpty else {
      throw call.crash(
        "Fatal error: Can't remove \(first ? "first" : "last") element from an empty collection")
    }
    return first ? items.removeFirst() : items.removeLast()
  }

  private static func removeCount(_ items: inout [Value], _ call: BuiltinCall) throws {
    let number = try call.int(0)
    guard number >= 0 else {
      throw call.crash("Fatal error: Number of elements to remove should be non-negative")
    }
    guard number <= items.count else {
      let amount = call.name == "removeFirst" ? "has" : "contains"
      throw call.crash("Fatal error: Can't remove more items from a collection than it \(amount)")
    }
    if call.name == "removeFirst" { items.removeFirst(number) } else { items.removeLast(number) }
  }

  private static func insertion(_ call: BuiltinCall, _ valid: ClosedRange<Int>) throws -> Int {
    let number = try call.int(1)
    guard valid.contains(number) else { throw call.crash("Fatal error: Array index is out of range") }
    return number
  }

  /// An Int argument that must lie in `valid`, else the `Index out of range` crash.
  static func position<R: RangeExpression<Int>>(_ call: BuiltinCall, _ index: Int, in valid: R) throws -> Int
  {
    let number = try call.int(index)
    guard valid.contains(number) else { throw call.crash(Crashes.indexOutOfRange) }
    return number
  }
}
