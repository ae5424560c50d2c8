import DynPropDiagnostics

/// Sequences and collections that scripts declare (`struct Countdown: Sequence, IteratorProtocol`,
/// `struct Ring: BidirectionalCollection`): `for`-`in`, `Array(x)` and the standard library's default
/// members, run through the type's own requirements (`makeIterator()`, `next()`, `startIndex`, `endIndex`,
/// `index(after:)`, `index(before:)`, its subscripts), one element at a time, as Swift runs them.
///
/// Defaults whose result in Swift is an `Array` or a scalar (`map`, `reduce`, `sorted`, `count`) read the
/// elements first; the slicing ones (`dropFirst`, `suffix`, `popLast`) go through the type's own
/// `subscript(Range<Index>)`; a type without one would get Swift's `Slice<Self>`, which is not modelled and
/// is a located error.
enum ScriptCollections {
  /// What the standard library's collection protocols imply (`BidirectionalCollection` is a `Collection`).
  static let impliedProtocols: [String: Set<String>] = [
    "Collection": ["Sequence"],
    "BidirectionalCollection": ["Collection", "Sequence"],
    "RandomAccessCollection": ["BidirectionalCollection", "Collection", "Sequence"],
    "MutableCollection": ["Collection", "Sequence"],
    "RangeReplaceableCollection": ["Collection", "Sequence"],
    "OptionSet": ["SetAlgebra", "RawRepresentable", "ExpressibleByArrayLiteral", "Equatable"],
  ]

  static func isSequence(_ type: ScriptType) -> Bool {
    type.conforms(to: "Sequence") || type.conforms(to: "IteratorProtocol")
  }

  /// Whether `name` is a default member these types get (for the load-time member check).
  static func hasDefault(_ type: ScriptType, _ name: String) -> Bool {
    // The names first: asking a type for its conformances builds them.
    if sequenceForwarded.contains(name) { return isSequence(type) }
    guard
      collectionProperties.contains(name) || collectionMethods.contains(name)
        || mutatingMethods.contains(name)
    else { return false }
    return type.conforms(to: "Collection")
  }

  /// Sequence members whose Swift result does not depend on the receiver's type.
  static let sequenceForwarded: Set<String> = [
    "map", "filter", "compactMap", "flatMap", "reduce", "forEach", "contains", "allSatisfy", "min", "max",
    "sorted", "joined", "enumerated", "first", "elementsEqual", "starts", "underestimatedCount", "count",
    "reversed",
  ]
  static let collectionProperties: Set<String> = ["count", "isEmpty", "first", "last", "indices"]
  static let collectionMethods: Set<String> = [
    "distance", "index", "firstIndex", "prefix", "suffix", "dropFirst", "dropLast",
  ]
  static let mutatingMethods: Set<String> = [
    "popLast", "removeLast", "popFirst", "removeFirst",
  ]

  // MARK: Iteration

  /// Calls `body` with each element in order until it returns false; false when the value is not a
  /// sequence the script declared.
  @discardableResult
  static func forEach(
    _ value: Value, _ rt: Interpreter, _ location: SourceLocation, _ body: (Value) throws -> Bool
  ) throws -> Bool {
    guard let type = Members.scriptType(of: value), isSequence(type) else { return false }
    if type.findMethods("makeIterator") != nil {
      let iterator = try callMethod(value, "makeIterator", [], [], rt, location)
      if Members.scriptType(of: iterator) == nil {
        for element in try Sequences.elements(of: iterator, rt, location) where try !body(element) { break }
        return true
      }
      try pull(iterator, rt, location, body)
    } else if type.findMethods("next") != nil {
      try pull(value, rt, location, body)
    } else if type.conforms(to: "Collection") {
      var index = try property(value, "startIndex", rt, location)
      let end = try property(value, "endIndex", rt, location)
      while try !rt.equal(index, end, location) {
        guard try body(try Subscripts.get(value, [index], [nil], rt, location)) else { break }
        index = try callMethod(value, "index", ["after"], [index], rt, location)
      }
    } else {
      throw rt.scriptError(
        "type '\(type.name)' does not conform to protocol 'Sequence' (it needs makeIterator() or next())",
        at: location)
    }
    return true
  }

  /// Calls the iterator's `next()` (mutating it in place) until it gives nil.
  private static func pull(
    _ start: Value, _ rt: Interpreter, _ location: SourceLocation, _ body: (Value) throws -> Bool
  ) throws {
    var iterator = start
    guard let type = Members.scriptType(of: iterator), let next = type.findMethods("next")?.first else {
      throw rt.scriptError("the iterator of this sequence has no next() method", at: location)
    }
    while true {
      let result = try rt.callMutating(next, self: &iterator, arguments: [], at: location)
      guard let element = result.unwrapped else { return }
      guard try body(element) else { return }
    }
  }

