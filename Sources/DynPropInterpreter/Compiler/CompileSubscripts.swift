import DynPropDiagnostics
import DynPropSyntax

/// `base[args]`: when the base's static type is a script type, its subscripts are ranked as Swift ranks
/// overloads — argument labels first, then the arguments' static types, then the result type the context
/// asks for (`let s: String = table[1]` beside `subscript(i: Int) -> Int`) — and a call whose labels fit
/// no subscript is Swift's compile-time error.
extension Compiler {
  func compileSubscript(_ base: Expr, _ arguments: [Argument], expected: TypeNode?, _ loc: SourceLocation)
    -> Node
  {
    if case .identifier("super") = base.kind {
      return compileSuperSubscript(arguments, expected: expected, loc)
    }
    let receiver = compilePlaceOrValue(base)
    let labels = arguments.map(\.label)
    let candidates = subscriptCandidates(receiver).compactMap(\.getter)
    guard !candidates.isEmpty, labels != ["keyPath"] else {
      let expectedArgs = builtinSubscriptArguments(receiver.staticType, labels)
      // `totals[.one]` on `[E: Int]`: an implicit member is a case of the key type.
      let args = arguments.enumerated().map { index, arg in
        if case .identifier("...") = arg.value.kind { return Self.unboundedRange(arg.value.location) }
        let type = index < expectedArgs.count ? expectedArgs[index] : nil
        let node = compileExpr(arg.value, expected: type)
        return node is ImplicitMemberNode ? coerced(node, type) : node
      }
      let node = SubscriptPlace(base: receiver, arguments: args, labels: labels, loc)
      return typed(node, builtinSubscriptResult(receiver.staticType, labels, args))
    }
    let (args, choice) = overloadedArguments(
      candidates, arguments, builderLabels: [], result: expected.map { canonical($0) ?? $0 })
    // Swift names the wrong label against the one subscript taking as many arguments; only when no
    // subscript takes these labels (a type mismatch is decided at run time).
    let sameCount = candidates.filter { $0.params.count == args.count }
    if choice == nil, sameCount.count == 1, allSubscriptsKnown(receiver),
      !candidates.contains(where: { ArgumentMatcher.match($0.params, args) != nil })
    {
      checkSubscriptLabels(sameCount[0], args, base, at: loc)
    }
    let node = SubscriptPlace(base: receiver, arguments: args.map(\.value), labels: labels, loc)
    node.preferred = choice?.code
    let result = typed(node, choice.flatMap { concreteResult($0.code) })
    // `let v: Int? = dict[k: "a"]` for `subscript<K, V>(k k: K) -> V?`: the context tells `V`.
    if let getter = choice?.code, expected != nil {
      return contextualResultCall(result, getter, expected: expected)
    }
    return result
  }

  /// `super[b: -b]` in an override: the superclass's subscript getter, called on `self` (or, in a
  /// `class subscript`, on the class it was called on) without dispatching to the override again.
  private func compileSuperSubscript(_ arguments: [Argument], expected: TypeNode?, _ loc: SourceLocation)
    -> Node
  {
    guard let (superclass, selfPlace) = superclassAndReceiver(loc) else { return EmptyNode() }
    let isStatic = scope.typeContext?.isStatic == true
    let getters = (isStatic ? superclass.findStaticSubscripts() : superclass.findSubscripts()).compactMap(
      \.getter)
    guard !getters.isEmpty else {
      error("value of type '\(superclass.name)' has no subscripts", at: loc)
      return EmptyNode()
    }
    let (args, choice) = overloadedArguments(
      getters, arguments, builderLabels: [], result: expected.map { canonical($0) ?? $0 })
    let methods = choice.map { [$0.code] } ?? getters
    return typed(
      DirectCallNode(methods: methods, receiver: selfPlace, args: args, loc),
      choice.flatMap { concreteResult($0.code) })
  }

  /// `text[...]`, `items[...]`: the `UnboundedRange` operator function as a subscript argument, the
  /// whole collection (a range from its start, as `..<` and `...` without a lower bound slice, to its end).
  private static func unboundedRange(_ location: SourceLocation) -> Node {
    ConstantNode(
      .range(RangeValue(lower: .int(0), upper: .int(Int.max - 1), isClosed: true, hasNoLowerBound: true)),
      location)
  }

  /// A dictionary's key (and `default:` value) types, so literals take them: `totals["a", default: 0]`
  /// on `[String: Double]` defaults to `0.0`.
  private func builtinSubscriptArguments(_ base: TypeNode?, _ labels: [String?]) -> [TypeNode?] {
    guard case .dictionary(let key, let value)? = base.map({ canonical($0) ?? $0 }) else { return [] }
    return labels == [nil, "default"] ? [key, value] : [key]
  }

  /// The static type of a builtin subscript: a dictionary's `Value?` (or `Value` with `default:`), an
  /// array's element at an `Int` index. `scores["bob"] ?? 0` on `[String: Double]` is then `0.0`.
  private func builtinSubscriptResult(_ base: TypeNode?, _ labels: [String?], _ args: [Node]) -> TypeNode? {
    switch base.map({ canonical($0) ?? $0 }) {
    case .dictionary(_, let value)?:
      if labels == [nil] { return .optional(value) }
      return labels == [nil, "default"] ? value : nil
    case .array(let element)?:
      return labels == [nil] && args.first?.staticType == .simple("Int") ? element : nil
    default: return nil
    }
  }

  /// The subscripts a script-typed base offers (a protocol's requirements for `any P`).
  private func subscriptCandidates(_ receiver: Node) -> [ComputedProperty] {
    guard let type = scriptType(named: receiver.staticType) else { return [] }
    let standard = rt.standardExtensions(of: type)
    return type.findSubscripts() + standard.flatMap(\.subscripts)
  }

  /// Whether the candidates are every subscript the base can have: not a protocol (whose requirements have
  /// no bodies to rank), and no adopted protocol adds subscripts in its extensions.
  private func allSubscriptsKnown(_ receiver: Node) -> Bool {
    guard let type = scriptType(named: receiver.staticType), type.kind != .protocol else { return false }
    var current: ScriptType? = type
    while let t = current {
      if t.protocolTypes.contains(where: { !$0.subscripts.isEmpty }) { return false }
      current = t.superclass
    }
    return true
  }

  /// `prefs[key: "a"]` with `subscript(key: String)`: Swift's label diagnostics, worded for a subscript.
  private func checkSubscriptLabels(
    _ code: FunctionCode, _ args: [CallArgument], _ base: Expr, at location: SourceLocation
  ) {
    let wrong = zip(args, code.params).filter { $0.label != $1.label }
    guard !wrong.isEmpty else { return }
    if wrong.count == 1, let (arg, param) = wrong.first {
      if arg.label == nil, let label = param.label {
        return error("missing argument label '\(label):' in subscript", at: arg.value.location)
      }
      if param.label == nil, let label = arg.label {
        return error("extraneous argument label '\(label):' in subscript", at: base.range.end)
      }
    }
    let written = args.map { "\($0.label ?? "_"):" }.joined()
    let expected = code.params.map { "\($0.label ?? "_"):" }.joined()
    let plural = wrong.count == 1 ? "" : "s"
    error(
      "incorrect argument label\(plural) in subscript (have '\(written)', expected '\(expected)')",
      at: base.range.end)
  }
}
