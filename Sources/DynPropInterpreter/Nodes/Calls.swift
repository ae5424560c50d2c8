import DynPropDiagnostics
import DynPropSyntax

/// `f(args)` where `f` is any expression: a function, a closure, a type (construction), a bound method.
public final class CallNode: Node {
  let callee: Node
  let args: [CallArgument]
  /// For a construction: the initializer chosen by static types when compiling.
  var preferredInitializer: FunctionCode?
  /// The callee is a variable or property holding a function, not a declared function's name.
  var callsFunctionValue = false
  /// The `identity` of the function last called here, whose argument binding is `cachedBinding`.
  private var cachedCode = 0
  private var cachedBinding: [[Int]] = []

  /// Some argument is `&place`: decided once, not per call.
  private let hasInout: Bool

  public init(callee: Node, args: [CallArgument], _ location: SourceLocation) {
    self.callee = callee
    self.args = args
    hasInout = args.hasInout
    super.init(location)
  }

  public override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    let target = try callee.eval(frame, rt)
    switch target {
    case .closure(let closure as ScriptClosure):
      return try callScript(closure.code, self: closure.boundSelf, captured: closure.captured, frame, rt)
    case .closure(let native as NativeFunction):
      let values = try ArgumentEvaluator.evaluateAll(args, frame, rt)
      rt.site = location
      return try native.body(values, args.map(\.label), rt)
    case .closure(let auto as AutoClosure):
      return try auto.evaluate(rt)
    case .type(let type):
      return try Construction.construct(type, args, frame, rt, location, preferred: preferredInitializer)
    case .keyPath(let path) where args.count == 1:
      // A key path passed for a function parameter (`result.map(\.title)`) is called as one.
      return try KeyPaths.apply(path, to: try args[0].value.eval(frame, rt), rt, location)
    case .native(let object):
      // A host value called like a function (`dismiss()`): its `callAsFunction`, as Swift calls it.
      let values = try ArgumentEvaluator.evaluateAll(args, frame, rt)
      rt.site = location
      if let result = try object.call("callAsFunction", labels: args.map(\.label), arguments: values, in: rt)
      {
        return result
      }
      throw rt.scriptError(
        "cannot call value of non-function type '\(rt.typeName(of: target))'", at: location)
    case .structValue, .object:
      // A script value whose type declares `callAsFunction` (its static type unknown when compiling).
      guard Members.scriptType(of: target)?.findMethods("callAsFunction") != nil else { fallthrough }
      let call = MethodCallNode(
        base: ConstantNode(target, location), name: "callAsFunction", args: args, location)
      return try call.eval(frame, rt)
    default:
      throw rt.scriptError(
        "cannot call value of non-function type '\(rt.typeName(of: target))'", at: location)
    }
  }

  func callScript(
    _ code: FunctionCode, self selfValue: Value?, captured: Frame?, _ frame: Frame, _ rt: Interpreter
  ) throws -> Value {
    guard let binding = try bind(code, rt) else {
      // `fn((a, b))` where `fn: ((A, B)) -> ()` holds a function of two parameters: the tuple is its
      // arguments (SE-0110's special case for a function passed as a tuple-taking one).
      guard case .tuple(let tuple) = try args[0].value.eval(frame, rt),
        tuple.elements.count == code.params.count
      else { throw Diagnose.argumentMismatch(code, args, rt, location) }
      return try rt.call(code, self: selfValue, arguments: tuple.elements, captured: captured, at: location)
    }
    if hasInout {
      let values = try ArgumentEvaluator.evaluate(args, binding: binding, params: code.params, frame, rt)
      return try Inout.call(code, selfValue, captured, values, args, binding, frame, rt, location)
    }
    return try rt.callEvaluating(
      code, self: selfValue, captured: captured, args, binding, frame, at: location)
  }

  /// The arguments' parameters; nil for one argument given to a function value of several parameters,
  /// which takes a tuple's elements.
  private func bind(_ code: FunctionCode, _ rt: Interpreter) throws -> [[Int]]? {
    if cachedCode == code.identity { return cachedBinding }
    if callsFunctionValue, args.count == code.params.count, !code.params.contains(where: \.isVariadic) {
      // A function called through a value (`let f = divide; f(12, 4)`) takes its arguments by position:
      // a function type has no argument labels.
      cachedCode = code.identity
      cachedBinding = args.indices.map { [$0] }
      return cachedBinding
    }
    guard let binding = ArgumentMatcher.match(code.params, args) else {
      if callsFunctionValue, args.count == 1, code.params.count > 1,
        !code.params.contains(where: { $0.isVariadic || $0.isInout })
      {
        return nil
      }
      throw Diagnose.argumentMismatch(code, args, rt, location)
    }
    cachedCode = code.identity
    cachedBinding = binding
    return binding
  }
}

