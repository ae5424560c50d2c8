import DynPropDiagnostics
import DynPropSyntax

/// Name resolution: locals, captured variables, implicit `self` members, globals, functions, types.
extension Compiler {
  func compileIdentifier(_ name: String, _ loc: SourceLocation) -> Node {
    if let resolved = lookupBareName(name, loc) { return node(for: resolved, name, loc) }
    error("cannot find '\(name)' in scope", at: loc)
    return EmptyNode()
  }

  /// Inside `extension String { … }` (or another builtin value type, or a standard collection protocol:
  /// `extension Collection { … indices … }`), a name found nowhere else is a member of `self`
  /// (`uppercased()`, `count`); whether it exists is known only at run time. Not for host types:
  /// `Binding` answers any member name (dynamic member lookup), so a misspelt name there must stay a
  /// "cannot find" error.
  func extendsBuiltinType() -> Bool {
    guard let ctx = scope.typeContext, rt.extensions[ctx.type.name] === ctx.type else { return false }
    return BuiltinType.Kind(rawValue: ctx.type.name) != nil
      || Interpreter.extensibleStandardProtocols.contains(ctx.type.name)
  }

  /// `extension URLSession { … data(from: url) … }`: an extension of a host type whose values have
  /// methods (not SwiftUI's view protocols), where an unknown name *called* is one of them (a name only
  /// read stays a "cannot find" error, for the reason above).
  func extendsHostValueType() -> Bool {
    guard let ctx = scope.typeContext, rt.extensions[ctx.type.name] === ctx.type, !ctx.isStatic else {
      return false
    }
    return !["View", "Shape", "ViewModifier", "App", "Scene", "Commands"].contains(ctx.type.name)
      && rt.bridge?.nativeType(named: ctx.type.name) != nil
  }

  /// A local or captured variable (including `self`), as a place. `self` of a static member (the metatype
  /// it was called on) is found only with `inStaticMember` (`Self` inside a protocol extension).
  func resolveVariable(_ name: String, _ loc: SourceLocation, inStaticMember: Bool = false) -> LocalPlace? {
    var depth = 0
    var current: FunctionScope? = scope
    while let s = current {
      if name == "self", s.hasSelf, !s.isStatic || inStaticMember {
        if depth > 0 { s.selfReadByClosures = true }
        return LocalPlace(depth: depth, slot: 0, loc)
      }
      if let slot = s.lookup(name) {
        if depth > 0 { s.capturedSlots.insert(slot) }
        let place = LocalPlace(depth: depth, slot: slot, ownership: s.referenceSlots[slot] ?? .strong, loc)
        place.readsThroughStorage = s.indirectSlots.contains(slot)
        return place
      }
      depth += 1
      current = s.parent
    }
    return nil
  }

  func typeHasMember(_ type: ScriptType, _ name: String) -> Bool {
    // An enum with raw values has `rawValue` (`var id: String { rawValue }`).
    if name == "rawValue", type.kind == .enum, type.rawType != nil { return true }
    return type.fieldIndex[name] != nil || type.findComputed(name) != nil || type.findMethods(name) != nil
      || typeHasStaticMember(type, name) || declaredMemberNames(type).contains(name)
      || inheritedMemberNames(type).contains(name)
      || rt.bridge?.synthesizedMembers(of: type).contains(name) == true
  }

  /// Names declared by superclasses and adopted protocols (their extensions included), for implicit
  /// `self` before their members are laid out.
  func inheritedMemberNames(_ type: ScriptType) -> Set<String> {
    var names: Set<String> = []
    var current = type.superclass
    while let superclass = current {
      names.formUnion(declaredMemberNames(superclass))
      current = superclass.superclass
    }
    for proto in type.protocolTypes { names.formUnion(declaredMemberNames(proto)) }
    return names
  }

  func typeHasStaticMember(_ type: ScriptType, _ name: String) -> Bool {
    StaticMembers.findStored(type, name) != nil || type.findStaticComputed(name) != nil
      || type.findStaticMethods(name) != nil || type.caseIndex[name] != nil
      || staticMemberNames[ObjectIdentifier(type)]?.contains(name) == true
      || (name == "allCases" && type.synthesizesAllCases)
  }

  /// Names declared in the type's source, known before its members are compiled (for forward references).
  func declaredMemberNames(_ type: ScriptType) -> Set<String> {
    memberNames[ObjectIdentifier(type)] ?? []
  }

