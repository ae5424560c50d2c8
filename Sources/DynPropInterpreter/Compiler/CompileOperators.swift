import DynPropDiagnostics
import DynPropSyntax

/// Operators the script declares itself (The Swift Programming Language, "Advanced Operators": custom
/// operators, prefix and postfix operator functions). The standard library's operator names stay with
/// `BinaryNode`/`UnaryNode`, which call a script type's operator method at run time when an operand is a
/// script value.
extension Compiler {
  /// The standard operators `BinaryNode` and `UnaryNode` implement, by the name an operator function of
  /// that fixity has (`prefix -`, `postfix ...`).
  static let standardOperatorNames: Set<String> = Set(BinaryNode.Op.allCases.map(\.rawValue)).union([
    "&&", "||", "??", "prefix -", "prefix +", "prefix !", "prefix ~", "prefix ..<", "prefix ...", "prefix &",
    "postfix ...",
  ])

  /// `a ** b`, `+++v`, `50%`: a call of the operator function declared for this name, or nil when the
  /// name is a standard operator. `name` carries the fixity (`prefix +++`).
  func compileCustomOperator(_ name: String, _ operands: [Expr], _ loc: SourceLocation) -> Node? {
    guard !Compiler.standardOperatorNames.contains(name) else { return nil }
    let candidates = operatorFunctions(named: name)
    guard let first = candidates.first else {
      error("no operator function '\(displayName(name))' is declared for these operands", at: loc)
      return EmptyNode()
    }
    let single = candidates.count == 1 ? first : nil
    let args = operands.enumerated().map { index, operand -> CallArgument in
      let param = single.flatMap { index < $0.params.count ? $0.params[index] : nil }
      let value = param?.isInout == true ? Expr(.inoutArg(operand), operand.range) : operand
      return compileArgument(Argument(label: nil, value: value), expected: param?.type)
    }
    if single == nil, let witnessed = compileWitnessedOperator(name, candidates, args, loc) {
      return witnessed
    }
    let chosen = single ?? bestOverload(candidates, args)?.code
    return typed(
      ScriptOperatorNode(candidates: chosen.map { [$0] } ?? candidates, args: args, loc),
      chosen.flatMap(concreteResult))
  }

  /// `result ?? 4` where the script declares `func ?? <T>(result: Result<T>, …)`: Swift prefers that
  /// function over promoting the operand to an Optional for the standard library's `??`. The left operand
  /// is evaluated once into a hidden slot; its type decides which `??` runs (`DeclaredCoalescingNode`).
  func compileDeclaredCoalescing(_ lhs: Expr, _ rhs: Expr, _ loc: SourceLocation) -> Node? {
    let candidates = operatorFunctions(named: "??").filter {
      $0.params.count == 2 && $0.params[0].type != nil
    }
    guard !candidates.isEmpty else { return nil }
    let left = compileExpr(lhs)
    let place = LocalPlace(depth: 0, slot: scope.declare("$coalesced@\(loc)"), loc)
    place.staticType = left.staticType
    // With the left operand's static type known, the choice is made here, once; else per value.
    let known = left.staticType
    let fitting = known.map { type in
      candidates.filter { DeclaredCoalescingNode.sameType(type, $0.params[0].type!) }
    }
    let custom = (fitting ?? candidates).map { code -> DeclaredCoalescingNode.Candidate in
      let operand = CallArgument(label: nil, value: place, isTrailingClosure: false, inoutPlace: nil)
      let fallback = compileArgument(Argument(label: nil, value: rhs), expected: code.params[1].type)
      let call = ScriptOperatorNode(candidates: [code], args: [operand, fallback], loc)
      return .init(type: known == nil ? code.params[0].type! : nil, call: typed(call, concreteResult(code)))
    }
    let standard = NilCoalescingNode(
      lhs: place, rhs: compileExpr(rhs, expected: known.flatMap(Compiler.unwrappedOnce)), loc)
    return DeclaredCoalescingNode(left: left, slot: place.slot, candidates: custom, standard: standard, loc)
  }

