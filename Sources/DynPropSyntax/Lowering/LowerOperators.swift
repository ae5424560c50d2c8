import DynPropDiagnostics
import SwiftSyntax

/// Operator lowering after folding: assignment, compound assignment, binary, prefix, postfix, casts, `?:`.
extension Lowerer {
  /// The standard compound assignment operators; their AST form drops the `=` (`+=` → `+`).
  static let compoundAssignmentOperators: Set<String> = [
    "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "&+=", "&-=", "&*=", "&<<=", "&>>=",
  ]

  func lowerOperatorExpr(_ expr: ExprSyntax) -> ExprKind? {
    switch expr.as(ExprSyntaxEnum.self) {
    case .infixOperatorExpr(let node): return lowerInfix(node)
    case .prefixOperatorExpr(let node): return lowerPrefix(node)
    case .postfixOperatorExpr(let node):
      return .postfix(op: node.operator.text, operand: lowerExpr(node.expression))
    case .ternaryExpr(let node):
      return .ternary(
        condition: lowerExpr(node.condition), then: lowerExpr(node.thenExpression),
        else: lowerExpr(node.elseExpression))
    case .asExpr(let node):
      return .cast(lowerExpr(node.expression), castKind(node.questionOrExclamationMark), lowerType(node.type))
    case .isExpr(let node):
      return .cast(lowerExpr(node.expression), .is, lowerType(node.type))
    default:
      return nil
    }
  }

  private func lowerInfix(_ node: InfixOperatorExprSyntax) -> ExprKind {
    if node.operator.is(ArrowExprSyntax.self) {
      unsupported("function types in expressions", at: node)
      return Self.errorKind
    }
    let lhs = lowerExpr(node.leftOperand)
    let rhs = lowerExpr(node.rightOperand)
    if node.operator.is(AssignmentExprSyntax.self) { return .assign(target: lhs, value: rhs) }
    guard let op = node.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
      unsupported("operator '\(node.operator.trimmedDescription)'", at: node.operator)
      return Self.errorKind
    }
    if Self.compoundAssignmentOperators.contains(op) {
      return .compoundAssign(op: String(op.dropLast()), target: lhs, value: rhs)
    }
    return .binary(op: op, lhs: lhs, rhs: rhs)
  }

  /// `-1` and `-0.5` become negative literals; everything else is `.prefix`.
  private func lowerPrefix(_ node: PrefixOperatorExprSyntax) -> ExprKind {
    let op = node.operator.text
    if op == "-", let literal = node.expression.as(IntegerLiteralExprSyntax.self) {
      return lowerInteger(literal, negative: true, reportAt: node)
    }
    if op == "-", let literal = node.expression.as(FloatLiteralExprSyntax.self) {
      return lowerFloat(literal, negative: true)
    }
    return .prefix(op: op, operand: lowerExpr(node.expression))
  }

  private func castKind(_ mark: TokenSyntax?) -> CastKind {
    switch mark?.tokenKind {
    case .postfixQuestionMark?: return .asOptional
    case .exclamationMark?: return .asForced
    default: return .asCoerce
    }
  }
}
