import DynPropDiagnostics
import SwiftSyntax

/// Lowering of `if`, `switch`, `for`, `do`/`catch` and condition lists.
extension Lowerer {
  func lowerIf(_ node: IfExprSyntax) -> Stmt {
    nested(node, Stmt(.block([]), range(node))) {
      var elseBody: [Stmt]?
      switch node.elseBody {
      case .ifExpr(let next): elseBody = [lowerIf(next)]
      case .codeBlock(let block): elseBody = lowerBlock(block)
      case nil: elseBody = nil
      }
      let kind = StmtKind.if(
        conditions: lowerConditions(node.conditions), then: lowerBlock(node.body), else: elseBody)
      return Stmt(kind, range(node))
    }
  }

  func lowerSwitch(_ node: SwitchExprSyntax, label: String?) -> Stmt {
    Stmt(lowerSwitchKind(node, label: label), range(node))
  }

  func lowerSwitchKind(_ node: SwitchExprSyntax, label: String?) -> StmtKind {
    var cases: [SwitchCase] = []
    for element in node.cases {
      switch element {
      case .switchCase(let switchCase): cases += lowerSwitchCase(switchCase)
      case .ifConfigDecl(let config):
        if case .switchCases(let inner)? = activeElements(config) {
          for case .switchCase(let switchCase) in inner { cases += lowerSwitchCase(switchCase) }
        }
      }
    }
    return .switch(label: label, subject: lowerExpr(node.subject), cases: cases)
  }

  /// One `case`/`default` label and its body. A label with several patterns and a `where` clause splits
  /// into one `SwitchCase` per pattern (sharing the body), because in Swift `where` guards only its own
  /// pattern.
  private func lowerSwitchCase(_ node: SwitchCaseSyntax) -> [SwitchCase] {
    let body = lowerItems(node.statements)
    switch node.label {
    case .default(let label):
      return [
        SwitchCase(patterns: [], guardExpr: nil, body: body, isDefault: true, location: location(label))
      ]
    case .case(let label):
      let place = location(label)
      let items = label.caseItems.map { item in
        (pattern: lowerPattern(item.pattern), guardExpr: item.whereClause.map { lowerExpr($0.condition) })
      }
      if items.count > 1, items.contains(where: { $0.guardExpr != nil }) {
        return items.map {
          SwitchCase(
            patterns: [$0.pattern], guardExpr: $0.guardExpr, body: body, isDefault: false, location: place)
        }
      }
      let guardExpr = items.last?.guardExpr
      return [
        SwitchCase(
          patterns: items.map(\.pattern), guardExpr: guardExpr, body: body, isDefault: false, location: place)
      ]
    }
  }

  func lowerFor(_ node: ForStmtSyntax, label: String?) -> StmtKind {
    if node.awaitKeyword == nil, let keyword = node.tryKeyword {
      unsupported("'for try' loops", at: keyword)
    }
    return .forIn(
      label: label, pattern: lowerPattern(node.pattern), sequence: lowerExpr(node.sequence),
      whereClause: node.whereClause.map { lowerExpr($0.condition) }, body: lowerBlock(node.body),
      isAwait: node.awaitKeyword != nil)
  }

  /// `do { } catch P where G { }`: a clause with several patterns becomes one clause per pattern.
  func lowerDo(_ node: DoStmtSyntax) -> StmtKind {
    let body = lowerBlock(node.body)
    let catches = node.catchClauses.flatMap { clause -> [CatchClause] in
      let clauseBody = lowerBlock(clause.body)
      if clause.catchItems.isEmpty { return [CatchClause(pattern: nil, guardExpr: nil, body: clauseBody)] }
      return clause.catchItems.map { item in
        CatchClause(
          pattern: item.pattern.map { lowerPattern($0) },
          guardExpr: item.whereClause.map { lowerExpr($0.condition) }, body: clauseBody)
      }
    }
    return .do(body: body, catches: catches)
  }

  // MARK: Conditions

  func lowerConditions(_ list: ConditionElementListSyntax) -> [Condition] {
    list.map { lowerCondition($0.condition) }
  }

  private func lowerCondition(_ condition: ConditionElementSyntax.Condition) -> Condition {
    switch condition {
    case .expression(let expr):
      return .expr(lowerExpr(expr))
    case .availability(let availability):
      if availability.availabilityKeyword.tokenKind == .poundUnavailable {
        return .expr(Expr(.boolLiteral(false), range(availability)))
      }
      return .availability
    case .matchingPattern(let match):
      return .pattern(lowerPattern(match.pattern), lowerExpr(match.initializer.value))
    case .optionalBinding(let binding):
      return lowerOptionalBinding(binding)
    }
  }

  /// `let x = e`, `var x`, or `let (a, b) = e`, which becomes the pattern `case let (a, b)? = e`.
  private func lowerOptionalBinding(_ node: OptionalBindingConditionSyntax) -> Condition {
    let isVar = node.bindingSpecifier.tokenKind == .keyword(.var)
    let value = node.initializer.map { lowerExpr($0.value) }
    if let identifier = node.pattern.as(IdentifierPatternSyntax.self) {
      return .optionalBinding(
        name: name(identifier.identifier), isVar: isVar, value: value, location: location(identifier))
    }
    let pattern = Pattern.optionalSome(lowerPattern(node.pattern, isVar: isVar))
    return .pattern(pattern, value ?? errorExpr(node))
  }
}
