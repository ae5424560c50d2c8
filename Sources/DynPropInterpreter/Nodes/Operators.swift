import DynPropDiagnostics

/// Binary operators on values. Integer arithmetic traps on overflow and division by zero, as Swift does
/// (CONTRACT §5 crash messages); Int/Double mixes only arise from literals, and are computed as Double.
public final class BinaryNode: Node {
  public enum Op: String, CaseIterable {
    case add = "+"
    case sub = "-"
    case mul = "*"
    case div = "/"
    case rem = "%"
    case eq = "=="
    case ne = "!="
    case lt = "<"
    case le = "<="
    case gt = ">"
    case ge = ">="
    case identical = "==="
    case notIdentical = "!=="
    case halfOpen = "..<"
    case closed = "..."
    case bitAnd = "&"
    case bitOr = "|"
    case bitXor = "^"
    case shl = "<<"
    case shr = ">>"
    /// Masking shifts: the amount is taken modulo the bit width (`1 &<< 65` is `2` for Int).
    case maskShl = "&<<"
    case maskShr = "&>>"
    case wrapAdd = "&+"
    case wrapSub = "&-"
    case wrapMul = "&*"
    case patternMatch = "~="
  }

  let op: Op
  let lhs: Node
  let rhs: Node
  /// Set when one side is `.member`, which takes the other side's type (`state == .idle`).
  private let implicitLeft: ImplicitMemberNode?
  private let implicitRight: ImplicitMemberNode?

  public init(op: Op, lhs: Node, rhs: Node, _ location: SourceLocation) {
    self.op = op
    self.lhs = lhs
    self.rhs = rhs
    implicitLeft = lhs as? ImplicitMemberNode
    implicitRight = rhs as? ImplicitMemberNode
    super.init(location)
  }

  public override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    if implicitLeft == nil && implicitRight == nil {
      let a = try lhs.eval(frame, rt)
      return try Arithmetic.apply(op, a, try rhs.eval(frame, rt), rt, location)
    }
    let (a, b) = try operands(frame, rt)
    return try Arithmetic.apply(op, a, b, rt, location)
  }

  private func operands(_ frame: Frame, _ rt: Interpreter) throws -> (Value, Value) {
    if let implicit = implicitRight {
      let a = try lhs.eval(frame, rt)
      return (a, try implicit.eval(frame, rt, like: a))
    }
    let b = try rhs.eval(frame, rt)
    return (try implicitLeft!.eval(frame, rt, like: b), b)
  }
}

/// The arithmetic and comparison rules shared by binary operators and compound assignment.
public enum Arithmetic {
  /// Int operands take the inlined fast path (the interpreter's loops); everything else `applyOther`.
  @inline(__always)
  public static func apply(
    _ op: BinaryNode.Op, _ a: Value, _ b: Value, _ rt: Interpreter, _ location: SourceLocation
  ) throws -> Value {
    if case .int(let x) = a, case .int(let y) = b { return try ints(op, x, y, rt, location) }
    return try applyOther(op, a, b, rt, location)
  }

  static func applyOther(
    _ op: BinaryNode.Op, _ a: Value, _ b: Value, _ rt: Interpreter, _ location: SourceLocation
  ) throws -> Value {
    switch op {
    case .eq: return .bool(try rt.equal(a, b, location))
    case .ne: return .bool(!(try rt.equal(a, b, location)))
    case .identical: return .bool(identical(a, b))
    case .notIdentical: return .bool(!identical(a, b))
    case .lt: return .bool(try rt.less(a, b, location))
    case .gt: return .bool(try rt.less(b, a, location))
    case .le: return .bool(!(try rt.less(b, a, location)))
    case .ge: return .bool(!(try rt.less(a, b, location)))
    case .halfOpen: return .range(RangeValue(lower: a, upper: b, isClosed: false))
    case .closed: return .range(RangeValue(lower: a, upper: b, isClosed: true))
    case .patternMatch: return .bool(try PatternMatching.matches(pattern: a, value: b, rt, location))
    default: break
    }
    if a.isOptional || b.isOptional {
      return try apply(
        op, try implicitlyUnwrapped(a, rt, location), try implicitlyUnwrapped(b, rt, location), rt, location)
    }
    if let result = try SizedArithmetic.applyMixed(op, a, b, rt, location) { return result }
    if case .float = a, let x = a.asFloat, let y = b.asFloat { return try floats(op, x, y, rt, location) }
    if case .float = b, let x = a.asFloat, let y = b.asFloat { return try floats(op, x, y, rt, location) }
    if let x = a.asDouble, let y = b.asDouble { return try doubles(op, x, y, rt, location) }
    return try nonNumeric(op, a, b, rt, location)
  }

