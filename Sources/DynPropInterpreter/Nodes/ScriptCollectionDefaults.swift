import DynPropDiagnostics

/// The standard library's default members of `Sequence`, `Collection` and `BidirectionalCollection` for
/// types the script declares (see `ScriptCollections`). Each returns nil when `name` with these labels is
/// not one of them, so the caller reports the missing member as before.
extension ScriptCollections {
  /// `count`, `isEmpty`, `first`, `last`, `underestimatedCount`.
  static func propertyDefault(
    _ value: Value, _ type: ScriptType, _ name: String, _ rt: Interpreter, _ location: SourceLocation
  ) throws -> Value? {
    guard isSequence(type) else { return nil }
    guard type.conforms(to: "Collection") else {
      return name == "underestimatedCount" ? .int(0) : nil
    }
    switch name {
    case "count", "underestimatedCount": return .int(try indices(value, rt, location).count - 1)
    case "isEmpty": return .bool(try isEmpty(value, rt, location))
    // Swift's `DefaultIndices<Self>`, held as the indices themselves (iterated, counted, searched alike).
    case "indices": return .array(Array(try indices(value, rt, location).dropLast()))
    case "first":
      if try isEmpty(value, rt, location) { return Value.none }
      return .wrapped(try element(value, at: try property(value, "startIndex", rt, location), rt, location))
    case "last":
      guard type.conforms(to: "BidirectionalCollection") else { return nil }
      if try isEmpty(value, rt, location) { return Value.none }
      let end = try property(value, "endIndex", rt, location)
      let last = try callMethod(value, "index", ["before"], [end], rt, location)
      return .wrapped(try element(value, at: last, rt, location))
    default: return nil
    }
  }

  /// Non-mutating methods: those that read every element, and the index and slicing ones.
  static func methodDefault(
    _ value: Value, _ type: ScriptType, _ name: String, _ labels: [String?], _ args: [Value],
    _ rt: Interpreter, _ location: SourceLocation
  ) throws -> Value? {
    guard isSequence(type) else { return nil }
    if type.conforms(to: "Collection"),
      let result = try indexMethod(value, type, name, labels, args, rt, location)
    {
      return result
    }
    if let found = try shortCircuit(value, name, labels, args, rt, location) { return found }
    guard sequenceForwarded.contains(name), !(name == "first" && args.isEmpty) else { return nil }
    if name == "reversed" && type.conforms(to: "BidirectionalCollection")
      || name == "filter" && type.conforms(to: "RangeReplaceableCollection")
    {
      let result = name == "reversed" ? "ReversedCollection<\(type.name)>" : type.name
      throw rt.scriptError(
        "unsupported: \(name)() of '\(type.name)' (its result, \(result), is not modelled); "
          + "call it on Array(…)", at: location)
    }
    guard var items = try elements(value, rt, location).map(Value.array) else { return nil }
    return try Builtins.callMethod(&items, name, labels: labels, arguments: args, rt, location)
  }

  /// `first(where:)`, `contains`, `allSatisfy`: they stop at the answer, so an endless sequence ends.
  private static func shortCircuit(
    _ value: Value, _ name: String, _ labels: [String?], _ args: [Value], _ rt: Interpreter,
    _ location: SourceLocation
  ) throws -> Value? {
    guard args.count == 1, ["first", "contains", "allSatisfy"].contains(name) else { return nil }
    // A trailing closure has no label: the argument's kind tells `contains(_:)` from `contains(where:)`.
    var isPredicate = false
    if case .closure = args[0] { isPredicate = true }
    let test: (Value) throws -> Bool
    if name == "contains", labels == [nil], !isPredicate {
      test = { try rt.equal($0, args[0], location) }
    } else if isPredicate {
      test = { try rt.callValue(args[0], [$0], at: location).isTrue }
    } else {
      return nil
    }
    var found: Value?
    try forEach(value, rt, location) { element in
      let passes = try test(element)
      if passes != (name == "allSatisfy") { found = element }
      return found == nil
    }
    switch name {
    case "first": return found.map(Value.wrapped) ?? Value.none
    case "contains": return .bool(found != nil)
    default: return .bool(found == nil)
    }
  }

  private static func indexMethod(
    _ value: Value, _ type: ScriptType, _ name: String, _ labels: [String?], _ args: [Value],
    _ rt: Interpreter, _ location: SourceLocation
  ) throws -> Value? {
    let signature = "\(name)(\(labels.map { "\($0 ?? "_"):" }.joined()))"
    switch signature {
    case "distance(from:to:)":
      let all = try indices(value, rt, location)
      return .int(
        try position(of: args[1], in: all, rt, location) - position(of: args[0], in: all, rt, location))
    case "index(_:offsetBy:)":
      let all = try indices(value, rt, location)
      let target = try position(of: args[0], in: all, rt, location) + (args[1].integer64.map(Int.init) ?? 0)
      guard all.indices.contains(target) else {
        throw rt.crash("Fatal error: Index out of bounds", at: location)
      }
      return all[target]
    case "firstIndex(of:)", "firstIndex(where:)":
      let all = try indices(value, rt, location)
      for index in all.dropLast() {
        let item = try element(value, at: index, rt, location)
        let found =
          labels == ["of"]
          ? try rt.equal(item, args[0], location) : try rt.callValue(args[0], [item], at: location).isTrue
        if found { return .wrapped(index) }
      }
      return Value.none
    default:
      return try sliceMethod(value, type, signature, args, rt, location)
    }
  }

