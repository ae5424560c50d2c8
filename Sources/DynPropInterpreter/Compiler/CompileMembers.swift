import DynPropDiagnostics
import DynPropSyntax

/// Properties, functions, initializers and subscripts of script types.
extension Compiler {
  func addProperty(_ declared: VarDecl, _ decl: Decl, to type: ScriptType) {
    var v = declared
    v.type = canonical(v.type, in: type)
    guard let name = v.name else {
      return error("unsupported: tuple patterns in property declarations", at: decl.location)
    }
    checkAttributes(v.attributes)
    let isStatic = v.modifiers.contains(.static) || v.modifiers.contains(.class)
    if type.kind == .protocol, !isStatic, let declaredType = v.type {
      type.propertyRequirementTypes[name] = declaredType
    }
    if let accessors = v.accessors, accessors.isComputed {
      let property = makeComputed(
        name, accessors, type: v.type, owner: type, isStatic: isStatic,
        viewBuilder: v.attributes.contains { $0.name == "ViewBuilder" }, location: decl.location)
      if isStatic { type.staticComputed[name] = property } else { type.computed[name] = property }
      return
    }
    if isStatic, let wrapper = localWrapper(v) {
      for expanded in staticWrapped(v, name, wrapper, decl) { addProperty(expanded, decl, to: type) }
      return
    }
    if isStatic {
      let initializer = v.initializer.map {
        makeThunk("\(type.name).\(name)", $0, expected: v.type, owner: type)
      }
      type.staticStored[name] = StaticStorage(
        initializer: initializer, isLet: v.isLet,
        staticType: v.type ?? constructedType(v.initializer, of: type) ?? initializer?.inferredResultType)
      return
    }
    let wrappers = v.attributes.filter { isWrapperAttribute($0.name) }
    // `override var y { willSet { … } }` adds observers to an inherited property, not storage: an inherited
    // field keeps its value and default, an inherited computed property its getter and setter.
    let observesInherited =
      v.modifiers.contains(.override) && v.initializer == nil
      && (type.fieldIndex[name] != nil || type.superclass?.findComputed(name) != nil)
    if observesInherited {
      // The observers below are all this declaration adds.
    } else if wrappers.isEmpty {
      var field = FieldInfo(
        name: name, propertyName: name, type: fieldType(v), isLet: v.isLet, wrappers: [],
        location: decl.location)
      field.isObservationIgnored = v.attributes.contains { $0.name == "ObservationIgnored" }
      field.ownership = v.modifiers.ownership
      addField(field, to: type, default: plainDefault(v, type))
      if v.modifiers.contains(.lazy) { type.lazyFields.insert(name) }
    } else {
      addWrappedProperty(name, v, wrappers, decl, to: type)
    }
    if let accessors = v.accessors, accessors.willSet != nil || accessors.didSet != nil {
      type.observers[name] = (
        observer(accessors.willSet, accessors.willSetParam, "willSet", v.type, owner: type, decl.location),
        observer(accessors.didSet, accessors.didSetParam, "didSet", v.type, owner: type, decl.location)
      )
    }
  }

  /// The property's declared type, or `Double` when it is inferred from a floating-point literal
  /// (`var x = 0.0`): the memberwise initializer then takes `Point(x: 1)` as `1.0`, as Swift does.
  func fieldType(_ v: VarDecl) -> TypeNode? {
    if let declared = v.type { return declared }
    guard let initializer = v.initializer, literalKind(initializer) == .floating else { return nil }
    return .simple("Double")
  }

  private func plainDefault(_ v: VarDecl, _ owner: ScriptType) -> FunctionCode? {
    if let initializer = v.initializer {
      return makeThunk(
        "\(owner.name).\(v.name ?? "")", initializer, expected: v.type, owner: owner,
        lazy: v.modifiers.contains(.lazy))
    }
    if !v.isLet, case .optional? = v.type {
      return constantThunk(.none, owner.location)
    }
    return nil
  }

  func addField(_ field: FieldInfo, to type: ScriptType, default code: FunctionCode?) {
    if let existing = type.fieldIndex[field.name] {
      type.fields[existing] = field
      type.fieldDefaults[existing] = code
      return
    }
    type.fieldIndex[field.name] = type.fields.count
    type.fields.append(field)
    type.fieldDefaults.append(code)
  }