/// Calls with `inout` arguments: the callee's parameter slots are written back to the argument places.
enum Inout {
  static func call(
    _ code: FunctionCode, _ selfValue: Value?, _ captured: Frame?, _ values: [Value?], _ args: [CallArgument],
    _ binding: [[Int]], _ frame: Frame, _ rt: Interpreter, _ location: SourceLocation
  ) throws -> Value {
    let calleeFrame = try rt.makeFrame(
      code, selfValue: selfValue, arguments: values, captured: captured, location)
    if !code.staticTypeSlots.isEmpty { try rt.passStaticTypes(code, args, binding, frame, calleeFrame) }
    defer { if code.releasesSelf { calleeFrame[0] = .void } }
    let result = try rt.run(code, calleeFrame, location)
    try writeBack(code, calleeFrame, args, binding, frame, rt)
    return result
  }

  /// A mutating method with `inout` arguments: `self` and the arguments are all written back.
  static func callMutating(
    _ code: FunctionCode, _ selfValue: inout Value, _ values: [Value?], _ args: [CallArgument],
    _ binding: [[Int]], _ frame: Frame, _ rt: Interpreter, _ location: SourceLocation
  ) throws -> Value {
    let calleeFrame = try rt.makeFrame(code, selfValue: selfValue, arguments: values, captured: nil, location)
    if !code.staticTypeSlots.isEmpty { try rt.passStaticTypes(code, args, binding, frame, calleeFrame) }
    selfValue = .void
    defer {
      selfValue = calleeFrame[0]
      if code.releasesSelf { calleeFrame[0] = .void }
    }
    let result = try rt.run(code, calleeFrame, location)
    try writeBack(code, calleeFrame, args, binding, frame, rt)
    return result
  }

  private static func writeBack(
    _ code: FunctionCode, _ calleeFrame: Frame, _ args: [CallArgument], _ binding: [[Int]], _ frame: Frame,
    _ rt: Interpreter
  ) throws {
    let offset = code.selfKind == .none ? 0 : 1
    for (p, indexes) in binding.enumerated() {
      guard let index = indexes.first, let place = args[index].inoutPlace else { continue }
      try place.write(frame, rt, calleeFrame[p + offset])
    }
  }
}

/// Error texts for calls, in the compiler's wording.
enum Diagnose {
  static func argumentMismatch(
    _ code: FunctionCode, _ args: [CallArgument], _ rt: Interpreter, _ location: SourceLocation
  ) -> ScriptRuntimeError {
    let written = args.map { "\($0.label ?? "_"):" }.joined()
    let expected = code.params.map { "\($0.label ?? "_"):" }.joined()
    guard args.count == code.params.count else {
      return rt.scriptError(
        "argument mismatch in call to '\(code.signature)' (have '(\(written))', expected '(\(expected))')",
        at: location)
    }
    // Swift's wording: a missing or extraneous single label is named; otherwise "label(s)".
    let wrong = zip(args, code.params).filter { $0.label != $1.label }
    if wrong.count == 1, let (arg, param) = wrong.first {
      if arg.label == nil, let label = param.label {
        return rt.scriptError("missing argument label '\(label):' in call", at: location)
      }
      if param.label == nil, let label = arg.label {
        return rt.scriptError("extraneous argument label '\(label):' in call", at: location)
      }
    }
    let plural = wrong.count == 1 ? "" : "s"
    return rt.scriptError(
      "incorrect argument label\(plural) in call (have '\(written)', expected '\(expected)')", at: location)
  }
}

