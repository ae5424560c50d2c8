/// Whether statements hold a `return` of their own (not one inside a closure or a local function).
/// Swift does not apply a result builder to a body with such a `return`: `var body: some View` that
/// returns from a `switch` is an ordinary function body.
extension [Stmt] {
  public var containsReturn: Bool { contains { $0.containsReturn } }
}

extension Stmt {
  public var containsReturn: Bool {
    switch kind {
    case .return: return true
    case .expr, .decl, .break, .continue, .fallthrough, .throw, .yield: return false
    case .if(_, let then, let otherwise): return then.containsReturn || otherwise?.containsReturn == true
    case .guard(_, let body), .while(_, _, let body), .repeatWhile(_, let body, _),
      .forIn(_, _, _, _, let body, _), .defer(let body), .block(let body):
      return body.containsReturn
    case .switch(_, _, let cases): return cases.contains { $0.body.containsReturn }
    case .do(let body, let catches): return body.containsReturn || catches.contains { $0.body.containsReturn }
    }
  }
}

extension Stmt {
  /// An `if` with an `else` on every branch, or a `switch`: a value where it is a body's only statement
  /// (Swift 5.9 if/switch expressions).
  public var isValueStatement: Bool {
    switch kind {
    case .if(_, _, let otherwise?): return otherwise.count != 1 || otherwise[0].isIfStatementValue
    case .switch: return true
    default: return false
    }
  }

  private var isIfStatementValue: Bool {
    if case .if = kind { return isValueStatement }
    return true
  }
}
