import DynPropDiagnostics
import SwiftSyntax

/// `let`/`var` declarations and property accessors.
extension Lowerer {
  /// `var a = 1, b = 2` gives one `Decl` per binding; `var a, b: Int` gives both the type `Int`.
  func lowerVariable(_ node: VariableDeclSyntax) -> [Decl] {
    // `async let a = f()` starts a child task for `f()`; `await a` waits for it (Documentation/semantics.md).
    let isAsyncLet = node.modifiers.contains { $0.name.tokenKind == .keyword(.async) }
    let isLet = node.bindingSpecifier.tokenKind == .keyword(.let)
    let modifiers = lowerModifiers(node.modifiers)
    let attributes = lowerAttributes(node.attributes)
    let bindings = Array(node.bindings)
    return bindings.indices.map { index in
      let binding = bindings[index]
      let annotation = binding.typeAnnotation ?? sharedAnnotation(bindings, from: index)
      var variable = VarDecl(
        pattern: lowerPattern(binding.pattern, isVar: !isLet), isLet: isLet,
        type: annotation.map { lowerType($0.type) },
        initializer: binding.initializer.map { lowerExpr($0.value) },
        accessors: binding.accessorBlock.map(lowerAccessors), modifiers: modifiers, attributes: attributes)
      variable.isAsyncLet = isAsyncLet
      let start = index == 0 ? Syntax(node) : Syntax(binding)
      return Decl(
        .variable(variable), location: location(binding.pattern), range: range(from: start, to: binding))
    }
  }

  /// In `var a, b: Int` the annotation of a later binding applies to earlier ones without one.
  private func sharedAnnotation(_ bindings: [PatternBindingSyntax], from index: Int) -> TypeAnnotationSyntax?
  {
    for binding in bindings[index...] {
      if binding.initializer != nil || binding.accessorBlock != nil { return nil }
      if let annotation = binding.typeAnnotation { return annotation }
    }
    return nil
  }

  /// `{ body }` (a getter), or `get`/`set`/`willSet`/`didSet` blocks; in a protocol `{ get set }` has
  /// no bodies and becomes a requirement (`isRequirement`, with `get`/`set` left nil).
  func lowerAccessors(_ block: AccessorBlockSyntax) -> Accessors {
    switch block.accessors {
    case .getter(let items):
      return Accessors(get: lowerItems(items))
    case .accessors(let list):
      var accessors = Accessors()
      for accessor in list { apply(accessor, to: &accessors) }
      if !list.isEmpty, list.allSatisfy({ $0.body == nil }) {
        accessors.get = nil
        accessors.set = nil
        accessors.isRequirement = true
      }
      return accessors
    }
  }

  /// `_read { before; yield value; after }` as a getter: `before; let value' = value; after; return
  /// value'` — the reader copies the yielded value, so the rest may run before it is used. A `yield`
  /// that is not a statement of the body itself (inside an `if`) is not modelled.
  private func readAccessor(_ body: [Stmt], _ accessor: AccessorDeclSyntax) -> [Stmt] {
    let yields = body.indices.filter { if case .yield = body[$0].kind { true } else { false } }
    guard yields.count == 1, case .yield(let value) = body[yields[0]].kind else {
      unsupported("a '_read' accessor without exactly one 'yield' at its top level", at: accessor)
      return []
    }
    let range = body[yields[0]].range
    let name = "$yielded"
    let binding = VarDecl(
      pattern: .binding(name: name, isVar: false, location: range.start), isLet: true, type: nil,
      initializer: value, accessors: nil, modifiers: [], attributes: [])
    var lowered = body
    lowered[yields[0]] = Stmt(.decl(Decl(.variable(binding), location: range.start, range: range)), range)
    lowered.append(Stmt(.return(Expr(.identifier(name), range)), range))
    return lowered
  }

  private func apply(_ accessor: AccessorDeclSyntax, to accessors: inout Accessors) {
    let body = accessor.body.map(lowerBlock) ?? []
    let parameter = accessor.parameters.map { name($0.name) }
    let modifier = accessor.modifier?.name.tokenKind
    switch accessor.accessorSpecifier.tokenKind {
    case .keyword(.get):
      accessors.get = body
      accessors.isMutatingGet = modifier == .keyword(.mutating)
    case .keyword(.set):
      accessors.set = body
      accessors.setParam = parameter ?? "newValue"
      accessors.isNonmutatingSet = modifier == .keyword(.nonmutating)
    case .keyword(.willSet):
      accessors.willSet = body
      accessors.willSetParam = parameter ?? "newValue"
    case .keyword(.didSet):
      accessors.didSet = body
      accessors.didSetParam = parameter ?? "oldValue"
    case .keyword(._read):
      accessors.get = readAccessor(body, accessor)
    case .keyword(._modify):
      accessors.modify = body
    default:
      unsupported("'\(accessor.accessorSpecifier.text)' accessors", at: accessor.accessorSpecifier)
    }
  }
}
