import DynPropDiagnostics
import DynPropSyntax

/// Calls, arguments, builder closures, patterns and `@ViewBuilder` bodies.
extension Compiler {
  /// `expected`: the type the context asks of the call's result (it chooses among overloads that differ
  /// only there: `let s: String = make()`).
  func compileCall(_ callee: Expr, _ arguments: [Argument], _ loc: SourceLocation, expected: TypeNode? = nil)
    -> Node
  {
    switch callee.kind {
    case .type: return compileConstruction(callee, arguments, loc)
    case .implicitMember(let name):
      return ImplicitCallNode(name: name, args: arguments.map(compileArgument), loc)
    case .member(let base, let name):
      if case .identifier(let id) = base.kind, id == "super" || id == "self", name == "init" {
        // `self.init(x: 1)` in a `static func`: a construction of the type it was called on, as `Self(…)`.
        if id == "self", scope.typeContext?.isStatic == true {
          return compileCall(Expr(.identifier("Self"), base.range), arguments, loc, expected: expected)
        }
        return compileDelegatingInit(id == "super", arguments, loc)
      }
      if case .identifier("super") = base.kind { return compileSuperCall(name, arguments, loc) }
      if let module = moduleQualifier(base) {
        if module == "Swift", let builtin = Builtins.globalFunction(named: name) {
          return CallNode(
            callee: ConstantNode(.closure(builtin), loc),
            args: compileArguments(arguments, builderLabels: []), loc)
        }
        return compileCall(Expr(.identifier(name), callee.range), arguments, loc)
      }
      let builderLabels = rt.bridge?.viewBuilderLabels(ofModifier: name) ?? []
      if name != "self", case .identifier(let id) = base.kind, id != "self", resolveVariable(id, loc) == nil,
        lookupType(id, context: scope.typeContext?.type) != nil, name == "init"
      {
        return compileConstruction(base, arguments, loc)
      }
      let receiver = compilePlaceOrValue(base)
      checkMemberExists(receiver, name, at: loc)
      let isHostModifier = checkHostViewMember(receiver, name, callee)
      checkMutatingBuiltinCall(base, receiver, name, loc)
      if let direct = staticallyDispatched(receiver, name, arguments, loc) { return direct }
      if let overloaded = compileOverloadedMethod(receiver, name, arguments, loc) { return overloaded }
      let method = knownMethod(on: receiver, name)
      // A protocol extension's `Self` is the receiver's type (`options.intersection([.a, .b])`).
      var receiverSelf = receiver.staticType.map { ["Self": $0] } ?? [:]
      // `Box<Double>.make(2)`: the type's parameters are the arguments written on it.
      if case .type(let generic as GenericInstanceType)? = (receiver as? ConstantNode)?.value {
        for (name, argument) in zip(generic.base.genericParams, generic.arguments) {
          receiverSelf[name] = argument
        }
      }
      var argumentTypes =
        method.map { parameterTypes($0.params, arguments).map { $0?.substituting(receiverSelf) } }
        ?? caseArgumentTypes(receiver, name, arguments) ?? builtinArgumentTypes(receiver, name, arguments)
      if isHostModifier, argumentTypes.allSatisfy({ $0 == nil }),
        let title = localizedTitle(of: name, arguments)
      {
        argumentTypes = title
      }
      let node = MethodCallNode(
        base: receiver, name: name,
        args: compileArguments(
          arguments, builderLabels: builderLabels, expected: argumentTypes),
        loc)
      if isHostModifier { hostViewTypes[ObjectIdentifier(node)] = "some View" }
      passStaticSelf(base, receiver, to: node)
      if method == nil, let expected { node.contextualType = qualified(expected.unwrappedOptional) }
      if let method, let wrapped = overrideResult(node, method) { return wrapped }
      let selfResult = method?.resultType?.isNamed("Self") == true ? receiver.staticType : nil
      let call = typed(
        node, method.flatMap(concreteResult) ?? selfResult ?? enumCaseResultType(receiver, name))
      return method.map { contextualResultCall(call, $0, expected: expected) } ?? call
    case .identifier(let name):
      return compileBareCall(name, callee, arguments, loc, expected: expected)
    default:
      // `makeAdder()(3, 4)`, `handlers[0](x)`: a function value, whose type has no argument labels.
      let node = CallNode(
        callee: compileExpr(callee), args: compileArguments(arguments, builderLabels: []), loc)
      node.callsFunctionValue = true
      return node
    }
  }

