/// Dump forms of expressions and patterns.
extension Dumper {
  func expr(_ expr: Expr) -> DumpNode {
    switch expr.kind {
    case .intLiteral(let value): return .atom(String(value))
    case .unsignedLiteral(let value): return .atom(String(value))
    case .floatLiteral(let value): return .atom(String(value))
    case .boolLiteral(let value): return .atom(String(value))
    case .nilLiteral: return .atom("nil")
    case .stringLiteral(let parts): return string(parts)
    case .arrayLiteral(let elements): return DumpNode("array", elements.map(self.expr))
    case .dictionaryLiteral(let pairs):
      return DumpNode("dict", pairs.map { DumpNode("pair", [self.expr($0.key), self.expr($0.value)]) })
    case .identifier(let name): return .atom(name)
    case .member(let base, let name): return DumpNode(".", [self.expr(base), .atom(name)])
    case .implicitMember(let name): return .atom("." + name)
    case .call(let callee, let arguments):
      return DumpNode("call", [self.expr(callee)] + arguments.flatMap(argument))
    case .subscript(let base, let arguments):
      return DumpNode("subscript", [self.expr(base)] + arguments.flatMap(argument))
    case .closure(let c):
      return closure(c.params, c.body, c.captureList, c.anonymousParams)
    case .binary(let op, let lhs, let rhs):
      return DumpNode("binary", [.atom(op), self.expr(lhs), self.expr(rhs)])
    case .prefix(let op, let operand): return DumpNode("prefix", [.atom(op), self.expr(operand)])
    case .postfix(let op, let operand): return DumpNode("postfix", [.atom(op), self.expr(operand)])
    case .assign(let target, let value): return DumpNode("assign", [self.expr(target), self.expr(value)])
    case .compoundAssign(let op, let target, let value):
      return DumpNode("compound-assign", [.atom(op), self.expr(target), self.expr(value)])
    default: return wrapperExpr(expr)
    }
  }

  private func wrapperExpr(_ expr: Expr) -> DumpNode {
    switch expr.kind {
    case .ternary(let condition, let then, let elseValue):
      return DumpNode("ternary", [self.expr(condition), self.expr(then), self.expr(elseValue)])
    case .forceUnwrap(let base): return DumpNode("force", [self.expr(base)])
    case .optionalChain(let base): return DumpNode("opt-chain", [self.expr(base)])
    case .optionalChainBoundary(let chain): return DumpNode("opt-boundary", [self.expr(chain)])
    case .cast(let value, let kind, let type):
      return DumpNode("cast", [.atom(kind.rawValue), self.expr(value), typeAtom(type)])
    case .tuple(let elements):
      return DumpNode("tuple", elements.flatMap { labeled($0.label, self.expr($0.value)) })
    case .keyPath(let root, let components):
      return DumpNode(
        "keypath", [.atom("\\" + (root?.description ?? "") + components.map { "." + $0 }.joined())])
    case .try(let value, let kind): return DumpNode(kind.rawValue, [self.expr(value)])
    case .await(let value): return DumpNode("await", [self.expr(value)])
    case .inoutArg(let value): return DumpNode("inout", [self.expr(value)])
    case .discard: return .atom("_")
    case .type(let type): return DumpNode("type", [typeAtom(type)])
    case .ifExpr(let stmt): return DumpNode("if-expr", [self.stmt(stmt)])
    case .switchExpr(let stmt): return DumpNode("switch-expr", [self.stmt(stmt)])
    case .magicLiteral(let name): return .atom(name)
    default: return DumpNode("?")
    }
  }

  /// `"text"` without interpolation, else `(string "Hello " name "!")`.
  private func string(_ parts: [StringPart]) -> DumpNode {
    if parts.count == 1, case .text(let text) = parts[0] { return .quoted(text) }
    return DumpNode(
      "string",
      parts.map { part in
        switch part {
        case .text(let text): return .quoted(text)
        case .interpolation(let value): return DumpNode("interp", [expr(value)])
        case .formatted(let value, let label, let argument):
          return DumpNode("interp", [expr(value), DumpNode(label + ":", [expr(argument)])])
        }
      })
  }

  /// `value`, `label: value`, or `(trailing label: value)`.
  private func argument(_ argument: Argument) -> [DumpNode] {
    let parts = labeled(argument.label, expr(argument.value))
    return argument.isTrailingClosure ? [DumpNode("trailing", parts)] : parts
  }

  private func labeled(_ label: String?, _ value: DumpNode) -> [DumpNode] {
    label.map { [.atom($0 + ":"), value] } ?? [value]
  }

  private func closure(_ params: [ClosureParam], _ body: [Stmt], _ captures: [CaptureItem], _ anonymous: Int)
    -> DumpNode
  {
    var inline: [DumpNode] = []
    if !captures.isEmpty {
      inline.append(
        DumpNode(
          "captures", captures.map { .atom(($0.ownership == .strong ? "" : "\($0.ownership) ") + $0.name) }))
    }
    if !params.isEmpty {
      inline.append(DumpNode("params", params.map { .atom($0.name + ($0.type.map { ": \($0)" } ?? "")) }))
    }
    if anonymous > 0 { inline.append(.atom("$anonymous")) }
    return DumpNode("closure", inline, block: body.map(stmt))
  }

  /// A type as a single atom, in Swift spelling.
  func typeAtom(_ type: TypeNode) -> DumpNode {
    .atom(type.description)
  }

  func pattern(_ pattern: Pattern) -> DumpNode {
    switch pattern {
    case .wildcard: return .atom("_")
    case .binding(let name, let isVar, _): return DumpNode(isVar ? "var" : "let", [.atom(name)])
    case .tuple(let elements): return DumpNode("tuple", elements.map(self.pattern))
    case .enumCase(let type, let name, let arguments):
      let head = DumpNode.atom((type?.description ?? "") + "." + name)
      guard let arguments else { return DumpNode("enum", [head]) }
      if arguments.isEmpty { return DumpNode("enum", [head, .atom("()")]) }
      return DumpNode("enum", [head] + arguments.flatMap { labeled($0.label, self.pattern($0.pattern)) })
    case .expression(let value): return DumpNode("expr", [expr(value)])
    case .optionalSome(let inner): return DumpNode("some", [self.pattern(inner)])
    case .isType(let type): return DumpNode("is", [typeAtom(type)])
    case .cast(let inner, let type): return DumpNode("as", [self.pattern(inner), typeAtom(type)])
    }
  }
}
