import DynPropDiagnostics
import SwiftSyntax

/// Statement lowering: code block items, simple statements and labels.
extension Lowerer {
  /// Lowers the items of a file, body or closure in source order; one `var a = 1, b = 2` gives two items.
  func lowerItems(_ items: CodeBlockItemListSyntax) -> [Stmt] {
    items.flatMap(lowerItem)
  }

  func lowerBlock(_ block: CodeBlockSyntax) -> [Stmt] {
    lowerItems(block.statements)
  }

  func lowerItem(_ item: CodeBlockItemSyntax) -> [Stmt] {
    switch item.item {
    case .decl(let decl):
      if let config = decl.as(IfConfigDeclSyntax.self) {
        // `#if DEBUG … #endif` around statements: the active clause's statements, in place.
        if case .statements(let items)? = activeElements(config) { return lowerItems(items) }
        if case .decls(let members)? = activeElements(config) {
          return members.flatMap { lowerDecl($0.decl) }.map(declStmt)
        }
        return []
      }
      return lowerDecl(decl).map(declStmt)
    case .stmt(let stmt): return lowerStmt(stmt)
    case .expr(let expr): return lowerExprItem(expr)
    }
  }

  func declStmt(_ decl: Decl) -> Stmt {
    Stmt(.decl(decl), decl.range)
  }

  /// An expression in statement position: `if` and `switch` become statements, `#Preview` is ignored.
  func lowerExprItem(_ expr: ExprSyntax) -> [Stmt] {
    nested(expr, []) {
      if let node = expr.as(IfExprSyntax.self) { return [lowerIf(node)] }
      if let node = expr.as(SwitchExprSyntax.self) { return [lowerSwitch(node, label: nil)] }
      if let macro = expr.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" {
        let decl = Decl(.ignored("#Preview"), location: location(macro.macroName), range: range(macro))
        return [declStmt(decl)]
      }
      return [Stmt(.expr(lowerExpr(expr)), range(expr))]
    }
  }

  func lowerStmt(_ stmt: StmtSyntax) -> [Stmt] {
    nested(stmt, []) {
      if let node = stmt.as(ExpressionStmtSyntax.self) { return lowerExprItem(node.expression) }
      if let node = stmt.as(LabeledStmtSyntax.self) { return lowerLabeled(node) }
      if let kind = lowerSimpleStmt(stmt) { return [Stmt(kind, range(stmt))] }
      if let kind = lowerLoopOrBranch(stmt, label: nil) {
        return [Stmt(kind, range(stmt), loopHasClosures: ClosureFinder.inLoopBody(stmt))]
      }
      if stmt.is(MissingStmtSyntax.self) { return [] }
      unsupported(unsupportedStmtName(stmt), at: stmt)
      return []
    }
  }

  /// Statements without nested control flow of their own.
  private func lowerSimpleStmt(_ stmt: StmtSyntax) -> StmtKind? {
    if let node = stmt.as(ReturnStmtSyntax.self) { return .return(node.expression.map(lowerExpr)) }
    if let node = stmt.as(BreakStmtSyntax.self) { return .break(label: node.label.map(name)) }
    if let node = stmt.as(ContinueStmtSyntax.self) { return .continue(label: node.label.map(name)) }
    if stmt.is(FallThroughStmtSyntax.self) { return .fallthrough }
    if let node = stmt.as(ThrowStmtSyntax.self) { return .throw(lowerExpr(node.expression)) }
    if let node = stmt.as(DeferStmtSyntax.self) { return .defer(lowerBlock(node.body)) }
    if let node = stmt.as(YieldStmtSyntax.self), case .single(let value) = node.yieldedExpressions {
      return .yield(lowerExpr(value))
    }
    return nil
  }

  /// Loops and branches; `label` is the statement label already read.
  func lowerLoopOrBranch(_ stmt: StmtSyntax, label: String?) -> StmtKind? {
    if let node = stmt.as(ForStmtSyntax.self) { return lowerFor(node, label: label) }
    if let node = stmt.as(WhileStmtSyntax.self) {
      return .while(label: label, conditions: lowerConditions(node.conditions), body: lowerBlock(node.body))
    }
    if let node = stmt.as(RepeatStmtSyntax.self) {
      return .repeatWhile(label: label, body: lowerBlock(node.body), condition: lowerExpr(node.condition))
    }
    if let node = stmt.as(GuardStmtSyntax.self) {
      return .guard(conditions: lowerConditions(node.conditions), else: lowerBlock(node.body))
    }
    if let node = stmt.as(DoStmtSyntax.self) { return lowerDo(node) }
    return nil
  }

  /// `outer: for ...`: loops and `switch` keep the label; `if` and `do` cannot carry one in the AST.
  private func lowerLabeled(_ node: LabeledStmtSyntax) -> [Stmt] {
    let label = name(node.label)
    let stmt = node.statement
    if let expr = stmt.as(ExpressionStmtSyntax.self)?.expression {
      if let switchExpr = expr.as(SwitchExprSyntax.self) {
        return [Stmt(lowerSwitchKind(switchExpr, label: label), range(node))]
      }
      if expr.is(IfExprSyntax.self) { unsupported("labeled 'if' statements", at: node) }
      return lowerExprItem(expr)
    }
    if stmt.is(DoStmtSyntax.self) { unsupported("labeled 'do' statements", at: node) }
    if let kind = lowerLoopOrBranch(stmt, label: label) {
      return [Stmt(kind, range(node), loopHasClosures: ClosureFinder.inLoopBody(stmt))]
    }
    return lowerStmt(stmt)
  }

  private func unsupportedStmtName(_ stmt: StmtSyntax) -> String {
    if stmt.is(YieldStmtSyntax.self) { return "'yield' statements" }
    if stmt.is(DiscardStmtSyntax.self) { return "'discard' statements" }
    return "statement '\(stmt.kind)'"
  }

  /// The name a token spells, without backticks.
  func name(_ token: TokenSyntax) -> String {
    token.identifier?.name ?? token.text
  }
}