  /// `name(...)`: what the name refers to (one lookup, in Swift's order) decides the kind of call.
  private func compileBareCall(
    _ name: String, _ callee: Expr, _ arguments: [Argument], _ loc: SourceLocation, expected: TypeNode?
  )
    -> Node
  {
    switch lookupBareName(name, loc) {
    case nil where extendsHostValueType():
      // `try await data(from: url)` inside `extension URLSession`: the session's own method.
      guard let selfPlace = resolveVariable("self", loc) else { break }
      return MethodCallNode(
        base: selfPlace, name: name, args: compileArguments(arguments, builderLabels: []), loc)
    case .builtinFunction?, nil:
      if let swap = compileSwap(name, arguments, loc) { return swap }
      if let existential = compileExistentialTypeOf(name, arguments, loc) { return existential }
      if let extremum = compileExtremum(name, arguments, loc) { return extremum }
      if let printTo = compilePrintTo(name, arguments, loc) { return printTo }
    case .selfMember(let type, let selfPlace)?:
      return compileSelfMethodCall(type, selfPlace, name, arguments, loc)
    case .builtinSelfMember(let selfPlace)?:
      return MethodCallNode(
        base: selfPlace, name: name, args: compileArguments(arguments, builderLabels: []), loc)
    case .functions(let codes)?:
      if codes.count > 1 || Builtins.globalFunction(named: name) != nil {
        return compileOverloadedCall(name, codes, arguments, loc, result: expected)
      }
      let args = compileArguments(
        arguments, builderLabels: builderLabels(for: callee),
        expected: parameterTypes(codes[0].params, arguments))
      checkLabels(codes[0], args, at: loc)
      let call = typed(CallNode(callee: compileExpr(callee), args: args, loc), concreteResult(codes[0]))
      return contextualResultCall(call, codes[0], expected: expected)
    case .type?:
      return compileConstruction(callee, arguments, loc)
    default: break
    }
    let calleeNode = compileExpr(callee)
    // `printer("cat")` where `printer`'s type declares `callAsFunction`: a call of that method.
    if scriptType(named: calleeNode.staticType)?.findMethods("callAsFunction") != nil {
      return compileCall(Expr(.member(base: callee, name: "callAsFunction"), callee.range), arguments, loc)
    }
    // `completion(.success(posts))`: a function value's declared parameter types type the arguments.
    var expected: [TypeNode?] = []
    if case .function(let params, _, _, _)? = calleeNode.staticType ?? declaredVariableType(name) {
      expected = params
    }
    let node = CallNode(
      callee: calleeNode,
      args: compileArguments(arguments, builderLabels: builderLabels(for: callee), expected: expected), loc)
    node.callsFunctionValue = calleeNode is LocalPlace || calleeNode is GlobalPlace
    return node
  }

  /// `print(…, to: &stream)`, `debugPrint(…, to: &stream)`: written to the stream (`PrintToNode`).
  private func compilePrintTo(_ name: String, _ arguments: [Argument], _ loc: SourceLocation) -> Node? {
    guard name == "print" || name == "debugPrint", let last = arguments.last, last.label == "to" else {
      return nil
    }
    guard case .inoutArg(let inner) = last.value.kind, let target = compileExpr(inner) as? LValueNode else {
      error(
        "cannot pass immutable value as inout argument: 'to:' of '\(name)' needs '&'", at: last.value.location
      )
      return ConstantNode(.void, loc)
    }
    let labeled = { (label: String) in
      arguments.first { $0.label == label }.map { self.compileExpr($0.value) }
    }
    return PrintToNode(
      items: arguments.filter { $0.label == nil }.map { compileExpr($0.value) },
      separator: labeled("separator"),
      terminator: labeled("terminator"), target: target, debug: name == "debugPrint", loc)
  }

  /// `helper(x)` inside a method: a method of `self` (overloads ranked by static types), or a stored
  /// closure of `self` called.
  private func compileSelfMethodCall(
    _ type: ScriptType, _ selfPlace: LocalPlace, _ name: String, _ arguments: [Argument],
    _ loc: SourceLocation
  ) -> Node {
    selfPlace.staticType = selfPlace.staticType ?? .simple(type.name)
    if let overloaded = compileOverloadedMethod(selfPlace, name, arguments, loc) { return overloaded }
    let method = singleCandidate(type.findMethods(name))
    let node = MethodCallNode(
      base: selfPlace, name: name,
      args: compileArguments(
        arguments, builderLabels: [], expected: method.map { parameterTypes($0.params, arguments) } ?? []),
      loc)
    passStaticSelf(nil, selfPlace, to: node)
    if let method, let wrapped = overrideResult(node, method) { return wrapped }
    return typed(node, method.flatMap(concreteResult))
  }

