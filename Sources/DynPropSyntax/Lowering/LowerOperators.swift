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
    lowerBinary(node.leftOperand, node.operator, node.rightOperand, whole: node)
  }

  private func lowerBinary(
    _ left: ExprSyntax, _ operation: ExprSyntax, _ right: ExprSyntax, whole: some SyntaxProtocol
  )
    -> ExprKind
  {
    if operation.is(ArrowExprSyntax.self) {
      unsupported("function types in expressions", at: whole)
      return Self.errorKind
    }
    let lhs = lowerExpr(left)
    let rhs = lowerExpr(right)
    if operation.is(AssignmentExprSyntax.self) { return .assign(target: lhs, value: rhs) }
    guard let op = operation.as(BinaryOperatorExprSyntax.self)?.operator.text else {
      unsupported("operator '\(operation.trimmedDescription)'", at: operation)
      return Self.errorKind
    }
    if Self.compoundAssignmentOperators.contains(op) {
      return .compoundAssign(op: String(op.dropLast()), target: lhs, value: rhs)
    }
    return .binary(op: op, lhs: lhs, rhs: rhs)
  }

  /// `a + b`, `x = y`, `v as? T`, `c ? a : b`: a sequence of one operator needs no folding (it has no
  /// precedence to compare), so it is lowered from its elements; nil for any other sequence, and for an
  /// operator the file's table does not know (folding reports it). A `try`, `await` or `unsafe` on the
  /// left covers the whole expression (`try? f() + 1` is `try? (f() + 1)`), as folding hoists it.
  func lowerSingleOperatorSequence(_ sequence: SequenceExprSyntax) -> ExprKind? {
    guard sequence.elements.count == 3 else { return nil }
    let parts = Array(sequence.elements)
    if parts[0].is(TryExprSyntax.self) || parts[0].is(AwaitExprSyntax.self)
      || parts[0].is(UnsafeExprSyntax.self)
    {
      return nil
    }
    switch parts[1].as(ExprSyntaxEnum.self) {
    case .binaryOperatorExpr(let op):
      guard folder.table.infixOperator(named: op.operator.text) != nil else { return nil }
      return lowerBinary(parts[0], parts[1], parts[2], whole: sequence)
    case .assignmentExpr:
      return lowerBinary(parts[0], parts[1], parts[2], whole: sequence)
    case .unresolvedAsExpr(let node):
      guard let type = parts[2].as(TypeExprSyntax.self)?.type else { return nil }
      return .cast(lowerExpr(parts[0]), castKind(node.questionOrExclamationMark), lowerType(type))
    case .unresolvedIsExpr:
      guard let type = parts[2].as(TypeExprSyntax.self)?.type else { return nil }
      return .cast(lowerExpr(parts[0]), .is, lowerType(type))
    case .unresolvedTernaryExpr(let node):
      return .ternary(
        condition: lowerExpr(parts[0]), then: lowerExpr(node.thenExpression), else: lowerExpr(parts[2]))
    default:
      return nil
    }
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
