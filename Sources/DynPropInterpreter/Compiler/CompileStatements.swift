import DynPropDiagnostics
import DynPropSyntax

/// Statements: declarations, control flow, `return`, `throw`, `defer`.
extension Compiler {
  /// A function body; a single expression is its implicit return value.
  func compileFunctionBody(_ body: [Stmt], _ location: SourceLocation) -> Node {
    if body.count == 1, case .expr(let expr) = body[0].kind {
      return ReturnNode(
        value: promotedTypeParameter(compileExpr(expr, expected: scope.resultType), scope.resultType),
        expected: scope.resultType.map { qualified($0) },
        expr.location)
    }
    // `var names: [String] { if a { all } else { all.filter(f) } }`: an `if` or `switch` that is a
    // body's only statement is its value (Swift 5.9 if/switch expressions).
    if body.count == 1, returnsValue || scope.infersResult, body[0].isValueStatement {
      return compileBlock([ValueStatementRewriter.returning(body[0])], location, newScope: false)
    }
    return compileBlock(body, location, newScope: false)
  }

  /// Whether the function being compiled returns a value (not `Void`).
  private var returnsValue: Bool {
    guard let result = scope.resultType else { return false }
    return result != .simple("Void") && result != .tuple([])
  }

  /// A nested block's locals are released when it ends, last declared first (a class instance's
  /// `deinit` runs there, as in Swift), unless a closure or local function made in it may still use them
  /// (an `async let` child's value is released there in any case: Swift destroys it before a `catch`).
  func compileBlock(_ body: [Stmt], _ location: SourceLocation, newScope: Bool = true) -> BlockNode {
    guard newScope else {
      let nodes = body.map(compileStmt)
      return BlockNode(nodes, hasDefers: nodes.contains { $0 is DeferNode }, location)
    }
    scope.pushBlock()
    let nestedBefore = nestedCodeCount
    let nodes = body.map(compileStmt)
    let slots = scope.popBlockSlots()
    let block = BlockNode(nodes, hasDefers: nodes.contains { $0 is DeferNode }, location)
    block.releasedSlots = releasable(slots, nestedSince: nestedBefore)
    return block
  }

  /// The slots to release when a block or function body ends, last declared first: all of them, or, when
  /// a closure or local function was made there (it keeps the frame), those it does not read (and
  /// `async let`s, which no escaping closure may capture).
  func releasable(_ slots: [Int], nestedSince count: Int) -> [Int] {
    let released =
      nestedCodeCount == count
      ? slots : slots.filter { !scope.capturedSlots.contains($0) || scope.asyncLetSlots.contains($0) }
    return released.sorted(by: >)
  }

  /// A function body that made closures: its locals they do not read are released when it ends, as
  /// Swift's closures keep only what they capture (without closures the frame itself goes).
  func releasingLocals(_ body: Node, firstLocal: Int, nestedSince count: Int) -> Node {
    guard nestedCodeCount != count, firstLocal < scope.size else { return body }
    let slots = releasable(Array(firstLocal..<scope.size), nestedSince: count)
    guard !slots.isEmpty else { return body }
    let block = BlockNode([body], hasDefers: false, body.location)
    block.releasedSlots = slots
    return block
  }