  /// A class method declared to return an Optional (or `T!`) gives an Optional even when the override
  /// that runs returns its value bare (`override func f() -> Int`): Swift's override thunk wraps it.
  private func overrideResult(_ node: Node, _ method: FunctionCode) -> Node? {
    guard method.owner?.isClass == true, !method.isStatic, let result = concreteResult(method),
      case .optional = result
    else { return nil }
    return typed(coerced(node, result), result)
  }

  /// A call of a function with several declarations (or one that shares its name with a standard library
  /// function, like a script's own `print(_:)`): the best fit by static types, else the standard library's.
  private func compileOverloadedCall(
    _ name: String, _ codes: [FunctionCode], _ arguments: [Argument], _ loc: SourceLocation,
    result: TypeNode? = nil
  ) -> Node {
    let (args, choice) = overloadedArguments(
      codes, arguments, builderLabels: [], result: result.map { Self.stripped(qualified($0)) })
    if let choice {
      if let builtin = Builtins.globalFunction(named: name),
        args.contains(where: { $0.value.staticType == nil }),
        BuiltinFallbackCallNode.applies(to: choice.code, binding: choice.binding, args: args)
      {
        return BuiltinFallbackCallNode(code: choice.code, builtin: builtin, args: args, loc)
      }
      let callee = ConstantNode(.closure(ScriptClosure(code: choice.code, captured: nil)), loc)
      return typed(CallNode(callee: callee, args: args, loc), concreteResult(choice.code))
    }
    if let builtin = Builtins.globalFunction(named: name) {
      return CallNode(callee: ConstantNode(.closure(builtin), loc), args: args, loc)
    }
    return CallNode(
      callee: ConstantNode(.closure(ScriptClosure(code: codes[0], captured: nil)), loc), args: args, loc)
  }

  /// `swap(&a, &b)` from the standard library, unless a script declares its own `swap`.
  private func compileSwap(_ name: String, _ arguments: [Argument], _ loc: SourceLocation) -> Node? {
    guard name == "swap", arguments.count == 2, case .inoutArg(let first) = arguments[0].value.kind,
      case .inoutArg(let second) = arguments[1].value.kind
    else { return nil }
    guard let a = compilePlace(first), let b = compilePlace(second) else {
      error("cannot pass immutable value as inout argument", at: loc)
      return EmptyNode()
    }
    return SwapNode(a, b, loc)
  }

  /// `min(1, 2.5)` / `max(x, 0)`: the standard library's generic functions over one type `T`, so number
  /// literals take the type of the other arguments (`min(1, 2.5)` is `1.0`).
  private func compileExtremum(_ name: String, _ arguments: [Argument], _ loc: SourceLocation) -> Node? {
    guard name == "min" || name == "max", arguments.count >= 2, arguments.allSatisfy({ $0.label == nil })
    else { return nil }
    let literals = arguments.map { literalKind($0.value) }
    let others = arguments.indices.filter { literals[$0] == nil }.map { compileExpr(arguments[$0].value) }
    let common =
      others.lazy.compactMap({ Compiler.numberType($0.staticType) }).first
      ?? unifiedLiteralType(arguments.map(\.value))
    var compiled = others.makeIterator()
    let args = arguments.indices.map { index in
      let value =
        literals[index] == nil ? compiled.next()! : compileExpr(arguments[index].value, expected: common)
      return CallArgument(label: nil, value: value, isTrailingClosure: false)
    }
    let node = CallNode(callee: compileIdentifier(name, loc), args: args, loc)
    node.staticType =
      common
      ?? (args.allSatisfy { $0.value.staticType == args[0].value.staticType }
        ? args[0].value.staticType : nil)
    return node
  }

  /// Which argument labels of a call to this callee take `@ViewBuilder` closures.
  private func builderLabels(for callee: Expr) -> Set<String?> {
    guard case .identifier(let name) = callee.kind, resolveVariable(name, callee.location) == nil else {
      return []
    }
    if let native = rt.bridge?.nativeType(named: name) as? NativeType { return native.builderLabels }
    if let script = lookupType(name, context: scope.typeContext?.type) as? ScriptType {
      var labels: Set<String?> = []
      for code in script.initializers {
        for p in code.params where p.isViewBuilder { labels.insert(p.label) }
      }
      if !labels.isEmpty { labels.insert(nil) }
      return labels
    }
    return []
  }