  @inline(__always)
  static func ints(_ op: BinaryNode.Op, _ x: Int, _ y: Int, _ rt: Interpreter, _ location: SourceLocation)
    throws -> Value
  {
    switch op {
    case .add:
      let (r, o) = x.addingReportingOverflow(y)
      if o { throw rt.crash(Crashes.overflow, at: location) }
      return .int(r)
    case .sub:
      let (r, o) = x.subtractingReportingOverflow(y)
      if o { throw rt.crash(Crashes.overflow, at: location) }
      return .int(r)
    case .mul:
      let (r, o) = x.multipliedReportingOverflow(by: y)
      if o { throw rt.crash(Crashes.overflow, at: location) }
      return .int(r)
    case .div, .rem:
      if y == 0 { throw rt.crash(Crashes.divisionByZero, at: location) }
      if x == Int.min && y == -1 { throw rt.crash(Crashes.overflow, at: location) }
      return .int(op == .div ? x / y : x % y)
    case .eq: return .bool(x == y)
    case .ne: return .bool(x != y)
    case .lt: return .bool(x < y)
    case .le: return .bool(x <= y)
    case .gt: return .bool(x > y)
    case .ge: return .bool(x >= y)
    case .halfOpen:
      if y < x { throw rt.crash("Fatal error: Range requires lowerBound <= upperBound", at: location) }
      return .range(RangeValue(lower: .int(x), upper: .int(y), isClosed: false))
    case .closed:
      if y < x { throw rt.crash("Fatal error: Range requires lowerBound <= upperBound", at: location) }
      return .range(RangeValue(lower: .int(x), upper: .int(y), isClosed: true))
    case .bitAnd: return .int(x & y)
    case .bitOr: return .int(x | y)
    case .bitXor: return .int(x ^ y)
    case .shl: return .int(x << y)
    case .shr: return .int(x >> y)
    case .maskShl: return .int(x &<< y)
    case .maskShr: return .int(x &>> y)
    case .wrapAdd: return .int(x &+ y)
    case .wrapSub: return .int(x &- y)
    case .wrapMul: return .int(x &* y)
    case .identical, .notIdentical: return .bool((x == y) == (op == .identical))
    case .patternMatch: return .bool(x == y)
    }
  }

  static func doubles(
    _ op: BinaryNode.Op, _ x: Double, _ y: Double, _ rt: Interpreter, _ location: SourceLocation
  ) throws -> Value {
    switch op {
    case .add: return .double(x + y)
    case .sub: return .double(x - y)
    case .mul: return .double(x * y)
    case .div: return .double(x / y)
    case .rem: return .double(x.truncatingRemainder(dividingBy: y))
    default:
      throw rt.scriptError(
        "binary operator '\(op.rawValue)' cannot be applied to operands of type 'Double'", at: location)
    }
  }

  /// Float arithmetic stays in single precision, as Swift's `Float` does.
  static func floats(
    _ op: BinaryNode.Op, _ x: Float, _ y: Float, _ rt: Interpreter, _ location: SourceLocation
  ) throws -> Value {
    switch op {
    case .add: return .float(x + y)
    case .sub: return .float(x - y)
    case .mul: return .float(x * y)
    case .div: return .float(x / y)
    case .rem: return .float(x.truncatingRemainder(dividingBy: y))
    default:
      throw rt.scriptError(
        "binary operator '\(op.rawValue)' cannot be applied to operands of type 'Float'", at: location)
    }
  }

  static func nonNumeric(
    _ op: BinaryNode.Op, _ a: Value, _ b: Value, _ rt: Interpreter, _ location: SourceLocation
  ) throws -> Value {
    switch (op, a, b) {
    case (.add, .string(let x), .string(let y)): return .string(x + y)
    case (.add, .string(let x), .character(let y)): return .string(x + String(y))
    case (.add, .character(let x), .string(let y)): return .string(String(x) + y)
    case (.add, .array(let x), .array(let y)): return .array(x + y)
    // `items += last + 1...last + 30`: an array and any sequence of its elements (Swift's
    // `RangeReplaceableCollection` `+` overloads); a range or a set on either side.
    case (.add, .array(let x), .range), (.add, .array(let x), .set):
      if let y = Builtins.elements(of: b) { return .array(x + y) }
      return try unsupportedOperands(op, a, b, rt, location)
    case (.add, .range, .array(let y)), (.add, .set, .array(let y)):
      if let x = Builtins.elements(of: a) { return .array(x + y) }
      return try unsupportedOperands(op, a, b, rt, location)
    default:
      if case .native(let object) = a,
        let result = try object.call(op.rawValue, labels: [nil], arguments: [b], in: rt)
      {
        return result
      }
      if let result = try rt.callOperatorFunction(op.rawValue, [a, b], at: location) { return result }
      return try unsupportedOperands(op, a, b, rt, location)
    }
  }

