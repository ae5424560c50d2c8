import DynPropDiagnostics
import DynPropSyntax

/// What the compiler knows of expressions' Swift types, and how it types literals from their context.
///
/// Swift decides the type of `7 / 2` from where the value goes (`let y: Double = 7 / 2` divides Doubles),
/// and of `x / 2` from the other operand. The compiler passes the expected type down and reads the
/// operands' static types (`Node.staticType`) up; an integer literal becomes the Double, Float or CGFloat
/// the context asks for. What it cannot know stays nil and is decided at run time (`Contextual.coerce`).
extension Compiler {
  /// Whether an expression is made only of number literals (`7`, `-2.5`, `(1 + 2) / 4`), and whether a
  /// floating-point literal is among them: such an expression takes its type from its context.
  enum LiteralKind {
    case integer
    case floating
  }

  func literalKind(_ expr: Expr) -> LiteralKind? {
    switch expr.kind {
    case .intLiteral, .unsignedLiteral: return .integer
    case .floatLiteral: return .floating
    case .prefix("-", let operand), .prefix("+", let operand): return literalKind(operand)
    case .tuple(let elements) where elements.count == 1 && elements[0].label == nil:
      return literalKind(elements[0].value)
    case .binary(let op, let lhs, let rhs) where Compiler.arithmeticOperators.contains(op):
      guard let left = literalKind(lhs), let right = literalKind(rhs) else { return nil }
      return left == .floating || right == .floating ? .floating : .integer
    default: return nil
    }
  }

  static let arithmeticOperators: Set<String> = ["+", "-", "*", "/", "%", "&+", "&-", "&*"]
  static let shiftOperators: Set<String> = ["<<", ">>", "&<<", "&>>"]
  static let comparisonOperators: Set<String> = ["==", "!=", "<", "<=", ">", ">="]

  /// The number type a context names (`Double`, `Float?` → `Float`), if it names one.
  static func numberType(_ type: TypeNode?) -> TypeNode? {
    guard let type else { return nil }
    if case .named(let components, let generics) = type.unwrappedOptional, generics.isEmpty,
      let name = components.last, numberNames.contains(name)
    {
      return .simple(name)
    }
    return nil
  }

  static let numberNames: Set<String> = Set(
    ["Int", "Double", "Float", "CGFloat", "TimeInterval"] + IntegerKind.allCases.map(\.rawValue))

  /// An integer literal in a context: Double (CGFloat, TimeInterval) or Float when the context says so.
  /// A literal outside a sized context's range is Swift's compile error, not a wider value
  /// (`let x: Int8 = 300`).
  func integerLiteral(_ value: Int, expected: TypeNode?, _ loc: SourceLocation) -> Node {
    let type = Compiler.numberType(expected) ?? .simple("Int")
    if let kind = IntegerKind(rawValue: type.baseName ?? ""),
      SizedInt(kind: kind, exactly: Int64(value)) == nil
    {
      error(
        value < 0 && !kind.isSigned
          ? "negative integer '\(value)' overflows when stored into unsigned type '\(kind.rawValue)'"
          : "integer literal '\(value)' overflows when stored into '\(kind.rawValue)'", at: loc)
    }
    let node = ConstantNode(Contextual.coerceNumber(.int(value), to: type.baseName), loc)
    node.staticType = type
    return node
  }

  /// `let big: UInt64 = 18_000_000_000_000_000_000`: past `Int.max`, only `UInt64`, `UInt` or a floating
  /// type holds the literal.
  func unsignedLiteral(_ value: UInt64, expected: TypeNode?, _ loc: SourceLocation) -> Node {
    let name = Compiler.numberType(expected)?.baseName ?? "Int"
    var constant = Value.int(0)
    if let kind = IntegerKind(rawValue: name), let sized = SizedInt(kind: kind, exactly: value) {
      constant = .sized(sized)
    } else if name == "Float" {
      constant = .float(Float(value))
    } else if Contextual.isDoubleName(name) {
      constant = .double(Double(value))
    } else {
      error("integer literal '\(value)' overflows when stored into '\(name)'", at: loc)
    }
    let node = ConstantNode(constant, loc)
    node.staticType = .simple(name)
    return node
  }

  func floatingLiteral(_ value: Double, expected: TypeNode?, _ loc: SourceLocation) -> Node {
    var type = Compiler.numberType(expected) ?? .simple("Double")
    if type.baseName == "Int" { type = .simple("Double") }
    let node = ConstantNode(Contextual.coerceNumber(.double(value), to: type.baseName), loc)
    node.staticType = type
    return node
  }