  /// Compiles call arguments; `expected` holds the parameter type each one goes to, when known.
  func compileArguments(_ arguments: [Argument], builderLabels: Set<String?>, expected: [TypeNode?] = [])
    -> [CallArgument]
  {
    var expected = expected
    let siblingTyped = implicitMembersTypedBySiblings(arguments, expected)
    var compiled: [CallArgument?] = Array(repeating: nil, count: arguments.count)
    // Arguments an implicit member's type comes from are compiled first; the order of the nodes (and of
    // evaluation) stays the written one.
    for index in arguments.indices where siblingTyped[index] == nil {
      compiled[index] = compileArgument(
        at: index, arguments, builderLabels: builderLabels, expected: expected)
    }
    for (index, sibling) in siblingTyped.enumerated() {
      guard let sibling else { continue }
      expected[index] = compiled[sibling]?.value.staticType ?? expected[index]
      compiled[index] = compileArgument(
        at: index, arguments, builderLabels: builderLabels, expected: expected)
    }
    return compiled.map { $0! }
  }

  /// `expectEqual(result, .failure(.derr))` for `(T, T)`: an implicit member passed for a bare type
  /// parameter takes the type of the argument passed for the same parameter, as Swift infers `T` from it.
  /// Per argument, the index of that sibling (nil: compiled as it is).
  func implicitMembersTypedBySiblings(_ arguments: [Argument], _ expected: [TypeNode?]) -> [Int?] {
    arguments.indices.map { index in
      guard index < expected.count, Self.needsSiblingType(arguments[index].value),
        typeParameterName(expected[index]) != nil
      else { return nil }
      return arguments.indices.first { other in
        other != index && other < expected.count && expected[other] == expected[index]
          && !Self.needsSiblingType(arguments[other].value)
      }
    }
  }

  /// An implicit member, or an array literal of them (`expectEqual([.satchel, .box], options)` for an
  /// `OptionSet`): its type comes from the context.
  private static func needsSiblingType(_ expr: Expr) -> Bool {
    if case .arrayLiteral(let items) = expr.kind, !items.isEmpty {
      return items.allSatisfy(\.startsWithImplicitMember)
    }
    return expr.startsWithImplicitMember
  }

  private func compileArgument(
    at index: Int, _ arguments: [Argument], builderLabels: Set<String?>, expected: [TypeNode?]
  ) -> CallArgument {
    let arg = arguments[index]
    if case .closure(let closure) = arg.value.kind,
      builderLabels.contains(arg.label) || (arg.isTrailingClosure && builderLabels.contains(nil))
    {
      let node = compileClosure(closure, builder: true, expected: nil, arg.value.location)
      return CallArgument(label: arg.label, value: node, isTrailingClosure: arg.isTrailingClosure)
    }
    var type = index < expected.count ? expected[index] : nil
    // `format:` takes a Foundation format style (`Text(x, format: .number)`, `TextField(value:format:)`).
    if type == nil, arg.label == "format" { type = FormatStyles.type }
    return compileArgument(arg, expected: type)
  }

  func compileArgument(_ arg: Argument) -> CallArgument { compileArgument(arg, expected: nil) }

  func compileArgument(_ arg: Argument, expected: TypeNode?) -> CallArgument {
    if case .inoutArg(let inner) = arg.value.kind {
      let node = compileExpr(inner)
      guard let place = node as? LValueNode else {
        return CallArgument(label: arg.label, value: node, isTrailingClosure: false)
      }
      return CallArgument(
        label: arg.label, value: place, isTrailingClosure: false, inoutPlace: place,
        staticType: staticArgumentType(inner, place, expected: nil))
    }
    let value = expected == FormatStyles.type ? FormatStyles.rooted(arg.value) : arg.value
    let node = inContext(compileExpr(value, expected: expected), expected)
    return CallArgument(
      label: arg.label, value: node, isTrailingClosure: arg.isTrailingClosure,
      staticType: staticArgumentType(value, node, expected: expected))
  }