  func compileMember(_ base: Expr, _ name: String, _ loc: SourceLocation) -> Node {
    if name == "self" {
      if case .identifier(let id) = base.kind, let type = lookupType(id, context: scope.typeContext?.type),
        resolveVariable(id, loc) == nil
      {
        return ConstantNode(.type(type), loc)
      }
      if case .type(.composition(let parts)) = base.kind, parts.count > 1 {
        // Values of `A & B` are checked against every part; the composition as one type is not modelled.
        error(
          "not supported yet: the metatype of a protocol composition ('\(TypeNode.composition(parts))')",
          at: loc)
        return EmptyNode()
      }
      if case .type(let written) = base.kind, let substitution = typeSubstitution(written, loc) {
        return substitution
      }
      return compileExpr(base)
    }
    if moduleQualifier(base) != nil {
      // `main.count` inside a type with a member `count`: the module's global, not the member.
      if let slot = rt.globalIndex[name] { return node(for: .global(slot), name, loc) }
      return compileExpr(Expr(.identifier(name), base.range))
    }
    if case .identifier("super") = base.kind, let selfPlace = superReceiver(loc) {
      // `super.kind`: the superclass's property, not the override; assignable (`super.kind = x`).
      let superclass = scope.typeContext?.type.superclass
      let isStatic = scope.typeContext?.isStatic == true
      let property = isStatic ? superclass?.findStaticComputed(name) : superclass?.findComputed(name)
      let place = SuperPropertyPlace(
        self: selfPlace, name: name, getter: property?.getter, setter: property?.setter, loc)
      if !isStatic, property == nil { place.storedField = superclass?.fieldIndex[name] }
      return place
    }
    let receiver = compilePlaceOrValue(base)
    checkMemberExists(receiver, name, at: loc)
    let place = MemberPlace(base: receiver, name: name, loc)
    if scope.isInit, case .identifier("self") = base.kind {
      place.firesObservers = false
      place.ownField = ownStoredField(name)
    }
    place.staticType = staticMemberType(receiver, name)
    return place
  }

  /// `Swift.print`, `Foundation.URL`, `main.Post`: a module name used as a qualifier (not shadowed by a
  /// variable or type of the script).
  func moduleQualifier(_ base: Expr) -> String? {
    guard case .identifier(let name) = base.kind else { return nil }
    let modules: Set<String> = ["Swift", "Foundation", "SwiftUI", "Combine", "Observation", rt.moduleName]
    // A variable, a member reached through implicit `self` or a type of that name hides the module
    // (`players.indices` in a file named players.swift).
    guard modules.contains(name) else { return nil }
    switch lookupBareName(name, base.location) {
    // In `extension Int`, an unknown name is guessed to be a member of `self`; a module's name is not.
    case nil, .builtinSelfMember?: return name
    default: return nil
    }
  }

  /// A place when the expression is assignable, otherwise a plain value node.
  /// Compiled once: the node is a place when the expression is assignable. (Compiling a non-place a
  /// second time made every link of a modifier chain compile its base twice: 2^N for N links.)
  func compilePlaceOrValue(_ expr: Expr) -> Node {
    compileExpr(expr)
  }

  func compilePlace(_ expr: Expr) -> LValueNode? {
    let node = compileExpr(expr)
    return node as? LValueNode
  }

  func compileAssign(_ target: Expr, _ value: Expr, _ loc: SourceLocation) -> Node {
    if case .discard = target.kind { return compileExpr(value) }
    if case .optionalChainBoundary(let inner) = target.kind {
      return OptionalChainBoundaryNode(value: compileAssign(inner, value, loc), loc)
    }
    if case .tuple(let elements) = target.kind, elements.count > 1 {
      return compileTupleAssign(elements.map(\.value), value, loc)
    }
    checkMutable(target, loc)
    checkConstant(target, "cannot assign to value", loc)
    guard let place = compilePlace(target) else {
      error("cannot assign to value: expression is not assignable", at: loc)
      return EmptyNode()
    }
    let expected = (expectedType(of: target) ?? place.staticType).map { qualified($0) }
    if scope.isInit, let wrapped = wrappedPropertyInInit(target) {
      let node = InitWrappedAssignNode(
        storage: wrapped.storage, factory: wrapped.factory, place: place,
        value: compileExpr(value, expected: expected),
        definitelyInitialized: scope.initializedStorage.contains(wrapped.storage) && selfIsInitialized(), loc)
      scope.initializedStorage.insert(wrapped.storage)
      return node
    }
    if scope.isInit, let (type, name) = selfMemberTarget(target), let index = type.fieldIndex[name],
      type === scope.typeContext?.type
    {
      scope.initializedStorage.insert(index)  // a stored property of `self`, toward its full initialization
    }
    if scope.isInit, let (type, name) = selfMemberTarget(target), name.hasPrefix("_"),
      let index = type.fieldIndex[name],
      type.fields[index].isWrapped || wrapperFactories[ObjectIdentifier(type)]?[name] != nil
    {
      scope.initializedStorage.insert(index)  // `self._x = Wrapper(…)` initializes the storage itself
    }
    return AssignNode(place: place, value: compileExpr(value, expected: expected), expected: expected, loc)
  }