  /// The two operands of a binary operator. A literal-only operand takes the other operand's number type
  /// (or the context's); both sides see the context's number type for arithmetic.
  func compileOperands(_ lhs: Expr, _ rhs: Expr, context: TypeNode?) -> (Node, Node) {
    switch (literalKind(lhs), literalKind(rhs)) {
    case (nil, nil) where isOtherLiteral(rhs) && !isOtherLiteral(lhs):
      let left = compileExpr(lhs, expected: context)
      return (left, compileExpr(rhs, expected: literalContext(left.staticType) ?? context))
    case (nil, nil) where isOtherLiteral(lhs) && !isOtherLiteral(rhs):
      let right = compileExpr(rhs, expected: context)
      return (compileExpr(lhs, expected: literalContext(right.staticType) ?? context), right)
    case (nil, nil):
      return (compileExpr(lhs, expected: context), compileExpr(rhs, expected: context))
    case (_?, nil):
      let right = besideLiteral(compileExpr(rhs, expected: context), context)
      return (compileExpr(lhs, expected: literalContext(right.staticType) ?? context), right)
    case (nil, _?):
      let left = besideLiteral(compileExpr(lhs, expected: context), context)
      return (left, compileExpr(rhs, expected: literalContext(left.staticType) ?? context))
    case (let a?, let b?):
      let floating: TypeNode? = a == .floating || b == .floating ? .simple("Double") : nil
      let type = context ?? floating
      return (compileExpr(lhs, expected: type), compileExpr(rhs, expected: type))
    }
  }

  /// `2 * .pi`, `.pi / 180`: an implicit member beside a number literal is a member of the context's
  /// number type, `Double` when nothing else types it (as the floating-point types' `pi` is used).
  /// A call (`.now() + 1`, a dispatch deadline) keeps its own type.
  private func besideLiteral(_ node: Node, _ context: TypeNode?) -> Node {
    guard node is ImplicitMemberNode else { return node }
    return inContext(node, Compiler.numberType(context) ?? .simple("Double"))
  }

  /// A string, Boolean, array or dictionary literal: its type may come from the other operand.
  private func isOtherLiteral(_ expr: Expr) -> Bool {
    switch expr.kind {
    case .stringLiteral, .boolLiteral, .arrayLiteral, .dictionaryLiteral: return true
    default: return false
    }
  }

  /// The type a literal operand takes from the other operand: a number type, or a script type that
  /// adopts an `ExpressibleBy…Literal` protocol (`tag == "news"` builds a `Tag`).
  private func literalContext(_ other: TypeNode?) -> TypeNode? {
    if let number = Compiler.numberType(other) { return number }
    var base = other
    if case .optional(let wrapped)? = other { base = wrapped }
    // `cases == [.a, .b]`: a collection literal takes the collection type of the other side.
    switch base {
    case .array?, .dictionary?, .named(["Set"], _)?: return other
    default: break
    }
    let adopts = scriptType(named: base)?.conformances.contains { $0.hasPrefix("ExpressibleBy") } ?? false
    return adopts ? other : nil
  }

  /// The static type of a binary operation, from its operator and operands.
  func binaryType(_ op: String, _ lhs: Node, _ rhs: Node) -> TypeNode? {
    if Compiler.comparisonOperators.contains(op) || op == "&&" || op == "||" || op == "===" || op == "!==" {
      return .simple("Bool")
    }
    if Compiler.arithmeticOperators.contains(op) {
      let left = lhs.staticType
      let right = rhs.staticType
      if left == right { return left }
      if left?.isNamed("String") == true { return left }
      return Compiler.numberType(left) ?? Compiler.numberType(right)
    }
    // `0..<n` is a `Range`, `0...n` a `ClosedRange`: overloads and casts tell them apart.
    if op == "..<" || op == "...", let bound = lhs.staticType ?? rhs.staticType {
      return .named(components: [op == "..<" ? "Range" : "ClosedRange"], generics: [bound])
    }
    return nil
  }

  /// The element type that unifies array-literal elements: Double when integer and floating-point
  /// literals mix (`[1, 2.5]` is `[Double]`).
  func unifiedLiteralType(_ items: [Expr]) -> TypeNode? {
    let kinds = items.map(literalKind)
    guard !kinds.isEmpty, kinds.allSatisfy({ $0 != nil }), kinds.contains(where: { $0 == .floating }) else {
      return nil
    }
    return .simple("Double")
  }

  /// The declared or inferred type of a local, captured or global variable.
  func variableType(_ name: String) -> TypeNode? { declaredVariableType(name) }

  /// The type of a stored or computed member of a script type, when declared.
  /// A nested type's name comes back qualified (`State` in `Model` is `Model.State`), so an implicit member
  /// assigned outside the type (`m.state = .running`) finds it, not another type of that name.
  func memberType(_ type: ScriptType, _ name: String) -> TypeNode? {
    declaredMemberType(type, name).map { qualified($0, in: type) }
  }

