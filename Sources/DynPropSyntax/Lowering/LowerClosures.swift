import DynPropDiagnostics
import SwiftSyntax

/// Closure lowering: parameters, capture lists and anonymous `$0` parameters.
extension Lowerer {
  func lowerClosure(_ node: ClosureExprSyntax) -> Expr {
    nested(node, errorExpr(node)) {
      let signature = node.signature
      let params = closureParams(signature?.parameterClause)
      let captures = signature?.capture?.items.map(captureItem) ?? []
      let anonymous = params.isEmpty ? AnonymousParameterFinder.count(node.statements) : 0
      let kind = ExprKind.closure(
        ClosureExpr(
          params: params, body: lowerItems(node.statements), captureList: captures,
          anonymousParams: anonymous,
          result: signature?.returnClause.map { lowerType($0.type) }))
      return Expr(kind, range(node))
    }
  }

  /// `x, y in`, `(x: Int, y) in`, `$item in`, `_ in`; effects are not kept.
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

  /// `[weak self]`, `[unowned self]`, `[count]`, `[total = a + b]`.
  private func captureItem(_ capture: ClosureCaptureSyntax) -> CaptureItem {
    let ownership: ReferenceOwnership
    switch capture.specifier?.specifier.tokenKind {
    case .keyword(.weak)?: ownership = .weak
    case .keyword(.unowned)?: ownership = .unowned
    default: ownership = .strong
    }
    return CaptureItem(
      name: name(capture.name), ownership: ownership, value: capture.initializer.map { lowerExpr($0.value) },
      location: location(capture.name))
  }
}

/// How many anonymous parameters (`$0`, `$1`, …) a closure body uses: one more than the highest index
/// written directly in it (nested closures have their own).
final class AnonymousParameterFinder: SyntaxVisitor {
  private(set) var highest = -1

  static func count(_ statements: CodeBlockItemListSyntax) -> Int {
    let finder = AnonymousParameterFinder(viewMode: .sourceAccurate)
    finder.walk(statements)
    return finder.highest + 1
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    if case .dollarIdentifier(let text) = node.baseName.tokenKind, let index = Int(text.dropFirst()) {
      highest = max(highest, index)
    }
    return .skipChildren
  }
}

/// Whether a closure expression is written anywhere inside a statement.
final class ClosureFinder: SyntaxVisitor {
  private(set) var found = false

  /// A closure in a loop's body (or `where` clause); false for other statements.
  static func inLoopBody(_ stmt: StmtSyntax) -> Bool {
    if let node = stmt.as(ForStmtSyntax.self) {
      return contains(node.body) || node.whereClause.map(contains) == true
    }
    if let node = stmt.as(WhileStmtSyntax.self) { return contains(node.body) }
    if let node = stmt.as(RepeatStmtSyntax.self) { return contains(node.body) }
    return false
  }

  static func contains(_ node: some SyntaxProtocol) -> Bool {
    let finder = ClosureFinder(viewMode: .sourceAccurate)
    finder.walk(node)
    return finder.found
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    found = true
    return .skipChildren
  }
}
