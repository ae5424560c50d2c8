import DynPropDiagnostics

/// The fixed-width integer types other than `Int`: `Int8` … `Int64`, `UInt8` … `UInt64` and `UInt`.
///
/// A value keeps its kind and its bits; arithmetic is done in the kind's own range and traps where Swift
/// traps (`Arithmetic overflow`, `Not enough bits to represent the passed value`), and `&+`, `&-`, `&*`
/// wrap. An `Int` met in an operation with a sized integer is an untyped literal and takes its kind.
public enum IntegerKind: String, CaseIterable, Sendable {
  case int8 = "Int8"
  case int16 = "Int16"
  case int32 = "Int32"
  case int64 = "Int64"
  case uint8 = "UInt8"
  case uint16 = "UInt16"
  case uint32 = "UInt32"
  case uint64 = "UInt64"
  case uint = "UInt"

  public var isSigned: Bool { self == .int8 || self == .int16 || self == .int32 || self == .int64 }

  public var bitWidth: Int {
    switch self {
    case .int8, .uint8: return 8
    case .int16, .uint16: return 16
    case .int32, .uint32: return 32
    case .int64, .uint64, .uint: return 64
    }
  }

  /// The range as signed and unsigned 128-bit-safe bounds, via Swift's own types.
  var minimum: Int64 { isSigned ? Int64.min >> Int64(64 - bitWidth) : 0 }
  var maximumUnsigned: UInt64 {
    isSigned ? (UInt64(1) << (bitWidth - 1)) - 1 : (bitWidth == 64 ? .max : (UInt64(1) << bitWidth) - 1)
  }
}

/// A fixed-width integer: its kind and its value, held exactly (signed kinds as `Int64`, unsigned as
/// `UInt64`).
public struct SizedInt: Hashable, Sendable {
  public let kind: IntegerKind
  /// The value's two's-complement bits, truncated to the kind's width.
  public let bits: UInt64

  public init(kind: IntegerKind, bits: UInt64) {
    self.kind = kind
    let mask: UInt64 = kind.bitWidth == 64 ? .max : (UInt64(1) << kind.bitWidth) - 1
    self.bits = bits & mask
  }

  /// The exact value, when it fits: nil when it does not fit the kind.
  public init?(kind: IntegerKind, exactly value: Int64) {
    if value < kind.minimum { return nil }
    if value > 0, UInt64(value) > kind.maximumUnsigned { return nil }
    self.init(kind: kind, bits: UInt64(bitPattern: value))
  }

  public init?(kind: IntegerKind, exactly value: UInt64) {
    if value > kind.maximumUnsigned { return nil }
    self.init(kind: kind, bits: value)
  }

  /// The value sign-extended (signed kinds) or as is (unsigned kinds).
  public var signed: Int64 {
    guard kind.isSigned else { return Int64(bitPattern: bits) }
    let shift = UInt64(64 - kind.bitWidth)
    return Int64(bitPattern: bits << shift) >> Int64(shift)
  }

  public var description: String { kind.isSigned ? String(signed) : String(bits) }

  static func max(_ kind: IntegerKind) -> SizedInt { SizedInt(kind: kind, bits: kind.maximumUnsigned) }
  static func min(_ kind: IntegerKind) -> SizedInt {
    SizedInt(kind: kind, bits: UInt64(bitPattern: kind.minimum))
  }
}

/// Arithmetic of sized integers, in the kind's range.
enum SizedArithmetic {
  static func apply(
    _ op: BinaryNode.Op, _ x: SizedInt, _ y: SizedInt, _ rt: Interpreter, _ location: SourceLocation
  ) throws -> Value {
    let kind = x.kind
    switch op {
    case .eq: return .bool(x.bits == y.bits)
    case .ne: return .bool(x.bits != y.bits)
    case .lt: return .bool(less(x, y))
    case .gt: return .bool(less(y, x))
    case .le: return .bool(!less(y, x))
    case .ge: return .bool(!less(x, y))
    case .wrapAdd: return .sized(SizedInt(kind: kind, bits: x.bits &+ y.bits))
    case .wrapSub: return .sized(SizedInt(kind: kind, bits: x.bits &- y.bits))
    case .wrapMul: return .sized(SizedInt(kind: kind, bits: x.bits &* y.bits))
    case .bitAnd: return .sized(SizedInt(kind: kind, bits: x.bits & y.bits))
    case .bitOr: return .sized(SizedInt(kind: kind, bits: x.bits | y.bits))
    case .bitXor: return .sized(SizedInt(kind: kind, bits: x.bits ^ y.bits))
    case .shl: return .sized(shifted(x, by: y.signed, left: true))
    case .shr: return .sized(shifted(x, by: y.signed, left: false))
    case .maskShl: return .sized(shifted(x, by: y.signed & Int64(kind.bitWidth - 1), left: true))
    case .maskShr: return .sized(shifted(x, by: y.signed & Int64(kind.bitWidth - 1), left: false))
    case .halfOpen, .closed:
      return .range(RangeValue(lower: .sized(x), upper: .sized(y), isClosed: op == .closed))
    default: return try checked(op, x, y, rt, location)
    }
  }

