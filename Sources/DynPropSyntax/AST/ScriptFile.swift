import DynPropDiagnostics

/// A parsed and lowered component script: its top-level items in source order.
///
/// Parsing never throws (swift-syntax keeps errors in the tree); `diagnostics` holds every syntax error
/// and every construct outside the supported subset, each with its location. A file with any error
/// diagnostic must not be run (CONTRACT §7.1: nothing from a failing `load` is kept).
public struct ScriptFile: Sendable {
  public var name: String
  public var items: [Stmt]
  public var diagnostics: [Diagnostic]
  /// The `#sourceLocation` directives' mapping of its lines (for `#file` and `#line`).
  public var presumedLines = PresumedLines()
  /// Whether the text names something of the interpreter's Swift prelude extras (`TaskLocal`,
  /// `take()`, a `using:` generator), which are compiled only then.
  public var mentionsPreludeExtras = false

  public init(name: String, items: [Stmt], diagnostics: [Diagnostic]) {
    self.name = name
    self.items = items
    self.diagnostics = diagnostics
  }

  public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
