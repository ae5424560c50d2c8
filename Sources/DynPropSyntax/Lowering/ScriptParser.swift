import DynPropDiagnostics
import SwiftParser
import SwiftSyntax

/// Entry point of the front end: source text in, lowered `ScriptFile` with diagnostics out.
public enum ScriptParser {
  /// Bracket nesting the parser accepts before it stops with a "too much nesting" error.
  ///
  /// swift-syntax's default is 256 in release builds but only 20 in debug builds, which ordinary
  /// SwiftUI code exceeds; a fixed limit keeps debug and release behaviour identical. `DeepStack`
  /// provides the stack this needs.
  static let maximumNestingLevel = 256

  /// Parses and lowers one file. Never throws, never crashes on any input (including invalid UTF-8 replaced
  /// by the caller, NUL bytes, 10,000 nested braces — guard recursion depth and report an error instead of
  /// overflowing the stack).
  public static func parse(source: String, fileName: String) -> ScriptFile {
    DeepStack.run { parseOnCurrentThread(source: source, fileName: fileName) }
  }

  /// True when `text` is a complete input for a REPL: false only when the parse fails because something
  /// is still open at the end of the text (a `{`, `(`, `[` or a string literal/multi-line string not closed).
  /// Used to decide multi-line continuation at the prompt. Decided from the parser's diagnostics
  /// (missing closing token at end of input), not by counting characters. Input the parser gives up on
  /// (nesting deeper than `maximumNestingLevel`, or refused by `BracketRunGuard`) counts as complete,
  /// so the REPL shows the error instead of waiting for more lines.
  public static func isComplete(_ text: String) -> Bool {
    if BracketRunGuard.firstExcess(in: text) != nil { return true }
    return DeepStack.run { Completeness.isComplete(syntaxTree(text)) }
  }

  /// The whole pipeline: parse, collect syntax errors, lower (folding each operator sequence).
  static func parseOnCurrentThread(source: String, fileName: String) -> ScriptFile {
    if let place = BracketRunGuard.firstExcess(in: source) {
      let refusal = BracketRunGuard.diagnostic(fileName: fileName, at: place)
      return ScriptFile(name: fileName, items: [], diagnostics: [refusal])
    }
    let tree = syntaxTree(source)
    let hasDirective = ByteSearch.contains(source, "#sourceLocation")
    let converter =
      hasDirective ? SourceLocationConverter(fileName: fileName, tree: tree) : textConverter(fileName, source)
    let syntax = SyntaxDiagnostics(fileName: fileName, converter: converter)
    var diagnostics = syntax.parserDiagnostics(for: tree)

    let folder = OperatorFolder(tree: tree, source: source)
    diagnostics += folder.declarationErrors.map(syntax.operatorDiagnostic)
    let lowerer = Lowerer(fileName: fileName, converter: converter, folder: folder)
    // Only a file that spells the attribute is walked for it.
    if ByteSearch.contains(source, "_marker") { lowerer.markerProtocols.formUnion(markerProtocols(in: tree)) }
    let items = lowerer.lowerItems(tree.statements)
    diagnostics += lowerer.diagnostics
    var file = ScriptFile(name: fileName, items: items, diagnostics: sortedByLocation(diagnostics))
    file.mentionsPreludeExtras = Self.preludeExtrasNames.contains { ByteSearch.contains(source, $0) }
    // A directive is rare: the whole tree is walked only for a file that spells one.
    if hasDirective {
      file.presumedLines = LineDirectives.read(tree, converter: converter)
    }
    return file
  }

  /// Spellings that need `SwiftPrelude.extrasSource` (every C type name starts with `C` and one of these).
  static let preludeExtrasNames = [
    "TaskLocal", "take()", "using:", "CollectionOfOne", "StaticString", "CChar", "CSignedChar", "CUnsigned",
    "CShort", "CInt", "CLong", "CWideChar", "CFloat", "CDouble", "CBool", "_convert(", "makeIterator",
    "write(to:", "OptionSet", "ObjectIdentifier",
    "MemoryLayout",
  ]

  /// The file's top-level `@_marker protocol` declarations.
  private static func markerProtocols(in tree: SourceFileSyntax) -> [String] {
    tree.statements.compactMap { item in
      guard let proto = item.item.as(ProtocolDeclSyntax.self) else { return nil }
      let isMarker = proto.attributes.contains {
        $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "_marker"
      }
      return isMarker ? proto.name.text : nil
    }
  }

  /// Lines read from the text itself: the same lines and columns as the tree's converter, for a file
  /// without `#sourceLocation`, without walking every token of the tree (a sixth of a parse). swift-syntax
  /// marks this initializer deprecated because it ignores those directives (its one warning here).
  private static func textConverter(_ fileName: String, _ source: String) -> SourceLocationConverter {
    SourceLocationConverter(file: fileName, source: source)
  }

  /// `Parser.parse(source:)` with the fixed nesting limit.
  static func syntaxTree(_ source: String) -> SourceFileSyntax {
    var parser = Parser(source, maximumNestingLevel: maximumNestingLevel)
    return SourceFileSyntax.parse(from: &parser)
  }

  /// Stable sort: diagnostics at the same place keep their order (syntax errors before lowering ones).
  private static func sortedByLocation(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.enumerated().sorted { a, b in
      let left = a.element.location.map { ($0.line, $0.column) } ?? (Int.max, Int.max)
      let right = b.element.location.map { ($0.line, $0.column) } ?? (Int.max, Int.max)
      return left != right ? left < right : a.offset < b.offset
    }.map(\.element)
  }
}