/// `base.name(args)`: methods of script values (mutating ones write `self` back through the base's
/// place), builtin methods, host methods, static methods and enum case constructors.
public final class MethodCallNode: Node {
  let base: Node
  let name: String
  let args: [CallArgument]
  let cache = MemberCache()
  /// The `identity` of the function last called here, whose argument binding is `cachedBinding`.
  private var cachedCode = 0
  private var cachedBinding: [[Int]] = []
  private var cachedType = 0
  private var cachedMethods: [FunctionCode]?
  /// The overload chosen by static types when compiling; at run time the receiver's method with the same
  /// signature runs (an override of it, for a subclass).
  var preferred: FunctionCode?
  /// The receiver's static type where a protocol-extension method's `Self` takes it (`StaticSelf`), and
  /// whether the call goes through the protocol (the receiver is a type parameter, or `self` there).
  var staticSelf: Node?
  var selfThroughWitness = false
  /// The protocol the receiver's static type is (or is constrained to), when the script declares
  /// `@_implements` witnesses: the receiver type's witness for this requirement is called.
  var witnessProtocol: String?
  /// The type the call's context asks for, when the method is not known when compiling (an extension
  /// method of a host value): it binds a type parameter only the result names.
  var contextualType: TypeNode?
  /// `x.map { }` / `x.flatMap { }`: decided once, so other calls pay no string comparison.
  private let mayMapOptional: Bool
  /// Some argument is `&place`.
  private let hasInout: Bool

  public init(base: Node, name: String, args: [CallArgument], _ location: SourceLocation) {
    self.base = base
    self.name = name
    self.args = args
    hasInout = args.hasInout
    mayMapOptional = (name == "map" || name == "flatMap") && args.count == 1
    super.init(location)
  }