  /// `(a, b) = (b, a)`: the right side is evaluated whole, then each element stored (`_` skips one).
  private func compileTupleAssign(_ targets: [Expr], _ value: Expr, _ loc: SourceLocation) -> Node {
    var places: [LValueNode?] = []
    for target in targets {
      if case .discard = target.kind {
        places.append(nil)
        continue
      }
      checkMutable(target, loc)
      checkConstant(target, "cannot assign to value", loc)
      guard let place = compilePlace(target) else {
        error("cannot assign to value: expression is not assignable", at: target.location)
        return EmptyNode()
      }
      places.append(place)
    }
    let types = places.map { $0?.staticType ?? .simple("Any") }
    return TupleAssignNode(places: places, value: compileExpr(value, expected: .tuple(types)), loc)
  }

  func compileCompound(_ op: String, _ target: Expr, _ value: Expr, _ loc: SourceLocation) -> Node {
    if case .optionalChainBoundary(let inner) = target.kind {
      return OptionalChainBoundaryNode(value: compileCompound(op, inner, value, loc), loc)
    }
    checkMutable(target, loc)
    checkConstant(target, "left side of mutating operator isn't mutable", loc)
    guard let binary = BinaryNode.Op(rawValue: op), let place = compilePlace(target) else {
      error("unsupported: compound operator '\(op)='", at: loc)
      return EmptyNode()
    }
    let targetType = place.staticType ?? expectedType(of: target)
    if let declared = compileCompoundOperatorFunction(op, place, targetType, value, loc) { return declared }
    let rhs = compileExpr(value, expected: Compiler.numberType(targetType) ?? arrayType(targetType))
    if let local = place as? LocalPlace, local.depth == 0, local.ownership == .strong,
      !local.readsThroughStorage
    {
      return LocalCompoundNode(slot: local.slot, op: binary, value: rhs, loc)
    }
    if let global = place as? GlobalPlace, global.ownership == .strong {
      return GlobalCompoundNode(place: global, op: binary, value: rhs, loc)
    }
    return CompoundAssignNode(place: place, op: binary, value: rhs, loc)
  }

  /// The declared type of an assignment target, for `.init(...)` and literal coercion.
  func expectedType(of target: Expr) -> TypeNode? {
    if case .identifier(let name) = target.kind, let declared = declaredVariableType(name) { return declared }
    guard let (type, name) = selfMemberTarget(target), let index = type.fieldIndex[name] else { return nil }
    let field = type.fields[index]
    if field.name != field.propertyName, let wrapper = field.wrappers.first {
      return .named(components: [wrapper.name], generics: field.type.map { [$0] } ?? [])
    }
    return field.type
  }

  /// `items += [3]` with `items: [Double]`: the right side takes the array type.
  private func arrayType(_ type: TypeNode?) -> TypeNode? {
    if case .array? = type { return type }
    return nil
  }

  /// The declared type of a local, captured or global variable, when it was written.
  func declaredVariableType(_ name: String) -> TypeNode? {
    var current: FunctionScope? = scope
    while let s = current {
      if let slot = s.lookup(name) { return s.slotTypes[slot] }
      current = s.parent
    }
    if let ctx = scope.typeContext, typeHasMember(ctx.type, name) { return nil }
    return rt.globalIndex[name].flatMap { rt.globalTypes[$0] }
  }

  /// `x` or `self.x` naming a member of the current type: the type and the member's name.
  func selfMemberTarget(_ target: Expr) -> (ScriptType, String)? {
    guard let ctx = scope.typeContext else { return nil }
    switch target.kind {
    case .identifier(let name)
    where resolveVariable(name, target.location) == nil && typeHasMember(ctx.type, name):
      return (ctx.type, name)
    case .member(let base, let name):
      if case .identifier("self") = base.kind { return (ctx.type, name) }
      return nil
    default: return nil
    }
  }

