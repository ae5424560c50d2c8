import DynPropDiagnostics
import DynPropSyntax

/// Expressions.
extension Compiler {
  func compileExpr(_ expr: Expr, expected: TypeNode? = nil) -> Node {
    compiledExpressions += 1
    let loc = expr.location
    if expected != nil, let literal = literalInitialization(expr, expected: expected) { return literal }
    switch expr.kind {
    case .intLiteral(let i): return integerLiteral(i, expected: expected, loc)
    case .unsignedLiteral(let u): return unsignedLiteral(u, expected: expected, loc)
    case .floatLiteral(let d): return floatingLiteral(d, expected: expected, loc)
    case .boolLiteral(let b): return typed(ConstantNode(.bool(b), loc), .simple("Bool"))
    case .nilLiteral: return ConstantNode(.none, loc)
    case .stringLiteral(let parts):
      if let character = Self.characterLiteral(parts, expected: expected) {
        return typed(ConstantNode(.character(character), loc), .simple("Character"))
      }
      let localized = expected == Compiler.localizedStringKey
      return typed(compileString(parts, localized: localized, loc), .simple("String"))
    case .arrayLiteral(let items): return compileArrayLiteral(items, expected: expected, loc)
    case .dictionaryLiteral(let pairs): return compileDictionaryLiteral(pairs, expected: expected, loc)
    case .identifier(let name):
      if let chosen = overloadedFunctionReference(name, expected: expected, loc) { return chosen }
      let node = compileIdentifier(name, loc)
      if node is LocalPlace || node is GlobalPlace { node.staticType = variableType(name) }
      if name == "self", node is LocalPlace, let ctx = scope.typeContext, !ctx.isStatic,
        node.staticType == nil
      {
        node.staticType = .simple(ctx.type.name)
      }
      return node
    case .member(let base, let name): return compileMember(base, name, loc)
    case .implicitMember(let name): return ImplicitMemberNode(name: name, loc)
    case .call(let callee, let arguments):
      return compileCall(callee, arguments, Self.callLocation(loc, callee), expected: expected)
    case .subscript(let base, let arguments):
      return compileSubscript(base, arguments, expected: expected, loc)
    case .closure(let closure):
      return compileClosure(closure, builder: false, expected: expected, loc)
    case .binary(let op, let lhs, let rhs): return compileBinary(op, lhs, rhs, loc, expected: expected)
    case .prefix(let op, let operand):
      if op == "-", case .intLiteral(let i) = operand.kind {
        return integerLiteral(-i, expected: expected, loc)
      }
      if op == "-", case .floatLiteral(let d) = operand.kind {
        return floatingLiteral(-d, expected: expected, loc)
      }
      if op == "&" { return compileExpr(operand) }
      if let custom = compileCustomOperator("prefix \(op)", [operand], loc) { return custom }
      let inner = compileExpr(operand, expected: op == "-" || op == "+" ? expected : nil)
      return typed(UnaryNode(op: op, operand: inner, loc), op == "!" ? .simple("Bool") : inner.staticType)
    case .postfix(let op, let operand):
      if let custom = compileCustomOperator("postfix \(op)", [operand], loc) { return custom }
      return UnaryNode(op: "postfix\(op)", operand: compileExpr(operand), loc)
    case .assign(let target, let value): return compileAssign(target, value, loc)
    case .compoundAssign(let op, let target, let value): return compileCompound(op, target, value, loc)
    case .ternary(let c, let t, let e):
      let branchType = expected ?? unifiedLiteralType([t, e])
      let then = inContext(compileExpr(t, expected: branchType), branchType)
      let otherwise = inContext(
        compileExpr(e, expected: branchType ?? Compiler.numberType(then.staticType)), branchType)
      let node = TernaryNode(condition: compileExpr(c), then: then, otherwise: otherwise, loc)
      return typed(node, then.staticType == otherwise.staticType ? then.staticType : nil)
    case .forceUnwrap(let value):
      let base = compilePlaceOrValue(value)
      return typed(ForceUnwrapPlace(base: base, loc), forceUnwrappedType(value, base.staticType))
    case .optionalChain(let value):
      let base = compilePlaceOrValue(value)
      return typed(OptionalChainPlace(base: base, loc), base.staticType.flatMap(Compiler.unwrappedOnce))
    case .optionalChainBoundary(let value):
      let inner = compileExpr(value, expected: expected)
      // `home?.address` with `address: Address?` is `Address?`: a chain adds no second Optional layer.
      let chained = inner.staticType.map { type -> TypeNode in
        if case .optional = type { return type }
        return .optional(type)
      }
      return typed(OptionalChainBoundaryNode(value: inner, loc), chained)
    case .cast(let value, let kind, let type):
      let cast = CastNode(
        value: compileExpr(value, expected: kind == .asCoerce ? type : nil), kind: kind, type: type, loc)
      cast.sourceOptionalDepth = cast.value.staticType.map(Compiler.optionalDepth)
      if let name = type.genericName, rt.resolveType(type) == nil, let place = resolveVariable(name, loc) {
        cast.typeValue = place
      } else if rt.resolveType(type) == nil, let substitution = typeSubstitution(type, loc) {
        cast.typeValue = substitution  // `as! V?`, `as? [T]`: made with the bound parameters when it runs
      } else {
        cast.staticType = kind == .is ? .simple("Bool") : kind == .asOptional ? .optional(type) : type
      }
      return cast
    case .tuple(let elements):
      if elements.count == 1, elements[0].label == nil {
        return compileExpr(elements[0].value, expected: expected)
      }
      var labels = elements.map(\.label)
      var types = [TypeNode?](repeating: nil, count: elements.count)
      if case .labeledTuple(let declared, let declaredTypes)? = expected?.unwrappedOptional,
        declared.count == elements.count
      {
        labels = zip(labels, declared).map { $0 ?? $1 }
        types = declaredTypes
      } else if case .tuple(let declaredTypes)? = expected?.unwrappedOptional,
        declaredTypes.count == elements.count
      {
        types = declaredTypes
      }
      let compiled = zip(elements, types).map { inContext(compileExpr($0.value, expected: $1), $1) }
      let node = TupleNode(elements: compiled, labels: labels, loc)
      // `(Key.a, "A")`: its type, which types an implicit member in a sibling tuple of a literal.
      let known = compiled.compactMap(\.staticType)
      if known.count == compiled.count {
        node.staticType =
          labels.allSatisfy({ $0 == nil }) ? .tuple(known) : .labeledTuple(labels: labels, elements: known)
      }
      return node
    case .keyPath(let root, let components):
      return KeyPathNode(path: KeyPathValue(rootName: root?.baseName, components: components), loc)
    case .try(let value, let kind):
      let inner = compileExpr(value, expected: expected)
      let type = kind == .optional ? inner.staticType.map(Compiler.optional) : inner.staticType
      return typed(TryNode(value: inner, kind: kind, loc), type)
    // `await` marks a call that may suspend; the host's async functions suspend the running task
    // (DynPropHost World/Tasks.swift), so the marked expression compiles as it is.
    case .await(let value):
      if !scope.allowsAwait { error("'async' call in a function that does not support concurrency", at: loc) }
      if scope.isTopLevel, scope.parent == nil { topLevelAwaits = true }
      return compileExpr(value, expected: expected)
    case .inoutArg(let value): return compileExpr(value)
    case .discard: return DiscardPlace(loc)
    case .type(let type):
      // `Box<T>.kind` inside `func f<T>`: the type is made with `T` as bound when this runs.
      if let substitution = typeSubstitution(type, loc) { return substitution }
      // `Optional<Int>.none`, `Int?.some(3)`: the Optional type itself, not the type it wraps.
      if let runtime = rt.runtimeType(of: type) { return ConstantNode(.type(runtime), loc) }
      if case .named(let components, let generics) = type, !generics.isEmpty, components.count == 1,
        components[0].first?.isLowercase == true
      {
        error("not supported yet: explicit specialization of generic functions ('\(type)')", at: loc)
        return EmptyNode()
      }
      error("cannot find type '\(type)' in scope", at: loc)
      return EmptyNode()
    case .ifExpr(let stmt), .switchExpr(let stmt): return compileValueStatement(stmt, expected: expected)
    case .magicLiteral(let name):
      switch name {
      case "#column": return ConstantNode(.int(loc.column), loc)
      case "#function": return ConstantNode(.string(enclosingFunctionName), loc)
      default: return ConstantNode(rt.magicLiteral(name, at: loc) ?? .string(name), loc)
      }
    }
  }

