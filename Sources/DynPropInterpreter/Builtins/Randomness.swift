import DynPropDiagnostics

/// Randomness drawn only from the session's seeded generator (`rt.random`, CONTRACT §7.4 and §8):
/// `Int.random(in:)`, `Double.random(in:)` and `UUID()`, so the same seed gives the same output.
extension Builtins {
  static let emptyRandomRange = "Fatal error: Can't get random value with an empty range"

  static func randomInt(_ call: BuiltinCall) throws -> Value {
    let argument = try call.argument(0)
    guard case .range(let range) = argument, case .int(let lower) = range.lower,
      case .int(let upper) = range.upper
    else {
      throw call.mismatch(argument, "Range<Int>")
    }
    if range.isClosed {
      guard lower <= upper else { throw call.crash(emptyRandomRange) }
      return .int(Int.random(in: lower...upper, using: &call.rt.random))
    }
    guard lower < upper else { throw call.crash(emptyRandomRange) }
    return .int(Int.random(in: lower..<upper, using: &call.rt.random))
  }

  /// `UInt64.random(in: 0..<100)`: drawn as an Int from the same generator (bounds within Int64).
  static func randomSized(
    _ kind: IntegerKind, _ argument: Value, _ rt: Interpreter, _ location: SourceLocation
  )
    throws -> Value
  {
    guard case .range(let range) = argument, let lower = range.lower.integer64,
      let upper = range.upper.integer64
    else {
      throw rt.scriptError(
        "cannot convert value to 'Range<\(kind.rawValue)>' in \(kind.rawValue).random(in:)", at: location)
    }
    let last = range.isClosed ? upper : upper - 1
    guard lower <= last else { throw rt.crash(emptyRandomRange, at: location) }
    let drawn = Int64.random(in: lower...last, using: &rt.random)
    guard let value = SizedInt(kind: kind, exactly: drawn) else {
      throw rt.crash("Fatal error: Not enough bits to represent the passed value", at: location)
    }
    return .sized(value)
  }

  static func randomDouble(_ call: BuiltinCall) throws -> Value {
    let argument = try call.argument(0)
    guard case .range(let range) = argument, let lower = number(range.lower), let upper = number(range.upper)
    else {
      throw call.mismatch(argument, "Range<Double>")
    }
    if range.isClosed {
      guard lower <= upper else { throw call.crash(emptyRandomRange) }
      return .double(Double.random(in: lower...upper, using: &call.rt.random))
    }
    guard lower < upper else { throw call.crash(emptyRandomRange) }
    return .double(Double.random(in: lower..<upper, using: &call.rt.random))
  }

  private static func number(_ value: Value) -> Double? {
    switch value {
    case .double(let number): return number
    case .int(let number): return Double(number)
    case .float(let number): return Double(number)
    default: return nil
    }
  }

  static func uuidInit(_ call: BuiltinCall) throws -> Value? {
    switch call.signature {
    case "UUID()": return .native(UUIDObject(random: &call.rt.random))
    case "UUID(uuidString:)": return Value.optional(UUIDObject(parsing: try call.string(0)).map(Value.native))
    default: return nil
    }
  }
}

/// A `UUID` value: version-4 bytes from the seeded generator, printed in Foundation's upper-case form
/// (`E621E1F8-C36C-495A-93FC-0C247A3E6E5F`); equal when the strings are.
public final class UUIDObject: NativeObject {
  public let uuidString: String

  init(random: inout SeededRandom) {
    var bytes = (0..<2).flatMap { _ in withUnsafeBytes(of: random.next().bigEndian, Array.init) }
    bytes[6] = (bytes[6] & 0x0F) | 0x40
    bytes[8] = (bytes[8] & 0x3F) | 0x80
    let hex = bytes.map { byte in String(byte, radix: 16, uppercase: true).leftPadded(to: 2) }.joined()
    var text = ""
    for (offset, character) in hex.enumerated() {
      if [8, 12, 16, 20].contains(offset) { text += "-" }
      text.append(character)
    }
    uuidString = text
  }

  init?(parsing text: String) {
    let groups = text.split(separator: "-", omittingEmptySubsequences: false).map(\.count)
    guard groups == [8, 4, 4, 4, 12], text.allSatisfy({ $0 == "-" || $0.isHexDigit }) else { return nil }
    uuidString = text.uppercased()
  }

  public override var typeName: String { "UUID" }
  public override var displayDescription: String { uuidString }

  public override func isEqual(to other: NativeObject) -> Bool {
    (other as? UUIDObject)?.uuidString == uuidString
  }

  public override func member(_ name: String, in interpreter: Interpreter) throws -> Value? {
    switch name {
    case "uuidString", "description": return .string(uuidString)
    default: return nil
    }
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
