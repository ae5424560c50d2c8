import DynPropDiagnostics
import DynPropSyntax

/// What a bare name (`count`, `Post`, `print`, `helper`) refers to where it is written.
enum BareName {
  /// A local, a parameter or a captured variable (`self` included).
  case local(LocalPlace)
  /// `item` inside `{ $item in … }`: the wrapped value of the projected parameter.
  case projectedLocal(LocalPlace)
  /// `Self`, or `self` in a static member: the enclosing type.
  case enclosingType(RuntimeType)
  /// An instance member of the enclosing type, reached through implicit `self`.
  case selfMember(ScriptType, LocalPlace)
  /// A static member of the enclosing type named inside a static member.
  case staticMember(ScriptType)
  case global(Int)
  /// The script's top-level functions of that name (overloads included).
  case functions([FunctionCode])
  case type(RuntimeType)
  /// A standard-library function (`print`, `min`, `swap`).
  case builtinFunction(NativeFunction)
  /// A function the host provides (`withAnimation`).
  case hostFunction(Value)
  /// Inside `extension String { … }`: a member of the builtin `self`, known only at run time.
  case builtinSelfMember(LocalPlace)
}

extension Compiler {
  /// Resolves a bare name in Swift's order: locals (innermost scope first), members of the enclosing type
  /// through implicit `self`, the script's globals, functions and types, then the standard library and
  /// the host. Identifiers and calls both ask here, so the order is written once.
  func lookupBareName(_ name: String, _ loc: SourceLocation) -> BareName? {
    if let place = resolveVariable(name, loc) { return .local(place) }
    if let projected = resolveVariable("$" + name, loc) { return .projectedLocal(projected) }
    if name == "Self" || name == "self" {
      guard let ctx = scope.typeContext, ctx.isStatic || name == "Self" else { return nil }
      return .enclosingType(ctx.type)
    }
    if let member = enclosingTypeMember(name, loc) { return member }
    if let slot = rt.globalIndex[name] { return .global(slot) }
    if let codes = rt.functions[name] { return .functions(codes) }
    if let type = lookupType(name, context: scope.typeContext?.type) { return .type(type) }
    if let builtin = Builtins.globalFunction(named: name) { return .builtinFunction(builtin) }
    if let native = rt.bridge?.nativeFunction(named: name) { return .hostFunction(native) }
    if extendsBuiltinType(), let selfPlace = resolveVariable("self", loc) {
      return .builtinSelfMember(selfPlace)
    }
    return nil
  }

  /// `count` inside a method meaning `self.count`; a static member named inside a static member. An
  /// instance member named where there is no instance is not found here (Swift looks further out).
  private func enclosingTypeMember(_ name: String, _ loc: SourceLocation) -> BareName? {
    guard let ctx = scope.typeContext, typeHasMember(ctx.type, name) else { return nil }
    // `init(flags: [Flag] = defaultFlags)`: a static member named in a default argument (type context).
    let staticOnly =
      staticMemberNames[ObjectIdentifier(ctx.type)]?.contains(name) == true
      && ctx.type.fieldIndex[name] == nil
      && ctx.type.findComputed(name) == nil && ctx.type.findMethods(name) == nil
    if !ctx.isStatic, !staticOnly, scope.selfDepth() != nil, let selfPlace = resolveVariable("self", loc) {
      return .selfMember(ctx.type, selfPlace)
    }
    return typeHasStaticMember(ctx.type, name) ? .staticMember(ctx.type) : nil
  }

  /// `concat` used as a value: its function type, when its parameters and result are declared (an
  /// overload taking `(T, U, V) -> W` is then told from one taking `(T, U) -> V`).
  func functionType(of code: FunctionCode) -> TypeNode? {
    guard code.genericParams.isEmpty,
      code.params.allSatisfy({ $0.type != nil && !$0.isInout && !$0.isVariadic })
    else { return nil }
    return .function(
      params: code.params.map { $0.type! }, result: code.resultType ?? .tuple([]), isAsync: false,
      throws: false)
  }

  /// The value node of a resolved bare name (a place where it is assignable).
  func node(for resolved: BareName, _ name: String, _ loc: SourceLocation) -> Node {
    switch resolved {
    case .local(let place): return place
    case .projectedLocal(let binding):
      // A closure parameter written `$item` (`ForEach($items) { $item in … }`) is the binding; `item` is
      // its wrapped value, read and written through it, as Swift's property-wrapper parameters are.
      return MemberPlace(base: binding, name: "wrappedValue", loc)
    case .enclosingType(let type) where rt.extensions["Optional"] === type && name == "Self":
      // A `nil` does not tell its `Wrapped` type at run time: the call site's static type does.
      return OptionalSelfNode(loc)
    case .enclosingType(let type):
      // `Self` in a protocol extension is the conforming type: `Self.kind` reads the conformer's static.
      // In a class's `class func`, `self` is the metatype it was called on (a subclass, maybe); in a
      // generic type's static member, the type with the arguments written on it (`Box<Int>`).
      if let script = type as? ScriptType,
        script.kind == .protocol || script.isClass || rt.isStandardProtocolExtension(script)
          || (!script.genericParams.isEmpty && scope.typeContext?.isStatic == true),
        let selfPlace = resolveVariable("self", loc, inStaticMember: true)
      {
        let dynamic = DynamicTypeNode(of: selfPlace, loc)
        guard script.kind == .protocol, let handed = resolveVariable(StaticSelf.slotName, loc) else {
          return dynamic
        }
        return StaticSelfTypeNode(handed: handed, dynamic: dynamic, loc)
      }
      return ConstantNode(.type(type), loc)
    case .selfMember(let type, let selfPlace):
      let place = MemberPlace(base: selfPlace, name: name, loc)
      place.firesObservers = !scope.isInit
      place.ownField = ownStoredField(name)
      place.staticType = memberType(type, name)
      return place
    case .staticMember(let type):
      let base = node(for: .enclosingType(type), "self", loc)
      let place = MemberPlace(base: base, name: name, loc)
      place.staticType = StaticMembers.findStored(type, name)?.staticType ?? memberType(type, name)
      return place
    case .global(let slot):
      return GlobalPlace(slot: slot, ownership: rt.globalOwnership[slot] ?? .strong, loc)
    case .functions(let codes):
      if codes.count > 1 {
        // Swift picks among the overloads by the type the context needs; where the context gives none
        // here, picking the first would be a guess.
        error(
          "unsupported: a reference to the overloaded function '\(name)' where the context does not give "
            + "its type (write a closure, or declare the variable's function type)", at: loc)
        return EmptyNode()
      }
      return typed(
        ConstantNode(.closure(ScriptClosure(code: codes[0], captured: nil)), loc), functionType(of: codes[0]))
    case .type(let type): return ConstantNode(.type(type), loc)
    case .builtinFunction(let builtin): return ConstantNode(.closure(builtin), loc)
    case .hostFunction(let native): return ConstantNode(native, loc)
    case .builtinSelfMember(let selfPlace): return MemberGet(base: selfPlace, name: name, loc)
    }
  }
}