  /// The type SwiftUI gives a literal title (`Text("\(x)")`): its interpolations format numbers as
  /// `String(format:)` does with the value's specifier.
  static let localizedStringKey = TypeNode.simple("LocalizedStringKey")

  private func compileString(_ parts: [StringPart], localized: Bool = false, _ loc: SourceLocation) -> Node {
    if parts.isEmpty { return ConstantNode(.string(""), loc) }
    if parts.count == 1, case .text(let s) = parts[0] { return ConstantNode(.string(s), loc) }
    let pieces = parts.map { part -> InterpolationNode.Piece in
      switch part {
      case .text(let s): return .text(s)
      case .interpolation(let e): return .value(compileExpr(e))
      case .formatted(let e, "specifier", let argument):
        return .specified(compileExpr(e), specifier: compileExpr(argument, expected: .simple("String")))
      case .formatted(let e, _, let argument):
        return .formatted(
          compileExpr(e), style: compileExpr(FormatStyles.rooted(argument), expected: FormatStyles.type))
      }
    }
    return InterpolationNode(pieces: pieces, localized: localized, loc)
  }

  private func compileBinary(
    _ op: String, _ lhs: Expr, _ rhs: Expr, _ loc: SourceLocation, expected: TypeNode?
  ) -> Node {
    switch op {
    case "&&", "||":
      let node = LogicalNode(isAnd: op == "&&", lhs: compileExpr(lhs), rhs: compileExpr(rhs), loc)
      return typed(node, .simple("Bool"))
    case "??":
      if let declared = compileDeclaredCoalescing(lhs, rhs, loc) { return declared }
      let left = compileExpr(lhs, expected: expected.map(Compiler.optional))
      let right = compileExpr(rhs, expected: expected ?? left.staticType.flatMap(Compiler.unwrappedOnce))
      return typed(NilCoalescingNode(lhs: left, rhs: right, loc), right.staticType)
    default:
      if let custom = compileCustomOperator(op, [lhs, rhs], loc) { return custom }
      guard let binary = BinaryNode.Op(rawValue: op) else {
        error("unsupported: operator '\(op)'", at: loc)
        return EmptyNode()
      }
      if Compiler.shiftOperators.contains(op) {  // `1 << n`: the literal takes the context's type, not n's
        let left = compileExpr(lhs, expected: Compiler.numberType(expected))
        return typed(BinaryNode(op: binary, lhs: left, rhs: compileExpr(rhs), loc), left.staticType)
      }
      let arithmetic = Compiler.arithmeticOperators.contains(op)
      var (left, right) = compileOperands(lhs, rhs, context: arithmetic ? Compiler.numberType(expected) : nil)
      if binary == .eq || binary == .ne {  // `state == .loaded(3)`: the member takes the other side's type
        (left, right) = (inContext(left, right.staticType), inContext(right, left.staticType))
      } else if arithmetic {  // `angle * .pi`: a number type types an implicit member beside it
        if left is ImplicitMemberNode { left = inContext(left, Compiler.numberType(right.staticType)) }
        if right is ImplicitMemberNode { right = inContext(right, Compiler.numberType(left.staticType)) }
      }
      return typed(BinaryNode(op: binary, lhs: left, rhs: right, loc), binaryType(op, left, right))
    }
  }

