import DynPropDiagnostics
import SwiftSyntax

/// Type lowering: written types, generic clauses and expressions that spell a type.
///
/// Sugar is normalised: `Array<T>`, `Dictionary<K, V>` and `Optional<T>` become `[T]`, `[K: V]` and `T?`;
/// `T!` becomes `T?`; attributes and `inout` are dropped from the type (parameters record them);
/// a composition `A & B` keeps its parts but marker protocols (`Sendable`), which have no run-time form.
extension Lowerer {
  func lowerType(_ type: TypeSyntax) -> TypeNode {
    nested(type, .simple("_")) {
      if let node = type.as(IdentifierTypeSyntax.self) {
        return named([name(node.name)], genericArguments(node.genericArgumentClause))
      }
      if let node = type.as(MemberTypeSyntax.self) { return lowerMemberType(node) }
      if let node = type.as(ArrayTypeSyntax.self) { return .array(lowerType(node.element)) }
      if let node = type.as(DictionaryTypeSyntax.self) {
        return .dictionary(lowerType(node.key), lowerType(node.value))
      }
      if let node = type.as(OptionalTypeSyntax.self) { return .optional(lowerType(node.wrappedType)) }
      if let node = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
        return .optional(lowerType(node.wrappedType))
      }
      if let node = type.as(TupleTypeSyntax.self) { return lowerTupleType(node) }
      if let node = type.as(FunctionTypeSyntax.self) { return lowerFunctionType(node) }
      return lowerOtherType(type)
    }
  }

  private func lowerOtherType(_ type: TypeSyntax) -> TypeNode {
    if let node = type.as(SomeOrAnyTypeSyntax.self) {
      let constraint = lowerType(node.constraint)
      guard node.someOrAnySpecifier.tokenKind == .keyword(.any) else { return .opaque(constraint) }
      // `any P` is the existential a bare `P` names; only `some P` is opaque (its static type is the
      // concrete one), so a generic parameter bound from an `any P` argument is `P` (SEMANTICS §12).
      return isMarker(constraint) ? .simple("Any") : constraint
    }
    if let node = type.as(MetatypeTypeSyntax.self) { return .metatype(lowerType(node.baseType)) }
    if let node = type.as(AttributedTypeSyntax.self) { return lowerType(node.baseType) }
    if let node = type.as(CompositionTypeSyntax.self) {
      let parts = node.elements.map { lowerType($0.type) }.filter { !isMarker($0) }
      if parts.isEmpty { return .simple("Any") }
      return parts.count == 1 ? parts[0] : .composition(parts)
    }
    if type.is(ClassRestrictionTypeSyntax.self) { return .simple("AnyObject") }
    if type.is(MissingTypeSyntax.self) { return .simple("_") }
    if type.is(PackExpansionTypeSyntax.self) || type.is(PackElementTypeSyntax.self) {
      unsupported("parameter packs", at: type)
    } else if type.is(SuppressedTypeSyntax.self) {
      unsupported("suppressed conformances ('~')", at: type)
    } else if type.is(InlineArrayTypeSyntax.self) {
      unsupported("inline array types", at: type)
    } else {
      unsupported("type '\(type.trimmedDescription)'", at: type)
    }
    return .simple("_")
  }

  func isMarker(_ type: TypeNode) -> Bool {
    guard case .named(let components, let generics) = type, generics.isEmpty else { return false }
    return markerProtocols.contains(components.joined(separator: "."))
  }

  private func lowerMemberType(_ node: MemberTypeSyntax) -> TypeNode {
    let generics = genericArguments(node.genericArgumentClause)
    switch lowerType(node.baseType) {
    case .named(let components, let baseGenerics) where baseGenerics.isEmpty:
      return .named(components: components + [name(node.name)], generics: generics)
    case let base:
      return .named(components: [base.description, name(node.name)], generics: generics)
    }
  }

  private func lowerTupleType(_ node: TupleTypeSyntax) -> TypeNode {
    let elements = node.elements.map { lowerType($0.type) }
    if elements.count == 1, let only = node.elements.first, only.firstName == nil, only.ellipsis == nil {
      return elements[0]
    }
    let labels = node.elements.map { $0.firstName.map { name($0) } }
    if labels.contains(where: { $0 != nil }) { return .labeledTuple(labels: labels, elements: elements) }
    return .tuple(elements)
  }

  private func lowerFunctionType(_ node: FunctionTypeSyntax) -> TypeNode {
    .function(
      params: node.parameters.map { lowerType($0.type) }, result: lowerType(node.returnClause.type),
      isAsync: node.effectSpecifiers?.asyncSpecifier != nil,
      throws: node.effectSpecifiers?.throwsClause != nil)
  }

  /// A named type, with the standard library's generic sugar normalised.
  func named(_ components: [String], _ generics: [TypeNode]) -> TypeNode {
    switch (components, generics.count) {
    case (["Array"], 1): return .array(generics[0])
    case (["Optional"], 1): return .optional(generics[0])
    case (["Dictionary"], 2): return .dictionary(generics[0], generics[1])
    default: return .named(components: components, generics: generics)
    }
  }

  func genericArguments(_ clause: GenericArgumentClauseSyntax?) -> [TypeNode] {
    guard let clause else { return [] }
    return clause.arguments.map { argument in
      switch argument.argument {
      case .type(let type): return lowerType(type)
      case .expr(let expr):
        unsupported("value generic arguments", at: expr)
        return .simple("_")
      }
    }
  }

  /// A generic clause's parameters, each with its constraint: the written one (`<T: P>`), and a `where`
  /// clause's conformances of it (`where T: Q`), as one composition when there are several.
  func lowerGenericParams(
    _ clause: GenericParameterClauseSyntax?, where requirements: GenericWhereClauseSyntax? = nil
  )
    -> [GenericParam]
  {
    guard let clause else { return [] }
    let conformances = lowerRequirements(requirements).filter { !$0.isSameType }
    return clause.parameters.map { parameter in
      if let specifier = parameter.specifier {
        unsupported("'\(specifier.text)' generic parameters", at: specifier)
      }
      let parameterName = name(parameter.name)
      let written = parameter.inheritedType.map(lowerType).map { [$0] } ?? []
      let constraints = written + conformances.filter { $0.parameter == parameterName }.map(\.type)
      let constraint = constraints.count > 1 ? .composition(constraints) : constraints.first
      return GenericParam(name: parameterName, constraint: constraint)
    }
  }

  /// A `where` clause's requirements on a generic parameter (`T: P`, `T == Int`); a requirement on
  /// anything else (`T.Element: P`) is left out: it only narrows where the members apply.
  func lowerRequirements(_ clause: GenericWhereClauseSyntax?) -> [GenericRequirement] {
    clause?.requirements.compactMap { item -> GenericRequirement? in
      switch item.requirement {
      case .conformanceRequirement(let r):
        guard let parameter = r.leftType.as(IdentifierTypeSyntax.self) else { return nil }
        return GenericRequirement(
          parameter: name(parameter.name), type: lowerType(r.rightType), isSameType: false)
      case .sameTypeRequirement(let r):
        guard case .type(let left) = r.leftType, let parameter = left.as(IdentifierTypeSyntax.self),
          case .type(let right) = r.rightType
        else { return nil }
        return GenericRequirement(parameter: name(parameter.name), type: lowerType(right), isSameType: true)
      default: return nil
      }
    } ?? []
  }

  func lowerInherited(_ clause: InheritanceClauseSyntax?) -> [TypeNode] {
    clause?.inheritedTypes.map { lowerType($0.type) } ?? []
  }

  /// The type an expression spells (`Post`, `Outer.Inner`, `Foo<Int>`, `[Post]`, `[K: V]`, `Int?`), when it
  /// looks like one: names count as types when capitalised, as Swift style has it.
  func typeFromExpr(_ expr: ExprSyntax) -> TypeNode? {
    if let node = expr.as(DeclReferenceExprSyntax.self), node.argumentNames == nil, isTypeName(node.baseName)
    {
      return .simple(name(node.baseName))
    }
    // `Outer.Inner`, `Outer<Int>.Inner`: a nested type (the outer type's arguments are not kept).
    if let node = expr.as(MemberAccessExprSyntax.self), let base = node.base,
      isTypeName(node.declName.baseName),
      case .named(let components, _)? = typeFromExpr(base)
    {
      return .named(components: components + [name(node.declName.baseName)], generics: [])
    }
    return typeFromSugarExpr(expr)
  }

  /// Types that can only be types in expression position: `[T]`, `[K: V]`, `T?`, `Foo<T>`, `any P`.
  func typeFromSugarExpr(_ expr: ExprSyntax) -> TypeNode? {
    if let node = expr.as(TypeExprSyntax.self) { return lowerType(node.type) }
    if let node = expr.as(GenericSpecializationExprSyntax.self),
      case .named(let components, [])? = typeFromExpr(node.expression) ?? lowercaseTypeName(node.expression)
    {
      return named(components, genericArguments(node.genericArgumentClause))
    }
    if let collection = collectionType(expr, elements: typeFromExpr) { return collection }
    if let node = expr.as(OptionalChainingExprSyntax.self), let wrapped = typeFromExpr(node.expression) {
      return .optional(wrapped)
    }
    return parenthesizedComposition(expr)
  }

  /// `(D<Int> & Sendable)` in `(D<Int> & Sendable).self`: a composition written as an expression, its
  /// marker protocols dropped as in a written type.
  private func parenthesizedComposition(_ expr: ExprSyntax) -> TypeNode? {
    guard let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first, only.label == nil,
      let parts = compositionParts(only.expression)
    else { return nil }
    let kept = parts.filter { !isMarker($0) }
    if kept.isEmpty { return .simple("Any") }
    return kept.count == 1 ? kept[0] : .composition(kept)
  }

  private func compositionParts(_ expr: ExprSyntax) -> [TypeNode]? {
    if let sequence = expr.as(SequenceExprSyntax.self) {
      return withFolded(sequence, placeholder: nil) { compositionParts($0) }
    }
    guard let infix = expr.as(InfixOperatorExprSyntax.self) else { return typeFromExpr(expr).map { [$0] } }
    guard infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "&",
      let left = compositionParts(infix.leftOperand), let right = compositionParts(infix.rightOperand)
    else { return nil }
    return left + right
  }

  /// `[qAndA]()`, `[(f1: Int, f2: Int)]()`, `[String: [item]]()`: a called array or dictionary literal of
  /// one element names the collection type, so its element may be any type name or a tuple of them.
  func calledCollectionType(_ expr: ExprSyntax) -> TypeNode? { collectionType(expr, elements: elementType) }

  /// `[E]` or `[K: V]` written as a one-element literal, its element types read by `elements`.
  private func collectionType(_ expr: ExprSyntax, elements: (ExprSyntax) -> TypeNode?) -> TypeNode? {
    if let node = expr.as(ArrayExprSyntax.self), node.elements.count == 1, let element = node.elements.first,
      let type = elements(element.expression)
    {
      return .array(type)
    }
    if let node = expr.as(DictionaryExprSyntax.self), case .elements(let list) = node.content,
      list.count == 1,
      let pair = list.first, let key = elements(pair.key), let value = elements(pair.value)
    {
      return .dictionary(key, value)
    }
    return nil
  }

  private func elementType(_ expr: ExprSyntax) -> TypeNode? {
    if let type = typeFromExpr(expr) ?? calledCollectionType(expr) ?? lowercaseTypeName(expr) { return type }
    guard let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count > 1 else { return nil }
    var labels: [String?] = []
    var types: [TypeNode] = []
    for element in tuple.elements {
      guard let type = elementType(element.expression) else { return nil }
      labels.append(element.label.map { name($0) })
      types.append(type)
    }
    return labels.allSatisfy { $0 == nil } ? .tuple(types) : .labeledTuple(labels: labels, elements: types)
  }

  /// `box<Int>()`: a name with generic arguments in an expression names a type, whatever its case (the
  /// compiler says when it names a function instead, whose explicit specialization is not supported).
  private func lowercaseTypeName(_ expr: ExprSyntax) -> TypeNode? {
    guard let node = expr.as(DeclReferenceExprSyntax.self), node.argumentNames == nil else { return nil }
    return .simple(name(node.baseName))
  }

  private func isTypeName(_ token: TokenSyntax) -> Bool {
    guard let first = name(token).first else { return false }
    return first.isUppercase
  }
}
