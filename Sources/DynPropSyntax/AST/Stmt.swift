import DynPropDiagnostics

/// A statement of the script language.
public final class Stmt: @unchecked Sendable {
  public let kind: StmtKind
  public let range: SourceRange
  /// For a loop: whether a closure is written inside it, so each iteration needs variables of its own
  /// (a closure made in one iteration keeps that iteration's `i`, as in Swift).
  public let loopHasClosures: Bool

  public init(_ kind: StmtKind, _ range: SourceRange, loopHasClosures: Bool = false) {
    self.kind = kind
    self.range = range
    self.loopHasClosures = loopHasClosures
  }

  public var location: SourceLocation { range.start }
}

/// One clause of an `if`, `guard` or `while` condition list.
public enum Condition: Sendable {
  case expr(Expr)
  /// `let x = e`, `var x = e`, `let x` (shorthand: `value` is nil).
  case optionalBinding(name: String, isVar: Bool, value: Expr?, location: SourceLocation)
  /// `case PATTERN = e`
  case pattern(Pattern, Expr)
  /// `#available(...)`: always true.
  case availability
}

public struct SwitchCase: Sendable {
  /// Empty for `default`.
  public var patterns: [Pattern]
  public var guardExpr: Expr?
  public var body: [Stmt]
  public var isDefault: Bool
  public var location: SourceLocation

  public init(patterns: [Pattern], guardExpr: Expr?, body: [Stmt], isDefault: Bool, location: SourceLocation)
  {
    self.patterns = patterns
    self.guardExpr = guardExpr
    self.body = body
    self.isDefault = isDefault
    self.location = location
  }
}

public struct CatchClause: Sendable {
  /// nil for a bare `catch` (binds `error`).
  public var pattern: Pattern?
  public var guardExpr: Expr?
  public var body: [Stmt]

  public init(pattern: Pattern?, guardExpr: Expr?, body: [Stmt]) {
    self.pattern = pattern
    self.guardExpr = guardExpr
    self.body = body
  }
}

public indirect enum StmtKind: Sendable {
  case expr(Expr)
  /// A local declaration (variable, function, nested type).
  case decl(Decl)
  case `if`(conditions: [Condition], then: [Stmt], else: [Stmt]?)
  case `guard`(conditions: [Condition], else: [Stmt])
  case `while`(label: String?, conditions: [Condition], body: [Stmt])
  case repeatWhile(label: String?, body: [Stmt], condition: Expr)
  /// `isAwait`: `for await x in s` / `for try await x in s` (an `AsyncSequence`, iterated by `next()`).
  case forIn(
    label: String?, pattern: Pattern, sequence: Expr, whereClause: Expr?, body: [Stmt], isAwait: Bool = false)
  case `switch`(label: String?, subject: Expr, cases: [SwitchCase])
  case `return`(Expr?)
  case `break`(label: String?)
  case `continue`(label: String?)
  case `fallthrough`
  /// `yield &x` in a `_modify` accessor (a `_read` accessor's `yield` is lowered to a return).
  case yield(Expr)
  case `throw`(Expr)
  case `defer`([Stmt])
  case `do`(body: [Stmt], catches: [CatchClause])
  /// A nested `{ ... }` that is not a closure (rare; from `do` without catch it is `.do`).
  case block([Stmt])
}
