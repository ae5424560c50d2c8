import DynPropDiagnostics
import DynPropSyntax

/// Applying a format style (`\(x, format: .number)`, `x.formatted(.percent)`, `Text(x, format:)`): the
/// style is a host value whose `format(_:)` does the work; `format:` arguments are typed as `FormatStyle`
/// so that `.number` and `.currency(code:)` resolve as Foundation's static members.
public enum FormatStyles {
  public static let type = TypeNode.simple("FormatStyle")

  public static func format(_ value: Value, with style: Value, _ rt: Interpreter, _ location: SourceLocation)
    throws -> String
  {
    if case .native(let object) = style,
      case .string(let text)? = try object.call("format", labels: [nil], arguments: [value], in: rt)
    {
      return text
    }
    throw rt.scriptError(
      "not supported yet: formatting with a value of type '\(rt.typeName(of: style))' as a format style",
      at: location)
  }
}

extension FormatStyles {
  /// `.number.precision(.fractionLength(2))` where a format style is expected: the implicit member at the
  /// root of the chain is a static member of `FormatStyle` (Swift finds it through the contextual type).
  static func rooted(_ expr: Expr) -> Expr { expr.rooted(at: Expr(.identifier("FormatStyle"), expr.range)) }
}
