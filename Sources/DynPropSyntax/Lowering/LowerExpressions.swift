import DynPropDiagnostics
import SwiftSyntax

/// Expression lowering: the dispatch over swift-syntax's expression kinds.
///
/// An expression that cannot be lowered is reported and replaced by the placeholder identifier
/// `<error>` (see `errorExpr`), so the rest of the tree stays intact.
extension Lowerer {
  func lowerExpr(_ expr: ExprSyntax) -> Expr {
    if let sequence = expr.as(SequenceExprSyntax.self) {
      if let kind = nested(expr, nil, { lowerSingleOperatorSequence(sequence) }) {
        return Expr(kind, range(expr))
      }
      return withFolded(sequence, placeholder: errorExpr(expr)) { lowerExpr($0) }
    }
    return nested(expr, errorExpr(expr)) {
      if let kind = lowerCommonExpr(expr) ?? lowerOperatorExpr(expr) ?? lowerRareExpr(expr) {
        return Expr(kind, range(expr))
      }
      if isChainLink(expr) { return lowerChain(expr) }
      if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1,
        let only = tuple.elements.first, only.label == nil
      {
        return lowerExpr(only.expression)
      }
      if let closure = expr.as(ClosureExprSyntax.self) { return lowerClosure(closure) }
      if let postfix = expr.as(PostfixIfConfigExprSyntax.self) { return lowerPostfixIfConfig(postfix) }
      return lowerUnsupportedExpr(expr)
    }
  }

  /// Literals, names and the other frequent leaves.
  private func lowerCommonExpr(_ expr: ExprSyntax) -> ExprKind? {
    switch expr.as(ExprSyntaxEnum.self) {
    case .integerLiteralExpr(let node): return lowerInteger(node, negative: false, reportAt: expr)
    case .floatLiteralExpr(let node): return lowerFloat(node, negative: false)
    case .booleanLiteralExpr(let node): return .boolLiteral(node.literal.tokenKind == .keyword(.true))
    case .nilLiteralExpr: return .nilLiteral
    case .stringLiteralExpr(let node): return lowerString(node)
    case .arrayExpr(let node): return .arrayLiteral(node.elements.map { lowerExpr($0.expression) })
    case .dictionaryExpr(let node): return lowerDictionary(node)
    case .declReferenceExpr(let node): return .identifier(referenceName(node))
    case .superExpr: return .identifier("super")
    case .discardAssignmentExpr: return .discard
    case .keyPathExpr(let node): return lowerKeyPath(node)
    case .macroExpansionExpr(let node): return lowerMacroExpr(node)
    default: return nil
    }
  }

  /// Wrappers and control flow in expression position.
  private func lowerRareExpr(_ expr: ExprSyntax) -> ExprKind? {
    switch expr.as(ExprSyntaxEnum.self) {
    case .tupleExpr(let node) where node.elements.count != 1 || node.elements.first?.label != nil:
      return .tuple(node.elements.map { (label: argumentLabel($0.label), value: lowerExpr($0.expression)) })
    case .tryExpr(let node): return .try(lowerExpr(node.expression), tryKind(node.questionOrExclamationMark))
    case .awaitExpr(let node): return .await(lowerExpr(node.expression))
    case .inOutExpr(let node): return .inoutArg(lowerExpr(node.expression))
    case .typeExpr(let node): return .type(lowerType(node.type))
    case .ifExpr(let node): return .ifExpr(lowerIf(node))
    case .switchExpr(let node): return .switchExpr(lowerSwitch(node, label: nil))
    case .genericSpecializationExpr:
      guard let type = typeFromSugarExpr(expr) else { return nil }
      return .type(type)
    default: return nil
    }
  }

  private func tryKind(_ mark: TokenSyntax?) -> TryKind {
    switch mark?.tokenKind {
    case .postfixQuestionMark?: return .optional
    case .exclamationMark?: return .forced
    default: return .plain
    }
  }

  private func lowerDictionary(_ node: DictionaryExprSyntax) -> ExprKind {
    switch node.content {
    case .colon: return .dictionaryLiteral([])
    case .elements(let list):
      return .dictionaryLiteral(list.map { (key: lowerExpr($0.key), value: lowerExpr($0.value)) })
    }
  }

  /// `name`, or `name(label:other:)` for a reference that spells argument labels.
  func referenceName(_ node: DeclReferenceExprSyntax) -> String {
    let base = name(node.baseName)
    guard let arguments = node.argumentNames else { return base }
    return base + "(" + arguments.arguments.map { name($0.name) + ":" }.joined() + ")"
  }

  /// An argument or element label; nil when absent or written `_`.
  func argumentLabel(_ token: TokenSyntax?) -> String? {
    guard let token, token.tokenKind != .wildcard else { return nil }
    return name(token)
  }

  /// Reports an expression kind outside the subset (or already reported by the parser).
  private func lowerUnsupportedExpr(_ expr: ExprSyntax) -> Expr {
    switch expr.as(ExprSyntaxEnum.self) {
    case .missingExpr, .sequenceExpr: break
    case .editorPlaceholderExpr: error("editor placeholder in source file", at: expr)
    case .regexLiteralExpr: unsupported("regex literals", at: expr)
    case .consumeExpr: unsupported("'consume' expressions", at: expr)
    case .copyExpr: unsupported("'copy' expressions", at: expr)
    case .unsafeExpr: unsupported("'unsafe' expressions", at: expr)
    case .packExpansionExpr, .packElementExpr: unsupported("parameter packs", at: expr)
    case .patternExpr: unsupported("binding pattern outside a 'case' pattern", at: expr)
    case .genericSpecializationExpr: unsupported("explicit specialization of generic functions", at: expr)
    default: unsupported("expression '\(expr.kind)'", at: expr)
    }
    return errorExpr(expr)
  }
}
