import DynPropDiagnostics
import SwiftSyntax

/// Closure lowering: parameters, capture lists and anonymous `$0` parameters.
extension Lowerer {
  func lowerClosure(_ node: ClosureExprSyntax) -> Expr {
    nested(node, errorExpr(node)) {
      let signature = node.signature
      let params = closureParams(signature?.parameterClause)
      let captures = signature?.capture?.items.map(captureName) ?? []
      let usesAnonymous = params.isEmpty && AnonymousParameterFinder.uses(node.statements)
      let kind = ExprKind.closure(
        params: params, body: lowerItems(node.statements), captureList: captures,
        usesAnonymousParams: usesAnonymous)
      return Expr(kind, range(node))
    }
  }

  /// `x, y in`, `(x: Int, y) in`, `$item in`, `_ in`; return types and effects are not kept.
  private func closureParams(_ clause: ClosureSignatureSyntax.ParameterClause?) -> [ClosureParam] {
    switch clause {
    case .simpleInput(let list):
      return list.map { ClosureParam(name: name($0.name), type: nil, location: location($0.name)) }
    case .parameterClause(let parameters):
      return parameters.parameters.map { parameter in
        let token = parameter.secondName ?? parameter.firstName
        return ClosureParam(name: name(token), type: parameter.type.map(lowerType), location: location(token))
      }
    case nil:
      return []
    }
  }

  /// `[weak self]`, `[unowned self]`, `[count]` → the captured name; `[x = expr]` is outside the subset
  /// unless it only renames nothing (`[x = x]`).
  private func captureName(_ capture: ClosureCaptureSyntax) -> String {
    let captured = name(capture.name)
    if let value = capture.initializer?.value {
      let same = value.as(DeclReferenceExprSyntax.self).map { referenceName($0) == captured } ?? false
      if !same { unsupported("capture list initializers", at: capture) }
    }
    return captured
  }
}

/// Finds uses of `$0`, `$1`, ... in a closure body, not looking inside nested closures.
final class AnonymousParameterFinder: SyntaxVisitor {
  private(set) var found = false

  static func uses(_ statements: CodeBlockItemListSyntax) -> Bool {
    let finder = AnonymousParameterFinder(viewMode: .sourceAccurate)
    finder.walk(statements)
    return finder.found
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    if case .dollarIdentifier = node.baseName.tokenKind { found = true }
    return .skipChildren
  }
}
