import DynPropDiagnostics

/// A pattern in `switch`, `if case`, `for case`, `catch` and destructuring `let (a, b) = t`.
public indirect enum Pattern: Sendable {
  case wildcard
  /// Binds a new variable; `isVar` tells `var` from `let`.
  case binding(name: String, isVar: Bool, location: SourceLocation)
  case tuple([Pattern])
  /// `.loaded(let posts)`, `Endpoint.feed`, `.some(let x)`; `arguments` nil when no parentheses.
  case enumCase(type: TypeNode?, name: String, arguments: [(label: String?, pattern: Pattern)]?)
  /// An expression compared with `~=` (literals, ranges, constants).
  case expression(Expr)
  /// `x?`: matches a non-nil optional and binds the inner pattern.
  case optionalSome(Pattern)
  /// `is T`
  case isType(TypeNode)
  /// `let x as T`
  case cast(Pattern, TypeNode)
}
