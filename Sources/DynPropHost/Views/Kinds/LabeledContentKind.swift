import DynPropInterpreter

/// `LabeledContent`: a label beside a value (a form's "Name  Ann" row). `tree` shows the title, with the
/// value as a `Text` under it, so `expect text` sees both (it showed neither, and dropped the content
/// closure's views).
///
/// SwiftUI's initializers: `LabeledContent("Name", value: "Ann")`, `LabeledContent("Price", value: 3.5,
/// format: .currency(code: "USD"))`, `LabeledContent("Count") { Text("3") }` and
/// `LabeledContent { content } label: { Text("Name") }`.
enum LabeledContentKind {
  static let name = "LabeledContent"

  @Sendable static func build(_ args: ViewArguments, _ graph: ViewGraph) throws -> PrimitiveView {
    var shown: [Value] = []
    if let label = args.value("label") { shown.append(try args.rt.callValue(label, [], at: args.location)) }
    if let value = args.value("value") {
      shown.append(.native(PrimitiveView(kind: "Text", text: try valueText(value, args))))
    } else if let content = args.value("content") ?? args.trailingClosure {
      shown.append(try args.rt.callValue(content, [], at: args.location))
    }
    return PrimitiveView(kind: name, text: args.string(nil), label: .native(TupleContent(children: shown)))
  }

  /// The value as the row shows it: through its format style when one is given, else the string itself.
  private static func valueText(_ value: Value, _ args: ViewArguments) throws -> String {
    if let style = args.value("format") {
      return try FormatStyles.format(value, with: style, args.rt, args.location)
    }
    guard case .string(let text) = value else {
      // Without a format, SwiftUI's initializer takes a `StringProtocol` value only.
      throw args.rt.scriptError(
        "initializer 'init(_:value:)' requires that '\(args.rt.typeName(of: value))' conform to 'StringProtocol'",
        at: args.location)
    }
    return text
  }
}