  private func declaredMemberType(_ type: ScriptType, _ name: String) -> TypeNode? {
    if let index = type.fieldIndex[name], !type.fields[index].isWrapped { return type.fields[index].type }
    if let field = type.fields.first(where: { $0.propertyName == name && $0.isWrapped }) { return field.type }
    if let getter = type.findComputed(name)?.getter { return getter.resultType }
    return nil
  }

  /// A type written in a script, if it names a script type (for member types).
  func scriptType(named type: TypeNode?) -> ScriptType? {
    guard let name = type?.baseName else { return nil }
    return lookupType(name, context: scope.typeContext?.type) as? ScriptType
  }
}

/// Calls whose callee is known when compiling: its parameters type the arguments (`half(1 / 2)` divides
/// Doubles when `half` takes a Double) and its declared result types the call.
extension Compiler {
  /// The parameter type each argument goes to, matching labels in order and skipping parameters that
  /// have defaults, as Swift does for a single candidate; all nil when the labels do not fit.
  func parameterTypes(_ params: [ParamInfo], _ arguments: [Argument]) -> [TypeNode?] {
    var result: [TypeNode?] = []
    var index = 0
    for argument in arguments {
      while index < params.count, params[index].label != argument.label, !argument.isTrailingClosure,
        params[index].hasDefault || params[index].isVariadic
      {
        index += 1
      }
      guard index < params.count, params[index].label == argument.label || argument.isTrailingClosure else {
        return arguments.map { _ in nil }
      }
      result.append(params[index].isVariadic || params[index].isInout ? nil : params[index].type)
      if !params[index].isVariadic { index += 1 }
    }
    return result
  }

  /// A declared result type the caller can rely on: no generic parameter of the function in it.
  func concreteResult(_ code: FunctionCode) -> TypeNode? {
    guard let type = code.resultType, !type.mentions(code.genericParams) else { return nil }
    if let owner = code.owner, type.mentions(owner.genericParams + ["Self"]) { return nil }
    return type
  }

  /// The one function a call can reach, when there is exactly one candidate.
  func singleCandidate(_ codes: [FunctionCode]?) -> FunctionCode? {
    guard let codes, codes.count == 1 else { return nil }
    return codes[0]
  }

  /// The result type of constructing a builtin number, string or Boolean (`Double(x)`, `Int("4")`).
  func builtinConstructionType(_ name: String, _ arguments: [Node]) -> TypeNode? {
    guard
      ["Int", "Double", "Float", "CGFloat", "String", "Bool"].contains(name)
        || IntegerKind(rawValue: name) != nil
    else { return nil }
    let fromString = arguments.count == 1 && arguments[0].staticType?.isNamed("String") == true
    if fromString && name != "String" { return .optional(.simple(name)) }
    return arguments.count <= 1 ? .simple(name) : nil
  }
}

extension Compiler {
  /// The type of `receiver.name` when the receiver's static type says it: a script type's declared member,
  /// a tuple element, or a builtin property (`count`, `isEmpty`, `first`).
  func staticMemberType(_ receiver: Node, _ name: String) -> TypeNode? {
    if let caseType = enumCaseResultType(receiver, name) { return caseType }
    if case .type(let type as ScriptType)? = (receiver as? ConstantNode)?.value,
      let found = staticMemberType(of: type, name)
    {
      return found
    }
    guard let base = receiver.staticType else { return nil }
    if let script = scriptType(named: base) {
      if script.genericParams.isEmpty { return memberType(script, name) }
      // `Box<Double>`'s `items: [T]` is `[Double]`; without written arguments the member type is unknown.
      guard case .named(_, let generics) = base, generics.count == script.genericParams.count else {
        return nil
      }
      let arguments = Dictionary(zip(script.genericParams, generics)) { first, _ in first }
      return memberType(script, name)?.substituting(arguments)
    }
    switch (base, name) {
    case (.labeledTuple(let labels, let types), _):
      if let index = Int(name), types.indices.contains(index) { return types[index] }
      return labels.firstIndex(of: name).map { types[$0] }
    case (.tuple(let types), _):
      return Int(name).flatMap { types.indices.contains($0) ? types[$0] : nil }
    case (.array, "count"), (.dictionary, "count"), (.named(["String"], []), "count"): return .simple("Int")
    case (.array, "isEmpty"), (.dictionary, "isEmpty"), (.named(["String"], []), "isEmpty"):
      return .simple("Bool")
    case (.array(let element), "first"), (.array(let element), "last"): return .optional(element)
    default: return nil
    }
  }
}

