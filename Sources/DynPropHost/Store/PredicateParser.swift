import DynPropInterpreter

/// Parses an `NSPredicate` format string of the supported subset (see `FetchPredicate`), binding
/// `%@`/`%d`/`%K` arguments in order. Anything else is an error message, never a crash.
struct PredicateParser {
  enum Token: Equatable {
    case word(String)
    case symbol(String)
    case string(String)
    case number(Double, isInt: Bool)
    case placeholder(String)
    case options(String)
  }

  struct Failure: Error { let message: String }

  private var tokens: [Token]
  private var position = 0
  private var arguments: [Value]

  static func parse(_ format: String, arguments: [Value]) throws -> FetchPredicate {
    var parser = PredicateParser(tokens: try PredicateLexer.tokens(format), arguments: arguments)
    let predicate = try parser.orExpression()
    if let extra = parser.peek { throw Failure(message: "unexpected \(describe(extra))") }
    if !parser.arguments.isEmpty {
      throw Failure(message: "\(parser.arguments.count) argument(s) left over (more arguments than %@)")
    }
    return predicate
  }

  private init(tokens: [Token], arguments: [Value]) {
    self.tokens = tokens
    self.arguments = arguments
  }

  private var peek: Token? { position < tokens.count ? tokens[position] : nil }

  private mutating func next() -> Token? {
    defer { position += 1 }
    return peek
  }

  private func isKeyword(_ token: Token?, _ names: Set<String>) -> Bool {
    if case .word(let w)? = token { return names.contains(w.uppercased()) }
    if case .symbol(let s)? = token { return names.contains(s) }
    return false
  }

  private mutating func orExpression() throws -> FetchPredicate {
    var result = try andExpression()
    while isKeyword(peek, ["OR", "||"]) {
      position += 1
      result = .or(result, try andExpression())
    }
    return result
  }

  private mutating func andExpression() throws -> FetchPredicate {
    var result = try notExpression()
    while isKeyword(peek, ["AND", "&&"]) {
      position += 1
      result = .and(result, try notExpression())
    }
    return result
  }

  private mutating func notExpression() throws -> FetchPredicate {
    if isKeyword(peek, ["NOT", "!"]) {
      position += 1
      return .not(try notExpression())
    }
    return try primary()
  }

  private mutating func primary() throws -> FetchPredicate {
    if peek == .symbol("(") {
      position += 1
      let inner = try orExpression()
      guard next() == .symbol(")") else { throw Failure(message: "missing ')'") }
      return inner
    }
    if isKeyword(peek, ["TRUEPREDICATE"]) || isKeyword(peek, ["FALSEPREDICATE"]) {
      return .constant(isKeyword(next(), ["TRUEPREDICATE"]))
    }
    return try comparison()
  }

  private mutating func comparison() throws -> FetchPredicate {
    let left = try operand()
    guard let opToken = next() else { throw Failure(message: "expected an operator at the end") }
    guard let op = Self.operatorFor(opToken) else {
      throw Failure(message: "expected an operator, found \(Self.describe(opToken))")
    }
    var folding = false
    if case .options(let flags)? = peek {
      position += 1
      folding = flags.contains("c")
    }
    let right = try operand()
    switch (left, right) {
    case (.key(let key), .constant(let value)):
      return .compare(key: key, op: op, value: value, caseInsensitive: folding)
    case (.constant(let value), .key(let key)) where op.flipped != nil:
      return .compare(key: key, op: op.flipped!, value: value, caseInsensitive: folding)
    default:
      throw Failure(message: "a comparison needs one key and one constant")
    }
  }

  private enum Operand {
    case key([String])
    case constant(Value)
  }

  private mutating func operand() throws -> Operand {
    guard let token = next() else { throw Failure(message: "expected a key or a value at the end") }
    switch token {
    case .string(let s): return .constant(.string(s))
    case .number(let d, let isInt): return .constant(isInt ? .int(Int(d)) : .double(d))
    case .placeholder(let kind): return try placeholder(kind)
    case .word(let w):
      switch w.uppercased() {
      case "TRUE", "YES": return .constant(.bool(true))
      case "FALSE", "NO": return .constant(.bool(false))
      case "NIL", "NULL": return .constant(.none)
      default:
        if Self.keywords.contains(w.uppercased()) { throw Failure(message: "unexpected '\(w)'") }
        return .key(w.split(separator: ".").map(String.init))
      }
    default: throw Failure(message: "unexpected \(Self.describe(token))")
    }
  }

  private mutating func placeholder(_ kind: String) throws -> Operand {
    guard !arguments.isEmpty else { throw Failure(message: "'%\(kind)' has no matching argument") }
    let value = arguments.removeFirst()
    if kind == "K" {
      guard case .string(let key) = value else { throw Failure(message: "'%K' needs a String key") }
      return .key(key.split(separator: ".").map(String.init))
    }
    if case .keyPath(let path) = value { return .key(path.components) }
    return .constant(value)
  }

  private static let keywords: Set<String> = [
    "AND", "OR", "NOT", "CONTAINS", "BEGINSWITH", "ENDSWITH", "IN", "LIKE", "MATCHES", "BETWEEN",
  ]

  private static func operatorFor(_ token: Token) -> FetchPredicate.Operator? {
    switch token {
    case .symbol(let s):
      let aliases = ["=": "==", "<>": "!=", "=<": "<=", "=>": ">="]
      return FetchPredicate.Operator(rawValue: aliases[s] ?? s)
    case .word(let w):
      let upper = w.uppercased()
      return ["AND", "OR", "NOT"].contains(upper) ? nil : FetchPredicate.Operator(rawValue: upper)
    default: return nil
    }
  }

  static func describe(_ token: Token) -> String {
    switch token {
    case .word(let w): return "'\(w)'"
    case .symbol(let s): return "'\(s)'"
    case .string(let s): return "the string '\(s)'"
    case .number(let d, let isInt): return isInt ? "'\(Int(d))'" : "'\(d)'"
    case .placeholder(let p): return "'%\(p)'"
    case .options(let o): return "'[\(o)]'"
    }
  }
}

extension FetchPredicate.Operator {
  /// The operator with its operands swapped (`5 < x` is `x > 5`); nil for string operators.
  var flipped: FetchPredicate.Operator? {
    switch self {
    case .equal, .notEqual: return self
    case .less: return .greater
    case .greater: return .less
    case .lessOrEqual: return .greaterOrEqual
    case .greaterOrEqual: return .lessOrEqual
    default: return nil
    }
  }
}
