import DynPropDiagnostics
import SwiftSyntax

/// Functions, initializers, subscripts and their parameters.
extension Lowerer {
  func lowerFunction(_ node: FunctionDeclSyntax) -> Decl {
    let signature = node.signature
    let isOperator = node.name.tokenKind.isOperatorName
    let function = FunctionDecl(
      name: Self.operatorFunctionName(name(node.name), fixity: isOperator ? fixity(node.modifiers) : nil),
      params: lowerParams(signature.parameterClause.parameters, labeledByDefault: !isOperator),
      result: signature.returnClause.map { lowerType($0.type) }, body: node.body.map(lowerBlock),
      modifiers: lowerModifiers(node.modifiers), attributes: lowerAttributes(node.attributes),
      genericParams: lowerGenericParams(node.genericParameterClause, where: node.genericWhereClause),
      isAsync: signature.effectSpecifiers?.asyncSpecifier != nil,
      isThrowing: signature.effectSpecifiers?.throwsClause != nil)
    return Decl(.function(function), location: location(node.name), range: range(node))
  }

  /// An operator function's name carries its fixity (`prefix -`, `postfix %`), so that `-v` and `a - b`
  /// find different functions; infix operators keep their plain name (`+`, `**`).
  static func operatorFunctionName(_ name: String, fixity: String?) -> String {
    guard let fixity, fixity != "infix" else { return name }
    return "\(fixity) \(name)"
  }

  private func fixity(_ modifiers: DeclModifierListSyntax) -> String? {
    modifiers.lazy.map(\.name.text).first { $0 == "prefix" || $0 == "postfix" || $0 == "infix" }
  }

  /// `init`, `init?`, `init!`, `convenience init`, `required init`; generic parameters are not kept.
  func lowerInitializer(_ node: InitializerDeclSyntax) -> Decl {
    let signature = node.signature
    let initializer = InitDecl(
      params: lowerParams(signature.parameterClause.parameters, labeledByDefault: true),
      body: node.body.map(lowerBlock), isFailable: node.optionalMark != nil,
      modifiers: lowerModifiers(node.modifiers), attributes: lowerAttributes(node.attributes),
      isThrowing: signature.effectSpecifiers?.throwsClause != nil)
    return Decl(.initializer(initializer), location: location(node.initKeyword), range: range(node))
  }

  func lowerSubscript(_ node: SubscriptDeclSyntax) -> Decl {
    let subscriptDecl = SubscriptDecl(
      params: lowerParams(node.parameterClause.parameters, labeledByDefault: false),
      result: lowerType(node.returnClause.type),
      accessors: node.accessorBlock.map(lowerAccessors) ?? Accessors(isRequirement: true),
      modifiers: lowerModifiers(node.modifiers),
      genericParams: lowerGenericParams(node.genericParameterClause, where: node.genericWhereClause))
    return Decl(.subscript(subscriptDecl), location: location(node.subscriptKeyword), range: range(node))
  }

  /// Function and init parameters have an argument label by default; subscript parameters only when a
  /// second name is written (`subscript(index i: Int)`).
  func lowerParams(_ list: FunctionParameterListSyntax, labeledByDefault: Bool) -> [Param] {
    list.map { parameter in
      let first = parameter.firstName
      let label = labeledByDefault || parameter.secondName != nil ? argumentLabel(first) : nil
      var param = Param(
        label: label, name: name(parameter.secondName ?? first), type: nil,
        defaultValue: parameter.defaultValue.map { lowerExpr($0.value) },
        isVariadic: parameter.ellipsis != nil, location: location(first))
      applyAttributes(attributeNames(parameter.attributes), to: &param)
      param.type = lowerParamType(parameter.type, into: &param)
      return param
    }
  }

  /// The parameter's type without `inout` and attributes, which are recorded on the parameter instead.
  private func lowerParamType(_ type: TypeSyntax, into param: inout Param) -> TypeNode {
    guard let attributed = type.as(AttributedTypeSyntax.self) else { return lowerType(type) }
    for specifier in attributed.specifiers {
      if case .simpleTypeSpecifier(let simple) = specifier, simple.specifier.tokenKind == .keyword(.inout) {
        param.isInout = true
      }
    }
    applyAttributes(attributeNames(attributed.attributes), to: &param)
    return lowerParamType(attributed.baseType, into: &param)
  }

  /// `@escaping` and `@autoclosure` set flags; other attributes (`@ViewBuilder`) are listed by name.
  private func applyAttributes(_ names: [String], to param: inout Param) {
    for name in names {
      switch name {
      case "escaping": param.isEscaping = true
      case "autoclosure": param.isAutoclosure = true
      default: param.attributes.append(name)
      }
    }
  }
}

extension TokenKind {
  /// `func +`, `func **`: the declared name is an operator, not an identifier.
  var isOperatorName: Bool {
    switch self {
    case .binaryOperator, .prefixOperator, .postfixOperator: return true
    default: return false
    }
  }
}