  private static func less(_ x: SizedInt, _ y: SizedInt) -> Bool {
    x.kind.isSigned ? x.signed < y.signed : x.bits < y.bits
  }

  private static func shifted(_ x: SizedInt, by amount: Int64, left: Bool) -> SizedInt {
    let goesLeft = (amount >= 0) == left
    let count = amount.magnitude
    if count >= UInt64(x.kind.bitWidth) {
      let fill: UInt64 = !goesLeft && x.kind.isSigned && x.signed < 0 ? .max : 0
      return SizedInt(kind: x.kind, bits: fill)
    }
    if goesLeft { return SizedInt(kind: x.kind, bits: x.bits << count) }
    if x.kind.isSigned { return SizedInt(kind: x.kind, bits: UInt64(bitPattern: x.signed >> Int64(count))) }
    return SizedInt(kind: x.kind, bits: x.bits >> count)
  }

  /// `+ - * / %` with Swift's traps; computed exactly in a wider type, then checked against the range.
  private static func checked(
    _ op: BinaryNode.Op, _ x: SizedInt, _ y: SizedInt, _ rt: Interpreter, _ location: SourceLocation
  ) throws -> Value {
    if (op == .div || op == .rem) && y.bits == 0 { throw rt.crash(Crashes.divisionByZero, at: location) }
    let result: SizedInt?
    if x.kind.isSigned {
      let (a, b) = (x.signed, y.signed)
      let wide: (Int64, Bool)
      switch op {
      case .add: wide = a.addingReportingOverflow(b)
      case .sub: wide = a.subtractingReportingOverflow(b)
      case .mul: wide = a.multipliedReportingOverflow(by: b)
      case .div: wide = a.dividedReportingOverflow(by: b)
      case .rem: wide = a.remainderReportingOverflow(dividingBy: b)
      default: throw unsupported(op, x, rt, location)
      }
      result = wide.1 ? nil : SizedInt(kind: x.kind, exactly: wide.0)
    } else {
      let (a, b) = (x.bits, y.bits)
      let wide: (UInt64, Bool)
      switch op {
      case .add: wide = a.addingReportingOverflow(b)
      case .sub: wide = a.subtractingReportingOverflow(b)
      case .mul: wide = a.multipliedReportingOverflow(by: b)
      case .div: wide = a.dividedReportingOverflow(by: b)
      case .rem: wide = a.remainderReportingOverflow(dividingBy: b)
      default: throw unsupported(op, x, rt, location)
      }
      result = wide.1 ? nil : SizedInt(kind: x.kind, exactly: wide.0)
    }
    guard let result else { throw rt.crash(Crashes.overflow, at: location) }
    return .sized(result)
  }

  private static func unsupported(
    _ op: BinaryNode.Op, _ x: SizedInt, _ rt: Interpreter, _ location: SourceLocation
  ) -> Error {
    rt.scriptError(
      "binary operator '\(op.rawValue)' cannot be applied to operands of type '\(x.kind.rawValue)'",
      at: location)
  }

