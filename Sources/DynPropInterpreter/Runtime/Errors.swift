import DynPropDiagnostics

/// The simulated app crashed (nil unwrap, index out of range, `fatalError`, exhausted budget…).
///
/// A crash is an event, not a tool failure (CONTRACT §1): the host tears the tree down and the shell
/// goes on. `message` is exactly Swift's wording (CONTRACT §5).
public struct ScriptCrash: Error {
  public var message: String
  public var location: SourceLocation?
  /// Innermost first: `at PostsView.body (posts.swift:12:9)`.
  public var backtrace: [String]

  public init(_ message: String, at location: SourceLocation?, backtrace: [String] = []) {
    self.message = message
    self.location = location
    self.backtrace = backtrace
  }
}

/// A Swift `throw` travelling up to the nearest `catch`.
public struct ThrownError: Error {
  public var value: Value
  public init(_ value: Value) { self.value = value }
}

/// A failing optional-chain link: unwinds to the chain's boundary, which yields nil.
struct OptionalChainNil: Error {}

/// A run-time error that is the script's fault but not a crash of the simulated app (e.g. a use of a
/// construct only detectable when running). Reported as a script error (exit 65).
public struct ScriptRuntimeError: Error {
  public var diagnostic: Diagnostic
  public init(_ message: String, at location: SourceLocation?) {
    diagnostic = .error(message, at: location)
  }
}