  /// `ok ? .success(3) : .failure(e)`, `completion(.success(posts))`: an implicit member takes the type its
  /// context gives (a branch of `?:`, an argument of a function value), when the context knows one.
  func inContext(_ node: Node, _ type: TypeNode?) -> Node {
    guard let type, node is ImplicitMemberNode || node is ImplicitCallNode else { return node }
    return typed(ContextualNode(node, expected: type), type)
  }

  /// `"a"` where the context asks for a `Character` (`let c: Character = "a"`, an element of a
  /// `[Character]`, a `Character?`): the literal is that Character, as Swift types it.
  static func characterLiteral(_ parts: [StringPart], expected: TypeNode?) -> Character? {
    guard let expected, expected.unwrappedOptional == .simple("Character"), parts.count == 1,
      case .text(let text) = parts[0], text.count == 1
    else { return nil }
    return text.first
  }

  /// `#function`: the enclosing function's name as Swift writes it, the module's at top level.
  var enclosingFunctionName: String {
    var current: FunctionScope? = scope
    while let here = current {
      if let name = here.functionName { return name }
      current = here.parent
    }
    return rt.moduleName
  }

  /// `greet(name:_:)` for a function, `init()`, `prop` for a property's accessor.
  static func swiftFunctionName(_ code: FunctionCode) -> String {
    var parts = code.name.split(separator: ".").map(String.init)
    guard let last = parts.last, last.hasSuffix(")") else {
      if ["get", "set"].contains(parts.last) { parts.removeLast() }
      return parts.last ?? code.name
    }
    let base = last.hasSuffix("()") ? String(last.dropLast(2)) : last
    return "\(base)(\(code.params.map { "\($0.label ?? "_"):" }.joined()))"
  }