  /// `m += 2.5` where the target's type declares `static func += (lhs: inout Meters, rhs: Double)`: that
  /// function, with the target passed `inout` (Swift does not derive `+=` from `+`, nor the reverse).
  func compileCompoundOperatorFunction(
    _ op: String, _ place: LValueNode, _ targetType: TypeNode?, _ value: Expr, _ loc: SourceLocation
  ) -> Node? {
    guard let type = scriptType(named: targetType), let methods = type.findStaticMethods(op + "="),
      let code = methods.first(where: { $0.params.count == 2 && $0.params[0].isInout })
    else { return nil }
    let target = CallArgument(label: nil, value: place, isTrailingClosure: false, inoutPlace: place)
    let rhs = compileArgument(Argument(label: nil, value: value), expected: code.params[1].type)
    return ScriptOperatorNode(candidates: [code], args: [target, rhs], loc)
  }

  /// `x ~> y` inside `func distance<T: F>(_ x: T, …)` where protocol `F` requires `static func ~>`: the call
  /// goes through `T`'s witness, which Swift chose when the concrete type conformed: its own `~>`, else the
  /// most constrained generic `~>` whose constraints that type satisfies (`<I: D>` over `<I: R>` over
  /// `<I: F>`). The choice is made per call from the operand's type (`ScriptOperatorNode.byConstraints`).
  private func compileWitnessedOperator(
    _ name: String, _ candidates: [FunctionCode], _ args: [CallArgument], _ loc: SourceLocation
  ) -> Node? {
    guard case .named(let components, [])? = args.first?.value.staticType, components.count == 1,
      let constraint = scope.genericConstraints[components[0]], let base = constraint.baseName,
      let proto = lookupType(base, context: scope.typeContext?.type) as? ScriptType,
      requiresOperator(proto, name)
    else { return nil }
    let ranked = candidates.enumerated().sorted {
      (specificity($0.element), -$0.offset) > (specificity($1.element), -$1.offset)
    }.map(\.element)
    return ScriptOperatorNode(candidates: ranked, args: args, loc, byConstraints: true)
  }

  /// Whether the protocol, or one it refines, declares the operator as a requirement.
  private func requiresOperator(_ proto: ScriptType, _ name: String) -> Bool {
    proto.kind == .protocol
      && (proto.requirements.contains(name) || proto.protocolTypes.contains { requiresOperator($0, name) })
  }

  /// The script's global functions and static methods (of any type or extension) with this operator name,
  /// in a fixed order: globals first, then types by name.
  private func operatorFunctions(named name: String) -> [FunctionCode] {
    var found = rt.functions[name] ?? []
    let types = rt.types.values.compactMap { $0 as? ScriptType } + Array(rt.extensions.values)
    var seen = Set<ObjectIdentifier>()
    for type in types.sorted(by: { $0.name < $1.name }) where seen.insert(ObjectIdentifier(type)).inserted {
      found += type.findStaticMethods(name) ?? []
    }
    return found
  }

  private func displayName(_ name: String) -> String {
    name.split(separator: " ").last.map(String.init) ?? name
  }
}

/// A call of a script-declared operator function. With several candidates (the same operator declared for
/// several types), the one declared by the first operand's type, or taking its type, is called.
final class ScriptOperatorNode: Node {
  let candidates: [FunctionCode]
  let args: [CallArgument]

  /// Candidates ranked most constrained first, chosen by the first that the operands' types satisfy
  /// (`Compiler.compileWitnessedOperator`).
  let byConstraints: Bool

  init(
    candidates: [FunctionCode], args: [CallArgument], _ location: SourceLocation, byConstraints: Bool = false
  ) {
    self.candidates = candidates
    self.args = args
    self.byConstraints = byConstraints
    super.init(location)
  }

