import DynPropDiagnostics
import DynPropSyntax

/// Property wrappers (`@State var count = 0`) and synthesized initializers.
///
/// A wrapped property `x` is stored as `_x` (the wrapper); `x` and `$x` become computed properties that
/// read `_x.wrappedValue` and `_x.projectedValue`, as Swift's synthesis does.
extension Compiler {
  func isWrapperAttribute(_ name: String) -> Bool {
    if let script = rt.types[name] as? ScriptType { return script.attributes.contains("propertyWrapper") }
    return rt.bridge?.nativeType(named: name) != nil
  }

  func lookupType(_ name: String, context: ScriptType?) -> RuntimeType? {
    if let local = scope.typeAlias(name) { return rt.resolveType(local) }
    var current = context
    while let type = current {
      if let nested = type.nestedTypes[name] { return nested }
      current = type.parent
    }
    return rt.lookupType(name)
  }

  func addWrappedProperty(
    _ name: String, _ v: VarDecl, _ wrappers: [Attribute], _ decl: Decl, to type: ScriptType
  ) {
    let wrapper = wrappers[0]
    let reachesInstance = type.isClass && wrapperShapes[wrapper.name]?.accessesEnclosingInstance == true
    if reachesInstance, wrappers.count > 1 {
      error(
        "unsupported: a composed property wrapper that reaches its enclosing instance "
          + "(static subscript(_enclosingInstance:wrapped:storage:) of '\(wrapper.name)')", at: decl.location)
    }
    if wrappers.count > 1, !wrappers.allSatisfy({ rt.types[$0.name] is ScriptType }) {
      let written = wrappers.map { "@\($0.name)" }.joined(separator: " ")
      error("unsupported: composed property wrappers of SwiftUI's (\(written))", at: decl.location)
    }
    checkComposition(wrappers, at: decl.location)
    let storage = "_\(name)"
    let factory =
      wrappers.count > 1
      ? composedFactory(wrappers, owner: type, location: decl.location, propertyType: v.type)
      : wrapperFactory(wrapper, owner: type, location: decl.location, propertyType: v.type)
    var defaultCode: FunctionCode?
    if let initializer = v.initializer {
      defaultCode = wrapperDefault(factory, initializer, type, decl.location, valueType: v.type)
    } else if wrapper.arguments != nil || isDefaultConstructible(wrapper.name) {
      defaultCode = wrapperDefault(factory, nil, type, decl.location, valueType: v.type)
    } else if ["FocusState", "AccessibilityFocusState"].contains(wrapper.name), v.type == .simple("Bool") {
      // `@FocusState var focused: Bool` starts unfocused.
      defaultCode = wrapperDefault(
        factory, Expr(.boolLiteral(false), decl.range), type, decl.location, valueType: v.type)
    } else if case .optional? = v.type, acceptsWrappedValue(wrapper.name) {
      defaultCode = wrapperDefault(
        factory, Expr(.nilLiteral, decl.range), type, decl.location, valueType: v.type)
    }
    let field = FieldInfo(
      name: storage, propertyName: name, type: fieldType(v), isLet: false, wrappers: wrappers,
      location: decl.location)
    addField(field, to: type, default: defaultCode)
    wrapperFactories[ObjectIdentifier(type), default: [:]][storage] = factory
    type.computed[name] =
      reachesInstance
      ? enclosingAccessor(name, label: "wrapped", wrapper, owner: type, decl, valueType: v.type)
      : wrappedAccessor(
        storage, "wrappedValue", name, wrapper, owner: type, decl.location, valueType: v.type,
        hops: wrappers.count)
    type.computed["$\(name)"] =
      reachesInstance && wrapperShapes[wrapper.name]?.accessesEnclosingProjection == true
      ? enclosingAccessor("$\(name)", label: "projected", wrapper, owner: type, decl, valueType: nil)
      : wrappedAccessor(storage, "projectedValue", "$\(name)", wrapper, owner: type, decl.location)
  }