  /// `UInt8(x)`, `Int(x)`: converting between integer kinds traps when the value does not fit.
  static func convert(_ value: Value, to kind: IntegerKind, _ rt: Interpreter, _ location: SourceLocation)
    throws -> Value?
  {
    let converted: SizedInt?
    switch value {
    case .int(let i): converted = SizedInt(kind: kind, exactly: Int64(i))
    case .sized(let s):
      converted =
        s.kind.isSigned ? SizedInt(kind: kind, exactly: s.signed) : SizedInt(kind: kind, exactly: s.bits)
    case .double, .float:
      var (d, name) = (0.0, "Double")
      if case .double(let x) = value { d = x }
      if case .float(let x) = value { (d, name) = (Double(x), "Float") }
      guard d.isFinite else {
        throw rt.crash(
          "Fatal error: \(name) value cannot be converted to \(kind.rawValue) because it is either infinite or NaN",
          at: location)
      }
      let truncated = d.rounded(.towardZero)
      converted =
        truncated < 0
        ? Int64(exactly: truncated).flatMap { SizedInt(kind: kind, exactly: $0) }
        : UInt64(exactly: truncated).flatMap { SizedInt(kind: kind, exactly: $0) }
    default: return nil
    }
    guard let converted else {
      throw rt.crash("Fatal error: Not enough bits to represent the passed value", at: location)
    }
    return .sized(converted)
  }

  /// `Int(x)` of a sized integer.
  static func toInt(_ s: SizedInt, _ rt: Interpreter, _ location: SourceLocation) throws -> Value {
    if s.kind.isSigned { return .int(Int(s.signed)) }
    guard let value = Int(exactly: s.bits) else {
      throw rt.crash("Fatal error: Not enough bits to represent the passed value", at: location)
    }
    return .int(value)
  }
}

/// The type value of a sized integer kind (`UInt8.self`): its statics, initializers and casts.
public final class IntegerType: RuntimeType {
  public let kind: IntegerKind

  public init(_ kind: IntegerKind) {
    self.kind = kind
    super.init(name: kind.rawValue)
  }

  public override var conformances: Set<String> {
    [
      "Equatable", "Hashable", "Comparable", "Codable", "Decodable", "Encodable", "Sendable", "BinaryInteger",
      "FixedWidthInteger", "Numeric",
    ]
  }

  func staticMember(_ name: String) -> Value? {
    switch name {
    case "max": return .sized(.max(kind))
    case "min": return .sized(.min(kind))
    case "zero": return .sized(SizedInt(kind: kind, bits: 0))
    case "bitWidth": return .int(kind.bitWidth)
    default: return nil
    }
  }

  /// `UInt8(x)`, `UInt8(exactly:)`, `UInt8(truncatingIfNeeded:)`, `UInt8(bitPattern:)`, `UInt8(clamping:)`,
  /// `UInt8("12")`.
  func construct(_ labels: [String?], _ arguments: [Value], _ rt: Interpreter, _ location: SourceLocation)
    throws -> Value?
  {
    guard arguments.count == 1 else { return arguments.isEmpty ? .sized(SizedInt(kind: kind, bits: 0)) : nil }
    let argument = arguments[0]
    switch labels.first ?? nil {
    case nil:
      if case .string(let text) = argument {
        let parsed =
          kind.isSigned
          ? Int64(text).flatMap { SizedInt(kind: kind, exactly: $0) }
          : UInt64(text).flatMap { SizedInt(kind: kind, exactly: $0) }
        return Value.optional(parsed.map(Value.sized))
      }
      return try SizedArithmetic.convert(argument, to: kind, rt, location)
    case "exactly":
      return Value.optional(try? SizedArithmetic.convert(argument, to: kind, rt, location))
    case "truncatingIfNeeded", "bitPattern":  // same width: the bits reinterpreted
      switch argument {
      case .int(let i): return .sized(SizedInt(kind: kind, bits: UInt64(bitPattern: Int64(i))))
      case .sized(let s):
        return .sized(SizedInt(kind: kind, bits: s.kind.isSigned ? UInt64(bitPattern: s.signed) : s.bits))
      default: return nil
      }
    case "clamping":
      let wide: Int64
      switch argument {
      case .int(let i): wide = Int64(i)
      case .sized(let s) where s.kind.isSigned: wide = s.signed
      case .sized(let s): return .sized(SizedInt(kind: kind, exactly: s.bits) ?? .max(kind))
      default: return nil
      }
      if wide < kind.minimum { return .sized(.min(kind)) }
      return .sized(SizedInt(kind: kind, exactly: wide) ?? .max(kind))
    default: return nil
    }
  }
}