  func compileStmt(_ stmt: Stmt) -> Node {
    let loc = stmt.location
    switch stmt.kind {
    case .expr(let expr): return compileExpr(expr)
    case .decl(let decl): return compileLocalDecl(decl)
    case .if(let conditions, let then, let otherwise):
      scope.pushBlock()
      defer { scope.popBlock() }
      let conds = conditions.map(compileCondition)
      var branches = [then] + (otherwise.map { [$0] } ?? [])
      if otherwise == nil { branches.append([]) }
      let nodes = onEveryPath(branches.map { branch in { self.compileBlock(branch, loc) } })
      return IfNode(conditions: conds, then: nodes[0], otherwise: otherwise == nil ? nil : nodes[1], loc)
    case .guard(let conditions, let otherwise):
      let elseNode = onEveryPath([{ self.compileBlock(otherwise, loc) }, { EmptyNode() }])[0]
      let global = scope.isTopLevel && scope.parent == nil && scope.isOutermostBlock
      let conds = conditions.map { compileCondition($0, bindsGlobals: global) }
      return GuardNode(conditions: conds, otherwise: elseNode, loc)
    case .while(let label, let conditions, let body):
      scope.pushBlock()
      defer { scope.popBlock() }
      let conds = conditions.map(compileCondition)
      return WhileNode(label: label, conditions: conds, body: compileLoopBody(stmt, body, loc), loc)
    case .repeatWhile(let label, let body, let condition):
      return RepeatWhileNode(
        label: label, body: compileLoopBody(stmt, body, loc), condition: compileExpr(condition), loc)
    case .forIn(let label, let pattern, let sequence, let whereClause, let body, let isAwait):
      if isAwait { return compileForAwait(stmt, label, pattern, sequence, whereClause, body, loc) }
      let seq = compileExpr(sequence)
      let elementType: TypeNode? = {
        if case .array(let element)? = seq.staticType { return element }
        return nil
      }()
      var frameSize: Int?
      let (compiled, condition, bodyNode) = inIterationScope(stmt.loopHasClosures, &frameSize) {
        let compiled = compilePattern(pattern, bindsByDefault: true, type: elementType)
        return (compiled, whereClause.map { compileExpr($0) }, compileBlock(body, loc))
      }
      return ForInNode(
        label: label, pattern: compiled, sequence: seq, whereClause: condition, body: bodyNode,
        iterationFrameSize: frameSize, loc)
    case .switch(let label, let subject, let cases):
      return compileSwitch(label, subject, cases, loc)
    case .return(let value):
      return ReturnNode(
        value: value.map {
          promotedTypeParameter(compileExpr($0, expected: scope.resultType), scope.resultType)
        },
        expected: scope.resultType.map { qualified($0) },
        loc)
    case .break(let label): return JumpNode(.breakLoop(label), loc)
    case .continue(let label): return JumpNode(.continueLoop(label), loc)
    case .fallthrough: return JumpNode(.continueLoop("#fallthrough"), loc)
    case .yield(let value):
      guard inModifyAccessor, case .inoutArg(let target) = value.kind,
        let place = compileExpr(target) as? LValueNode
      else {
        error(
          "unsupported: 'yield' here (only 'yield &x' at the top of a '_modify' accessor, or once in '_read')",
          at: loc)
        return EmptyNode()
      }
      return ModifyYieldNode(place: place, loc)
    case .throw(let value): return ThrowNode(value: compileExpr(value), loc)
    case .defer(let body): return DeferNode(compileBlock(body, loc), loc)
    case .do(let body, let catches): return compileDo(body, catches, loc)
    case .block(let body): return compileBlock(body, loc)
    }
  }

  /// Compiles alternative paths (branches of an `if`, cases of a `switch`, a loop body and its skipping):
  /// each starts from what was initialized before, and after them only what every path initialized
  /// counts (`FunctionScope.initializedStorage`).
  func onEveryPath(_ paths: [() -> Node]) -> [Node] {
    let before = scope.initializedStorage
    var after: Set<Int>?
    let nodes = paths.map { path -> Node in
      scope.initializedStorage = before
      let node = path()
      after = after.map { $0.intersection(scope.initializedStorage) } ?? scope.initializedStorage
      return node
    }
    scope.initializedStorage = after ?? before
    return nodes
  }

  /// A loop body, in a frame of its own per iteration when a closure inside may capture its variables.
  private func compileLoopBody(_ loop: Stmt, _ body: [Stmt], _ loc: SourceLocation) -> Node {
    var frameSize: Int?
    let node = onEveryPath([
      { self.inIterationScope(loop.loopHasClosures, &frameSize) { self.compileBlock(body, loc) } },
      { EmptyNode() },
    ])[0]
    guard let frameSize else { return node }
    return IterationFrameNode(body: node, frameSize: frameSize, loc)
  }

  /// Compiles `work` in a scope of its own (variables in a fresh frame per iteration, so a closure made
  /// in one iteration keeps that iteration's values) when `isNeeded`; otherwise in a nested block.
  func inIterationScope<T>(_ isNeeded: Bool, _ frameSize: inout Int?, _ work: () -> T) -> T {
    guard isNeeded else {
      scope.pushBlock()
      defer { scope.popBlock() }
      return work()
    }
    let saved = scope
    scope = FunctionScope(
      parent: saved, selfType: nil, hasSelf: false, isMutating: saved.isMutating, isInit: saved.isInit,
      resultType: saved.resultType)
    scope.allowsAwait = saved.allowsAwait
    defer { scope = saved }
    let result = work()
    frameSize = scope.size
    return result
  }

