import DynPropDiagnostics
import SwiftSyntax

/// Attributes (`@State`, `@RemoteData(endpoint: .feed)`, `@MainActor`) and declaration modifiers.
extension Lowerer {
  /// Attributes in source order; arguments are kept when written as an argument list (other argument
  /// forms, such as `@available(iOS 15, *)`, are recorded as an empty list).
  func lowerAttributes(_ list: AttributeListSyntax) -> [Attribute] {
    list.compactMap { element in
      switch element {
      case .attribute(let attribute):
        return Attribute(
          name: attributeName(attribute), arguments: attributeArguments(attribute),
          location: location(attribute.attributeName))
      case .ifConfigDecl(let config):
        if case .attributes(let inner)? = activeElements(config), !inner.isEmpty {
          unsupported("attributes inside '#if'", at: config)
        }
        return nil
      }
    }
  }

  /// Names only, for parameter attributes (`@ViewBuilder`, `@escaping`).
  func attributeNames(_ list: AttributeListSyntax) -> [String] {
    list.compactMap { element in
      if case .attribute(let attribute) = element { return attributeName(attribute) }
      return nil
    }
  }

  private func attributeName(_ attribute: AttributeSyntax) -> String {
    if let identifier = attribute.attributeName.as(IdentifierTypeSyntax.self) { return name(identifier.name) }
    return attribute.attributeName.trimmedDescription
  }

  private func attributeArguments(_ attribute: AttributeSyntax) -> [Argument]? {
    switch attribute.arguments {
    case nil: return nil
    case .argumentList(let list)?: return lowerArguments(list)
    case .implementsArguments(let implements)?:
      // `@_implements(P, f(x:y:))`: the protocol and the requirement's base name, as identifiers.
      return [
        Argument(
          label: nil, value: Expr(.identifier(implements.type.trimmedDescription), range(implements.type))),
        Argument(
          label: nil,
          value: Expr(.identifier(implements.declName.baseName.text), range(implements.declName))),
      ]
    default: return []
    }
  }

  /// Modifiers that change meaning; access control other than `private` and modifiers without run-time
  /// meaning (`public`, `indirect`, `nonisolated`, ...) are accepted and dropped.
  /// `private(set)` restricts only the setter and is not recorded as `private`.
  func lowerModifiers(_ list: DeclModifierListSyntax) -> Modifiers {
    var modifiers: Modifiers = []
    for modifier in list {
      guard case .keyword(let keyword) = modifier.name.tokenKind else { continue }
      if keyword == .private, modifier.detail != nil { continue }
      if let flag = Self.modifierFlags[keyword] { modifiers.insert(flag) }
    }
    return modifiers
  }

  private static let modifierFlags: [Keyword: Modifiers] = [
    .static: .static, .class: .class, .mutating: .mutating, .nonmutating: .nonmutating,
    .override: .override, .lazy: .lazy, .final: .final, .weak: .weak, .private: .private,
    .required: .required, .convenience: .convenience, .unowned: .unowned, .fileprivate: .fileprivate,
    .indirect: .indirect,
  ]
}