  /// `Point(x: 1, y: 2)`, `Double(n)`, `Post.init(…)`: the type's single initializer types the
  /// arguments, and the call has the constructed type (Optional for a failable initializer).
  private static func isWrittenCollection(_ type: TypeNode) -> Bool {
    switch type {
    case .array, .dictionary: return true
    case .named(let components, let arguments):
      return !arguments.isEmpty && ["Array", "Set", "Dictionary"].contains(components.joined(separator: "."))
    default: return false
    }
  }

  /// `UInt64(17113612905570890777)`, `Double(1)`: a number type given one literal is that literal of the
  /// type (Swift's literal coercion), not a conversion from an `Int` (which could not hold it).
  private func literalCoercion(_ type: RuntimeType, _ arguments: [Argument]) -> [TypeNode?]? {
    guard arguments.count == 1, arguments[0].label == nil, Self.isLoneLiteral(arguments[0].value),
      let kind = literalKind(arguments[0].value), Compiler.numberNames.contains(type.name),
      type.name != "TimeInterval"
    else { return nil }
    let floating = ["Double", "Float", "CGFloat"].contains(type.name)
    return kind == .integer || floating ? [.simple(type.name)] : nil
  }

  /// A literal written alone (`7`, `-2.5`): `Double(7 / 2)` is a conversion of the Int `3`.
  private static func isLoneLiteral(_ expr: Expr) -> Bool {
    switch expr.kind {
    case .intLiteral, .unsignedLiteral, .floatLiteral: return true
    case .prefix("-", let operand): return isLoneLiteral(operand)
    default: return false
    }
  }

  /// `Tracker<String?>(value: "Foo")`: an argument for a parameter of type `T`, with `T` written as an
  /// Optional, is converted to it here (`Optional("Foo")`); the callee's `T` cannot tell.
  private func optionalArguments(
    _ args: [CallArgument], _ initializer: FunctionCode, _ substitution: [String: TypeNode]
  ) -> [CallArgument] {
    guard let binding = ArgumentMatcher.match(initializer.params, args) else { return args }
    var converted = args
    for (param, indexes) in zip(initializer.params, binding) {
      guard let name = param.type?.genericName, let written = substitution[name],
        Self.optionalDepth(written) > 0, indexes.count == 1
      else { continue }
      converted[indexes[0]].value = coerced(args[indexes[0]].value, written)
    }
    return converted
  }

  private func compileConstruction(_ typeExpr: Expr, _ arguments: [Argument], _ loc: SourceLocation) -> Node {
    let callee = compileExpr(typeExpr)
    guard case .type(let type)? = (callee as? ConstantNode)?.value else {
      return CallNode(
        callee: callee, args: compileArguments(arguments, builderLabels: builderLabels(for: typeExpr)), loc)
    }
    let script = (type as? ScriptType) ?? (type as? GenericInstanceType)?.base
    // `Box<Double>(items: [2])`: written generic arguments type the parameters (`[T]` is `[Double]`).
    var written: [TypeNode] = []
    if case .type(.named(_, let generics)) = typeExpr.kind, let script,
      !generics.isEmpty, generics.count == script.genericParams.count
    {
      written = generics
    }
    let substitution = Dictionary(zip(script?.genericParams ?? [], written)) { first, _ in first }
    let initializers = script.map { $0.initializers + rt.extensionInitializers(of: $0) } ?? []
    var initializer = singleCandidate(initializers)
    var args: [CallArgument]
    if initializers.count > 1 {
      let (compiled, choice) = overloadedArguments(
        initializers, arguments, builderLabels: builderLabels(for: typeExpr))
      (args, initializer) = (compiled, choice?.code)
    } else {
      args = compileArguments(
        arguments, builderLabels: builderLabels(for: typeExpr),
        expected: initializer.map {
          parameterTypes($0.params, arguments).map { $0?.substituting(substitution) }
        }
          ?? (script == nil
            ? literalCoercion(type, arguments) ?? localizedTitle(of: type.name, arguments) : nil)
          ?? [])
      if let initializer, script?.kind != .enum || arguments.first?.label != "rawValue" {
        checkLabels(initializer, args, at: loc)
      }
      if let initializer, !substitution.isEmpty { args = optionalArguments(args, initializer, substitution) }
    }
    let call = CallNode(callee: callee, args: args, loc)
    call.preferredInitializer = initializer
    var node: Node = call
    if case .type(.named(_, let generics)) = typeExpr.kind, !generics.isEmpty,
      script?.genericParams.isEmpty == false
    {
      node = SpecializeNode(node, generics)
    } else if written.isEmpty, let script, !script.genericParams.isEmpty, script.kind != .protocol,
      let initializer, let inferred = inferredGenericArguments(script, initializer, args)
    {
      node = SpecializeNode(node, inferred)
      written = inferred
    }
    if let script, !written.isEmpty, script.kind != .protocol,
      !script.initializers.contains(where: \.isFailable)
    {
      return typed(node, .named(components: [script.name], generics: written))
    }
    if let script, script.genericParams.isEmpty, script.kind != .protocol {
      let named = TypeNode.simple(script.name)
      let failable = script.initializers.contains(where: \.isFailable)
      return typed(node, failable ? (initializer?.isFailable == true ? .optional(named) : nil) : named)
    }
    if type.conformances.contains("View") { hostViewTypes[ObjectIdentifier(node)] = type.name }
    // `[Int]()`, `[String: Int](minimumCapacity: 4)`, `Set<Double>(xs)`: every initializer of a collection
    // whose element types are written gives that collection.
    if case .type(let written) = typeExpr.kind, Self.isWrittenCollection(written) {
      return typed(node, written)
    }
    return typed(node, builtinConstructionType(type.name, args.map(\.value)))
  }