  /// `caseBody` compiles each case's body while its pattern bindings are in scope (result-builder
  /// switches compile theirs as builder bodies).
  func compileSwitch(
    _ label: String?, _ subject: Expr, _ cases: [SwitchCase], _ loc: SourceLocation,
    caseBody: ((SwitchCase) -> Node)? = nil
  ) -> SwitchNode {
    let subjectNode = compileExpr(subject)
    var compiled: [SwitchNode.Case] = []
    _ = onEveryPath(
      cases.map { switchCase in
        {
          self.scope.pushBlock()
          defer { self.scope.popBlock() }
          let patterns =
            switchCase.isDefault
            ? [CompiledPattern.wildcard]
            : self.compileAlternativePatterns(switchCase.patterns)
          compiled.append(
            SwitchNode.Case(
              patterns: patterns, guardNode: switchCase.guardExpr.map { self.compileExpr($0) },
              body: caseBody?(switchCase) ?? self.compileBlock(switchCase.body, switchCase.location)))
          return EmptyNode()
        }
      })
    return SwitchNode(label: label, subject: subjectNode, cases: compiled, loc)
  }

  private func compileDo(_ body: [Stmt], _ catches: [CatchClause], _ loc: SourceLocation) -> Node {
    if catches.isEmpty { return compileBlock(body, loc) }
    let before = scope.initializedStorage
    let bodyNode = compileBlock(body, loc)
    var clauses: [DoCatchNode.Catch] = []
    // A handler starts from what was initialized before the `do` (its body may have stopped anywhere).
    let handlers = catches.map { clause in
      {
        self.scope.initializedStorage = before
        self.scope.pushBlock()
        defer { self.scope.popBlock() }
        let errorSlot = clause.pattern == nil ? self.scope.declare("error") : nil
        let pattern = clause.pattern.map { self.compilePattern($0, bindsByDefault: false) }
        clauses.append(
          DoCatchNode.Catch(
            pattern: pattern, errorSlot: errorSlot, guardNode: clause.guardExpr.map { self.compileExpr($0) },
            body: self.compileBlock(clause.body, loc)))
        return EmptyNode() as Node
      }
    }
    let afterBody = scope.initializedStorage
    _ = onEveryPath(
      [
        {
          self.scope.initializedStorage = afterBody
          return EmptyNode()
        }
      ] + handlers)
    return DoCatchNode(body: bodyNode, catches: clauses, loc)
  }

  func compileCondition(_ condition: Condition) -> ConditionNode {
    compileCondition(condition, bindsGlobals: false)
  }

  /// `bindsGlobals`: a file's top-level `guard let x = …`, whose `x` is a global (`declareGlobals`).
  func compileCondition(_ condition: Condition, bindsGlobals: Bool) -> ConditionNode {
    switch condition {
    case .expr(let expr): return .boolean(compileExpr(expr))
    case .optionalBinding(let name, _, let value, let location):
      let valueNode = value.map { compileExpr($0) } ?? compileIdentifier(name, location)
      if bindsGlobals { return .bindGlobal(slot: globalSlot(name), value: valueNode) }
      return .bind(slot: scope.declare(name), value: valueNode)
    case .pattern(let pattern, let expr):
      let valueNode = compileExpr(expr)
      return .pattern(compilePattern(pattern, bindsByDefault: false), valueNode)
    case .availability:
      return .boolean(ConstantNode(.bool(true), SourceLocation(file: "", line: 0, column: 0)))
    }
  }

  /// The initial value of a variable as its storage keeps it (`weak`/`unowned`: without a strong
  /// reference).
  private func owned(_ value: Node, _ ownership: ReferenceOwnership) -> Node {
    ownership == .strong ? value : ReferenceStoreNode(value, ownership)
  }

