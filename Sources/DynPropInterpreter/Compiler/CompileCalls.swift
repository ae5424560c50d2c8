import DynPropDiagnostics
import DynPropSyntax

/// Calls, arguments, builder closures, patterns and `@ViewBuilder` bodies.
extension Compiler {
  /// Host calls whose trailing/labelled closures are `@ViewBuilder` blocks.
  static let builderMethods: Set<String> = [
    "sheet", "toolbar", "overlay", "background", "alert", "confirmationDialog", "contextMenu", "popover",
    "fullScreenCover", "navigationDestination", "safeAreaInset", "mask",
  ]

  func compileCall(_ callee: Expr, _ arguments: [Argument], _ loc: SourceLocation) -> Node {
    switch callee.kind {
    case .implicitMember(let name):
      return ImplicitCallNode(name: name, args: arguments.map(compileArgument), loc)
    case .member(let base, let name):
      if case .identifier(let id) = base.kind, id == "super" || id == "self", name == "init" {
        return compileDelegatingInit(id == "super", arguments, loc)
      }
      let isBuilder = Compiler.builderMethods.contains(name)
      if name != "self", case .identifier(let id) = base.kind, id != "self", resolveVariable(id, loc) == nil,
        lookupType(id, context: scope.typeContext?.type) != nil, name == "init"
      {
        return CallNode(
          callee: compileExpr(base),
          args: compileArguments(arguments, builderLabels: builderLabels(for: base)), loc)
      }
      return MethodCallNode(
        base: compilePlaceOrValue(base), name: name,
        args: compileArguments(
          arguments, builderLabels: isBuilder ? [nil, "content", "actions", "label"] : []), loc)
    case .identifier(let name):
      if let swap = compileSwap(name, arguments, loc) { return swap }
      if resolveVariable(name, loc) == nil, rt.functions[name] == nil, extendsBuiltinType(),
        Builtins.globalFunction(named: name) == nil,
        lookupType(name, context: scope.typeContext?.type) == nil,
        rt.globalIndex[name] == nil, let selfPlace = resolveVariable("self", loc)
      {
        return MethodCallNode(
          base: selfPlace, name: name, args: compileArguments(arguments, builderLabels: []), loc)
      }
      if resolveVariable(name, loc) == nil, let ctx = scope.typeContext,
        ctx.type.findMethods(name) != nil || declaredMemberNames(ctx.type).contains(name),
        rt.types[name] == nil, let selfPlace = resolveVariable("self", loc)
      {
        return MethodCallNode(
          base: selfPlace, name: name, args: compileArguments(arguments, builderLabels: []), loc)
      }
      if resolveVariable(name, loc) == nil, let codes = rt.functions[name], codes.count > 1 {
        let args = compileArguments(arguments, builderLabels: [])
        if let (code, _) = ArgumentMatcher.select(codes, args) {
          return CallNode(
            callee: ConstantNode(.closure(ScriptClosure(code: code, captured: nil)), loc), args: args, loc)
        }
      }
      return CallNode(
        callee: compileExpr(callee),
        args: compileArguments(arguments, builderLabels: builderLabels(for: callee)), loc)
    default:
      return CallNode(callee: compileExpr(callee), args: compileArguments(arguments, builderLabels: []), loc)
    }
  }

  /// `swap(&a, &b)` from the standard library, unless a script declares its own `swap`.
  private func compileSwap(_ name: String, _ arguments: [Argument], _ loc: SourceLocation) -> Node? {
    guard name == "swap", arguments.count == 2, resolveVariable(name, loc) == nil, rt.functions[name] == nil,
      case .inoutArg(let first) = arguments[0].value.kind,
      case .inoutArg(let second) = arguments[1].value.kind
    else { return nil }
    guard let a = compilePlace(first), let b = compilePlace(second) else {
      error("cannot pass immutable value as inout argument", at: loc)
      return EmptyNode()
    }
    return SwapNode(a, b, loc)
  }

  /// Which argument labels of a call to this callee take `@ViewBuilder` closures.
  private func builderLabels(for callee: Expr) -> Set<String?> {
    guard case .identifier(let name) = callee.kind, resolveVariable(name, callee.location) == nil else {
      return []
    }
    if let native = rt.bridge?.nativeType(named: name) as? NativeType { return native.builderLabels }
    if let script = lookupType(name, context: scope.typeContext?.type) as? ScriptType {
      var labels: Set<String?> = []
      for code in script.initializers {
        for p in code.params where p.isViewBuilder { labels.insert(p.label) }
      }
      if !labels.isEmpty { labels.insert(nil) }
      return labels
    }
    return []
  }

  func compileArguments(_ arguments: [Argument], builderLabels: Set<String?>) -> [CallArgument] {
    arguments.map { arg in
      if case .closure(let params, let body, _, let anonymous) = arg.value.kind,
        builderLabels.contains(arg.label) || (arg.isTrailingClosure && builderLabels.contains(nil))
      {
        let node = compileClosure(
          params, body, anonymous: anonymous, builder: true, expected: nil, arg.value.location)
        return CallArgument(label: arg.label, value: node, isTrailingClosure: arg.isTrailingClosure)
      }
      return compileArgument(arg)
    }
  }