  /// `var g: (Int, Int, Int) -> Int = divide` where several `divide` functions exist: the one whose
  /// parameter count (then labels-free types) fits the declared function type, as Swift picks it.
  private func overloadedFunctionReference(_ name: String, expected: TypeNode?, _ loc: SourceLocation)
    -> Node?
  {
    guard case .function(let params, _, _, _)? = expected,
      case .functions(let codes)? = lookupBareName(name, loc),
      codes.count > 1
    else { return nil }
    let fitting = codes.filter { $0.params.count == params.count }
    let exact = fitting.first { code in
      zip(code.params, params).allSatisfy { $0.type.map(Self.stripped) == Self.stripped($1) }
    }
    guard let best = exact ?? (fitting.count == 1 ? fitting.first : nil) else {
      return nil  // several fit: `node(for:)` reports the reference as unsupported
    }
    return ConstantNode(.closure(ScriptClosure(code: best, captured: nil)), loc)
  }

  /// `[T].self` in `func f<T>`: the type parameters it names are read from the frame when it runs.
  /// (Only for `.self`: a construction `Box<U>(…)` finds its arguments its own way.)
  func typeSubstitution(_ type: TypeNode, _ loc: SourceLocation) -> Node? {
    var parameters: [(name: String, place: Node)] = []
    for name in type.simpleNames where !parameters.contains(where: { $0.name == name }) {
      guard lookupType(name, context: scope.typeContext?.type) == nil, let place = resolveVariable(name, loc)
      else { continue }
      parameters.append((name, place))
    }
    return parameters.isEmpty ? nil : TypeSubstitutionNode(type, parameters: parameters, loc)
  }

  /// `T` when a written type is a bare name no type declares (a generic parameter), else nil: no type for
  /// an implicit member, which then takes its type from its siblings.
  func typeParameterName(_ type: TypeNode?) -> String? {
    guard case .named(let components, [])? = type, components.count == 1,
      lookupType(components[0], context: scope.typeContext?.type) == nil
    else { return nil }
    return components[0]
  }

  /// Sets a node's static type (when known) and returns the node.
  func typed(_ node: Node, _ type: TypeNode?) -> Node {
    if let type { node.staticType = type }
    return node
  }

  static func optional(_ type: TypeNode) -> TypeNode { .optional(type) }

  /// How many Optional layers a type has (`Int??` → 2).
  static func optionalDepth(_ type: TypeNode) -> Int {
    if case .optional(let inner) = type { return 1 + optionalDepth(inner) }
    return 0
  }

  /// `x!`'s type; `Int($0)!` is `Int` also where `$0`'s type is not known here, so that the construction
  /// was typed `Int` (it is `Int?` from a String).
  private func forceUnwrappedType(_ value: Expr, _ type: TypeNode?) -> TypeNode? {
    guard let type else { return nil }
    if let unwrapped = Compiler.unwrappedOnce(type) { return unwrapped }
    if case .call(let callee, _) = value.kind, case .identifier(let name) = callee.kind, type.isNamed(name),
      builtinConstructionType(name, []) != nil
    {
      return type
    }
    return nil
  }

  static func unwrappedOnce(_ type: TypeNode) -> TypeNode? {
    if case .optional(let inner) = type { return inner }
    return nil
  }

  private func compileArrayLiteral(_ items: [Expr], expected: TypeNode?, _ loc: SourceLocation) -> Node {
    if case .named(["Set"], let generics)? = expected?.unwrappedOptional {
      // `let tags: Set<String> = ["a", "b"]`: the literal builds a set.
      let element = generics.first
      let array = ArrayLiteralNode(
        elements: items.map { coerced(compileExpr($0, expected: element), element) }, elementType: element,
        loc)
      return typed(SetLiteralNode(array, loc), expected?.unwrappedOptional)
    }
    var element: TypeNode?
    if case .array(let e)? = expected?.unwrappedOptional { element = e }
    if typeParameterName(element) != nil, items.contains(where: \.startsWithImplicitMember) {
      // `check([Token.comma, .colon])` for `[T]`: a generic parameter is no type for `.colon`; Swift
      // infers `T` from the other elements.
      element = nil
    }
    let elements = compileElements(items, expected: element ?? unifiedLiteralType(items))
    let known = element ?? elements.first?.staticType
    let uniform = known != nil && elements.allSatisfy { $0.staticType == known }
    return typed(
      ArrayLiteralNode(elements: elements, elementType: element, loc),
      element.map(TypeNode.array) ?? (uniform ? known.map(TypeNode.array) : nil))
  }