  /// `cannot assign to property: 'self' is immutable` — a stored property of a struct `self` assigned
  /// from a non-mutating context (body, update(), a getter, a closure in them).
  /// `x = 1` where `x` is a `let` with a value, or a parameter: Swift's "'x' is a 'let' constant".
  func checkConstant(_ target: Expr, _ lead: String, _ loc: SourceLocation) {
    guard case .identifier(let name) = target.kind else { return }
    var current: FunctionScope? = scope
    while let s = current {
      if let slot = s.lookup(name) {
        if s.constants.contains(slot) { error("\(lead): '\(name)' is a 'let' constant", at: loc) }
        return
      }
      current = s.parent
    }
    if let ctx = scope.typeContext, typeHasMember(ctx.type, name) { return }
    if let slot = rt.globalIndex[name], rt.constantGlobals.contains(slot) {
      error("\(lead): '\(name)' is a 'let' constant", at: loc)
    }
  }

  /// `a.append(1)` where `a` is a `let` array, string, dictionary or set: Swift's "cannot use mutating
  /// member on immutable value: 'a' is a 'let' constant".
  func checkMutatingBuiltinCall(_ base: Expr, _ receiver: Node, _ name: String, _ loc: SourceLocation) {
    guard case .identifier = base.kind, let type = receiver.staticType, mutatesBuiltin(type, name) else {
      return
    }
    checkConstant(base, "cannot use mutating member on immutable value", loc)
  }

  private func mutatesBuiltin(_ type: TypeNode, _ name: String) -> Bool {
    switch type {
    case .array, .named(["Array"], _): return Builtins.mutatingArrayMethods.contains(name)
    case .dictionary, .named(["Dictionary"], _): return Builtins.mutatingDictionaryMethods.contains(name)
    case .named(["Set"], _): return Builtins.mutatingSetMethods.contains(name)
    case .named(["String"], []): return Builtins.mutatingStringMethods.contains(name)
    default: return false
    }
  }

  func checkMutable(_ target: Expr, _ loc: SourceLocation) {
    guard let root = rootSelfMember(target), let ctx = scope.typeContext, !ctx.type.isClass,
      ctx.type.kind != .protocol
    else { return }
    let mutable = scope.isMutating && scope.parent == nil || scope.isInit
    if mutable || ctx.type.fieldIndex[root] == nil || writesThroughReference(target, ctx.type, root) {
      return
    }
    error("cannot assign to property: 'self' is immutable", at: loc)
  }

  /// `box.note = x` where `box` is a class instance: the write goes to the object, not to `self`.
  private func writesThroughReference(_ target: Expr, _ type: ScriptType, _ root: String) -> Bool {
    if case .identifier = target.kind { return false }
    if case .member(let base, _) = target.kind, case .identifier("self") = base.kind { return false }
    guard let index = type.fieldIndex[root], let written = type.fields[index].type?.unwrappedOptional else {
      return true
    }
    guard let name = written.baseName, let resolved = lookupType(name, context: type) else { return true }
    if let script = resolved as? ScriptType { return script.isClass || script.kind == .protocol }
    return resolved is NativeType
  }

  /// In a class's initializer, the slot of a stored property the class itself declares, when a subclass
  /// may override it with a computed one (`MemberPlace.ownField`).
  func ownStoredField(_ name: String) -> Int? {
    guard scope.isInit, let type = scope.typeContext?.type, type.isClass, !type.isFinal,
      let index = type.fieldIndex[name], type.ownFieldIndices.contains(index)
    else { return nil }
    return index
  }

  private func rootSelfMember(_ target: Expr) -> String? {
    switch target.kind {
    case .identifier(let name):
      guard resolveVariable(name, target.location) == nil, let ctx = scope.typeContext,
        typeHasMember(ctx.type, name)
      else { return nil }
      return name
    case .member(let base, let name):
      if case .identifier("self") = base.kind { return name }
      return rootSelfMember(base)
    case .subscript(let base, _), .forceUnwrap(let base), .optionalChain(let base),
      .optionalChainBoundary(let base):
      return rootSelfMember(base)
    default: return nil
    }
  }

  /// Every stored property the type declares is initialized on every path here. Until then an
  /// assignment to a wrapped property initializes its wrapper again, even over its initial value
  /// (Swift's definite initialization, SR-12341): `wrapped = 42` before `str = ""` is `init(wrappedValue:)`.
  private func selfIsInitialized() -> Bool {
    guard let type = scope.typeContext?.type else { return true }
    return type.ownFieldIndices.allSatisfy { scope.initializedStorage.contains($0) }
  }

  private func wrappedPropertyInInit(_ target: Expr) -> (storage: Int, factory: FunctionCode?)? {
    guard let (type, name) = selfMemberTarget(target), let index = type.fieldIndex["_\(name)"] else {
      return nil
    }
    return (index, wrapperFactories[ObjectIdentifier(type)]?["_\(name)"])
  }
}
