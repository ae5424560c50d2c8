import DynPropDiagnostics
import SwiftSyntax

/// Postfix chains: member access, calls, subscripts, `!` and optional chaining `?`.
///
/// A chain is lowered from its outermost link inwards. When any link is `x?`, the outermost expression
/// of the chain is wrapped in `.optionalChainBoundary`, so `a?.b.c()` becomes
/// `boundary(call(member(member(optionalChain(a), b), c)))`. Arguments start chains of their own.
extension Lowerer {
  func isChainLink(_ expr: ExprSyntax) -> Bool {
    expr.is(MemberAccessExprSyntax.self) || expr.is(FunctionCallExprSyntax.self)
      || expr.is(SubscriptCallExprSyntax.self) || expr.is(ForceUnwrapExprSyntax.self)
      || expr.is(OptionalChainingExprSyntax.self)
  }

  /// Lowers the outermost link of a chain and adds the boundary when the chain has a `?`.
  func lowerChain(_ expr: ExprSyntax) -> Expr {
    var hasOptional = false
    let inner = chainLink(expr, &hasOptional)
    return hasOptional ? Expr(.optionalChainBoundary(inner), range(expr)) : inner
  }

  /// A link's base: still part of the same chain when it is itself a link.
  private func chainBase(_ expr: ExprSyntax, _ hasOptional: inout Bool) -> Expr {
    guard isChainLink(expr) else { return lowerExpr(expr) }
    return nested(expr, errorExpr(expr)) { chainLink(expr, &hasOptional) }
  }

  private func chainLink(_ expr: ExprSyntax, _ hasOptional: inout Bool) -> Expr {
    let kind: ExprKind
    if let node = expr.as(MemberAccessExprSyntax.self) {
      kind = memberAccess(node, &hasOptional)
    } else if let node = expr.as(FunctionCallExprSyntax.self) {
      let callee = typeCallee(node.calledExpression) ?? chainBase(node.calledExpression, &hasOptional)
      kind = .call(callee: callee, arguments: callArguments(node))
    } else if let node = expr.as(SubscriptCallExprSyntax.self) {
      let arguments =
        lowerArguments(node.arguments)
        + trailingClosures(node.trailingClosure, node.additionalTrailingClosures)
      kind = .subscript(base: chainBase(node.calledExpression, &hasOptional), arguments: arguments)
    } else if let node = expr.as(ForceUnwrapExprSyntax.self) {
      kind = .forceUnwrap(chainBase(node.expression, &hasOptional))
    } else if let node = expr.as(OptionalChainingExprSyntax.self) {
      hasOptional = true
      kind = .optionalChain(chainBase(node.expression, &hasOptional))
    } else {
      return lowerExpr(expr)
    }
    return Expr(kind, range(expr))
  }

  /// `.name`, `base.name`, and `[Post].self` / `Int?.self` / `Foo<T>.self` with a `.type` base. After
  /// `T?`, only `self` and Optional's cases name the type's members (`Int?.none`); any other member is
  /// optional chaining on a value.
  private func memberAccess(_ node: MemberAccessExprSyntax, _ hasOptional: inout Bool) -> ExprKind {
    let member = referenceName(node.declName)
    guard let base = node.base else { return .implicitMember(member) }
    if let type = typeFromSugarExpr(base),
      ["self", "none", "some"].contains(member) || !base.is(OptionalChainingExprSyntax.self)
    {
      return .member(base: Expr(.type(type), range(base)), name: member)
    }
    return .member(base: chainBase(base, &hasOptional), name: member)
  }

  /// `[Int]()`, `[String: Int]()`, `Foo<Int>(x)`: the callee is the type itself.
  private func typeCallee(_ callee: ExprSyntax) -> Expr? {
    guard let type = calledCollectionType(callee) ?? typeFromSugarExpr(callee) else { return nil }
    return Expr(.type(type), range(callee))
  }

  private func callArguments(_ node: FunctionCallExprSyntax) -> [Argument] {
    lowerArguments(node.arguments) + trailingClosures(node.trailingClosure, node.additionalTrailingClosures)
  }

  func lowerArguments(_ list: LabeledExprListSyntax) -> [Argument] {
    list.map { Argument(label: argumentLabel($0.label), value: lowerExpr($0.expression)) }
  }

  /// Trailing closures as extra arguments: the first unlabeled, later ones with their written labels.
  func trailingClosures(
    _ first: ClosureExprSyntax?, _ more: MultipleTrailingClosureElementListSyntax
  ) -> [Argument] {
    var arguments: [Argument] = []
    if let first {
      arguments.append(Argument(label: nil, value: lowerClosure(first), isTrailingClosure: true))
    }
    for element in more {
      let label = argumentLabel(element.label)
      arguments.append(Argument(label: label, value: lowerClosure(element.closure), isTrailingClosure: true))
    }
    return arguments
  }
}
