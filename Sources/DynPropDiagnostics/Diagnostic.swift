/// One message about a script or scenario, with where it happened.
///
/// The same model serves every stage (parse, static check, runtime, scenario), as swift-syntax does, so
/// the shell renders and counts them one way.
public struct Diagnostic: Hashable, Sendable {
  public enum Severity: String, Sendable { case error, warning, note }

  public var severity: Severity
  public var message: String
  public var location: SourceLocation?
  public var notes: [Diagnostic]

  public init(
    _ severity: Severity, _ message: String, at location: SourceLocation?, notes: [Diagnostic] = []
  ) {
    self.severity = severity
    self.message = message
    self.location = location
    self.notes = notes
  }

  public static func error(_ message: String, at location: SourceLocation?) -> Diagnostic {
    Diagnostic(.error, message, at: location)
  }

  /// `file:line:col: error: message`, swiftc's first line.
  public var headline: String {
    let place = location.map { "\($0): " } ?? ""
    return "\(place)\(severity.rawValue): \(message)"
  }
}

/// A batch of diagnostics thrown by a stage that could not go on.
public struct DiagnosticError: Error, Sendable {
  public var diagnostics: [Diagnostic]

  public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }

  public init(_ message: String, at location: SourceLocation?) {
    self.diagnostics = [.error(message, at: location)]
  }
}