  /// Elements of a collection literal; without a contextual element type, an implicit member
  /// (`[Shape.circle(r: 1), .rect(w: 2, h: 3)]`) takes the type of the other elements, as Swift infers
  /// `[Shape]` from them.
  private func compileElements(_ items: [Expr], expected: TypeNode?) -> [Node] {
    guard expected == nil, items.contains(where: { $0.startsWithImplicitMember || Self.isStringLiteral($0) })
    else {
      return items.map { compileExpr($0, expected: expected) }
    }
    var compiled: [Node?] = items.map {
      $0.startsWithImplicitMember || Self.isStringLiteral($0) ? nil : compileExpr($0)
    }
    let sibling = compiled.lazy.compactMap { $0?.staticType }.first
    // `[c, "z"]` with `c: Character`: the string literals are Characters too.
    let characters = sibling == .simple("Character")
    for index in items.indices where compiled[index] == nil && Self.isStringLiteral(items[index]) {
      compiled[index] = compileExpr(items[index], expected: characters ? sibling : nil)
    }
    for index in items.indices where compiled[index] == nil {
      compiled[index] = coerced(compileExpr(items[index], expected: sibling), sibling)
    }
    return compiled.map { $0! }
  }

  private static func isStringLiteral(_ expr: Expr) -> Bool {
    if case .stringLiteral = expr.kind { return true }
    return false
  }

  /// The static type every node has, when they all have the same one.
  private func uniformType(_ nodes: [Node]) -> TypeNode? {
    guard let first = nodes.first?.staticType, nodes.allSatisfy({ $0.staticType == first }) else {
      return nil
    }
    return first
  }

  private func compileDictionaryLiteral(
    _ pairs: [(key: Expr, value: Expr)], expected: TypeNode?, _ loc: SourceLocation
  ) -> Node {
    var keyType: TypeNode?
    var valueType: TypeNode?
    if case .dictionary(let k, let v)? = expected?.unwrappedOptional { (keyType, valueType) = (k, v) }
    // `let d: [E: Int] = [.one: 1]`: a key written as an implicit member is a case of the key type.
    let keys =
      keyType == nil
      ? compileElements(pairs.map(\.key), expected: nil)
      : pairs.map { coerced(compileExpr($0.key, expected: keyType), keyType) }
    guard let valueType else {
      let values = compileElements(pairs.map(\.value), expected: unifiedLiteralType(pairs.map(\.value)))
      // `[E.one: "a", .two: "b"]` is a `[E: String]`, so `d[.two]` finds its key.
      return typed(
        DictionaryLiteralNode(keys: keys, values: values, loc),
        uniformType(keys).flatMap { key in uniformType(values).map { .dictionary(key, $0) } })
    }
    let values = pairs.map {
      Contextual.needsCoercion(valueType)
        ? coerced(compileExpr($0.value, expected: valueType), valueType)
        : compileExpr($0.value, expected: valueType)
    }
    return DictionaryLiteralNode(keys: keys, values: values, loc)
  }

  /// `if`/`switch` used as an expression: each branch's value is its last expression.
  private func compileValueStatement(_ stmt: Stmt, expected: TypeNode?) -> Node {
    let code = FunctionCode(
      name: "(expression)", params: [], selfKind: .none, isMutating: scope.isMutating, location: stmt.location
    )
    let saved = scope
    scope = FunctionScope(
      parent: saved, selfType: nil, hasSelf: false, isMutating: saved.isMutating, resultType: expected)
    scope.allowsAwait = saved.allowsAwait
    let body = ValueStatementRewriter.returning(stmt)
    code.body = compileBlock([body], stmt.location, newScope: false)
    code.frameSize = scope.size
    scope = saved
    return CallNode(callee: ClosureNode(code: code, stmt.location), args: [], stmt.location)
  }