  public override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    var receiver = try readReceiver(frame, rt)
    if mayMapOptional, let mapped = try optionalMap(receiver, frame, rt) { return mapped }
    if mayMapOptional, let flattened = try contextualFlatMap(receiver, frame, rt) { return flattened }
    // A method of `extension Optional` runs on the Optional itself (`nil` included); any other method
    // is called on an Optional only through an implicitly unwrapped one (`T!`).
    if receiver.isOptional {
      if let methods = rt.extensions["Optional"]?.findMethods(name) {
        // A mutating one (`last.take()`) writes the Optional back through its place; `Self` inside is
        // the receiver's static type (`OptionalSelfNode`).
        let (code, binding) = try select(methods, rt)
        rt.optionalSelfTypes.append(base.staticType)
        defer { rt.optionalSelfTypes.removeLast() }
        return try callSelected(code, binding, on: receiver, frame, rt)
      }
      receiver = try Arithmetic.implicitlyUnwrapped(receiver, rt, location)
    }
    switch receiver {
    case .structValue(let s): return try callScriptMember(receiver, s.type, frame, rt)
    case .object(let o): return try callScriptMember(receiver, o.type, frame, rt)
    case .enumValue(let e): return try callScriptMember(receiver, e.type, frame, rt)
    case .native(let object):
      let values = try ArgumentEvaluator.evaluateAll(args, frame, rt)
      rt.site = location
      if hasInout,
        let (result, changed) = try object.callWritingBack(
          name, labels: args.map(\.label), arguments: values, in: rt)
      {
        for (index, value) in changed.sorted(by: { $0.key < $1.key }) {
          try args[index].inoutPlace?.write(frame, rt, value)
        }
        return result
      }
      if let result = try object.call(name, labels: args.map(\.label), arguments: values, in: rt) {
        return result
      }
      if let method = try Extensions.get(receiver, object.typeName, name, rt, location) {
        return try callExtensionMethod(method, values, rt)
      }
      return try callMemberValue(receiver, frame, rt)
    case .type(let type):
      return try callStatic(type, frame, rt)
    default:
      return try callBuiltin(receiver, frame, rt)
    }
  }

  /// The receiver. Reading it is a read of its place, unless the method changes the value in place:
  /// `log.append(x)` on a global writes it and does not read it (SEMANTICS §12.6).
  private func readReceiver(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    guard rt.trackAllReads, base is LValueNode else { return try base.eval(frame, rt) }
    let (receiver, reads) = try rt.holdingReads { try base.eval(frame, rt) }
    if !changesInPlace(receiver) { rt.report(reads) }
    return receiver
  }

  private func changesInPlace(_ receiver: Value) -> Bool {
    switch receiver {
    case .structValue(let s): return s.type.findMethods(name)?.contains(where: \.isMutating) ?? false
    case .enumValue(let e): return e.type.findMethods(name)?.contains(where: \.isMutating) ?? false
    case .object, .native, .type: return false
    default: return Builtins.isMutatingMethod(receiver, name)
    }
  }

  /// `Optional.map` / `flatMap` (`data.flatMap { String(data: $0, encoding: .utf8) }`). A bare value that
  /// is not a collection and has no `map` of its own is a present optional a host API handed over unwrapped.
  private func optionalMap(_ receiver: Value, _ frame: Frame, _ rt: Interpreter) throws -> Value? {
    let payload: Value
    switch receiver {
    case .none: return Value.none
    case .wrapped(let inner): payload = inner
    case .array, .set, .dictionary, .string, .range, .tuple: return nil
    case .structValue, .object, .enumValue:
      // The type's own `map`, or the one a sequence it declares gets (`ScriptCollections`).
      if let type = Members.scriptType(of: receiver),
        type.findMethods(name) != nil || ScriptCollections.isSequence(type)
      {
        return nil
      }
      payload = receiver
    case .native(let object) where object.typeName != "Data": return nil
    default: payload = receiver
    }
    let transform = try args[0].value.eval(frame, rt)
    let result = try rt.callValue(transform, [payload], at: location)
    return name == "map" ? .wrapped(result) : result.asOptional
  }

  /// `["hello", "world"].flatMap { $0 } as [String]`: where the context asks for `[E]`, Swift picks the
  /// `flatMap` whose closure returns an `E?` when the results are `E`s (it drops `nil`s, as `compactMap`);
  /// a result that is not an `E` is a sequence whose elements are taken.
  private func contextualFlatMap(_ receiver: Value, _ frame: Frame, _ rt: Interpreter) throws -> Value? {
    guard name == "flatMap", case .array(let items) = receiver, case .array(let written)? = contextualType,
      let element = rt.resolveTypeArgument(written), !(element is BuiltinType && written.isNamed("Any"))
    else { return nil }
    let transform = try args[0].value.eval(frame, rt)
    var result: [Value] = []
    for item in items {
      let value = try rt.callValue(transform, [item], at: location)
      if case .none = value { continue }
      let payload = value.flattened
      if rt.isInstance(payload, of: element) {
        result.append(payload)
      } else if let elements = Builtins.elements(of: payload) {
        result += elements
      } else {
        result.append(payload)
      }
    }
    return .array(result)
  }

  private func callScriptMember(_ receiver: Value, _ type: ScriptType, _ frame: Frame, _ rt: Interpreter)
    throws -> Value
  {
    guard let methods = methods(of: type) else {
      if type.fieldIndex[name] == nil, type.findComputed(name) == nil,
        let result = try callWithoutOwnMethod(receiver, type, frame, rt)
      {
        return result
      }
      return try callMemberValue(receiver, frame, rt)
    }
    // `index(_:offsetBy:)` beside the type's own `index(after:)`: the standard library's default.
    if cachedCode == 0, preferred == nil, ArgumentMatcher.select(methods, args) == nil,
      let result = try collectionDefault(receiver, type, frame, rt)
    {
      return result
    }
    let (code, binding) = try select(methods, rt)
    return try callSelected(code, binding, on: receiver, frame, rt)
  }

  /// A method the type does not declare: a sequence's or collection's default, one of a protocol's
  /// extension (`extension View { func card() }` on a script view, `extension Equatable { … }`; they are
  /// not merged into the type's own methods), or the host's (a SwiftUI modifier on a script view).
  private func callWithoutOwnMethod(
    _ receiver: Value, _ type: ScriptType, _ frame: Frame, _ rt: Interpreter
  ) throws -> Value? {
    if let result = try collectionDefault(receiver, type, frame, rt) { return result }
    if let method = try Extensions.ofProtocols(receiver, type.conformances.sorted(), name, rt, location) {
      let values = try ArgumentEvaluator.evaluateAll(args, frame, rt)
      try handStaticSelf(to: method, frame, rt)
      return try rt.callValue(method, values, at: location)
    }
    guard let bridge = rt.bridge else { return nil }
    let values = try ArgumentEvaluator.evaluateAll(args, frame, rt)
    return try bridge.method(
      on: receiver, named: name, labels: args.map(\.label), arguments: values, interpreter: rt, at: location)
  }

  /// The call site's static type of the receiver, for the protocol-extension method about to run.
  private func handStaticSelf(to method: Value, _ frame: Frame, _ rt: Interpreter) throws {
    guard case .closure(let closure as ScriptClosure) = method else { return }
    try handStaticSelf(to: closure.code, frame, rt)
  }

  private func handStaticSelf(to code: FunctionCode, _ frame: Frame, _ rt: Interpreter) throws {
    try StaticSelf.hand(staticSelf, to: code, throughWitness: selfThroughWitness ? name : nil, frame, rt)
  }

  /// A default member of a sequence or collection the script declares (`ScriptCollections`); a mutating
  /// one (`popLast()`) writes the receiver back through its place.
  private func collectionDefault(_ receiver: Value, _ type: ScriptType, _ frame: Frame, _ rt: Interpreter)
    throws -> Value?
  {
    guard ScriptCollections.hasDefault(type, name) else { return nil }
    let values = try ArgumentEvaluator.evaluateAll(args, frame, rt)
    if ScriptCollections.mutatingMethods.contains(name) {
      guard !receiver.isReference, let place = base as? LValueNode else {
        throw rt.scriptError("cannot use mutating member '\(name)' on an immutable value", at: location)
      }
      var result: Value?
      try place.modify(frame, rt) { value in
        result = try ScriptCollections.mutatingDefault(&value, type, self.name, values, rt, self.location)
      }
      return result
    }
    return try ScriptCollections.methodDefault(
      receiver, type, name, args.map(\.label), values, rt, location)
  }

  /// Runs the chosen method: a mutating one on a value writes `self` back through the base's place, and
  /// `inout` arguments are written back to their places (`counter.add(&total)`).
  private func callSelected(
    _ code: FunctionCode, _ binding: [[Int]], on receiver: Value, _ frame: Frame, _ rt: Interpreter
  ) throws -> Value {
    let writesBack = hasInout
    let place = code.isMutating && !receiver.isReference ? base as? LValueNode : nil
    let handsSelf = code.usesStaticSelf && staticSelf != nil
    if !writesBack, place == nil, !handsSelf {
      return try rt.callEvaluating(code, self: receiver, captured: nil, args, binding, frame, at: location)
    }
    // Arguments are evaluated before the access to the receiver's place begins.
    let values = try ArgumentEvaluator.evaluate(args, binding: binding, params: code.params, frame, rt)
    if handsSelf { try handStaticSelf(to: code, frame, rt) }
    guard let place else {
      return try Inout.call(code, receiver, nil, values, args, binding, frame, rt, location)
    }
    var result = Value.void
    try place.modify(frame, rt) { selfValue in
      result =
        writesBack
        ? try Inout.callMutating(code, &selfValue, values, self.args, binding, frame, rt, self.location)
        : try rt.callMutating(code, self: &selfValue, arguments: values, at: self.location)
    }
    return result
  }

  /// The receiver type's methods of this name, remembered per call site (looking them up merges overloads
  /// along the class chain).
  private func methods(of type: ScriptType) -> [FunctionCode]? {
    if cachedType == type.identity { return cachedMethods }
    cachedType = type.identity
    cachedMethods =
      witnessProtocol.flatMap { type.implementations["\($0).\(name)"] } ?? type.findMethods(name)
    return cachedMethods
  }

  private func select(_ methods: [FunctionCode], _ rt: Interpreter) throws -> (FunctionCode, [[Int]]) {
    if cachedCode != 0, let code = methods.first(where: { $0.identity == cachedCode }) {
      return (code, cachedBinding)
    }
    if let preferred, let code = methods.first(where: { $0.hasSameSignature(as: preferred) }),
      let binding = ArgumentMatcher.match(code.params, args)
    {
      cachedCode = code.identity
      cachedBinding = binding
      return (code, binding)
    }
    guard let (code, binding) = ArgumentMatcher.select(methods, args) else {
      throw Diagnose.argumentMismatch(methods[0], args, rt, location)
    }
    cachedCode = code.identity
    cachedBinding = binding
    return (code, binding)
  }

  /// `URLSession.shared.decode(from: url)` for `extension URLSession { func decode<T>(_ type: T.Type =
  /// T.self, from url: URL) }`: the evaluated arguments go to their parameters by label, defaults filled.
  private func callExtensionMethod(_ method: Value, _ values: [Value], _ rt: Interpreter) throws -> Value {
    guard case .closure(let closure as ScriptClosure) = method else {
      return try rt.callValue(method, values, at: location)
    }
    let params = closure.code.params
    guard let binding = ArgumentMatcher.match(params, args) else {
      throw Diagnose.argumentMismatch(closure.code, args, rt, location)
    }
    let ordered = ArgumentMatcher.arranged(values, binding, params)
    let code = closure.code
    if let contextualType, let result = code.resultType,
      code.genericParams.contains(where: { result.isNamed($0) || result.unwrappedOptional.isNamed($0) })
    {
      rt.contextualResult = rt.resolveType(contextualType).map { (code.identity, $0) }
    }
    defer { rt.contextualResult = nil }
    return try rt.call(code, self: closure.boundSelf, arguments: ordered, at: location)
  }

  /// A stored closure or a computed property holding a function: `self.onSave(item)`.
  private func callMemberValue(_ receiver: Value, _ frame: Frame, _ rt: Interpreter) throws -> Value {
    let member = try Members.get(receiver, name, cache, rt, location)
    let call = CallNode(callee: ConstantNode(member, location), args: args, location)
    return try call.eval(frame, rt)
  }

  private func callStatic(_ type: RuntimeType, _ frame: Frame, _ rt: Interpreter) throws -> Value {
    rt.site = location
    if name == "init" { return try Construction.construct(type, args, frame, rt, location) }
    // `Outer.Inner(kind: .random)`: a nested type's initializer, its parameters typing the arguments.
    let script = (type as? ScriptType) ?? (type as? GenericInstanceType)?.base
    if let nested = script?.nestedTypes[name] {
      return try Construction.construct(nested, args, frame, rt, location)
    }
    let declaring = script ?? rt.extensions[type.name]
    if let methods = declaring?.findStaticMethods(name) {
      let (code, binding) = try select(methods, rt)
      return try callSelected(code, binding, on: .type(type), frame, rt)
    }
    let values = try ArgumentEvaluator.evaluateAll(args, frame, rt)
    let labels = args.map(\.label)
    if let integer = type as? IntegerType, name == "random", labels == ["in"] {
      return try Builtins.randomSized(integer.kind, values[0], rt, location)
    }
    if let builtin = type as? BuiltinType,
      let result = try Builtins.staticCall(
        builtin.kind, name, labels: labels, arguments: values, rt, location)
    {
      return result
    }
    if let native = type as? NativeType,
      let result = try native.staticCall(
        name, labels: labels, arguments: values, interpreter: rt, at: location)
    {
      return result
    }
    if let result = try rt.bridge?.method(
      on: .type(type), named: name, labels: labels, arguments: values, interpreter: rt, at: location)
    {
      return result
    }
    let member = try StaticMembers.get(type, name, rt, location)
    return try rt.callValue(member, values, labels: labels, at: location)
  }

  private func callBuiltin(_ receiver: Value, _ frame: Frame, _ rt: Interpreter) throws -> Value {
    if let methods = rt.builtinExtensions(of: receiver).lazy.compactMap({ $0.findMethods(self.name) }).first {
      // `extension Array { mutating func bumpAll() }`: the script's method, on the value in its place.
      let (code, binding) = try select(methods, rt)
      return try callSelected(code, binding, on: receiver, frame, rt)
    }
    let values = try ArgumentEvaluator.evaluateAll(args, frame, rt)
    let labels = args.map(\.label)
    if Builtins.isMutatingMethod(receiver, name), let place = base as? LValueNode {
      var result: Value?
      try place.modify(frame, rt) { value in
        result = try Builtins.callMethod(
          &value, self.name, labels: labels, arguments: values, rt, self.location)
      }
      if let result { return result }
    } else {
      var copy = receiver
      if let result = try Builtins.callMethod(&copy, name, labels: labels, arguments: values, rt, location) {
        return result
      }
    }
    if let member = try? Members.get(receiver, name, cache, rt, location), case .closure = member {
      return try rt.callValue(member, values, at: location)
    }
    if let result = try rt.bridge?.method(
      on: receiver, named: name, labels: labels, arguments: values, interpreter: rt, at: location)
    {
      return result
    }
    throw rt.noMember(rt.typeName(of: receiver), name, at: location)
  }
}

