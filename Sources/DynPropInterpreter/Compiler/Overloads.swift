import DynPropDiagnostics
import DynPropSyntax

/// Overload resolution by static types, as Swift ranks candidates: among the functions whose labels fit,
/// the one whose parameter types fit the arguments' static types best (an exact type over a promotion to
/// Optional, a superclass or a protocol, over `Any` or a generic parameter). Arguments whose type is not
/// known fit any parameter; a candidate with a parameter that cannot take its argument is out.
extension Compiler {
  struct OverloadChoice {
    let code: FunctionCode
    let binding: [[Int]]
  }

  /// The best candidate for already compiled arguments, or nil when none fits (labels or types). Among
  /// candidates that fit equally, the one returning the `result` type the context asks for wins (Swift
  /// picks `subscript(i: Int) -> String` for `let s: String = x[1]`).
  func bestOverload(_ candidates: [FunctionCode], _ args: [CallArgument], result: TypeNode? = nil)
    -> OverloadChoice?
  {
    var best: (choice: OverloadChoice, score: Int)?
    for code in candidates {
      guard let binding = ArgumentMatcher.match(code.params, args), var score = fit(code, binding, args)
      else {
        continue
      }
      score = score * 2 + (result != nil && code.resultType.map(Self.stripped) == result ? 1 : 0)
      if best == nil || score > best!.score
        || score == best!.score && specificity(code) > specificity(best!.choice.code)
      {
        best = (OverloadChoice(code: code, binding: binding), score)
      }
    }
    return best?.choice
  }

  private func fit(_ code: FunctionCode, _ binding: [[Int]], _ args: [CallArgument]) -> Int? {
    var total = 0
    for (index, indexes) in binding.enumerated() {
      let param = code.params[index]
      for argument in indexes {
        let node = args[argument].value
        guard
          let score = literalFit(node, param.type) ?? voidClosureFit(node, param.type)
            ?? typeFit(node.staticType, param.type, code)
        else {
          return nil
        }
        total += score
      }
    }
    return total
  }

  /// How well a value of static type `argument` fits a parameter of type `parameter` (higher is better),
  /// nil when it cannot.
  func typeFit(_ argument: TypeNode?, _ parameter: TypeNode?, _ code: FunctionCode) -> Int? {
    guard let parameter = parameter.map(Self.stripped), let argument = argument.map(Self.stripped) else {
      return 1
    }
    if argument == parameter { return 4 }
    if case .named(let components, []) = parameter, components.count == 1 {
      let name = components[0]
      if let constraint = code.genericConstraints[name] {
        // `foo1<T: P2>(_ x: T)`: an argument whose type is known must satisfy the constraint.
        if let implied = constraintFit(argument, constraint) { return implied }
        return subtypeFit(argument, constraint)
          ?? (knownEnough(argument) && knownEnough(constraint) ? nil : 1)
      }
      if name == "Any" || code.genericParams.contains(name)
        || code.owner?.genericParams.contains(name) == true
      {
        return 1
      }
    }
    if case .optional(let inner) = parameter { return typeFit(argument, inner, code).map { max($0 - 1, 1) } }
    if case .function(let wantedParams, _, _, _) = parameter,
      case .function(let givenParams, _, _, _) = argument,
      wantedParams.count != givenParams.count
    {
      return nil  // a function of another arity
    }
    if case .function(_, let wanted, _, _) = parameter, case .function(_, let given, _, _) = argument {
      // A closure's result type decides between overloads that differ only there (`-> B?` / `-> B??`).
      return typeFit(given, wanted, code).map { min($0, 3) }
    }
    if let relation = subtypeFit(argument, parameter) { return relation }
    if Self.isMetatype(argument) != Self.isMetatype(parameter), !argument.isNamed("Any") { return nil }
    return knownEnough(argument) && knownEnough(parameter) ? nil : 1
  }

  /// A type value (`Int.self`, `any P.Type`) fits only a metatype parameter, and only a type value does.
  private static func isMetatype(_ type: TypeNode) -> Bool {
    switch type {
    case .metatype: return true
    case .opaque(let inner): return isMetatype(inner)
    default: return false
    }
  }

  /// `run({ (x: Int) in x * 2 })` with `run(_: (T) -> ())` and `run(_: (T) -> U)`: a closure whose result
  /// type is not written fits a Void-returning function type best (Swift ranks it so).
  private func voidClosureFit(_ node: Node, _ parameter: TypeNode?) -> Int? {
    guard let closure = node as? ClosureNode, closure.resultIsInferred,
      case .function(_, let result, _, _)? = parameter.map(Self.stripped),
      result == .tuple([]) || result.isNamed("Void")
    else { return nil }
    return 3
  }

  /// Among candidates that fit equally, Swift prefers the more constrained generic one (`<T: P3>` over
  /// `<T: P2>` when `P3: P2`): how many protocols its constraints imply.
  func specificity(_ code: FunctionCode) -> Int {
    code.genericConstraints.values.reduce(0) { total, constraint in
      guard let name = constraint.baseName,
        let type = lookupType(name, context: scope.typeContext?.type) as? ScriptType
      else { return total }
      return total + 1 + impliedProtocols(type).count
    }
  }

  private func impliedProtocols(_ type: ScriptType) -> Set<String> {
    var names: Set<String> = []
    for proto in type.protocolTypes where names.insert(proto.name).inserted {
      names.formUnion(impliedProtocols(proto))
    }
    return names
  }