extension Builtins {
  /// Members and methods of sized integers: `magnitude`, `bitWidth`, `signum()`, `isMultiple(of:)`, bit
  /// counts, `description`.
  static func sizedMember(_ s: SizedInt, _ name: String) -> Value? {
    switch name {
    case "magnitude":
      let unsignedKind = IntegerKind(rawValue: "U" + s.kind.rawValue) ?? s.kind
      return .sized(SizedInt(kind: unsignedKind, bits: s.kind.isSigned ? s.signed.magnitude : s.bits))
    case "bitWidth": return .int(s.kind.bitWidth)
    case "nonzeroBitCount": return .int(s.bits.nonzeroBitCount)
    case "leadingZeroBitCount": return .int(s.bits.leadingZeroBitCount - (64 - s.kind.bitWidth))
    case "trailingZeroBitCount": return .int(s.bits == 0 ? s.kind.bitWidth : s.bits.trailingZeroBitCount)
    default: return nil
    }
  }

  static func sizedMethod(_ s: SizedInt, _ call: BuiltinCall) throws -> Value? {
    switch call.signature {
    case "signum()":
      let sign: Int64 = s.kind.isSigned ? s.signed.signum() : (s.bits == 0 ? 0 : 1)
      return .sized(SizedInt(kind: s.kind, bits: UInt64(bitPattern: sign)))
    case "isMultiple(of:)":
      guard
        case .sized(let other) = try SizedArithmetic.convert(
          try call.argument(0), to: s.kind, call.rt, call.location)
      else { return nil }
      if other.bits == 0 { return .bool(s.bits == 0) }
      return .bool(s.kind.isSigned ? s.signed % other.signed == 0 : s.bits % other.bits == 0)
    default: return nil
    }
  }
}

extension SizedArithmetic {
  /// An operation with a sized integer on either side: an `Int` on the other side is a literal and takes
  /// the sized kind (so `u &+ 28` stays a `UInt8`). Nil when neither side is sized.
  /// `x << n` with integers of different types: the result has the left operand's type; the amount is
  /// the right operand's value (Swift's shifts are generic over the amount's type).
  private static func shift(
    _ op: BinaryNode.Op, _ a: Value, _ b: Value, _ rt: Interpreter, _ location: SourceLocation
  ) throws -> Value? {
    let amount: Int64
    switch b {
    case .int(let n): amount = Int64(n)
    case .sized(let n): amount = n.kind.isSigned ? n.signed : Int64(truncatingIfNeeded: n.bits)
    default: return nil
    }
    switch a {
    case .sized(let x):
      let width = Int64(x.kind.bitWidth)
      switch op {
      case .shl: return .sized(shifted(x, by: amount, left: true))
      case .shr: return .sized(shifted(x, by: amount, left: false))
      case .maskShl: return .sized(shifted(x, by: amount & (width - 1), left: true))
      default: return .sized(shifted(x, by: amount & (width - 1), left: false))
      }
    case .int(let x): return try Arithmetic.ints(op, x, Int(amount), rt, location)
    default: return nil
    }
  }

  static func applyMixed(
    _ op: BinaryNode.Op, _ a: Value, _ b: Value, _ rt: Interpreter, _ location: SourceLocation
  ) throws -> Value? {
    if [.shl, .shr, .maskShl, .maskShr].contains(op), let shifted = try shift(op, a, b, rt, location) {
      return shifted
    }
    switch (a, b) {
    case (.sized(let x), .sized(let y)) where x.kind == y.kind: return try apply(op, x, y, rt, location)
    case (.sized(let x), .int):
      guard case .sized(let y)? = try convert(b, to: x.kind, rt, location) else { return nil }
      return try apply(op, x, y, rt, location)
    case (.int, .sized(let y)):
      guard case .sized(let x)? = try convert(a, to: y.kind, rt, location) else { return nil }
      return try apply(op, x, y, rt, location)
    default: return nil
    }
  }
}

extension Value {
  /// An `Int` or a sized integer as an `Int64`, when it fits (`UInt64.random(in:)` bounds, sleep lengths).
  public var integer64: Int64? {
    switch self {
    case .int(let number): return Int64(number)
    case .sized(let number): return number.kind.isSigned ? number.signed : Int64(exactly: number.bits)
    default: return nil
    }
  }
}