  /// Local `let`/`var`, nested functions and types.
  func compileLocalDecl(_ decl: Decl) -> Node {
    switch decl.kind {
    case .variable(var v):
      v.type = canonical(v.type)
      if let wrapper = localWrapper(v), case .binding(let name, _, _) = v.pattern {
        return compileLocalWrapped(v, name, wrapper, decl)
      }
      if let accessors = v.accessors, accessors.get != nil, case .binding(let name, _, _) = v.pattern {
        return declareComputedVariable(name, v, accessors, decl.location)
      }
      if v.isAsyncLet, let initializer = v.initializer, case .binding(let name, _, _) = v.pattern {
        return declareAsyncLet(name, v, initializer, decl.location)
      }
      let value = v.initializer.map { compileExpr($0, expected: v.type) }
      if scope.isTopLevel, scope.parent == nil, case .binding(let name, _, _) = v.pattern, isGlobalScopeLevel
      {
        let initial = value ?? (isOptionalType(v.type) ? ConstantNode(.none, decl.location) : nil)
        if let type = v.type ?? value?.staticType { rt.globalTypes[globalSlot(name)] = type }
        let ownership = v.modifiers.ownership
        if ownership != .strong { rt.globalOwnership[globalSlot(name)] = ownership }
        if isCompilingLaterFile, let initializer = v.initializer {
          let slot = globalSlot(name)
          rt.lazyGlobals[slot] = makeThunk(name, initializer, expected: v.type, owner: nil)
          return LazyGlobalDeclare(slot: slot, decl.location)
        }
        return GlobalDeclare(
          slot: globalSlot(name), value: initial.map { owned(coerced($0, v.type), ownership) }, decl.location)
      }
      if case .binding(let name, _, _) = v.pattern {
        let initial = value ?? (isOptionalType(v.type) && !v.isLet ? ConstantNode(.none, decl.location) : nil)
        let slot = scope.declare(name, type: v.type ?? value?.staticType)
        if v.isLet, v.initializer != nil { scope.constants.insert(slot) }
        let ownership = v.modifiers.ownership
        if ownership != .strong { scope.referenceSlots[slot] = ownership }
        return LocalDeclare(
          slot: slot, value: initial.map { owned(coerced($0, v.type), ownership) }, decl.location)
      }
      if case .wildcard = v.pattern { return value ?? EmptyNode() }
      let pattern = compilePattern(v.pattern, bindsByDefault: true)
      return TupleDestructure(
        value: value ?? ConstantNode(.void, decl.location), pattern: pattern, decl.location)
    case .function(let f):
      let slot = scope.declare(f.name)
      let code = FunctionCode(
        name: "\(f.name)()", params: [], selfKind: .none, isMutating: false, location: decl.location)
      code.resultType = f.result
      code.params = f.params.map { paramInfo($0, defaultValue: nil) }
      code.genericParams = f.genericParams.map(\.name)
      compileNested(code, f.body ?? [], params: f.params, generics: f.genericParams, allowsAwait: f.isAsync)
      return LocalDeclare(slot: slot, value: ClosureNode(code: code, decl.location), decl.location)
    case .type:
      declareLocalType(decl)
      return EmptyNode()
    case .typeAlias(let name, let target):
      scope.typeAliases[name] = canonical(target) ?? target
      return EmptyNode()
    case .import, .ignored, .extension: return EmptyNode()
    default:
      error("unsupported: this declaration inside a function", at: decl.location)
      return EmptyNode()
    }
  }

  private var isGlobalScopeLevel: Bool { scope.isTopLevel }

  /// `case let .active(v), let .paused(v):`: every alternative binds the same variables, so a name bound
  /// by one pattern and by the next is one slot, whichever pattern matched.
  private func compileAlternativePatterns(_ patterns: [Pattern]) -> [CompiledPattern] {
    scope.alternativeBindings = [:]
    defer { scope.alternativeBindings = nil }
    return patterns.map { compilePattern($0, bindsByDefault: false) }
  }

  /// A type declared in a function body: its conformances and members are laid out at once, so the rest of
  /// the body knows its cases and member types (`[S.a, .b]` is `[S]`); its member bodies still wait.
  private func declareLocalType(_ decl: Decl) {
    let start = pending.count
    declareTypes([Stmt(.decl(decl), decl.range)], in: nil)
    let layout = Array(pending[start...])
    pending.removeSubrange(start...)
    for work in layout { work() }
  }

  /// `async let a = f()`: the slot holds the child task started for `f()` (`AsyncLetNode`).
  private func declareAsyncLet(_ name: String, _ v: VarDecl, _ initializer: Expr, _ location: SourceLocation)
    -> Node
  {
    let code = FunctionCode(
      name: "async let \(name)", params: [], selfKind: .none, isMutating: false, location: location)
    code.resultType = v.type
    compileNested(code, [Stmt(.expr(initializer), initializer.range)], params: [])
    let start = AsyncLetNode(body: ClosureNode(code: code, location), location)
    if scope.isTopLevel, scope.parent == nil {
      let slot = globalSlot(name)
      if let type = v.type { rt.globalTypes[slot] = type }
      return GlobalDeclare(slot: slot, value: start, location)
    }
    let slot = scope.declare(name, type: v.type)
    scope.indirectSlots.insert(slot)
    scope.asyncLetSlots.insert(slot)
    scope.constants.insert(slot)
    return LocalDeclare(slot: slot, value: start, location)
  }

