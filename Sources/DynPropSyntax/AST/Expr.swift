import DynPropDiagnostics

/// An expression of the script language, lowered from swift-syntax with operators already folded.
public final class Expr: @unchecked Sendable {
  public let kind: ExprKind
  public let range: SourceRange

  public init(_ kind: ExprKind, _ range: SourceRange) {
    self.kind = kind
    self.range = range
  }

  public var location: SourceLocation { range.start }

  /// This chain `.a().b` with its leading implicit member applied to `base` (`base.a().b`): a postfix
  /// `#if` clause's modifiers on their base, or `.number.precision(…)` on the contextual type.
  public func rooted(at base: Expr) -> Expr {
    switch kind {
    case .implicitMember(let name): return Expr(.member(base: base, name: name), range)
    case .member(let inner, let name): return Expr(.member(base: inner.rooted(at: base), name: name), range)
    case .call(let callee, let arguments):
      return Expr(.call(callee: callee.rooted(at: base), arguments: arguments), range)
    case .subscript(let inner, let arguments):
      return Expr(.subscript(base: inner.rooted(at: base), arguments: arguments), range)
    case .optionalChain(let inner): return Expr(.optionalChain(inner.rooted(at: base)), range)
    case .forceUnwrap(let inner): return Expr(.forceUnwrap(inner.rooted(at: base)), range)
    default: return self
    }
  }
}

extension Expr {
  /// `.rect(w: 2, h: 3)`, `.init(x).y`: an expression whose type comes from its context.
  public var startsWithImplicitMember: Bool {
    switch kind {
    case .implicitMember: return true
    case .member(let base, _), .subscript(let base, _), .optionalChain(let base), .forceUnwrap(let base):
      return base.startsWithImplicitMember
    case .call(let callee, _): return callee.startsWithImplicitMember
    // `(.b, "b")` among `[(Key.a, "A"), (.b, "b")]`: a tuple with such an element.
    case .tuple(let elements) where elements.count > 1:
      return elements.contains { $0.value.startsWithImplicitMember }
    default: return false
    }
  }
}

/// A call or subscript argument: `label: value`; `isTrailingClosure` marks `{ ... }` after the parens.
public struct Argument: Sendable {
  public var label: String?
  public var value: Expr
  public var isTrailingClosure: Bool

  public init(label: String?, value: Expr, isTrailingClosure: Bool = false) {
    self.label = label
    self.value = value
    self.isTrailingClosure = isTrailingClosure
  }
}

/// A piece of a string literal: literal text (escapes already processed) or an interpolated expression.
public enum StringPart: Sendable {
  case text(String)
  case interpolation(Expr)
  /// `\(price, specifier: "%.2f")`, `\(amount, format: .number)`: a value with one labelled format argument
  /// (SwiftUI's `LocalizedStringKey` interpolations).
  case formatted(Expr, label: String, argument: Expr)
}

/// A closure parameter: `x`, `x: Int`, `_`; `$x` for `ForEach($items) { $item in }`.
public struct ClosureParam: Sendable {
  public var name: String
  public var type: TypeNode?
  public var location: SourceLocation

  public init(name: String, type: TypeNode?, location: SourceLocation) {
    self.name = name
    self.type = type
    self.location = location
  }
}

/// `{ [captures] (params) -> Result in body }`.
public struct ClosureExpr: Sendable {
  public var params: [ClosureParam]
  public var body: [Stmt]
  public var captureList: [CaptureItem]
  /// How many `$0`, `$1`… the body uses directly (0 when it names its parameters).
  public var anonymousParams: Int
  /// The result type written in the signature (`-> Bool`), if any.
  public var result: TypeNode?

  public init(
    params: [ClosureParam], body: [Stmt], captureList: [CaptureItem], anonymousParams: Int, result: TypeNode?
  ) {
    self.params = params
    self.body = body
    self.captureList = captureList
    self.anonymousParams = anonymousParams
    self.result = result
  }
}

/// An entry of a closure's capture list: `[count]`, `[weak self]`, `[unowned self]`, `[total = a + b]`.
/// The value is evaluated when the closure is created; a `weak` capture is an Optional inside.
public struct CaptureItem: Sendable {
  public var name: String
  public var ownership: ReferenceOwnership
  public var isWeak: Bool { ownership == .weak }
  /// `[x = expr]`; nil captures the variable of the same name.
  public var value: Expr?
  public var location: SourceLocation

  public init(name: String, ownership: ReferenceOwnership, value: Expr?, location: SourceLocation) {
    self.name = name
    self.ownership = ownership
    self.value = value
    self.location = location
  }
}

public enum CastKind: String, Sendable {
  case `is`
  case asForced = "as!"
  case asOptional = "as?"
  case asCoerce = "as"
}

public enum TryKind: String, Sendable {
  case plain = "try"
  case optional = "try?"
  case forced = "try!"
}

public indirect enum ExprKind: Sendable {
  case intLiteral(Int)
  /// An integer literal past `Int.max` that fits `UInt64`: only an unsigned or floating context takes it.
  case unsignedLiteral(UInt64)
  case floatLiteral(Double)
  case boolLiteral(Bool)
  case nilLiteral
  case stringLiteral([StringPart])
  case arrayLiteral([Expr])
  /// `[:]` is an empty list.
  case dictionaryLiteral([(key: Expr, value: Expr)])
  /// A bare name: a variable, a type, a function, `self`, `Self`, `super`, `$0`, `_x`, `$x`.
  case identifier(String)
  /// `base.name`; tuple elements use their index as name (`t.0`).
  case member(base: Expr, name: String)
  /// `.name`, resolved against the contextual type.
  case implicitMember(String)
  case call(callee: Expr, arguments: [Argument])
  case `subscript`(base: Expr, arguments: [Argument])
  case closure(ClosureExpr)
  case binary(op: String, lhs: Expr, rhs: Expr)
  case prefix(op: String, operand: Expr)
  /// Postfix operators other than `!`/`?` (e.g. `...` in `5...`).
  case postfix(op: String, operand: Expr)
  case assign(target: Expr, value: Expr)
  /// `a += b` and friends; `op` is the operator without `=` (`+`).
  case compoundAssign(op: String, target: Expr, value: Expr)
  case ternary(condition: Expr, then: Expr, else: Expr)
  case forceUnwrap(Expr)
  /// `base?` inside an optional chain; the chain ends at the nearest `optionalChainBoundary`.
  case optionalChain(Expr)
  /// Wraps the outermost expression of a postfix chain that contains `optionalChain`.
  case optionalChainBoundary(Expr)
  case cast(Expr, CastKind, TypeNode)
  case tuple([(label: String?, value: Expr)])
  /// `\Type.a.b` or `\.a.b`.
  case keyPath(root: TypeNode?, components: [String])
  case `try`(Expr, TryKind)
  case await(Expr)
  /// `&x` passed to an `inout` parameter.
  case inoutArg(Expr)
  /// `_` as an assignment target.
  case discard
  /// A type used as a value where the syntax says so: `[Post].self` (with `.member("self")` around it),
  /// `Int?.self`, generic specialisation `Foo<Int>`.
  case type(TypeNode)
  /// `if`/`switch` used as an expression (Swift 5.9); each branch's last expression is its value.
  case ifExpr(Stmt)
  case switchExpr(Stmt)
  /// `#file`, `#line`, `#function` and similar.
  case magicLiteral(String)
}