  static func unsupportedOperands(
    _ op: BinaryNode.Op, _ a: Value, _ b: Value, _ rt: Interpreter, _ location: SourceLocation
  ) throws -> Value {
    throw rt.scriptError(
      "binary operator '\(op.rawValue)' cannot be applied to operands of type '\(rt.typeName(of: a))' and '\(rt.typeName(of: b))'",
      at: location)
  }

  /// An Optional operand of arithmetic is an implicitly unwrapped optional (`let x: Int! = 2; x + 1`):
  /// Swift accepts no other, so it is unwrapped here, trapping on nil as Swift does.
  static func implicitlyUnwrapped(_ value: Value, _ rt: Interpreter, _ location: SourceLocation) throws
    -> Value
  {
    guard value.isOptional else { return value }
    guard let payload = value.unwrapped else { throw rt.crash(Crashes.implicitNilUnwrap, at: location) }
    return payload
  }

  /// `===`: both sides are `AnyObject?`, so an Optional operand compares by the object it holds.
  static func identical(_ a: Value, _ b: Value) -> Bool {
    if case .wrapped(let inner) = a { return identical(inner, b) }
    if case .wrapped(let inner) = b { return identical(a, inner) }
    switch (a, b) {
    case (.object(let x), .object(let y)): return x === y
    case (.native(let x), .native(let y)): return x === y
    case (.none, .none): return true
    default: return false
    }
  }
}

extension Value {
  var asDouble: Double? {
    switch self {
    case .double(let d): return d
    case .int(let i): return Double(i)
    case .float(let f): return Double(f)
    default: return nil
    }
  }

  /// Int and Float operands of a Float operation (an Int here is an untyped literal).
  var asFloat: Float? {
    switch self {
    case .float(let f): return f
    case .int(let i): return Float(i)
    default: return nil
    }
  }
}

extension Interpreter {
  /// A standard operator applied to a script value: the operator function its type declares (`static func
  /// + (lhs: Vector, rhs: Vector)`, `static prefix func -`), else a global one taking that many operands.
  func callOperatorFunction(_ name: String, _ operands: [Value], at location: SourceLocation) throws -> Value?
  {
    for operand in operands {
      guard let type = Members.scriptType(of: operand), let methods = type.findStaticMethods(name) else {
        continue
      }
      if let code = methods.first(where: { $0.params.count == operands.count }) {
        return try call(code, self: .type(type), arguments: operands, at: location)
      }
    }
    guard operands.contains(where: { Members.scriptType(of: $0) != nil }),
      let code = functions[name]?.first(where: { $0.params.count == operands.count })
    else { return nil }
    return try call(code, self: nil, arguments: operands, at: location)
  }

  /// `m == .failure(.derr)` where `Result`'s payload is a type parameter: a payload member left unresolved
  /// takes the enum type of the other side's payload in the same case and position.
  private func resolvingPayload(_ value: Value, like other: EnumValue, _ location: SourceLocation) throws
    -> Value
  {
    guard case .enumValue(let e) = value, e.type === other.type, e.caseIndex == other.caseIndex else {
      return value
    }
    var payload = e.payload
    for index in payload.indices where index < other.payload.count {
      guard case .native(let member as UnresolvedMember) = payload[index],
        let type = Members.scriptType(of: other.payload[index])
      else { continue }
      payload[index] = try member.resolved(in: type, self, location)
    }
    return .enumValue(EnumValue(type: e.type, caseIndex: e.caseIndex, payload: payload))
  }

  /// The language's `==`: a script type's own `==` when it declares one, else the rules of §12.3.
  public func equal(_ a: Value, _ b: Value, _ location: SourceLocation) throws -> Bool {
    // `Result<Int, E>.success(1) == .success(1)`: a member left unresolved takes the other side's enum.
    if case .enumValue(let e) = a, case .native(let member as UnresolvedMember) = b {
      return try equal(
        a, resolvingPayload(member.resolved(in: e.type, self, location), like: e, location), location)
    }
    if case .native(let member as UnresolvedMember) = a, case .enumValue(let e) = b {
      return try equal(
        resolvingPayload(member.resolved(in: e.type, self, location), like: e, location), b, location)
    }
    // `expectEqual(.box, options)`: a static member of the other side's struct or class.
    if case .native(let member as UnresolvedMember) = b, let type = Members.scriptType(of: a),
      type.kind != .enum
    {
      return try equal(a, member.resolved(in: type, self, location), location)
    }
    if case .native(let member as UnresolvedMember) = a, let type = Members.scriptType(of: b),
      type.kind != .enum
    {
      return try equal(member.resolved(in: type, self, location), b, location)
    }
    if case .wrapped = a, let x = a.unwrapped, let y = b.unwrapped { return try equal(x, y, location) }
    if case .wrapped = b, let x = a.unwrapped, let y = b.unwrapped { return try equal(x, y, location) }
    if let type = Members.scriptType(of: a), let methods = type.findStaticMethods("==") {
      return try call(methods[0], self: .type(type), arguments: [a, b], at: location).isTrue
    }
    // `[p1] == [p2]`: Array's `==` compares elements with their own `==`.
    if case .array(let xs) = a, case .array(let ys) = b, let first = xs.first,
      Members.scriptType(of: first)?.findStaticMethods("==") != nil
    {
      guard xs.count == ys.count else { return false }
      for (x, y) in zip(xs, ys) where try !equal(x, y, location) { return false }
      return true
    }
    return Equality.equal(a, b)
  }