  private func observer(
    _ body: [Stmt]?, _ param: String, _ kind: String, _ valueType: TypeNode?, owner: ScriptType,
    _ location: SourceLocation
  ) -> FunctionCode? {
    guard let body else { return nil }
    let info = ParamInfo(
      label: nil, name: param, type: valueType, defaultValue: nil, isInout: false, isVariadic: false,
      isAutoclosure: false, isViewBuilder: false)
    let code = FunctionCode(
      name: "\(owner.name).\(kind)", params: [info], selfKind: owner.isClass ? .reference : .value,
      isMutating: true, location: location)
    pending.append { [unowned self] in
      self.compileBody(code, body, owner: owner, isStatic: false, isMutating: true)
    }
    return code
  }

  func makeComputed(
    _ name: String, _ accessors: Accessors, type valueType: TypeNode?, owner: ScriptType, isStatic: Bool,
    viewBuilder: Bool = false, location: SourceLocation
  ) -> ComputedProperty {
    let selfKind: FunctionCode.SelfKind = owner.isClass ? .reference : .value
    let property = ComputedProperty(
      name: name, getter: nil, setter: nil, isNonmutatingSet: accessors.isNonmutatingSet || owner.isClass)
    if let get = accessors.get {
      let getter = FunctionCode(
        name: "\(owner.name).\(name)", params: [], selfKind: selfKind, isMutating: accessors.isMutatingGet,
        location: location)
      getter.resultType = valueType
      getter.isStatic = isStatic
      // `body` of a View, and any property marked `@ViewBuilder` (`@ViewBuilder var header: some View`).
      let isBuilder =
        viewBuilder || name == "body" && owner.conforms(to: "View")
        || owner.kind == .protocol && name == "body"
      pending.append { [unowned self] in
        self.compileBody(
          getter, get, owner: owner, isStatic: isStatic, isMutating: accessors.isMutatingGet,
          viewBuilder: isBuilder)
      }
      property.getter = getter
    }
    if let set = accessors.set {
      let param = ParamInfo(
        label: nil, name: accessors.setParam, type: valueType, defaultValue: nil, isInout: false,
        isVariadic: false, isAutoclosure: false, isViewBuilder: false)
      let setter = FunctionCode(
        name: "\(owner.name).\(name).set", params: [param], selfKind: selfKind,
        isMutating: !property.isNonmutatingSet, location: location)
      setter.isStatic = isStatic
      pending.append { [unowned self] in
        self.compileBody(
          setter, set, owner: owner, isStatic: isStatic, isMutating: !property.isNonmutatingSet)
      }
      property.setter = setter
    }
    if let modify = accessors.modify {
      let modifier = FunctionCode(
        name: "\(owner.name).\(name).modify", params: [], selfKind: selfKind,
        isMutating: !property.isNonmutatingSet, location: location)
      modifier.isStatic = isStatic
      pending.append { [unowned self] in
        self.compilingModifyAccessor {
          self.compileBody(
            modifier, modify, owner: owner, isStatic: isStatic, isMutating: !property.isNonmutatingSet)
        }
      }
      property.modifier = modifier
    }
    return property
  }

  func makeFunction(_ f: FunctionDecl, owner: ScriptType?, isStatic: Bool, location: SourceLocation)
    -> FunctionCode
  {
    let qualified = owner.map { "\($0.name).\(f.name)" } ?? f.name
    let selfKind: FunctionCode.SelfKind =
      owner == nil ? .none : (isStatic ? .value : (owner!.isClass ? .reference : .value))
    let code = FunctionCode(
      name: "\(qualified)()", params: [], selfKind: selfKind, isMutating: f.modifiers.contains(.mutating),
      location: location)
    code.resultType = canonical(f.result)
    code.genericParams = f.genericParams.map(\.name)
    code.genericConstraints = Dictionary(
      f.genericParams.compactMap { p in p.constraint.map { (p.name, $0) } }, uniquingKeysWith: { a, _ in a })
    code.isStatic = isStatic
    code.isAsync = f.isAsync
    code.owner = owner
    let isBuilder = f.attributes.contains { $0.name == "ViewBuilder" }
    let work = { [unowned self] in
      self.compileBody(
        code, f.body ?? [], owner: owner, isStatic: isStatic, isMutating: code.isMutating, params: f.params,
        viewBuilder: isBuilder, generics: f.genericParams, allowsAwait: f.isAsync)
    }
    code.params = f.params.map { paramInfo($0, defaultValue: nil, owner: owner) }
    pending.append(work)
    return code
  }

  /// `Options(rawValue: 1)`, `Self(…)` or `.init(…)` as a static property of `Options`: that type.
  private func constructedType(_ initializer: Expr?, of type: ScriptType) -> TypeNode? {
    guard case .call(let callee, _)? = initializer?.kind, type.genericParams.isEmpty else { return nil }
    switch callee.kind {
    case .identifier(let name) where name == type.name || name == "Self": return .simple(type.name)
    case .implicitMember("init"): return .simple(type.name)
    default: return nil
    }
  }

