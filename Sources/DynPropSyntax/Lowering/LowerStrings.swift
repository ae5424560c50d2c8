import DynPropDiagnostics
import SwiftSyntax

/// String literal lowering: segments, interpolation and escape processing.
///
/// The parser has already removed a multi-line literal's indentation, its first and last line breaks
/// and escaped line breaks (`\` at the end of a line) from the segments; what is left is the literal
/// text with escapes still written out.
extension Lowerer {
  func lowerString(_ node: StringLiteralExprSyntax) -> ExprKind {
    let pounds = node.openingPounds?.text.count ?? 0
    let isMultiline = node.openingQuote.tokenKind == .multilineStringQuote
    var parts: [StringPart] = []
    var text = ""
    for segment in node.segments {
      switch segment {
      case .stringSegment(let piece):
        text += StringEscapes.unescape(piece.content.text, pounds: pounds, normalizeNewlines: isMultiline)
      case .expressionSegment(let interpolation):
        if !text.isEmpty { parts.append(.text(text)) }
        text = ""
        parts.append(interpolationPart(interpolation))
      }
    }
    if !text.isEmpty || parts.isEmpty { parts.append(.text(text)) }
    return .stringLiteral(parts)
  }

  /// `\(x)`, or `\(x, specifier: "%.2f")` / `\(x, format: .number)`; any other shape is an error, not a
  /// silently dropped argument.
  private func interpolationPart(_ node: ExpressionSegmentSyntax) -> StringPart {
    let items = Array(node.expressions)
    guard let first = items.first else { return .text("") }
    let value = lowerExpr(first.expression)
    if items.count == 1, first.label == nil { return .interpolation(value) }
    if items.count == 2, first.label == nil, let label = items[1].label?.text,
      ["specifier", "format"].contains(label)
    {
      return .formatted(value, label: label, argument: lowerExpr(items[1].expression))
    }
    unsupported(
      "string interpolation with these arguments (\\(x), \\(x, specifier:) and \\(x, format:) are)", at: node)
    return .interpolation(value)
  }
}

/// Resolves the escape sequences of string literal text (`\n`, `\t`, `\r`, `\0`, `\\`, `\"`, `\'`,
/// `\u{...}`); in raw strings `#"..."#` an escape needs as many `#` after the backslash as the delimiter.
enum StringEscapes {
  static func unescape(_ raw: String, pounds: Int, normalizeNewlines: Bool) -> String {
    guard raw.contains("\\") || (normalizeNewlines && raw.contains("\r")) else { return raw }
    let scalars = Array(raw.unicodeScalars)
    var out = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\\", let (resolved, next) = escape(in: scalars, at: index + 1, pounds: pounds) {
        out.append(contentsOf: resolved)
        index = next
      } else if scalar == "\r", normalizeNewlines {
        out.append("\n")
        index += index + 1 < scalars.count && scalars[index + 1] == "\n" ? 2 : 1
      } else {
        out.append(scalar)
        index += 1
      }
    }
    return String(out)
  }

  /// The escape starting after a backslash at `start`: its value and the index after it, or nil when the
  /// backslash is literal text (a raw string without enough `#`).
  private static func escape(
    in scalars: [Unicode.Scalar], at start: Int, pounds: Int
  ) -> ([Unicode.Scalar], Int)? {
    var index = start
    for _ in 0..<pounds {
      guard index < scalars.count, scalars[index] == "#" else { return nil }
      index += 1
    }
    guard index < scalars.count else { return nil }
    switch scalars[index] {
    case "n": return (["\n"], index + 1)
    case "t": return (["\t"], index + 1)
    case "r": return (["\r"], index + 1)
    case "0": return (["\0"], index + 1)
    case "\\", "\"", "'": return ([scalars[index]], index + 1)
    case "u": return unicodeEscape(in: scalars, at: index + 1)
    default: return nil
    }
  }

  /// `{1F600}` after `\u`.
  private static func unicodeEscape(in scalars: [Unicode.Scalar], at start: Int) -> ([Unicode.Scalar], Int)? {
    guard start < scalars.count, scalars[start] == "{" else { return nil }
    var index = start + 1
    var hex = ""
    while index < scalars.count, scalars[index] != "}" {
      hex.unicodeScalars.append(scalars[index])
      index += 1
    }
    guard index < scalars.count, let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) else {
      return nil
    }
    return ([scalar], index + 1)
  }
}