  /// `@Observable var x` in a class whose wrapper declares `static subscript(_enclosingInstance:wrapped:
  /// storage:)`: Swift reads and writes `x` through that subscript, handing it the instance and key paths
  /// to `x` and to its storage `_x` (how `@Published` reaches its object); `$x` likewise through
  /// `projected:` when the wrapper declares it.
  private func enclosingAccessor(
    _ name: String, label: String, _ wrapper: Attribute, owner: ScriptType, _ decl: Decl, valueType: TypeNode?
  ) -> ComputedProperty {
    let range = decl.range
    let root = TypeNode.named(components: owner.path, generics: [])
    let property = name.hasPrefix("$") ? String(name.dropFirst()) : name
    let access = Expr(
      .subscript(
        base: Expr(.identifier(wrapper.name), range),
        arguments: [
          Argument(label: "_enclosingInstance", value: Expr(.identifier("self"), range)),
          Argument(label: label, value: Expr(.keyPath(root: root, components: [name]), range)),
          Argument(label: "storage", value: Expr(.keyPath(root: root, components: ["_\(property)"]), range)),
        ]), range)
    let assign = Expr(.assign(target: access, value: Expr(.identifier("newValue"), range)), range)
    let accessors = Accessors(get: [Stmt(.expr(access), range)], set: [Stmt(.expr(assign), range)])
    let computed = makeComputed(
      name, accessors, type: valueType, owner: owner, isStatic: false, location: decl.location)
    computed.isWrapperAccessor = true
    return computed
  }

  func acceptsWrappedValue(_ wrapperName: String) -> Bool {
    if let native = rt.bridge?.nativeType(named: wrapperName) as? NativeType {
      return native.acceptsWrappedValue
    }
    return wrapperShapes[wrapperName]?.wrappedValueInit ?? true
  }

  /// `@W var x: T` without a value is built with `W()` when the wrapper can be made without arguments.
  func isDefaultConstructible(_ wrapperName: String) -> Bool {
    if let native = rt.bridge?.nativeType(named: wrapperName) as? NativeType {
      return native.defaultConstructible
    }
    guard let shape = wrapperShapes[wrapperName] else { return false }
    return shape.emptyInit && !shape.wrappedValueInit
  }

  /// An outer wrapper's `wrappedValue` holds the inner wrapper: its declared type must be a type
  /// parameter or that wrapper (Swift: "cannot convert value of type 'Halved' to specified type 'Int'").
  private func checkComposition(_ wrappers: [Attribute], at location: SourceLocation) {
    for (outer, inner) in zip(wrappers, wrappers.dropFirst()) {
      guard let script = rt.types[outer.name] as? ScriptType,
        let declared = wrapperShapes[outer.name]?.wrappedValueType, let name = declared.genericName,
        !script.genericParams.contains(name), name != inner.name
      else { continue }
      error("cannot convert value of type '\(inner.name)' to specified type '\(name)'", at: inner.location)
    }
  }

  /// `@Outer @Inner var x: Int`: `Outer(wrappedValue: Inner(wrappedValue: v))`, the innermost made first,
  /// each wrapper's `Value` bound to the one inside it (`Outer<Inner<Int>>`), as Swift composes them.
  private func composedFactory(
    _ wrappers: [Attribute], owner: ScriptType, location: SourceLocation, propertyType: TypeNode?
  ) -> FunctionCode {
    let param = ParamInfo(
      label: nil, name: "wrappedValue", type: nil, defaultValue: nil, isInout: false, isVariadic: false,
      isAutoclosure: false, isViewBuilder: false)
    let code = FunctionCode(
      name: "\(owner.name).\(wrappers.map(\.name).joined(separator: "."))", params: [param], selfKind: .none,
      isMutating: false, location: location)
    var valueType = propertyType
    var made: Node = LocalGet(slot: 0, location)
    for wrapper in wrappers.reversed() {
      let factory = wrapperFactory(wrapper, owner: owner, location: location, propertyType: valueType)
      made = FactoryCallNode(factory: factory, value: made, location)
      let generic = (rt.types[wrapper.name] as? ScriptType)?.genericParams.count == 1
      valueType = generic ? valueType.map { .named(components: [wrapper.name], generics: [$0]) } : nil
    }
    code.body = ReturnNode(value: made, expected: nil, location)
    code.frameSize = 1
    return code
  }