  func makeInitializer(_ i: InitDecl, owner: ScriptType, location: SourceLocation) -> FunctionCode {
    let code = FunctionCode(
      name: "\(owner.name).init()", params: [], selfKind: owner.isClass ? .reference : .value,
      isMutating: true, location: location)
    code.isInit = true
    code.isFailable = i.isFailable
    code.isConvenience = i.modifiers.contains(.convenience)
    code.isRequirement = owner.kind == .protocol && i.body == nil
    code.owner = owner
    code.params = i.params.map { paramInfo($0, defaultValue: nil, owner: owner) }
    pending.append { [unowned self] in
      self.compileBody(
        code, i.body ?? [], owner: owner, isStatic: false, isMutating: true, params: i.params, isInit: true)
    }
    return code
  }

  /// A subscript's accessors: the getter takes the subscript's parameters (labels, types and defaults, so
  /// call sites choose among overloads as Swift does) and returns its declared type (an Optional result
  /// stays wrapped); the setter takes `newValue` first. A generic subscript binds its parameters (`T`) on
  /// entry like a generic method.
  func makeSubscript(_ s: SubscriptDecl, owner: ScriptType, location: SourceLocation) -> ComputedProperty {
    let isStatic = s.modifiers.contains(.static) || s.modifiers.contains(.class)
    let selfKind: FunctionCode.SelfKind = owner.isClass || isStatic ? .reference : .value
    let property = ComputedProperty(
      name: "subscript", getter: nil, setter: nil, isNonmutatingSet: s.accessors.isNonmutatingSet)
    let result = canonical(s.result, in: owner)
    let generics = s.genericParams
    if let get = s.accessors.get {
      let getter = FunctionCode(
        name: "\(owner.name).subscript", params: [], selfKind: selfKind, isMutating: false, location: location
      )
      getter.resultType = result
      getter.params = s.params.map { paramInfo($0, defaultValue: nil, owner: owner) }
      deferSubscriptBody(
        getter, get, owner: owner, isStatic: isStatic, isMutating: false, params: s.params, generics: generics
      )
      property.getter = getter
    }
    if let set = s.accessors.set {
      let newValue = Param(
        label: nil, name: s.accessors.setParam, type: s.result, defaultValue: nil, location: location)
      let setter = FunctionCode(
        name: "\(owner.name).subscript.set", params: [], selfKind: selfKind,
        isMutating: !s.accessors.isNonmutatingSet, location: location)
      let params = [newValue] + s.params
      setter.params = params.map { paramInfo($0, defaultValue: nil, owner: owner) }
      deferSubscriptBody(
        setter, set, owner: owner, isStatic: isStatic, isMutating: true, params: params, generics: generics)
      property.setter = setter
    }
    return property
  }

  private func deferSubscriptBody(
    _ code: FunctionCode, _ body: [Stmt], owner: ScriptType, isStatic: Bool, isMutating: Bool,
    params: [Param], generics: [GenericParam]
  ) {
    code.owner = owner
    code.isStatic = isStatic
    code.genericParams = generics.map(\.name)
    pending.append { [unowned self] in
      self.compileBody(
        code, body, owner: owner, isStatic: isStatic, isMutating: isMutating, params: params,
        generics: generics)
    }
  }

  /// A parameter as callers see it: a nested type named inside `owner` is made absolute (`Moves` in
  /// `Outer.Round` is `Outer.Moves`), so an implicit-member argument resolves at any call site.
  func paramInfo(_ p: Param, defaultValue: Node?, owner: ScriptType? = nil) -> ParamInfo {
    checkParameterBuilder(p)
    let type = canonical(p.type).map { owner == nil ? $0 : qualified($0, in: owner) }
    var info = ParamInfo(
      label: p.label, name: p.name, type: type, defaultValue: defaultValue, isInout: p.isInout,
      isVariadic: p.isVariadic, isAutoclosure: p.isAutoclosure,
      isViewBuilder: p.attributes.contains("ViewBuilder"))
    info.hasDefault = p.defaultValue != nil
    return info
  }

