import DynPropDiagnostics
import DynPropSyntax

/// `let tag: Tag = "swift"`: a literal whose contextual type is a script type adopting an
/// `ExpressibleBy…Literal` protocol is a call of that type's literal initializer, as Swift compiles it
/// (`Tag(stringLiteral: "swift")`). Without this the literal kept its own type: a silent wrong value.
extension Compiler {
  /// The initializer call for `expr`, or nil when the literal keeps its own type.
  func literalInitialization(_ expr: Expr, expected: TypeNode?) -> Node? {
    guard let expected, var form = LiteralForm(expr.kind) else { return nil }
    // `nil` for an Optional is `.none`; every other literal is wrapped after it is built (`Tag?`).
    var target = expected
    if case .optional(let wrapped) = expected, form.protocols != LiteralForm.nilProtocols { target = wrapped }
    guard let type = scriptType(named: target), type.kind != .protocol,
      !form.protocols.isDisjoint(with: type.conformances)
    else { return nil }
    form.chooseStringLabel(for: type.conformances)
    if form.isInterpolated, type.nestedTypes["StringInterpolation"] != nil {
      error(
        "not supported yet: custom string interpolation ('\(type.name).StringInterpolation')",
        at: expr.location)
      return EmptyNode()
    }
    var arguments = form.arguments(expr)
    // `let o: Options = [.a, .b]`: the elements are the initializer's (`init(arrayLiteral: Self...)`).
    if case .arrayLiteral = expr.kind, let element = arrayLiteralElementType(type, target) {
      arguments = arguments.map { Argument(label: $0.label, value: qualified($0.value, by: element)) }
    }
    let call = Expr(.call(callee: Expr(.type(target), expr.range), arguments: arguments), expr.range)
    return compileExpr(call)
  }

  /// The element type of `type`'s `init(arrayLiteral:)`, with `Self` as the type written.
  private func arrayLiteralElementType(_ type: ScriptType, _ written: TypeNode) -> TypeNode? {
    let initializers = type.initializers + rt.extensionInitializers(of: type)
    guard let element = initializers.first(where: { $0.labels.first == "arrayLiteral" })?.params.first?.type
    else { return nil }
    return element.isNamed("Self") ? written : element
  }

  /// `.a` or `.a(1)` as `Element.a`, so it needs no context (a variadic parameter gives none).
  private func qualified(_ expr: Expr, by type: TypeNode) -> Expr {
    switch expr.kind {
    case .implicitMember(let name):
      return Expr(.member(base: Expr(.type(type), expr.range), name: name), expr.range)
    case .call(let callee, let arguments):
      guard case .implicitMember = callee.kind else { return expr }
      return Expr(.call(callee: qualified(callee, by: type), arguments: arguments), expr.range)
    default: return expr
    }
  }
}

/// What a literal needs of a type to be one of its values, and the initializer arguments it becomes.
private struct LiteralForm {
  static let nilProtocols: Set<String> = ["ExpressibleByNilLiteral"]

  let protocols: Set<String>
  var label: String
  var isInterpolated = false

  init?(_ kind: ExprKind) {
    switch kind {
    case .intLiteral, .unsignedLiteral:
      (protocols, label) = (["ExpressibleByIntegerLiteral"], "integerLiteral")
    case .prefix("-", let operand):
      guard case .intLiteral = operand.kind else {
        guard case .floatLiteral = operand.kind else { return nil }
        (protocols, label) = (["ExpressibleByFloatLiteral"], "floatLiteral")
        return
      }
      (protocols, label) = (["ExpressibleByIntegerLiteral"], "integerLiteral")
    case .floatLiteral: (protocols, label) = (["ExpressibleByFloatLiteral"], "floatLiteral")
    case .boolLiteral: (protocols, label) = (["ExpressibleByBooleanLiteral"], "booleanLiteral")
    case .nilLiteral: (protocols, label) = (LiteralForm.nilProtocols, "nilLiteral")
    case .arrayLiteral: (protocols, label) = (["ExpressibleByArrayLiteral"], "arrayLiteral")
    case .dictionaryLiteral: (protocols, label) = (["ExpressibleByDictionaryLiteral"], "dictionaryLiteral")
    case .stringLiteral(let parts):
      isInterpolated = parts.contains { if case .text = $0 { return false } else { return true } }
      protocols =
        isInterpolated
        ? ["ExpressibleByStringInterpolation"]
        : [
          "ExpressibleByStringLiteral", "ExpressibleByStringInterpolation",
          "ExpressibleByExtendedGraphemeClusterLiteral", "ExpressibleByUnicodeScalarLiteral",
        ]
      label = "stringLiteral"
    default: return nil
    }
  }

  /// A string literal calls the initializer of the most refined literal protocol the type adopts, as
  /// swiftc picks it for every literal: `init(stringLiteral:)`, else
  /// `init(extendedGraphemeClusterLiteral:)`, else `init(unicodeScalarLiteral:)`.
  mutating func chooseStringLabel(for conformances: Set<String>) {
    guard label == "stringLiteral", !isInterpolated,
      conformances.isDisjoint(with: ["ExpressibleByStringLiteral", "ExpressibleByStringInterpolation"])
    else { return }
    label =
      conformances.contains("ExpressibleByExtendedGraphemeClusterLiteral")
      ? "extendedGraphemeClusterLiteral" : "unicodeScalarLiteral"
  }

  /// `arrayLiteral:` and `dictionaryLiteral:` are variadic: one argument per element (a key-value
  /// tuple for a dictionary); `nilLiteral:` takes `()`.
  func arguments(_ expr: Expr) -> [Argument] {
    switch expr.kind {
    case .arrayLiteral(let items):
      return items.enumerated().map { Argument(label: $0.offset == 0 ? label : nil, value: $0.element) }
    case .dictionaryLiteral(let pairs):
      return pairs.enumerated().map { index, pair in
        let tuple = Expr(
          .tuple([(label: nil, value: pair.key), (label: nil, value: pair.value)]), pair.key.range)
        return Argument(label: index == 0 ? label : nil, value: tuple)
      }
    case .nilLiteral: return [Argument(label: label, value: Expr(.tuple([]), expr.range))]
    default: return [Argument(label: label, value: expr)]
    }
  }
}