  /// A number literal fits any number parameter, though less well than the literal's default type
  /// (`f(1)` prefers `f(_: Int)` over `f(_: Double)`).
  private func literalFit(_ node: Node, _ parameter: TypeNode?) -> Int? {
    // `[1, 2]` for `[Double]`: an array of number literals fits as its elements do.
    if let array = node as? ArrayLiteralNode, !array.elements.isEmpty,
      case .array(let element)? = parameter.map(Self.stripped)
    {
      let fits = array.elements.map { literalFit($0, element) }
      return fits.contains { $0 == nil } ? nil : fits.compactMap { $0 }.min()
    }
    guard let constant = node as? ConstantNode, let number = Compiler.numberType(parameter) else {
      return nil
    }
    let promotion = parameter?.unwrappedOptional == parameter ? 0 : 1
    switch constant.value {
    case .int: return (number.isNamed("Int") ? 4 : 2) - promotion
    case .double: return number.isNamed("Int") ? nil : (number.isNamed("Double") ? 4 : 2) - promotion
    default: return nil
    }
  }

  /// An argument typed by the caller's own constrained generic parameter (`x: T` in `func f<T: R>`) fits
  /// a constrained parameter only when `T`'s protocol is that one or refines it; `.some(nil)` when not.
  private func constraintFit(_ argument: TypeNode, _ constraint: TypeNode) -> Int?? {
    guard case .named(let components, []) = argument, components.count == 1,
      let own = scope.genericConstraints[components[0]], let ownName = own.baseName,
      let wanted = constraint.baseName,
      let ownType = lookupType(ownName, context: scope.typeContext?.type) as? ScriptType,
      ownType.kind == .protocol, lookupType(wanted, context: scope.typeContext?.type) is ScriptType
    else { return nil }
    return ownName == wanted || impliedProtocols(ownType).contains(wanted) ? 3 : .some(nil)
  }

  /// A class passed for its superclass, or a value for a protocol its type adopts.
  private func subtypeFit(_ argument: TypeNode, _ parameter: TypeNode) -> Int? {
    guard let argumentName = argument.baseName, let parameterName = parameter.baseName,
      let parameterType = lookupType(parameterName, context: scope.typeContext?.type)
    else { return nil }
    let argumentType = lookupType(argumentName, context: scope.typeContext?.type)
    if let script = argumentType as? ScriptType {
      if let superclass = parameterType as? ScriptType, superclass.isClass,
        superclass.isSuperclass(of: script)
      {
        return 2
      }
      return script.conforms(to: parameterName) ? 2 : nil
    }
    return argumentType?.conforms(to: parameterName) == true ? 2 : nil
  }

  /// Whether a type is concrete enough to rule a candidate out (a script, builtin or host type by name).
  private func knownEnough(_ type: TypeNode) -> Bool {
    switch type {
    case .named(let components, _):
      return lookupType(components.last ?? "", context: scope.typeContext?.type) != nil
    case .optional(let inner), .array(let inner): return knownEnough(inner)
    case .dictionary(let key, let value): return knownEnough(key) && knownEnough(value)
    case .tuple, .labeledTuple: return true
    default: return false
    }
  }

  static func stripped(_ type: TypeNode) -> TypeNode {
    if case .opaque(let inner) = type { return inner }
    return type
  }

  /// Compiles a call's arguments for a set of candidates: each argument once, then the number literals
  /// (and closures, and implicit members typed by a sibling) again in the chosen candidate's parameter
  /// types (`f(1)` with `f(_: Double)` passes `1.0`).
  func overloadedArguments(
    _ candidates: [FunctionCode], _ arguments: [Argument], builderLabels: Set<String?>,
    result: TypeNode? = nil
  )
    -> (args: [CallArgument], choice: OverloadChoice?)
  {
    var args = compileArguments(arguments, builderLabels: builderLabels)
    guard let choice = bestOverload(candidates, args, result: result) else { return (args, nil) }
    let types = parameterTypes(choice.code.params, arguments)
    for (index, argument) in arguments.enumerated()
    where literalKind(argument.value) != nil || isLiteralArray(argument.value) || isClosure(argument.value) {
      guard index < types.count, let type = types[index] else { continue }
      args[index] = compileArgument(argument, expected: type)
    }
    // `checkHashable(expectedEqual: true, E.a(4), .b("foo"))` for `(_: T, _: T)`: the implicit member
    // takes its sibling's type, as with one candidate.
    for (index, sibling) in implicitMembersTypedBySiblings(arguments, types).enumerated() {
      guard let sibling, let type = args[sibling].value.staticType else { continue }
      args[index] = compileArgument(arguments[index], expected: type)
    }
    return (args, choice)
  }

  /// A closure compiled again with the chosen parameter's function type: its parameters get their types
  /// (`{ $0 as? B? }` for `(A????) -> B??` knows `$0`'s Optional depth).
  private func isClosure(_ expr: Expr) -> Bool {
    if case .closure = expr.kind { return true }
    return false
  }

  private func isLiteralArray(_ expr: Expr) -> Bool {
    guard case .arrayLiteral(let items) = expr.kind, !items.isEmpty else { return false }
    return items.allSatisfy { literalKind($0) != nil }
  }
}