  /// Compiles a body into `code`, in a fresh function scope whose slot 0 is `self` when there is one.
  func compileBody(
    _ code: FunctionCode, _ body: [Stmt], owner: ScriptType?, isStatic: Bool, isMutating: Bool,
    params: [Param] = [], isInit: Bool = false, viewBuilder: Bool = false, generics: [GenericParam] = [],
    allowsAwait: Bool = true
  ) {
    let saved = scope
    let parent: FunctionScope? = owner == nil && !saved.isTopLevel ? saved : nil
    scope = FunctionScope(
      parent: parent, selfType: owner, hasSelf: code.selfKind != .none, isStatic: isStatic,
      isMutating: isMutating || owner?.isClass == true, isInit: isInit, resultType: code.resultType)
    scope.allowsAwait = allowsAwait
    scope.functionName = Compiler.swiftFunctionName(code)
    code.poundFunction = scope.functionName
    if isInit, let owner {  // a property with an initial value is initialized before the body runs
      scope.initializedStorage = Set(owner.fieldDefaults.indices.filter { owner.fieldDefaults[$0] != nil })
    }
    defer { scope = saved }
    scope.watchedSlot = scope.hasSelf ? 1 : 0
    for info in code.params {
      let slot = scope.declare(info.name, type: info.type)
      if !info.isInout { scope.constants.insert(slot) }
    }
    let declaresParams = code.params.isEmpty
    if declaresParams { for p in params { _ = scope.declare(p.name, type: p.type) } }
    for generic in generics {
      if let constraint = generic.constraint { scope.genericConstraints[generic.name] = constraint }
    }
    // Before the defaults: `_ type: T.Type = T.self` names the type parameter.
    let bindings = bindGenerics(generics, params: params, result: code.resultType)
    code.staticTypeSlots = bindings.compactMap { binding in
      binding.staticSlot.map { (binding.parameterSlot - (code.selfKind == .none ? 0 : 1), $0) }
    }
    if declaresParams {
      code.params = params.map { p in
        paramInfo(p, defaultValue: p.defaultValue.map { compileDefault($0, p.type) })
      }
    } else {
      for (i, p) in params.enumerated() where i < code.params.count {
        code.params[i].defaultValue = p.defaultValue.map { compileDefault($0, p.type) }
      }
    }
    let typeParameters = bindTypeParameters(of: owner, code, shadowedBy: generics)
    let staticSelf = receiveStaticSelf(of: owner, code)
    let firstLocal = scope.size
    let nestedBefore = nestedCodeCount
    let compiled = releasingLocals(
      viewBuilder ? compileBuilderBody(body, code.location) : compileFunctionBody(body, code.location),
      firstLocal: firstLocal, nestedSince: nestedBefore)
    var prologue: [Node] = []
    if let typeParameters { prologue.append(typeParameters) }
    if let staticSelf { prologue.append(staticSelf) }
    if !bindings.isEmpty {
      prologue.append(GenericBindingsNode(bindings, function: code.identity, code.location))
    }
    code.body =
      prologue.isEmpty ? compiled : BlockNode(prologue + [compiled], hasDefers: false, code.location)
    code.readsFirstParameter = code.params.isEmpty || scope.watchedSlotIsRead
    code.callsSuperInitImplicitly =
      isInit && owner?.isClass == true && owner?.superclass != nil && !code.isConvenience
      && !scope.delegatesInit
    code.frameSize = scope.size
    code.releasesSelf = code.selfKind != .none && !scope.selfReadByClosures
  }

  /// In an instance method of a script protocol's extension, the slot `Self` is read from: the call
  /// site's static type of the receiver (`StaticSelf`), else the receiver's dynamic type.
  private func receiveStaticSelf(of owner: ScriptType?, _ code: FunctionCode) -> Node? {
    guard let owner, owner.kind == .protocol, code.selfKind != .none, !code.isStatic, !code.isInit else {
      return nil
    }
    code.usesStaticSelf = true
    return StaticSelfPrologueNode(
      slot: scope.declare(StaticSelf.slotName), function: code.identity, code.location)
  }

  /// In an instance member of a generic type, a slot per type parameter (`T`), bound from `self` on entry.
  private func bindTypeParameters(
    of owner: ScriptType?, _ code: FunctionCode, shadowedBy generics: [GenericParam]
  )
    -> Node?
  {
    guard let owner, !owner.genericParams.isEmpty, code.selfKind != .none else { return nil }
    let names = owner.genericParams.filter { name in !generics.contains { $0.name == name } }
    guard !names.isEmpty else { return nil }
    // In an initializer or a static member, a parameter of type `T` tells `T` when the construction or
    // the type it is called on (`Box<Int>.make(…)`) did not write it.
    let sources = owner.genericParams.map { name -> (slot: Int, source: GenericBindingsNode.Source)? in
      guard code.isInit || code.isStatic else { return nil }
      for param in code.params {
        if let source = GenericBindingsNode.source(of: name, in: param.type),
          let slot = scope.lookup(param.name)
        {
          return (slot, source)
        }
      }
      return nil
    }
    let slots = owner.genericParams.map { name in names.contains(name) ? scope.declare(name) : nil }
    return TypeParameterBindingsNode(slots: slots, owner: owner, parameterSources: sources, code.location)
  }