  /// A host view or modifier whose literal title is a `LocalizedStringKey` (SwiftUI's `Text("\(x)")`
  /// formats a Double as `%lf`: `8.000000`).
  private func localizedTitle(of name: String, _ arguments: [Argument]) -> [TypeNode?]? {
    guard let first = arguments.first, first.label == nil, Self.isStringLiteral(first.value),
      rt.bridge?.takesLocalizedTitle(name) == true
    else { return nil }
    return [Compiler.localizedStringKey]
  }

  /// A string literal, or a choice between string literals (`flag ? "on \(x)" : "off"`).
  private static func isStringLiteral(_ expr: Expr) -> Bool {
    switch expr.kind {
    case .stringLiteral: return true
    case .ternary(_, let a, let b): return isStringLiteral(a) && isStringLiteral(b)
    default: return false
    }
  }

  /// `shape.scale(by: 2)` where the receiver's type declares several `scale` methods: the best fit by
  /// static types is preferred at run time (or its override in a subclass).
  private func compileOverloadedMethod(
    _ receiver: Node, _ name: String, _ arguments: [Argument], _ loc: SourceLocation
  ) -> Node? {
    let methods: [FunctionCode]?
    if case .type(let type as ScriptType)? = (receiver as? ConstantNode)?.value {
      methods = type.findStaticMethods(name)
    } else {
      methods = scriptType(named: receiver.staticType)?.findMethods(name)
    }
    guard let methods, methods.count > 1 else { return nil }
    let (args, choice) = overloadedArguments(methods, arguments, builderLabels: [])
    let node = MethodCallNode(base: receiver, name: name, args: args, loc)
    node.preferred = choice?.code
    return typed(node, choice.flatMap { concreteResult($0.code) })
  }

  /// A method that only a protocol extension declares, called through the protocol (`any P`, or a generic
  /// `T: P`): Swift dispatches it statically to the extension's version, even when the conforming type has
  /// a method of the same name (protocol requirements are dispatched dynamically).
  private func staticallyDispatched(
    _ receiver: Node, _ name: String, _ arguments: [Argument], _ loc: SourceLocation
  ) -> Node? {
    guard let proto = protocolType(of: receiver.staticType), !proto.requirements.contains(name),
      let methods = proto.methods[name] ?? rt.extensions[proto.name]?.methods[name]
    else { return nil }
    let method = singleCandidate(methods)
    let args = compileArguments(
      arguments, builderLabels: [], expected: method.map { parameterTypes($0.params, arguments) } ?? [])
    let node = DirectCallNode(methods: methods, receiver: receiver, args: args, loc)
    // Through a type parameter, `Self` is its binding; an existential is opened (the value's type).
    if typeParameterName(receiver.staticType) != nil {
      node.staticSelf = typeSubstitution(receiver.staticType!, loc).map(KnownTypeSubstitutionNode.init)
    }
    return typed(node, method.flatMap(concreteResult))
  }

