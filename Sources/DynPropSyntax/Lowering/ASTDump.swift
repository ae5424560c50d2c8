import DynPropDiagnostics

/// A readable, deterministic S-expression-like dump of the AST, for tests and a `--dump-ast` debug flag.
///
/// Each top-level item is one entry, separated by newlines. Atoms: names (`x`), numbers, `"strings"`,
/// `.member` for implicit members, `_` for wildcards. Statement bodies and members go on their own
/// indented lines. Locations are not shown.
public enum ASTDump {
  public static func dump(_ file: ScriptFile) -> String {
    file.items.map { Dumper().stmt($0).render() }.joined(separator: "\n")
  }
}

/// Builds `DumpNode`s from AST values; split over `ASTDump*.swift` by AST area.
struct Dumper {
  func stmt(_ stmt: Stmt) -> DumpNode {
    switch stmt.kind {
    case .expr(let expr): return self.expr(expr)
    case .decl(let decl): return self.decl(decl)
    case .if(let conditions, let then, let elseBody):
      var branches = [DumpNode("then", block: then.map(self.stmt))]
      if let elseBody { branches.append(DumpNode("else", block: elseBody.map(self.stmt))) }
      return DumpNode("if", conditions.map(condition), block: branches)
    case .guard(let conditions, let elseBody):
      return DumpNode(
        "guard", conditions.map(condition), block: [DumpNode("else", block: elseBody.map(self.stmt))])
    case .while(let label, let conditions, let body):
      return DumpNode("while", labelAtoms(label) + conditions.map(condition), block: body.map(self.stmt))
    case .repeatWhile(let label, let body, let condition):
      return DumpNode("repeat", labelAtoms(label) + [expr(condition)], block: body.map(self.stmt))
    case .forIn(let label, let pattern, let sequence, let whereClause, let body, let isAwait):
      var inline = labelAtoms(label) + (isAwait ? [.atom("await")] : [])
      inline += [self.pattern(pattern), .atom("in"), expr(sequence)]
      if let whereClause { inline.append(DumpNode("where", [expr(whereClause)])) }
      return DumpNode("for", inline, block: body.map(self.stmt))
    case .switch(let label, let subject, let cases):
      return DumpNode("switch", labelAtoms(label) + [expr(subject)], block: cases.map(switchCase))
    default: return simpleStmt(stmt)
    }
  }

  private func simpleStmt(_ stmt: Stmt) -> DumpNode {
    switch stmt.kind {
    case .return(let value): return DumpNode("return", value.map { [expr($0)] } ?? [])
    case .break(let label): return DumpNode("break", label.map { [.atom($0)] } ?? [])
    case .continue(let label): return DumpNode("continue", label.map { [.atom($0)] } ?? [])
    case .fallthrough: return DumpNode("fallthrough")
    case .yield(let value): return DumpNode("yield", [expr(value)])
    case .throw(let value): return DumpNode("throw", [expr(value)])
    case .defer(let body): return DumpNode("defer", block: body.map(self.stmt))
    case .block(let body): return DumpNode("block", block: body.map(self.stmt))
    case .do(let body, let catches):
      let clauses = catches.map { clause in
        var inline = clause.pattern.map { [pattern($0)] } ?? []
        if let guardExpr = clause.guardExpr { inline.append(DumpNode("where", [expr(guardExpr)])) }
        return DumpNode("catch", inline, block: clause.body.map(self.stmt))
      }
      return DumpNode("do", block: [DumpNode("body", block: body.map(self.stmt))] + clauses)
    default: return DumpNode("?")
    }
  }

  private func labelAtoms(_ label: String?) -> [DumpNode] {
    label.map { [.atom($0 + ":")] } ?? []
  }

  func condition(_ condition: Condition) -> DumpNode {
    switch condition {
    case .expr(let value): return expr(value)
    case .optionalBinding(let name, let isVar, let value, _):
      let rest: [DumpNode] = value.map { [.atom("="), expr($0)] } ?? []
      return DumpNode(isVar ? "var" : "let", [.atom(name)] + rest)
    case .pattern(let pattern, let value):
      return DumpNode("case", [self.pattern(pattern), .atom("="), expr(value)])
    case .availability: return .atom("#available")
    }
  }

  private func switchCase(_ switchCase: SwitchCase) -> DumpNode {
    let body = switchCase.body.map(stmt)
    if switchCase.isDefault { return DumpNode("default", block: body) }
    var inline = switchCase.patterns.map(pattern)
    if let guardExpr = switchCase.guardExpr { inline.append(DumpNode("where", [expr(guardExpr)])) }
    return DumpNode("case", inline, block: body)
  }
}