  /// Declares a slot per generic parameter and says which parameter binds it on entry.
  func bindGenerics(_ generics: [GenericParam], params: [Param], result: TypeNode?)
    -> [GenericBindingsNode.Binding]
  {
    generics.map { generic in
      let slot = scope.declare(generic.name)
      let sources = params.compactMap { p -> GenericBindingsNode.Binding? in
        guard let from = scope.lookup(p.name),
          let source = GenericBindingsNode.source(of: generic.name, in: p.type)
            ?? (p.type?.mentions([generic.name]) == true ? .nested : nil)
        else { return nil }
        var binding = GenericBindingsNode.Binding(slot: slot, parameterSlot: from, source: source)
        binding.parameterType = p.type
        return binding
      }
      let named =
        result.map { $0.isNamed(generic.name) || $0.unwrappedOptional.isNamed(generic.name) } ?? false
      // A value of the parameter's type tells more than a closure's result (`f<U>(_ g: () -> U, _ u: U)`),
      // and a closure's result more than a type it is nested in.
      let ranked = sources.filter { !$0.isClosureResult && !$0.isNested } + sources.filter(\.isClosureResult)
      if var best = ranked.first ?? sources.first {
        best.resultNamesIt = named
        best.name = generic.name
        best.opensExistentials = generic.constraint != nil
        if best.bindsFromStaticType, !params.contains(where: \.isVariadic) {
          best.staticSlot = scope.declare("$static." + generic.name)
        }
        return best
      }
      return .init(slot: slot, parameterSlot: slot, source: named ? .result : .unknown)
    }
  }

  /// A call of `code` whose result's type parameter the context tells (`let m: D1 = parse()`).
  func contextualResultCall(_ call: Node, _ code: FunctionCode, expected: TypeNode?) -> Node {
    guard var type = expected, let result = code.resultType,
      code.genericParams.contains(where: { result.isNamed($0) || result.unwrappedOptional.isNamed($0) })
    else { return call }
    if case .optional = result, case .optional(let inner) = type { type = inner }
    if case .optional(let inner) = type, !isOptionalType(result) { type = inner }
    let node = ContextualResultCallNode(call, function: code.identity, type: qualified(type))
    node.staticType = expected
    return node
  }

  /// A thunk computing an expression (property defaults, static initializers). A `lazy` property's
  /// initializer runs on first access with `self` available, so it may use the instance's members.
  func makeThunk(_ name: String, _ expr: Expr, expected: TypeNode?, owner: ScriptType?, lazy: Bool = false)
    -> FunctionCode
  {
    let isClass = owner?.isClass == true
    let code = FunctionCode(
      name: name, params: [], selfKind: owner == nil ? .none : (lazy && isClass ? .reference : .value),
      isMutating: false, location: expr.location)
    let saved = scope
    scope = FunctionScope(
      parent: nil, selfType: owner, hasSelf: owner != nil, isStatic: !lazy, isMutating: lazy && isClass,
      resultType: expected)
    defer { scope = saved }
    let typeParameters = owner.flatMap { owner in
      owner.genericParams.isEmpty || lazy ? nil : owner.genericParams.map { scope.declare($0) }
    }
    let compiled = compileExpr(expr, expected: expected)
    code.inferredResultType = compiled.staticType
    let value = ReturnNode(
      value: promotedTypeParameter(compiled, expected), expected: expected.map { qualified($0) },
      expr.location)
    if let owner, let typeParameters {
      let bind = ConstructionGenericsNode(slots: typeParameters, owner: owner, expr.location)
      code.body = BlockNode([bind, value], hasDefers: false, expr.location)
    } else {
      code.body = value
    }
    code.frameSize = scope.size
    code.releasesSelf = code.selfKind != .none && !scope.selfReadByClosures
    return code
  }

  func constantThunk(_ value: Value, _ location: SourceLocation) -> FunctionCode {
    let code = FunctionCode(
      name: "default", params: [], selfKind: .none, isMutating: false, location: location)
    code.body = ReturnNode(value: ConstantNode(value, location), expected: nil, location)
    code.constantValue = value
    return code
  }
}