  private static let sliceSignatures: Set<String> = [
    "prefix(_:)", "suffix(_:)", "dropFirst()", "dropFirst(_:)", "dropLast()", "dropLast(_:)", "prefix(upTo:)",
    "suffix(from:)", "prefix(through:)",
  ]

  private static func sliceMethod(
    _ value: Value, _ type: ScriptType, _ signature: String, _ args: [Value], _ rt: Interpreter,
    _ location: SourceLocation
  ) throws -> Value? {
    // The signature first: walking the indices runs the script's `index(after:)` over the whole collection.
    guard sliceSignatures.contains(signature) else { return nil }
    let all = try indices(value, rt, location)
    let count = all.count - 1
    let k = args.first?.integer64.map(Int.init) ?? 1
    if ["prefix(_:)", "suffix(_:)", "dropFirst(_:)", "dropLast(_:)"].contains(signature), k < 0 {
      throw rt.crash("Fatal error: Can't take or drop a negative number of elements", at: location)
    }
    let bounds: (Int, Int)
    switch signature {
    case "prefix(_:)": bounds = (0, min(k, count))
    case "suffix(_:)": bounds = (max(0, count - k), count)
    case "dropFirst()", "dropFirst(_:)": bounds = (min(k, count), count)
    case "dropLast()", "dropLast(_:)": bounds = (0, max(0, count - k))
    case "prefix(upTo:)": return try slice(value, type, all[0], args[0], rt, location)
    case "suffix(from:)": return try slice(value, type, args[0], all[count], rt, location)
    case "prefix(through:)":
      let after = try callMethod(value, "index", ["after"], [args[0]], rt, location)
      return try slice(value, type, all[0], after, rt, location)
    default: return nil
    }
    return try slice(value, type, all[bounds.0], all[bounds.1], rt, location)
  }

  /// `popLast()`, `removeLast()`, `removeLast(_:)`, `popFirst()`, `removeFirst()`, `removeFirst(_:)`:
  /// the standard library's versions for a collection that is its own SubSequence.
  static func mutatingDefault(
    _ value: inout Value, _ type: ScriptType, _ name: String, _ args: [Value], _ rt: Interpreter,
    _ location: SourceLocation
  ) throws -> Value? {
    guard mutatingMethods.contains(name), type.conforms(to: "Collection") else { return nil }
    let fromEnd = name == "popLast" || name == "removeLast"
    if fromEnd, !type.conforms(to: "BidirectionalCollection") {
      throw rt.scriptError("'\(name)' needs '\(type.name)' to be a BidirectionalCollection", at: location)
    }
    let all = try indices(value, rt, location)
    let count = all.count - 1
    let k = args.first?.integer64.map(Int.init) ?? 1
    if name.hasPrefix("pop"), count == 0 { return Value.none }
    if k < 0 {
      throw rt.crash("Fatal error: Number of elements to remove should be non-negative", at: location)
    }
    if k > count {
      let message =
        args.isEmpty
        ? "Can't remove \(fromEnd ? "last" : "first") element from an empty collection"
        : "Can't remove more items from a collection than it \(fromEnd ? "contains" : "has")"
      throw rt.crash("Fatal error: \(message)", at: location)
    }
    let removed = fromEnd ? all[count - 1] : all[0]
    let element = args.isEmpty ? try element(value, at: removed, rt, location) : Value.void
    let rest =
      fromEnd
      ? try slice(value, type, all[0], all[count - k], rt, location)
      : try slice(value, type, all[k], all[count], rt, location)
    guard Members.scriptType(of: rest) === type else {
      throw rt.scriptError(
        "unsupported: '\(name)' on '\(type.name)', whose SubSequence is not '\(type.name)'", at: location)
    }
    value = rest
    if !args.isEmpty { return .void }
    return name.hasPrefix("pop") ? .wrapped(element) : element
  }

  private static func isEmpty(_ value: Value, _ rt: Interpreter, _ location: SourceLocation) throws -> Bool {
    try rt.equal(
      property(value, "startIndex", rt, location), property(value, "endIndex", rt, location), location)
  }

  private static func element(_ value: Value, at index: Value, _ rt: Interpreter, _ location: SourceLocation)
    throws -> Value
  {
    try Subscripts.get(value, [index], [nil], rt, location)
  }

  private static func position(
    of index: Value, in all: [Value], _ rt: Interpreter, _ location: SourceLocation
  ) throws -> Int {
    for (position, candidate) in all.enumerated() where try rt.equal(candidate, index, location) {
      return position
    }
    throw rt.crash("Fatal error: Index out of bounds", at: location)
  }
}