  /// The protocol a static type names: `any P`, `some P`, `P`, or a generic parameter constrained to `P`.
  private func protocolType(of type: TypeNode?) -> ScriptType? {
    guard var type else { return nil }
    if case .opaque(let inner) = type { type = inner }
    guard let name = type.genericName else { return nil }
    var constraint: TypeNode?
    var current: FunctionScope? = scope
    while let s = current, constraint == nil {
      constraint = s.genericConstraints[name]
      current = s.parent
    }
    let found = lookupType(constraint?.baseName ?? name, context: scope.typeContext?.type) as? ScriptType
    return found?.kind == .protocol ? found : nil
  }

  /// The method a call reaches when the receiver's static type is a script type with one method of
  /// that name (or the receiver is a script type and the method is static).
  private func knownMethod(on receiver: Node, _ name: String) -> FunctionCode? {
    if case .type(let type as ScriptType)? = (receiver as? ConstantNode)?.value {
      return singleCandidate(type.findStaticMethods(name))
    }
    if case .type(let generic as GenericInstanceType)? = (receiver as? ConstantNode)?.value {
      return singleCandidate(generic.base.findStaticMethods(name))
    }
    guard let type = scriptType(named: receiver.staticType) else { return nil }
    return singleCandidate(type.findMethods(name))
  }

  /// `super.init(...)` and `self.init(...)` run another initializer on the same `self`.
  private func compileDelegatingInit(_ isSuper: Bool, _ arguments: [Argument], _ loc: SourceLocation) -> Node
  {
    guard let ctx = scope.typeContext, let selfPlace = resolveVariable("self", loc) else {
      error("'init' can only be delegated to from an initializer", at: loc)
      return EmptyNode()
    }
    let target = isSuper ? ctx.type.superclass : ctx.type
    scope.delegatesInit = true
    return DelegatingInitNode(
      type: target, isSuper: isSuper, selfPlace: selfPlace,
      args: compileArguments(arguments, builderLabels: []), loc)
  }

  /// `super.describe()`: the superclass's implementation, called on `self` without dynamic dispatch.
  private func compileSuperCall(_ name: String, _ arguments: [Argument], _ loc: SourceLocation) -> Node {
    guard let (superclass, selfPlace) = superclassAndReceiver(loc) else { return EmptyNode() }
    let isStatic = scope.typeContext?.isStatic == true
    guard let methods = isStatic ? superclass.findStaticMethods(name) : superclass.findMethods(name)
    else {
      error("value of type '\(superclass.name)' has no member '\(name)'", at: loc)
      return EmptyNode()
    }
    let method = singleCandidate(methods)
    let args = compileArguments(
      arguments, builderLabels: [], expected: method.map { parameterTypes($0.params, arguments) } ?? [])
    return typed(
      DirectCallNode(methods: methods, receiver: selfPlace, args: args, loc), method.flatMap(concreteResult))
  }

  /// `super.f()`, `super[i]`: the superclass and what `super` stands for; Swift's error in a root class.
  func superclassAndReceiver(_ loc: SourceLocation) -> (ScriptType, Node)? {
    guard let superclass = scope.typeContext?.type.superclass, let selfPlace = superReceiver(loc) else {
      error("'super' members cannot be referenced in a root class", at: loc)
      return nil
    }
    return (superclass, selfPlace)
  }

  /// What `super` stands for: `self`, or in a `class func` / `class var` the class it was called on.
  func superReceiver(_ loc: SourceLocation) -> Node? {
    guard let ctx = scope.typeContext else { return nil }
    if ctx.isStatic { return node(for: .enclosingType(ctx.type), "self", loc) }
    return resolveVariable("self", loc)
  }

  // MARK: Patterns

  /// `type`: the matched value's static type, when known (it types the bound variables).
  func compilePattern(_ pattern: Pattern, bindsByDefault: Bool, type: TypeNode? = nil) -> CompiledPattern {
    switch pattern {
    case .wildcard: return .wildcard
    case .binding(let name, _, _):
      return .slot(scope.declare(name, type: type))
    case .tuple(let parts): return .tuple(parts.map { compilePattern($0, bindsByDefault: bindsByDefault) })
    case .enumCase(_, let name, let arguments):
      return .enumCase(
        name: name, arguments: arguments?.map { compilePattern($0.pattern, bindsByDefault: bindsByDefault) })
    case .expression(let expr):
      if bindsByDefault, case .identifier(let name) = expr.kind {
        return .slot(scope.declare(name, type: type))
      }
      if case .implicitMember(let name) = expr.kind { return .enumCase(name: name, arguments: nil) }
      return .expression(compileExpr(expr))
    case .optionalSome(let inner): return .optionalSome(compilePattern(inner, bindsByDefault: bindsByDefault))
    case .isType(let type): return .isType(type)
    case .cast(let inner, let type): return .cast(compilePattern(inner, bindsByDefault: bindsByDefault), type)
    }
  }