extension Compiler {
  /// `Settings.limit`, `Suit.allCases`: a static stored or computed property's declared type, or the
  /// synthesized `allCases` of a (non-generic) `CaseIterable` enum.
  private func staticMemberType(of type: ScriptType, _ name: String) -> TypeNode? {
    if let stored = StaticMembers.findStored(type, name) { return stored.staticType }
    guard type.genericParams.isEmpty else { return nil }
    if let result = type.findStaticComputed(name)?.getter?.resultType { return qualified(result, in: type) }
    return name == "allCases" && type.synthesizesAllCases ? .array(.simple(type.name)) : nil
  }

  /// `Shape.circle(1 / 2)`: an enum case's payload types type its arguments.
  func caseArgumentTypes(_ receiver: Node, _ name: String, _ arguments: [Argument]) -> [TypeNode?]? {
    guard case .type(let type as ScriptType)? = (receiver as? ConstantNode)?.value,
      let index = type.caseIndex[name]
    else { return nil }
    let types = type.enumCases[index].payloadTypes
    return arguments.indices.map { $0 < types.count ? types[$0] : nil }
  }

  /// `Shape.rect(w: 2, h: 3)`: a case of a (non-generic) script enum constructs a value of that enum.
  func enumCaseResultType(_ receiver: Node, _ name: String) -> TypeNode? {
    guard case .type(let type as ScriptType)? = (receiver as? ConstantNode)?.value,
      type.caseIndex[name] != nil, type.genericParams.isEmpty
    else { return nil }
    return .simple(type.name)
  }

  /// Element-taking methods of a collection whose static type is known (`doubles.append(3)`).
  func builtinArgumentTypes(_ receiver: Node, _ name: String, _ arguments: [Argument]) -> [TypeNode?] {
    // `x.formatted(.number.precision(.fractionLength(2)))`, `date.formatted(.dateTime.hour())`.
    if name == "formatted", arguments.count == 1, arguments[0].label == nil { return [FormatStyles.type] }
    guard case .array(let element)? = receiver.staticType else { return [] }
    switch (name, arguments.first?.label) {
    case ("append", nil), ("insert", nil), ("contains", nil), ("firstIndex", "of"), ("lastIndex", "of"):
      return [element] + arguments.dropFirst().map { _ in nil }
    case ("append", "contentsOf"): return [.array(element)]
    case ("reduce", nil) where arguments.count == 2:
      return [reduceResultType(element, arguments[1].value), nil]
    default: return []
    }
  }

  /// `reduce`'s `Result` where Swift infers it from the combining function rather than the literal
  /// initial value: `doubles.reduce(0, +)` and `items.reduce(0) { $0 + $1.price }` (a `Double` price)
  /// are `Double`s, so an empty collection gives `0.0`.
  private func reduceResultType(_ element: TypeNode, _ combine: Expr) -> TypeNode? {
    let floating: Set<TypeNode> = [.simple("Double"), .simple("Float"), .simple("CGFloat")]
    switch combine.kind {
    case .identifier(let op) where ["+", "-", "*", "/"].contains(op):
      return floating.contains(element) ? element : nil
    case .closure(let closure):
      guard closure.body.count == 1, case .expr(let body) = closure.body[0].kind,
        case .binary(_, let lhs, let rhs) = body.kind, case .identifier("$0") = lhs.kind,
        case .member(let base, let name) = rhs.kind, case .identifier("$1") = base.kind,
        let type = scriptType(named: element), let index = type.fieldIndex[name],
        let fieldType = type.fields[index].type.flatMap({ canonical($0) ?? $0 }), floating.contains(fieldType)
      else { return nil }
      return fieldType
    default: return nil
    }
  }
}

extension Compiler {
  /// A written type with its aliases expanded (`typealias Money = Double`: a `Money` is a `Double` for
  /// literals and coercion), through the enclosing types' aliases and the top-level ones.
  func canonical(_ type: TypeNode?, in context: ScriptType? = nil) -> TypeNode? {
    guard let type else { return nil }
    let expand = { (inner: TypeNode) in self.canonical(inner, in: context) ?? inner }
    switch type {
    case .named(let components, let generics):
      if components.count == 1, generics.isEmpty, let alias = alias(named: components[0], in: context) {
        return canonical(alias, in: context)
      }
      return .named(components: components, generics: generics.map(expand))
    case .optional(let inner): return .optional(expand(inner))
    case .array(let inner): return .array(expand(inner))
    case .dictionary(let key, let value): return .dictionary(expand(key), expand(value))
    case .tuple(let elements): return .tuple(elements.map(expand))
    case .labeledTuple(let labels, let elements):
      return .labeledTuple(labels: labels, elements: elements.map(expand))
    default: return type
    }
  }

  private func alias(named name: String, in context: ScriptType?) -> TypeNode? {
    if let local = scope.typeAlias(name) { return local }
    var current = context ?? scope.typeContext?.type
    while let type = current {
      if let alias = type.typeAliases[name] { return alias }
      current = type.parent
    }
    return rt.typeAliases[name]
  }
}