  public func less(_ a: Value, _ b: Value, _ location: SourceLocation) throws -> Bool {
    if let type = Members.scriptType(of: a), let methods = type.findStaticMethods("<") {
      return try call(methods[0], self: .type(type), arguments: [a, b], at: location).isTrue
    }
    return try Equality.less(a, b, self, location)
  }
}

extension Value {
  public var isTrue: Bool {
    if case .bool(true) = self { return true }
    return false
  }
}

/// `&&` and `||` evaluate their right side only when needed.
public final class LogicalNode: Node {
  let isAnd: Bool
  let lhs: Node
  let rhs: Node

  public init(isAnd: Bool, lhs: Node, rhs: Node, _ location: SourceLocation) {
    self.isAnd = isAnd
    self.lhs = lhs
    self.rhs = rhs
    super.init(location)
  }

  public override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    let left = try lhs.eval(frame, rt).isTrue
    if isAnd { return left ? .bool(try rhs.eval(frame, rt).isTrue) : .bool(false) }
    return left ? .bool(true) : .bool(try rhs.eval(frame, rt).isTrue)
  }
}

/// `a ?? b`
public final class NilCoalescingNode: Node {
  let lhs: Node
  let rhs: Node

  public init(lhs: Node, rhs: Node, _ location: SourceLocation) {
    self.lhs = lhs
    self.rhs = rhs
    super.init(location)
  }

  public override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    guard let payload = try lhs.eval(frame, rt).unwrapped else { return try rhs.eval(frame, rt) }
    return payload
  }
}

/// Prefix `-x`, `!x`, `..<5`, `...5`, and postfix `5...`.
public final class UnaryNode: Node {
  let op: String
  let operand: Node

  public init(op: String, operand: Node, _ location: SourceLocation) {
    self.op = op
    self.operand = operand
    super.init(location)
  }

  public override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    let value = try operand.eval(frame, rt)
    switch (op, value) {
    case ("-", .int(let i)):
      if i == Int.min { throw rt.crash(Crashes.overflow, at: location) }
      return .int(-i)
    case ("-", .double(let d)): return .double(-d)
    case ("-", .float(let f)): return .float(-f)
    case ("-", .sized(let s)):
      return try SizedArithmetic.apply(.sub, SizedInt(kind: s.kind, bits: 0), s, rt, location)
    case ("~", .sized(let s)): return .sized(SizedInt(kind: s.kind, bits: ~s.bits))
    case ("+", _): return value
    case ("!", .bool(let b)): return .bool(!b)
    case ("~", .int(let i)): return .int(~i)
    case ("..<", _):
      return .range(RangeValue(lower: .int(0), upper: value, isClosed: false, hasNoLowerBound: true))
    case ("...", _):
      return .range(RangeValue(lower: .int(0), upper: value, isClosed: true, hasNoLowerBound: true))
    case ("postfix...", _): return .range(RangeValue(lower: value, upper: .int(Int.max - 1), isClosed: true))
    default:
      let name = op.hasPrefix("postfix") ? "postfix \(op.dropFirst(7))" : "prefix \(op)"
      if let result = try rt.callOperatorFunction(name, [value], at: location) { return result }
      throw rt.scriptError(
        "unary operator '\(op)' cannot be applied to an operand of type '\(rt.typeName(of: value))'",
        at: location)
    }
  }
}

/// `c ? a : b`
public final class TernaryNode: Node {
  let condition: Node
  let then: Node
  let otherwise: Node

  public init(condition: Node, then: Node, otherwise: Node, _ location: SourceLocation) {
    self.condition = condition
    self.then = then
    self.otherwise = otherwise
    super.init(location)
  }

  public override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    try condition.eval(frame, rt).isTrue ? then.eval(frame, rt) : otherwise.eval(frame, rt)
  }
}

extension Interpreter {
  /// SEMANTICS §12.3 equality without calling script code (host comparisons of plain values).
  public func structurallyEqual(_ a: Value, _ b: Value) -> Bool { Equality.equal(a, b) }
}
