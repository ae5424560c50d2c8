import DynPropDiagnostics
import SwiftSyntax

/// Declaration lowering: the dispatch, nominal types, extensions and the small declarations.
///
/// A declaration's `location` is its name token (the `init`/`deinit`/`subscript` keyword, an extension's
/// type); its `range` covers the whole declaration including attributes.
extension Lowerer {
  /// One declaration becomes zero (unsupported), one, or several (`var a = 1, b = 2`) `Decl`s.
  func lowerDecl(_ decl: DeclSyntax) -> [Decl] {
    nested(decl, []) {
      switch decl.as(DeclSyntaxEnum.self) {
      case .structDecl(let node): return [lowerNominal(.struct, node, generics: node.genericParameterClause)]
      case .classDecl(let node): return [lowerNominal(.class, node, generics: node.genericParameterClause)]
      case .enumDecl(let node): return [lowerNominal(.enum, node, generics: node.genericParameterClause)]
      case .actorDecl(let node): return [lowerNominal(.actor, node, generics: node.genericParameterClause)]
      case .protocolDecl(let node): return [lowerProtocol(node)]
      case .extensionDecl(let node): return [lowerExtension(node)]
      case .variableDecl(let node): return lowerVariable(node)
      case .functionDecl(let node): return [lowerFunction(node)]
      case .initializerDecl(let node): return [lowerInitializer(node)]
      case .deinitializerDecl(let node):
        let body = node.body.map(lowerBlock) ?? []
        return [Decl(.deinitializer(body), location: location(node.deinitKeyword), range: range(node))]
      case .subscriptDecl(let node): return [lowerSubscript(node)]
      case .enumCaseDecl(let node): return [lowerEnumCase(node)]
      default: return lowerSmallDecl(decl)
      }
    }
  }

  /// Type aliases, associated types, imports, `#Preview`, and everything outside the subset.
  private func lowerSmallDecl(_ decl: DeclSyntax) -> [Decl] {
    switch decl.as(DeclSyntaxEnum.self) {
    case .typeAliasDecl(let node):
      let kind = DeclKind.typeAlias(name: name(node.name), type: lowerType(node.initializer.value))
      return [Decl(kind, location: location(node.name), range: range(node))]
    case .associatedTypeDecl(let node):
      let kind = DeclKind.associatedType(
        name(node.name), default: node.initializer.map { lowerType($0.value) })
      return [Decl(kind, location: location(node.name), range: range(node))]
    case .importDecl(let node):
      let module = node.path.map { name($0.name) }.joined(separator: ".")
      let place = node.path.first.map { location($0) } ?? location(node)
      return [Decl(.import(module: module), location: place, range: range(node))]
    case .macroExpansionDecl(let node):
      guard node.macroName.text == "Preview" else {
        unsupported("macro '#\(node.macroName.text)'", at: node)
        return []
      }
      return [Decl(.ignored("#Preview"), location: location(node.macroName), range: range(node))]
    case .missingDecl: return []
    case .operatorDecl, .precedenceGroupDecl:
      // Their meaning (fixity, precedence, associativity) was applied when the file's operators were folded.
      return [Decl(.ignored("operator"), location: location(decl), range: range(decl))]
    default:
      reportUnsupportedDecl(decl)
      return []
    }
  }

  private func reportUnsupportedDecl(_ decl: DeclSyntax) {
    switch decl.as(DeclSyntaxEnum.self) {
    case .macroDecl: unsupported("macro declarations", at: decl)
    case .poundSourceLocation: break  // read by `LineDirectives` for `#file` and `#line`
    case .editorPlaceholderDecl: error("editor placeholder in source file", at: decl)
    default: unsupported("declaration '\(decl.kind)'", at: decl)
    }
  }

  /// struct, class, enum, actor, protocol. A `PreviewProvider` conformer is ignored with its body.
  private func lowerNominal(
    _ kind: TypeDecl.Kind, _ node: some DeclGroupSyntax & NamedDeclSyntax,
    generics: GenericParameterClauseSyntax?, primaryAssociatedTypes: [String] = []
  ) -> Decl {
    let inherited = lowerInherited(node.inheritanceClause)
    let place = location(node.name)
    if inherited.contains(where: { $0.baseName == "PreviewProvider" }) {
      return Decl(.ignored("PreviewProvider"), location: place, range: range(node))
    }
    var type = TypeDecl(
      kind: kind, name: name(node.name), genericParams: lowerGenericParams(generics), inherited: inherited,
      attributes: lowerAttributes(node.attributes), modifiers: lowerModifiers(node.modifiers),
      members: lowerMembers(node.memberBlock))
    type.primaryAssociatedTypes = primaryAssociatedTypes
    return Decl(.type(type), location: place, range: range(node))
  }

  private func lowerProtocol(_ node: ProtocolDeclSyntax) -> Decl {
    let primary = node.primaryAssociatedTypeClause?.primaryAssociatedTypes.map { name($0.name) } ?? []
    return lowerNominal(.protocol, node, generics: nil, primaryAssociatedTypes: primary)
  }

  private func lowerExtension(_ node: ExtensionDeclSyntax) -> Decl {
    let kind = DeclKind.extension(
      extended: lowerType(node.extendedType), inherited: lowerInherited(node.inheritanceClause),
      members: lowerMembers(node.memberBlock), requirements: lowerRequirements(node.genericWhereClause))
    return Decl(kind, location: location(node.extendedType), range: range(node))
  }

  func lowerMembers(_ block: MemberBlockSyntax) -> [Decl] {
    block.members.flatMap { member -> [Decl] in
      // `#if os(iOS)` around members: the active clause's members.
      if let config = member.decl.as(IfConfigDeclSyntax.self) {
        guard case .decls(let members)? = activeElements(config) else { return [] }
        return members.flatMap { lowerDecl($0.decl) }
      }
      return lowerDecl(member.decl)
    }
  }

  /// `case a, b(Int), c(label: String) = ...`: one declaration holding every element.
  private func lowerEnumCase(_ node: EnumCaseDeclSyntax) -> Decl {
    let elements = node.elements.map { element in
      var lowered = EnumCaseElement(
        name: name(element.name),
        associated: element.parameterClause.map { clause in
          clause.parameters.map { (label: argumentLabel($0.firstName), type: lowerType($0.type)) }
        },
        rawValue: element.rawValue.map { lowerExpr($0.value) }, location: location(element.name))
      lowered.associatedDefaults =
        element.parameterClause?.parameters.map { $0.defaultValue.map { lowerExpr($0.value) } } ?? []
      lowered.isIndirect = lowerModifiers(node.modifiers).contains(.indirect)
      return lowered
    }
    let place = node.elements.first.map { location($0.name) } ?? location(node.caseKeyword)
    return Decl(.enumCase(elements), location: place, range: range(node))
  }
}