  func compileArgument(_ arg: Argument) -> CallArgument {
    if case .inoutArg(let inner) = arg.value.kind, let place = compilePlace(inner) {
      return CallArgument(label: arg.label, value: place, isTrailingClosure: false, inoutPlace: place)
    }
    return CallArgument(
      label: arg.label, value: compileExpr(arg.value), isTrailingClosure: arg.isTrailingClosure)
  }

  /// `super.init(...)` and `self.init(...)` run another initializer on the same `self`.
  private func compileDelegatingInit(_ isSuper: Bool, _ arguments: [Argument], _ loc: SourceLocation) -> Node
  {
    guard let ctx = scope.typeContext, let selfPlace = resolveVariable("self", loc) else {
      error("'init' can only be delegated to from an initializer", at: loc)
      return EmptyNode()
    }
    let target = isSuper ? ctx.type.superclass : ctx.type
    return DelegatingInitNode(
      type: target, selfPlace: selfPlace, args: compileArguments(arguments, builderLabels: []), loc)
  }

  // MARK: Patterns

  func compilePattern(_ pattern: Pattern, bindsByDefault: Bool) -> CompiledPattern {
    switch pattern {
    case .wildcard: return .wildcard
    case .binding(let name, _, _):
      return .slot(scope.declare(name))
    case .tuple(let parts): return .tuple(parts.map { compilePattern($0, bindsByDefault: bindsByDefault) })
    case .enumCase(_, let name, let arguments):
      return .enumCase(
        name: name, arguments: arguments?.map { compilePattern($0.pattern, bindsByDefault: bindsByDefault) })
    case .expression(let expr):
      if bindsByDefault, case .identifier(let name) = expr.kind { return .slot(scope.declare(name)) }
      if case .implicitMember(let name) = expr.kind { return .enumCase(name: name, arguments: nil) }
      return .expression(compileExpr(expr))
    case .optionalSome(let inner): return .optionalSome(compilePattern(inner, bindsByDefault: bindsByDefault))
    case .isType(let type): return .isType(type)
    case .cast(let inner, let type): return .cast(compilePattern(inner, bindsByDefault: bindsByDefault), type)
    }
  }

  // MARK: View builders

  func compileBuilderBody(_ body: [Stmt], _ location: SourceLocation) -> Node {
    scope.pushBlock()
    defer { scope.popBlock() }
    if body.count == 1, case .return = body[0].kind { return compileStmt(body[0]) }
    return ViewBuilderNode(items: body.map(builderItem), location)
  }

  private func builderItem(_ stmt: Stmt) -> ViewBuilderNode.Item {
    let loc = stmt.location
    switch stmt.kind {
    case .expr(let expr): return .init(node: compileExpr(expr), isStatement: false)
    case .if(let conditions, let then, let otherwise):
      scope.pushBlock()
      defer { scope.popBlock() }
      let conds = conditions.map(compileCondition)
      let thenNode = compileBuilderBody(then, loc)
      let elseNode = otherwise.map { compileBuilderBody($0, loc) }
      return .init(
        node: BuilderIfNode(conditions: conds, then: thenNode, otherwise: elseNode, loc), isStatement: false)
    case .switch(let label, let subject, let cases):
      var bodies: [Node] = []
      let switchNode = compileSwitch(label, subject, cases, loc) { switchCase in
        bodies.append(self.compileBuilderBody(switchCase.body, switchCase.location))
        return EmptyNode()
      }
      return .init(node: BuilderSwitchNode(switchNode: switchNode, bodies: bodies, loc), isStatement: false)
    case .forIn(_, let pattern, let sequence, _, let body):
      let seq = compileExpr(sequence)
      scope.pushBlock()
      defer { scope.popBlock() }
      let compiled = compilePattern(pattern, bindsByDefault: true)
      return .init(
        node: BuilderForNode(pattern: compiled, sequence: seq, body: compileBuilderBody(body, loc), loc),
        isStatement: false)
    default:
      return .init(node: compileStmt(stmt), isStatement: true)
    }
  }
}

/// `super.init(...)` / `self.init(...)`: another initializer of the (super)class runs on this `self`.
public final class DelegatingInitNode: Node {
  let type: ScriptType?
  let selfPlace: LocalPlace
  let args: [CallArgument]

  init(type: ScriptType?, selfPlace: LocalPlace, args: [CallArgument], _ location: SourceLocation) {
    self.type = type
    self.selfPlace = selfPlace
    self.args = args
    super.init(location)
  }

  public override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    guard let type, !type.initializers.isEmpty else { return .void }
    if rt.extensions[type.name] === type, let native = rt.bridge?.nativeType(named: type.name) as? NativeType,
      ArgumentMatcher.select(type.initializers, args) == nil
    {
      try selfPlace.write(frame, rt, try Construction.construct(native, args, frame, rt, location))
      return .void
    }
    guard let (code, binding) = ArgumentMatcher.select(type.initializers, args) else {
      throw Diagnose.argumentMismatch(type.initializers[0], args, rt, location)
    }
    let values = try ArgumentEvaluator.evaluate(args, binding: binding, params: code.params, frame, rt)
    try selfPlace.modify(frame, rt) { selfValue in
      _ = try rt.callMutating(code, self: &selfValue, arguments: values, at: self.location)
    }
    return .void
  }
}