  // MARK: View builders

  func compileBuilderBody(_ body: [Stmt], _ location: SourceLocation) -> Node {
    scope.pushBlock()
    defer { scope.popBlock() }
    if body.containsReturn { return compileFunctionBody(body, location) }
    return ViewBuilderNode(items: body.map(builderItem), location)
  }

  private func builderItem(_ stmt: Stmt) -> ViewBuilderNode.Item {
    let loc = stmt.location
    switch stmt.kind {
    case .expr(let expr): return .init(node: compileExpr(expr), isStatement: false)
    case .if(let conditions, let then, let otherwise):
      scope.pushBlock()
      defer { scope.popBlock() }
      let conds = conditions.map(compileCondition)
      let thenNode = compileBuilderBody(then, loc)
      let elseNode = otherwise.map { compileBuilderBody($0, loc) }
      return .init(
        node: BuilderIfNode(conditions: conds, then: thenNode, otherwise: elseNode, loc), isStatement: false)
    case .switch(let label, let subject, let cases):
      var bodies: [Node] = []
      let switchNode = compileSwitch(label, subject, cases, loc) { switchCase in
        bodies.append(self.compileBuilderBody(switchCase.body, switchCase.location))
        return EmptyNode()
      }
      return .init(node: BuilderSwitchNode(switchNode: switchNode, bodies: bodies, loc), isStatement: false)
    case .forIn(_, let pattern, let sequence, _, let body, _):
      let seq = compileExpr(sequence)
      scope.pushBlock()
      defer { scope.popBlock() }
      let compiled = compilePattern(pattern, bindsByDefault: true)
      return .init(
        node: BuilderForNode(pattern: compiled, sequence: seq, body: compileBuilderBody(body, loc), loc),
        isStatement: false)
    default:
      return .init(node: compileStmt(stmt), isStatement: true)
    }
  }
}

/// `super.init(...)` / `self.init(...)`: another initializer of the (super)class runs on this `self`.
public final class DelegatingInitNode: Node {
  let type: ScriptType?
  let isSuper: Bool
  let selfPlace: LocalPlace
  let args: [CallArgument]

  init(
    type: ScriptType?, isSuper: Bool, selfPlace: LocalPlace, args: [CallArgument], _ location: SourceLocation
  ) {
    self.type = type
    self.isSuper = isSuper
    self.selfPlace = selfPlace
    self.args = args
    super.init(location)
  }

  public override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    guard let type = dispatchedType(frame, rt), !type.initializers.isEmpty else { return .void }
    let own = ArgumentMatcher.select(type.initializers, args)
    if own == nil, rt.extensions[type.name] === type,
      let native = rt.bridge?.nativeType(named: type.name) as? NativeType
    {
      try selfPlace.write(frame, rt, try Construction.construct(native, args, frame, rt, location))
      return .void
    }
    // An initializer of the type's own, else one a protocol's extension adds.
    guard let (code, binding) = own ?? ArgumentMatcher.select(rt.extensionInitializers(of: type), args) else {
      throw Diagnose.argumentMismatch(type.initializers[0], args, rt, location)
    }
    let values = try ArgumentEvaluator.evaluate(args, binding: binding, params: code.params, frame, rt)
    try selfPlace.modify(frame, rt) { selfValue in
      try rt.callInitializer(code, &selfValue, values, at: self.location)
    }
    return .void
  }

  /// `self.init(...)` in a class reaches the initializer of the instance's own class (an inherited
  /// convenience initializer calls the subclass's override), and in a protocol extension's initializer
  /// the adopting type's; `super.init` and values stay static.
  private func dispatchedType(_ frame: Frame, _ rt: Interpreter) -> ScriptType? {
    if let type, type.kind == .protocol || rt.isStandardProtocolExtension(type),
      let selfValue = try? selfPlace.eval(frame, rt)
    {
      return Members.scriptType(of: selfValue) ?? type
    }
    guard let type, type.isClass, !isSuper, case .object(let instance)? = try? selfPlace.eval(frame, rt),
      instance.type !== type, type.isSuperclass(of: instance.type)
    else { return type }
    return instance.type
  }
}