  override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    let code: FunctionCode
    let values: [Value?]
    if candidates.count == 1 {
      // With the parameters known, an `@autoclosure` operand is passed unevaluated (`x &&& expensive()`).
      code = candidates[0]
      values = try ArgumentEvaluator.evaluate(
        args, binding: args.indices.map { [$0] }, params: code.params, frame, rt)
    } else {
      let evaluated = try ArgumentEvaluator.evaluateAll(args, frame, rt)
      code = try choose(evaluated, rt)
      values = evaluated
    }
    let selfValue: Value? = code.isStatic ? code.owner.map { .type($0) } : nil
    if args.hasInout {
      return try Inout.call(
        code, selfValue, nil, values, args, args.indices.map { [$0] }, frame, rt, location)
    }
    return try rt.call(code, self: selfValue, arguments: values, at: location)
  }

  private func choose(_ values: [Value], _ rt: Interpreter) throws -> FunctionCode {
    let typeName = values.first.map { rt.typeName(of: $0) }
    let owned = candidates.first { $0.owner != nil && $0.owner?.name == typeName }
    let taking = candidates.first { $0.params.first?.type?.baseName == typeName }
    let satisfied = byConstraints ? candidates.first { satisfies($0, values, rt) } : nil
    guard let code = owned ?? taking ?? satisfied else {
      let name = candidates[0].name.split(separator: " ").last.map(String.init) ?? candidates[0].name
      throw rt.scriptError(
        "no operator function '\(name)' takes an operand of type '\(typeName ?? "()")'", at: location)
    }
    return code
  }

  /// Each argument passed for a constrained generic parameter (`_: I` of `<I: R>`) conforms to it.
  private func satisfies(_ code: FunctionCode, _ values: [Value], _ rt: Interpreter) -> Bool {
    zip(code.params, values).allSatisfy { param, value in
      guard case .named(let components, [])? = param.type, components.count == 1,
        let constraint = code.genericConstraints[components[0]]
      else { return true }
      return CompiledPattern.castSource(value, to: constraint, rt) != nil
    }
  }
}

/// `a ?? b` when the script declares its own `??`: the declared function whose first parameter is the left
/// operand's type (its Optional depth included) runs; otherwise the standard library's.
final class DeclaredCoalescingNode: Node {
  struct Candidate {
    /// The parameter's type, checked against each value; nil when the choice was made when compiling.
    let type: TypeNode?
    let call: Node
  }

  let left: Node
  let slot: Int
  let candidates: [Candidate]
  let standard: Node

  init(left: Node, slot: Int, candidates: [Candidate], standard: Node, _ location: SourceLocation) {
    self.left = left
    self.slot = slot
    self.candidates = candidates
    self.standard = standard
    super.init(location)
  }

  override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    let value = try left.eval(frame, rt)
    frame[slot] = value
    let chosen = candidates.first { candidate in candidate.type.map { Self.fits(value, $0) } ?? true }
    return try (chosen?.call ?? standard).eval(frame, rt)
  }

  /// The value has the parameter's type: the same script type under as many Optional layers.
  static func fits(_ value: Value, _ type: TypeNode) -> Bool {
    var depth = 0
    var payload = value
    while case .wrapped(let inner) = payload {
      depth += 1
      payload = inner
    }
    guard let script = Members.scriptType(of: payload) else { return false }
    return depth == Compiler.optionalDepth(type) && script.name == innermost(type).baseName
  }

  /// A static type that is the parameter's: equal, or the same type under as many Optional layers.
  static func sameType(_ a: TypeNode, _ b: TypeNode) -> Bool {
    Compiler.stripped(a) == Compiler.stripped(b)
      || Compiler.optionalDepth(a) == Compiler.optionalDepth(b)
        && innermost(a).baseName == innermost(b).baseName
  }

  private static func innermost(_ type: TypeNode) -> TypeNode {
    if case .optional(let inner) = type { return innermost(inner) }
    return type
  }
}