  func compileClosure(_ closure: ClosureExpr, builder: Bool, expected: TypeNode?, _ loc: SourceLocation)
    -> Node
  {
    if !closure.captureList.isEmpty {
      var inner = closure
      inner.captureList = []
      return compileCapturing(closure.captureList) {
        self.compileClosure(inner, builder: builder, expected: expected, loc)
      }
    }
    let params = closure.params
    let body = closure.body
    let anonymous = closure.anonymousParams
    let names = anonymous > 0 ? (0..<anonymous).map { "$\($0)" } : params.map(\.name)
    var resultType: TypeNode?
    var paramTypes: [TypeNode] = []
    if case .function(let types, let result, _, _)? = expected { (paramTypes, resultType) = (types, result) }
    if let written = closure.result { resultType = written }
    let declaredTypes = names.indices.map { index in
      let contextual = index < paramTypes.count ? paramTypes[index] : nil
      return index < params.count && anonymous == 0 ? params[index].type ?? contextual : contextual
    }
    let infos = zip(names, declaredTypes).map {
      ParamInfo(
        label: nil, name: $0, type: $1, defaultValue: nil, isInout: false, isVariadic: false,
        isAutoclosure: false, isViewBuilder: false)
    }
    let code = FunctionCode(
      name: "(closure)", params: infos, selfKind: .none, isMutating: false, location: loc)
    code.resultType = resultType
    let declared = zip(names, declaredTypes).map {
      Param(label: nil, name: $0, type: $1, defaultValue: nil, location: loc)
    }
    compileNested(code, body, params: declared, builder: builder, infersResult: resultType == nil)
    let node = ClosureNode(code: code, loc)
    if closure.result == nil { code.inferredResultType = implicitResultType(code.body) }
    node.staticType = expected ?? closureType(declaredTypes, resultType ?? implicitResultType(code.body))
    node.resultIsInferred = closure.result == nil
    return node
  }

  /// A closure's own function type when the context gives none (an argument of an overloaded call): the
  /// parameter types it declares and the type its single expression has, so `map({ (x: Int) -> Int in x })`
  /// can choose between `(T) -> ()` and `(T) -> U` as Swift does.
  private func closureType(_ params: [TypeNode?], _ result: TypeNode?) -> TypeNode? {
    guard let result else { return nil }
    return .function(
      params: params.map { $0 ?? .simple("_") }, result: result, isAsync: false, throws: false)
  }

  /// The static type of a body that is one `return` (a single-expression closure), if known.
  private func implicitResultType(_ body: Node) -> TypeNode? {
    if let block = body as? BlockNode, block.statements.count == 1 {
      return implicitResultType(block.statements[0])
    }
    return (body as? ReturnNode)?.value?.staticType
  }

  /// A closure with a capture list: the captured values are evaluated when the closure is created, into a
  /// frame of their own between the closure and its surroundings (`[count]` keeps the value of that
  /// moment; `[weak self]` holds `self` without keeping it alive, read as an Optional).
  private func compileCapturing(_ captures: [CaptureItem], _ closure: () -> Node) -> Node {
    let values = captures.map { item -> Node in
      let value = item.value.map { compileExpr($0) } ?? compileIdentifier(item.name, item.location)
      return item.ownership == .strong ? value : ReferenceStoreNode(value, item.ownership)
    }
    let saved = scope
    scope = FunctionScope(
      parent: saved, selfType: nil, hasSelf: false, isMutating: saved.isMutating, resultType: nil)
    scope.allowsAwait = saved.allowsAwait
    let slots = captures.map { scope.declare($0.name) }
    for (slot, item) in zip(slots, captures) where item.ownership != .strong {
      scope.referenceSlots[slot] = item.ownership
    }
    let body = closure()
    let size = scope.size
    scope = saved
    return CaptureNode(values: values, slots: slots, frameSize: size, closure: body, body.location)
  }
}

/// Rewrites an `if`/`switch` expression so each branch returns its last expression.
enum ValueStatementRewriter {
  static func returning(_ stmt: Stmt) -> Stmt {
    switch stmt.kind {
    case .if(let conditions, let then, let otherwise):
      return Stmt(
        .if(conditions: conditions, then: lastReturns(then), else: otherwise.map(lastReturns)), stmt.range)
    case .switch(let label, let subject, let cases):
      let rewritten = cases.map { c in
        SwitchCase(
          patterns: c.patterns, guardExpr: c.guardExpr, body: lastReturns(c.body), isDefault: c.isDefault,
          location: c.location)
      }
      return Stmt(.switch(label: label, subject: subject, cases: rewritten), stmt.range)
    default: return stmt
    }
  }

  private static func lastReturns(_ body: [Stmt]) -> [Stmt] {
    guard let last = body.last else { return body }
    var result = Array(body.dropLast())
    switch last.kind {
    case .expr(let e): result.append(Stmt(.return(e), last.range))
    case .if, .switch: result.append(returning(last))
    default: result.append(last)
    }
    return result
  }
}
