import DynPropDiagnostics
import DynPropSyntax

/// The static types of arguments, for the generic callees that bind type parameters from them.
///
/// Swift binds `T` of `func f<T>(_ x: T)` from the argument's static type: `any Shape` for a
/// `let s: any Shape`, `Base` for a `let b: Base = Derived()`, `Array<Any>` for an `[Any]`. The value
/// alone says `Square`, `Derived`, `Array<Int>`. Only types where the two can differ are passed; for the
/// rest the value's type is the static one (SEMANTICS §12).
extension Compiler {
  /// A type value for the argument's static type, or nil where the value tells as much. Only
  /// expressions whose type is their own are taken (a variable, a member, a call, a cast): a literal or
  /// an implicit member takes its type from the parameter, which is no static type of the argument.
  func staticArgumentType(_ expr: Expr, _ node: Node, expected: TypeNode?) -> Node? {
    // `self` in a protocol's extension is a `Self`, not the existential: its static type is the one the
    // method was called with, if handed over (else the value's).
    if case .identifier("self") = expr.kind, scope.typeContext?.type.kind == .protocol {
      return resolveVariable(StaticSelf.slotName, expr.location)
    }
    guard let type = node.staticType, Self.typesItself(expr, callTypedByContext: type == expected),
      bindsDifferently(type)
    else { return nil }
    if let substitution = typeSubstitution(type, expr.location) {
      return KnownTypeSubstitutionNode(substitution)
    }
    guard let runtime = rt.runtimeType(of: qualified(type)) ?? rt.resolveTypeArgument(type) else {
      return nil
    }
    return ConstantNode(.type(runtime), expr.location)
  }

  /// The receiver's static type for a protocol-extension method's `Self`: a class, or a type parameter
  /// (a call through the protocol); `self` inside such a method hands its own `Self` on. An existential
  /// receiver is opened, so it hands nothing and `Self` is the value's type. `expr` is nil for an
  /// implicit `self`.
  func passStaticSelf(_ expr: Expr?, _ receiver: Node, to call: MethodCallNode) {
    if rt.usesImplements { call.witnessProtocol = receiverProtocol(receiver.staticType) }
    let isSelf =
      expr.map { if case .identifier("self") = $0.kind { return true } else { return false } } ?? true
    if isSelf, scope.typeContext?.type.kind == .protocol,
      let own = resolveVariable(StaticSelf.slotName, receiver.location)
    {
      call.staticSelf = own
      call.selfThroughWitness = true
      return
    }
    guard let expr, let type = receiver.staticType, case .named = type,
      scriptType(named: type)?.kind != .protocol, !Self.isStandardExistential(type),
      let node = staticArgumentType(expr, receiver, expected: nil)
    else { return }
    call.staticSelf = node
    call.selfThroughWitness = typeParameterName(type) != nil
  }

  /// The protocol a call goes through: the receiver is a type parameter constrained to it, or an
  /// existential of it (`@_implements` witnesses are found by it).
  private func receiverProtocol(_ type: TypeNode?) -> String? {
    guard case .named(let components, [])? = type.map(Self.stripped), components.count == 1 else {
      return nil
    }
    if let constraint = scope.genericConstraints[components[0]] { return constraint.baseName }
    return scriptType(named: type)?.kind == .protocol ? components[0] : nil
  }

  private static func isStandardExistential(_ type: TypeNode) -> Bool {
    [TypeNode.simple("Any"), .simple("AnyObject"), .simple("Error")].contains(type)
  }

  private static func typesItself(_ expr: Expr, callTypedByContext: Bool) -> Bool {
    switch expr.kind {
    case .identifier, .member, .subscript, .forceUnwrap: return true
    case .cast(_, let kind, _): return kind != .is
    case .call: return !callTypedByContext
    case .try(let inner, _), .await(let inner):
      return typesItself(inner, callTypedByContext: callTypedByContext)
    default: return false
    }
  }

  /// Whether a value of this static type may have another dynamic type: an existential, a class (a
  /// subclass instance), a type parameter, or a collection, Optional or tuple of one.
  func bindsDifferently(_ type: TypeNode) -> Bool {
    switch type {
    case .optional(let inner), .array(let inner), .dictionary(_, let inner): return bindsDifferently(inner)
    case .tuple(let parts): return parts.contains(where: bindsDifferently)
    case .composition: return true
    case .named(["Any"], []), .named(["AnyObject"], []), .named(["Error"], []): return true
    case .named(let components, _):
      if let script = scriptType(named: type), components.count == 1 || nestedType(type) === script {
        return script.kind == .protocol || script.isClass
      }
      if components.count == 1, Interpreter.standardProtocolNames.contains(components[0]) { return true }
      return typeParameterName(type) != nil
    default: return false
    }
  }
}

/// A static type naming the caller's own type parameters (`T` of the enclosing generic function),
/// made when the call runs; nothing (`()`) while one of them is bound to `Any`, which may be a
/// parameter no argument told, so the callee keeps the value's type then.
final class KnownTypeSubstitutionNode: Node {
  let substitution: Node

  init(_ substitution: Node) {
    self.substitution = substitution
    super.init(substitution.location)
  }

  override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    guard case .type(let type)? = try? substitution.eval(frame, rt), !Self.mentionsAny(type.written) else {
      return .void
    }
    return .type(type)
  }

  private static func mentionsAny(_ type: TypeNode?) -> Bool {
    guard let type else { return true }
    return type.mentions(["Any"])
  }
}