/// A closure expression: captures the current frame, so captured variables are shared (by reference).
public final class ClosureNode: Node {
  let code: FunctionCode
  /// No result type is written: a single-expression closure may also be used as one returning Void.
  var resultIsInferred = false

  public init(code: FunctionCode, _ location: SourceLocation) {
    self.code = code
    super.init(location)
  }

  public override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    .closure(ScriptClosure(code: code, captured: frame))
  }
}

/// A method chosen when compiling and run on the receiver without dynamic dispatch: `super.method(…)`,
/// `super.property`, and protocol-extension methods called through the protocol.
public final class DirectCallNode: Node {
  let methods: [FunctionCode]
  let receiver: Node
  let args: [CallArgument]
  /// The receiver's static type, the extension method's `Self` (`StaticSelf`); nil for an existential.
  var staticSelf: Node?

  init(methods: [FunctionCode], receiver: Node, args: [CallArgument], _ location: SourceLocation) {
    self.methods = methods
    self.receiver = receiver
    self.args = args
    super.init(location)
  }

  public override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    guard let (code, binding) = ArgumentMatcher.select(methods, args) else {
      throw Diagnose.argumentMismatch(methods[0], args, rt, location)
    }
    let values = try ArgumentEvaluator.evaluate(args, binding: binding, params: code.params, frame, rt)
    let selfValue = try receiver.eval(frame, rt)
    try StaticSelf.hand(staticSelf, to: code, throughWitness: nil, frame, rt)
    return try rt.call(code, self: selfValue, arguments: values, at: location)
  }
}

/// A closure with a capture list: evaluates the captured values into a frame of their own, then creates the
/// closure inside it.
public final class CaptureNode: Node {
  let values: [Node]
  let slots: [Int]
  let frameSize: Int
  let closure: Node

  init(values: [Node], slots: [Int], frameSize: Int, closure: Node, _ location: SourceLocation) {
    self.values = values
    self.slots = slots
    self.frameSize = frameSize
    self.closure = closure
    super.init(location)
    staticType = closure.staticType
  }

  public override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    let captured = Frame.make(size: frameSize, parent: frame)
    for (slot, value) in zip(slots, values) { captured[slot] = try value.eval(frame, rt) }
    return try closure.eval(captured, rt)
  }
}

/// The initial value of a `weak`/`unowned` variable or capture: the instance, held without keeping it
/// alive (`ReferenceStorage`).
public final class ReferenceStoreNode: Node {
  let value: Node
  let ownership: ReferenceOwnership

  init(_ value: Node, _ ownership: ReferenceOwnership) {
    self.value = value
    self.ownership = ownership
    super.init(value.location)
  }

  public override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    ownership.stored(try value.eval(frame, rt))
  }
}