  /// `W(wrappedValue: v, args...)` or `W(args...)`, as a function of one optional parameter.
  private func wrapperFactory(
    _ wrapper: Attribute, owner: ScriptType, location: SourceLocation, propertyType: TypeNode? = nil
  )
    -> FunctionCode
  {
    let param = ParamInfo(
      label: nil, name: "wrappedValue", type: nil, defaultValue: nil, isInout: false, isVariadic: false,
      isAutoclosure: false, isViewBuilder: false)
    let code = FunctionCode(
      name: "\(owner.name).\(wrapper.name)", params: [param], selfKind: .none, isMutating: false,
      location: location)
    let saved = scope
    scope = FunctionScope(
      parent: nil, selfType: owner, hasSelf: false, isStatic: true, isMutating: false, resultType: nil)
    defer { scope = saved }
    let slot = scope.declare("wrappedValue")
    let typeNode = lookupType(wrapper.name, context: owner).map {
      ConstantNode(.type(specialized($0, wrapper.name, propertyType: propertyType, owner)), location)
    }
    let args = (wrapper.arguments ?? []).map(compileArgument)
    code.body = WrapperConstructNode(
      type: typeNode, wrapperName: wrapper.name, valueSlot: slot, args: args, location)
    code.frameSize = scope.size
    return code
  }

  /// `Wrapper<Value>` whose `wrappedValue` is declared `Value` (or `Value?` for an Optional property):
  /// the instance type with `Value` bound to the property's type, as Swift infers it (`Value.self` is
  /// `Int` for `@Wrapper var x: Int`); any other wrapper as it is.
  private func specialized(
    _ wrapperType: RuntimeType, _ name: String, propertyType: TypeNode?, _ owner: ScriptType
  ) -> RuntimeType {
    guard let script = wrapperType as? ScriptType, script.genericParams.count == 1,
      var bound = propertyType.map({ qualified($0, in: owner) })
    else { return wrapperType }
    let parameter = TypeNode.simple(script.genericParams[0])
    switch wrapperShapes[name]?.wrappedValueType {
    case parameter?: break
    case .optional(parameter)?:
      guard case .optional(let wrapped) = bound else { return wrapperType }
      bound = wrapped
    default: return wrapperType
    }
    return GenericInstanceType(base: script, arguments: [bound])
  }

  /// The default of a wrapped property: its initial value, typed by the declared type (`@State var state:
  /// Load = .loading` holds a `Load`, `@State var amount: Double = 0` holds `0.0`), handed to the wrapper.
  private func wrapperDefault(
    _ factory: FunctionCode, _ initializer: Expr?, _ owner: ScriptType, _ location: SourceLocation,
    valueType: TypeNode?
  ) -> FunctionCode {
    let code = FunctionCode(
      name: factory.name, params: [], selfKind: .value, isMutating: false, location: location)
    let saved = scope
    scope = FunctionScope(
      parent: nil, selfType: owner, hasSelf: true, isStatic: true, isMutating: false, resultType: nil)
    defer { scope = saved }
    var value: Node?
    if let initializer {
      value =
        isAutoclosureWrapper(factory)
        ? ClosureNode(code: thunkClosure(initializer, valueType), initializer.location)
        : coerced(compileExpr(initializer, expected: valueType), valueType)
    }
    let call = FactoryCallNode(factory: factory, value: value, location)
    call.discardsReads = wrapperType(factory)?.keepsFirstInitialValue == true
    code.body = ReturnNode(value: call, expected: nil, location)
    code.frameSize = scope.size
    return code
  }

  private func isAutoclosureWrapper(_ factory: FunctionCode) -> Bool {
    wrapperType(factory)?.autoclosureLabels.contains("wrappedValue") == true
  }

  private func wrapperType(_ factory: FunctionCode) -> NativeType? {
    guard let name = factory.name.split(separator: ".").last.map(String.init) else { return nil }
    return rt.bridge?.nativeType(named: name) as? NativeType
  }

  /// `@StateObject var model: Model = .init()`: the autoclosure's value is typed by the declared type.
  private func thunkClosure(_ expr: Expr, _ valueType: TypeNode?) -> FunctionCode {
    let code = FunctionCode(
      name: "(autoclosure)", params: [], selfKind: .none, isMutating: false, location: expr.location)
    let saved = scope
    scope = FunctionScope(parent: saved, selfType: nil, hasSelf: false, isMutating: false, resultType: nil)
    defer { scope = saved }
    code.body = ReturnNode(
      value: coerced(compileExpr(expr, expected: valueType), valueType), expected: nil, expr.location)
    code.frameSize = scope.size
    return code
  }