  /// Every element, in order (`Array(x)`, and the defaults that read them all).
  static func elements(_ value: Value, _ rt: Interpreter, _ location: SourceLocation) throws -> [Value]? {
    var items: [Value] = []
    let isSequence = try forEach(value, rt, location) { element in
      items.append(element)
      return true
    }
    return isSequence ? items : nil
  }

  // MARK: Requirements

  static func property(_ value: Value, _ name: String, _ rt: Interpreter, _ location: SourceLocation) throws
    -> Value
  {
    try Members.get(value, name, MemberCache(), rt, location)
  }

  /// Calls the type's method `name` chosen by its labels (`index(after:)` beside `index(before:)`).
  static func callMethod(
    _ value: Value, _ name: String, _ labels: [String?], _ arguments: [Value], _ rt: Interpreter,
    _ location: SourceLocation
  ) throws -> Value {
    guard let type = Members.scriptType(of: value), let methods = type.findMethods(name) else {
      throw rt.scriptError("value of type '\(rt.typeName(of: value))' has no member '\(name)'", at: location)
    }
    let args = zip(labels, arguments).map {
      CallArgument(label: $0, value: ConstantNode($1, location), isTrailingClosure: false)
    }
    guard let (code, binding) = ArgumentMatcher.select(methods, args) else {
      throw rt.scriptError("no '\(name)' of '\(type.name)' takes these arguments", at: location)
    }
    let ordered = ArgumentMatcher.arranged(arguments, binding, code.params)
    return try rt.call(code, self: value, arguments: ordered, at: location)
  }

  /// The indices from `startIndex` through `endIndex` (both included), by `index(after:)`.
  static func indices(_ value: Value, _ rt: Interpreter, _ location: SourceLocation) throws -> [Value] {
    var index = try property(value, "startIndex", rt, location)
    let end = try property(value, "endIndex", rt, location)
    var all = [index]
    while try !rt.equal(index, end, location) {
      index = try callMethod(value, "index", ["after"], [index], rt, location)
      all.append(index)
    }
    return all
  }

  /// `self[lower..<upper]` through the type's own range subscript.
  static func slice(
    _ value: Value, _ type: ScriptType, _ lower: Value, _ upper: Value, _ rt: Interpreter,
    _ location: SourceLocation
  ) throws -> Value {
    let rangeGetter = type.findSubscripts().lazy.compactMap(\.getter).first { getter in
      getter.params.count == 1 && getter.params[0].type?.baseName == "Range"
    }
    guard let rangeGetter else {
      throw rt.scriptError(
        "unsupported: slicing '\(type.name)' without its own subscript(Range) (Swift's default "
          + "SubSequence, Slice<\(type.name)>, is not modelled)", at: location)
    }
    let range = Value.range(RangeValue(lower: lower, upper: upper, isClosed: false))
    return try rt.call(rangeGetter, self: value, arguments: [range], at: location)
  }
}

extension Interpreter {
  /// The script's extensions of standard protocols that `type` adopts (none, without building the
  /// type's conformances, when the script extends no standard protocol).
  /// `extension OptionSet { … }`: the members scripts (and the prelude) add to a standard protocol.
  func isStandardProtocolExtension(_ type: ScriptType) -> Bool {
    Interpreter.extensibleStandardProtocols.contains(type.name) && extensions[type.name] === type
  }

  /// The initializers that construct `type` beside its own: those its protocols' extensions add, the
  /// standard protocols' included (`OptionSet`'s `init()` and `init(arrayLiteral:)`).
  func extensionInitializers(of type: ScriptType) -> [FunctionCode] {
    var found = type.protocolExtensionInitializers
    for ext in standardExtensions(of: type) {
      found += ext.initializers.filter { code in
        !type.initializers.contains { $0.hasSameSignature(as: code) } && !found.contains { $0 === code }
      }
    }
    return found
  }

  func standardExtensions(of type: ScriptType) -> [ScriptType] {
    guard extensions.keys.contains(where: Interpreter.extensibleStandardProtocols.contains) else { return [] }
    return type.standardConformances.compactMap { extensions[$0] }
  }
}

extension ScriptType {
  /// The standard protocols this type adopts whose extensions a script may write, most refined first
  /// (`BidirectionalCollection` before `Collection` before `Sequence`), then by name.
  var standardConformances: [String] {
    conformances.filter(Interpreter.extensibleStandardProtocols.contains).sorted { a, b in
      let (x, y) = (
        ScriptCollections.impliedProtocols[a]?.count ?? 0, ScriptCollections.impliedProtocols[b]?.count ?? 0
      )
      return x != y ? x > y : a < b
    }
  }
}
