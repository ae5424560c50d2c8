import DynPropDiagnostics
import SwiftSyntax

/// Numeric literals, key paths and `#file`-style magic literals.
extension Lowerer {
  /// Magic identifiers that lower to `.magicLiteral`; every other `#name` is an unsupported macro.
  static let magicLiterals: Set<String> = [
    "file", "fileID", "filePath", "line", "column", "function", "dsohandle",
  ]

  /// `10_000`, `0xFF`, `0b1010`, `0o7`; with `negative` the literal is the operand of a prefix `-`.
  /// A value past `Int.max` that fits `UInt64` waits for its context; one outside both is reported (at
  /// `reportAt`) and lowered as 0.
  func lowerInteger(
    _ literal: IntegerLiteralExprSyntax, negative: Bool, reportAt node: some SyntaxProtocol
  ) -> ExprKind {
    let written = literal.literal.text
    let digits = written.filter { $0 != "_" }
    let (radix, body) = Self.radixAndDigits(digits)
    if let value = Int((negative ? "-" : "") + body, radix: radix) { return .intLiteral(value) }
    if !negative, let value = UInt64(body, radix: radix) { return .unsignedLiteral(value) }
    let shown = (negative ? "-" : "") + digits
    error("integer literal '\(shown)' overflows when stored into 'Int'", at: node)
    return .intLiteral(0)
  }

  private static func radixAndDigits(_ text: String) -> (Int, String) {
    for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where text.hasPrefix(prefix) {
      return (radix, String(text.dropFirst(2)))
    }
    return (10, text)
  }

  /// `0.5`, `1e3`, `0x1p4`, `1_000.5`.
  func lowerFloat(_ literal: FloatLiteralExprSyntax, negative: Bool) -> ExprKind {
    let text = literal.literal.text.filter { $0 != "_" }
    guard let value = Double(text) else {
      error("invalid floating-point literal '\(literal.literal.text)'", at: literal)
      return .floatLiteral(0)
    }
    return .floatLiteral(negative ? -value : value)
  }

  /// `\Type.a.b`, `\.a`, `\.self`; optional-chaining and subscript components are outside the subset.
  func lowerKeyPath(_ node: KeyPathExprSyntax) -> ExprKind {
    var components: [String] = []
    for component in node.components {
      switch component.component {
      case .property(let property):
        components.append(referenceName(property.declName))
      case .optional:
        unsupported("optional chaining in key paths", at: component)
      case .subscript:
        unsupported("subscripts in key paths", at: component)
      default:
        unsupported("method references in key paths", at: component)
      }
    }
    return .keyPath(root: node.root.map(lowerType), components: components)
  }

  /// `#file`, `#line`, `#function` and friends; `#colorLiteral(red:green:blue:alpha:)` (Xcode's colour
  /// well) is the colour `Color(red:green:blue:opacity:)`; any other macro is reported by name.
  func lowerMacroExpr(_ node: MacroExpansionExprSyntax) -> ExprKind {
    let macro = node.macroName.text
    if Self.magicLiterals.contains(macro) { return .magicLiteral("#" + macro) }
    if macro == "colorLiteral" {
      let arguments = lowerArguments(node.arguments).map { argument in
        argument.label == "alpha" ? Argument(label: "opacity", value: argument.value) : argument
      }
      return .call(callee: Expr(.type(.simple("Color")), range(node)), arguments: arguments)
    }
    unsupported("macro '#\(macro)'", at: node)
    return Self.errorKind
  }
}