  /// `valueType`: the property's declared type, which a new value takes before the wrapper stores it
  /// (`wrapped = 42` with `@Wrapper var wrapped: Int?` stores `Optional(42)`).
  private func wrappedAccessor(
    _ storage: String, _ member: String, _ name: String, _ wrapper: Attribute, owner: ScriptType,
    _ location: SourceLocation, valueType: TypeNode? = nil, hops: Int = 1
  ) -> ComputedProperty {
    let selfKind: FunctionCode.SelfKind = owner.isClass ? .reference : .value
    let getter = FunctionCode(
      name: "\(owner.name).\(name)", params: [], selfKind: selfKind, isMutating: false, location: location)
    // Composed wrappers: `_x.wrappedValue.wrappedValue`, one hop per wrapper.
    var inner: Node = MemberGet(base: LocalGet(slot: 0, location), name: storage, location)
    for _ in 1..<hops { inner = MemberGet(base: inner, name: "wrappedValue", location) }
    let read = MemberGet(base: inner, name: member, location)
    read.setsSite = false
    getter.body = ReturnNode(value: read, expected: nil, location)
    getter.frameSize = 1
    // A struct wrapper is changed in place (`_x.wrappedValue = v` through the storage's place), also in a
    // class, whose setter is nonmutating for the class value but must write the wrapper back.
    let wrapperNonmutating = wrapperIsNonmutating(wrapper.name)
    let nonmutating = owner.isClass || wrapperNonmutating
    let param = ParamInfo(
      label: nil, name: "newValue", type: valueType.map { qualified($0, in: owner) }, defaultValue: nil,
      isInout: false, isVariadic: false, isAutoclosure: false, isViewBuilder: false)
    let setter = FunctionCode(
      name: "\(owner.name).\(name).set", params: [param], selfKind: selfKind, isMutating: !nonmutating,
      location: location)
    var base: Node =
      wrapperNonmutating
      ? MemberGet(base: LocalGet(slot: 0, location), name: storage, location)
      : MemberPlace(base: LocalPlace(depth: 0, slot: 0, location), name: storage, location)
    for _ in 1..<hops { base = MemberPlace(base: base, name: "wrappedValue", location) }
    let write = AssignNode(
      place: MemberPlace(base: base, name: member, location), value: LocalGet(slot: 1, location),
      expected: nil, location)
    write.setsSite = false
    setter.body = write
    setter.frameSize = 2
    let property = ComputedProperty(name: name, getter: getter, setter: setter, isNonmutatingSet: nonmutating)
    property.isWrapperAccessor = true
    return property
  }

  func wrapperIsNonmutating(_ name: String) -> Bool {
    if let script = rt.types[name] as? ScriptType {
      return script.isClass || script.computed["wrappedValue"]?.isNonmutatingSet == true
    }
    return true
  }

  /// Memberwise initializers for structs without explicit ones; `init()` for classes with all defaults.
  func synthesizeInitializers(_ type: ScriptType) {
    guard type.initializers.isEmpty else {
      inheritConvenienceInitializers(type)
      return
    }
    if type.isClass {
      if let superclass = type.superclass, !superclass.initializers.isEmpty {
        type.initializers = superclass.initializers
        return
      }
      let code = FunctionCode(
        name: "\(type.name).init()", params: [], selfKind: .reference, isMutating: true,
        location: type.location)
      code.isInit = true
      code.frameSize = 1
      type.initializers = [code]
      return
    }
    guard type.kind == .struct else { return }
    type.initializers = [memberwiseInit(type)]
  }

  /// Swift's second inheritance rule: a subclass that overrides every designated initializer of its
  /// superclass also has the superclass's convenience initializers (rule one, no designated initializer
  /// of its own, is the inheritance of the whole list above).
  private func inheritConvenienceInitializers(_ type: ScriptType) {
    guard type.isClass, let superclass = type.superclass else { return }
    let own = type.initializers
    let designated = superclass.initializers.filter { !$0.isConvenience }
    guard designated.allSatisfy({ d in own.contains { $0.hasSameSignature(as: d) } }) else { return }
    for convenience in superclass.initializers where convenience.isConvenience {
      if !own.contains(where: { $0.hasSameSignature(as: convenience) }) {
        type.initializers.append(convenience)
      }
    }
  }