  private func declareComputedVariable(
    _ name: String, _ v: VarDecl, _ accessors: Accessors, _ location: SourceLocation
  ) -> Node {
    if scope.isTopLevel, scope.parent == nil {
      let slot = globalSlot(name)
      if let type = v.type { rt.globalTypes[slot] = type }
      return GlobalDeclare(slot: slot, value: computedVariable(name, v, accessors, location), location)
    }
    let slot = scope.declare(name, type: v.type)
    scope.indirectSlots.insert(slot)
    return LocalDeclare(slot: slot, value: computedVariable(name, v, accessors, location), location)
  }

  func isOptionalType(_ type: TypeNode?) -> Bool {
    if case .optional? = type { return true }
    return false
  }

  /// A written type with a nested type's name made absolute (`Kind` inside `Outer` is `Outer.Kind`), so
  /// an implicit member evaluated later, outside the declaring scope, finds it (`var k: Kind = .b`).
  func qualified(_ type: TypeNode, in context: ScriptType? = nil) -> TypeNode {
    switch type {
    case .optional(let inner): return .optional(qualified(inner, in: context))
    case .named(let components, let generics) where components.count == 1:
      guard
        let script = lookupType(components[0], context: context ?? scope.typeContext?.type) as? ScriptType,
        script.parent != nil
      else { return type }
      return .named(components: script.path, generics: generics)
    default: return type
    }
  }

  /// `return value` with `value: T` from a function returning `Any?`: `Optional(value)` whatever `T` is
  /// at run time, an Optional too (`Optional(Optional("Foo"))`), as Swift converts an opaque `T`.
  func promotedTypeParameter(_ node: Node, _ type: TypeNode?) -> Node {
    guard let source = node.staticType, typeParameterName(source) != nil, let type,
      case let layers = Self.optionalDepth(type), layers > 0
    else { return node }
    let wrapped = OptionalWrapNode(node, layers: layers, type: type)
    wrapped.staticType = type
    return wrapped
  }

  /// A value stored under a declared type takes its form (`Contextual.coerce`); constants are coerced now.
  func coerced(_ node: Node, _ type: TypeNode?) -> Node {
    guard let type = type.map({ qualified($0) }) else { return node }
    if node is ImplicitCallNode || node is ImplicitMemberNode {
      let resolved = ContextualNode(node, expected: type)
      resolved.staticType = type
      return resolved
    }
    guard Contextual.needsCoercion(type) else { return node }
    // `let y: Int?? = x` with `x: Int?`: as many layers as the types differ by, a nil included
    // (`Optional(nil)`), which the value alone cannot tell.
    if node.staticType.flatMap(typeParameterName) != nil, Self.optionalDepth(type) > 0 {
      return promotedTypeParameter(node, type)
    }
    if let source = node.staticType, case let depth = Self.optionalDepth(source), depth > 0,
      Self.optionalDepth(type) > depth
    {
      let wrapped = OptionalWrapNode(node, layers: Self.optionalDepth(type) - depth, type: type)
      wrapped.staticType = type
      return wrapped
    }
    if let constant = node as? ConstantNode {
      return ConstantNode(Contextual.coerce(constant.value, to: type), node.location)
    }
    return ContextualNode(node, expected: type)
  }

  /// A closure or nested function body, in a scope nested in the current one (captures by frame).
  func compileNested(
    _ code: FunctionCode, _ body: [Stmt], params: [Param], generics: [GenericParam] = [],
    builder: Bool = false,
    allowsAwait: Bool = true, infersResult: Bool = false
  ) {
    nestedCodeCount += 1
    let saved = scope
    scope = FunctionScope(
      parent: saved, selfType: nil, hasSelf: false, isMutating: saved.isMutating, resultType: code.resultType)
    scope.allowsAwait = allowsAwait
    scope.infersResult = infersResult
    if code.name.hasSuffix(")"), !code.name.hasPrefix("(") {
      scope.functionName = Compiler.swiftFunctionName(code)
    }
    code.poundFunction = enclosingFunctionName
    defer { scope = saved }
    for p in params { _ = scope.declare(p.name, type: p.type) }
    for generic in generics {
      if let constraint = generic.constraint { scope.genericConstraints[generic.name] = constraint }
    }
    let bindings = bindGenerics(generics, params: params, result: code.resultType)
    let firstLocal = scope.size
    let nestedBefore = nestedCodeCount
    let compiled = releasingLocals(
      builder ? compileBuilderBody(body, code.location) : compileFunctionBody(body, code.location),
      firstLocal: firstLocal, nestedSince: nestedBefore)
    code.body =
      bindings.isEmpty
      ? compiled
      : BlockNode(
        [GenericBindingsNode(bindings, function: code.identity, code.location), compiled], hasDefers: false,
        code.location)
    code.frameSize = scope.size
  }
}
