import DynPropDiagnostics
import SwiftSyntax

/// Pattern lowering for `case`, `if case`, `for`, `catch` and destructuring `let (a, b) = t`.
///
/// swift-syntax writes most `case` patterns as expressions (`ExpressionPatternSyntax`) whose bound names
/// appear as `PatternExprSyntax`; enum case references, tuples, `x?` and `x as T` are recognised in that
/// expression form and everything else is matched with `~=` (`Pattern.expression`).
extension Lowerer {
  /// `isVar` is true inside a `var` binding pattern, so plain names bind mutable variables.
  func lowerPattern(_ pattern: PatternSyntax, isVar: Bool = false) -> Pattern {
    nested(pattern, .wildcard) {
      if let node = pattern.as(IdentifierPatternSyntax.self) {
        return .binding(name: name(node.identifier), isVar: isVar, location: location(node))
      }
      if let node = pattern.as(ValueBindingPatternSyntax.self) {
        return lowerPattern(node.pattern, isVar: node.bindingSpecifier.tokenKind == .keyword(.var))
      }
      if let node = pattern.as(TuplePatternSyntax.self) {
        let elements = node.elements.map { lowerPattern($0.pattern, isVar: isVar) }
        if elements.count == 1, node.elements.first?.label == nil { return elements[0] }
        return .tuple(elements)
      }
      if let node = pattern.as(ExpressionPatternSyntax.self) {
        return patternFromExpr(node.expression, isVar: isVar)
      }
      if let node = pattern.as(IsTypePatternSyntax.self) { return .isType(lowerType(node.type)) }
      if pattern.is(WildcardPatternSyntax.self) || pattern.is(MissingPatternSyntax.self) { return .wildcard }
      unsupported("pattern '\(pattern.kind)'", at: pattern)
      return .wildcard
    }
  }

  /// A pattern written in expression form.
  func patternFromExpr(_ expr: ExprSyntax, isVar: Bool) -> Pattern {
    if let sequence = expr.as(SequenceExprSyntax.self) {
      return withFolded(sequence, placeholder: .wildcard) { patternFromExpr($0, isVar: isVar) }
    }
    return nested(expr, .wildcard) {
      if let node = expr.as(PatternExprSyntax.self) { return lowerPattern(node.pattern, isVar: isVar) }
      if expr.is(DiscardAssignmentExprSyntax.self) { return .wildcard }
      if let node = expr.as(TupleExprSyntax.self) {
        let elements = node.elements.map { patternFromExpr($0.expression, isVar: isVar) }
        if elements.count == 1, node.elements.first?.label == nil { return elements[0] }
        return .tuple(elements)
      }
      if let node = expr.as(OptionalChainingExprSyntax.self) {
        return .optionalSome(patternFromExpr(node.expression, isVar: isVar))
      }
      if let node = expr.as(AsExprSyntax.self), node.questionOrExclamationMark == nil {
        return .cast(patternFromExpr(node.expression, isVar: isVar), lowerType(node.type))
      }
      if let enumCase = enumCasePattern(expr, isVar: isVar) { return enumCase }
      return .expression(lowerExpr(expr))
    }
  }

  /// `.name`, `Type.name`, `.name(p1, label: p2)`, `Type.name(...)`.
  private func enumCasePattern(_ expr: ExprSyntax, isVar: Bool) -> Pattern? {
    if let member = expr.as(MemberAccessExprSyntax.self), let reference = caseReference(member) {
      return .enumCase(type: reference.type, name: reference.name, arguments: nil)
    }
    guard let call = expr.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      let reference = caseReference(member)
    else { return nil }
    let arguments = call.arguments.map { argument in
      (label: argumentLabel(argument.label), pattern: patternFromExpr(argument.expression, isVar: isVar))
    }
    return .enumCase(type: reference.type, name: reference.name, arguments: arguments)
  }

  /// The case named by `.name` or `Type.name`; nil when the base does not look like a type.
  private func caseReference(_ member: MemberAccessExprSyntax) -> (type: TypeNode?, name: String)? {
    let caseName = name(member.declName.baseName)
    guard let base = member.base else { return (nil, caseName) }
    guard let type = typeFromExpr(base) else { return nil }
    return (type, caseName)
  }
}