  private func memberwiseInit(_ type: ScriptType) -> FunctionCode {
    let code = FunctionCode(
      name: "\(type.name).init()", params: [], selfKind: .value, isMutating: true, location: type.location)
    code.isInit = true
    var assignments: [(field: Int, wrap: FunctionCode?)] = []
    for (index, field) in type.fields.enumerated() {
      if field.isLet && type.fieldDefaults[index] != nil { continue }
      let wraps = field.isWrapped && acceptsWrappedValue(field.wrappers[0].name)
      let hasDefault = type.fieldDefaults[index] != nil || isOptional(field.type)
      code.params.append(
        ParamInfo(
          label: field.propertyName, name: field.propertyName,
          type: memberwiseParameterType(field, wraps: wraps, in: type),
          defaultValue: hasDefault ? SkipNode(type.location) : nil, isInout: false, isVariadic: false,
          isAutoclosure: false, isViewBuilder: false))
      code.params[code.params.count - 1].hasDefault = hasDefault
      assignments.append((index, wraps ? wrapperFactories[ObjectIdentifier(type)]?[field.name] : nil))
    }
    code.body = MemberwiseBodyNode(assignments: assignments, location: type.location)
    code.frameSize = code.params.count + 1
    return code
  }

  /// A field's parameter: its value's type, or the wrapper's own type when the wrapper is what the
  /// caller passes (`@Binding var profile: Profile` takes a `Binding<Profile>`, so `.constant(.default)`
  /// is `Binding.constant`).
  private func memberwiseParameterType(_ field: FieldInfo, wraps: Bool, in type: ScriptType) -> TypeNode? {
    guard let declared = field.type.map({ qualified($0, in: type) }) else { return nil }
    guard field.isWrapped, !wraps, field.wrappers[0].name == "Binding" else { return declared }
    return .named(components: ["Binding"], generics: [declared])
  }

  private func isOptional(_ type: TypeNode?) -> Bool {
    if case .optional? = type { return true }
    return false
  }
}

/// The initializers a type declares, read from its source before it is compiled.
struct WrapperShape {
  var wrappedValueInit = false
  var emptyInit = false
  /// The declared type of `wrappedValue` (`Value` of `var wrappedValue: Value`).
  var wrappedValueType: TypeNode?
  /// `static subscript(_enclosingInstance:wrapped:storage:)`: in a class, Swift reads and writes the
  /// property through it instead of `wrappedValue` (how `@Published` reaches its object).
  var accessesEnclosingInstance = false
  /// `static subscript(_enclosingInstance:projected:storage:)`: `$x` goes through it.
  var accessesEnclosingProjection = false

  init(_ members: [Decl]) {
    var hasInit = false
    var storedWithoutDefault = false
    for member in members {
      switch member.kind {
      case .initializer(let i):
        hasInit = true
        if i.params.first?.label == "wrappedValue" { wrappedValueInit = true }
        if i.params.allSatisfy({ $0.defaultValue != nil }) { emptyInit = true }
      case .variable(let v):
        let computed = v.accessors?.isComputed ?? false
        let isStatic = v.modifiers.contains(.static)
        if !computed && !isStatic && v.initializer == nil && v.attributes.isEmpty && !isOptional(v.type) {
          storedWithoutDefault = true
        }
        if !isStatic, v.name == "wrappedValue" {
          wrappedValueType = v.type
          storedWrappedValue = !computed
        }
      case .subscript(let s) where s.params.first?.label == "_enclosingInstance":
        if s.params.count > 1, s.params[1].label == "projected" {
          accessesEnclosingProjection = true
        } else {
          accessesEnclosingInstance = true
        }
      default: break
      }
    }
    // Without an `init`, the memberwise one takes a stored `wrappedValue`.
    if !hasInit {
      emptyInit = !storedWithoutDefault
      wrappedValueInit = storedWrappedValue
    }
  }

  private var storedWrappedValue = false

  private func isOptional(_ type: TypeNode?) -> Bool {
    if case .optional? = type { return true }
    return false
  }
}
