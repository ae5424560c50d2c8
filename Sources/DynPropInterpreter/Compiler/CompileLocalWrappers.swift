import DynPropDiagnostics
import DynPropSyntax

/// A property wrapper on a local variable (`@Bindable var model = model` inside `body`, `@State var n = 0`
/// in a function), expanded as Swift expands it: the storage `_name` holds the wrapper, `name` reads and
/// writes its `wrappedValue`, `$name` reads its `projectedValue`. The initial value is compiled before
/// `name` exists, so `@Bindable var model = model` reads the enclosing `model`.
extension Compiler {
  /// The wrapper attribute of a local variable, if it has one (other attributes change nothing here).
  func localWrapper(_ v: VarDecl) -> Attribute? {
    v.attributes.first { !Self.knownAttributes.contains($0.name) && isWrapperAttribute($0.name) }
  }

  func compileLocalWrapped(_ v: VarDecl, _ name: String, _ wrapper: Attribute, _ decl: Decl) -> Node {
    guard let expanded = expandWrapped(v, name, wrapper, decl, modifiers: [], what: "a local variable") else {
      return EmptyNode()
    }
    let declarations = expanded.map {
      Decl(.variable($0), location: decl.location, range: decl.range)
    }
    return BlockNode(declarations.map(compileLocalDecl), hasDefers: false, decl.location)
  }

  /// `@TaskLocal static var id = 0`: a static wrapped property, expanded as a local one is, its three
  /// declarations static (a wrapper on a static property is made once, on first use).
  func staticWrapped(_ v: VarDecl, _ name: String, _ wrapper: Attribute, _ decl: Decl) -> [VarDecl] {
    expandWrapped(v, name, wrapper, decl, modifiers: v.modifiers, what: "a static property") ?? []
  }

  /// The storage `_name` (the wrapper), `name` (its `wrappedValue`) and `$name` (its `projectedValue`).
  /// An Optional property without an initial value starts as `nil`, as Swift's wrappers and macros do.
  /// Nil, with an error naming `what`, for several wrappers on one declaration.
  private func expandWrapped(
    _ v: VarDecl, _ name: String, _ wrapper: Attribute, _ decl: Decl, modifiers: Modifiers, what: String
  ) -> [VarDecl]? {
    if v.attributes.filter({ isWrapperAttribute($0.name) }).count > 1 {
      error("not supported yet: several property wrappers on \(what)", at: decl.location)
      return nil
    }
    let range = decl.range
    func expr(_ kind: ExprKind) -> Expr { Expr(kind, range) }
    func stmt(_ kind: ExprKind) -> Stmt { Stmt(.expr(expr(kind)), range) }
    var initial = v.initializer
    if initial == nil, case .optional? = v.type, acceptsWrappedValue(wrapper.name) {
      initial = expr(.nilLiteral)
    }
    var arguments = initial.map { [Argument(label: "wrappedValue", value: $0)] } ?? []
    arguments += wrapper.arguments ?? []
    let storageName = "_" + name
    let made = expr(.call(callee: expr(.type(.simple(wrapper.name))), arguments: arguments))
    let storage = VarDecl(
      pattern: .binding(name: storageName, isVar: true, location: decl.location), isLet: false, type: nil,
      initializer: made, accessors: nil, modifiers: modifiers, attributes: [])
    let member = { (field: String) in expr(.member(base: expr(.identifier(storageName)), name: field)) }
    let value = VarDecl(
      pattern: .binding(name: name, isVar: true, location: decl.location), isLet: false, type: v.type,
      initializer: nil,
      accessors: Accessors(
        get: [Stmt(.expr(member("wrappedValue")), range)],
        set: [stmt(.assign(target: member("wrappedValue"), value: expr(.identifier("newValue"))))]),
      modifiers: modifiers, attributes: [])
    let projection = VarDecl(
      pattern: .binding(name: "$" + name, isVar: true, location: decl.location), isLet: false, type: nil,
      initializer: nil, accessors: Accessors(get: [Stmt(.expr(member("projectedValue")), range)]),
      modifiers: modifiers, attributes: [])
    return [storage, value, projection]
  }
}
