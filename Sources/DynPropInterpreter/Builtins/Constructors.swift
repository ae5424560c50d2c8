import DynPropDiagnostics
import OrderedCollections

/// Initializers of builtin types: `Int(3.7)`, `Int("42")` (nil on failure), `Double("1.5")`, `String(42)`,
/// `String(describing:)`, `String(repeating:count:)`, `String(format:)`, `Character("a")`, `Bool("true")`,
/// `Array(seq)`, `Array(repeating:count:)`, `Set(seq)`, `Dictionary(uniqueKeysWithValues:)`,
/// `Dictionary(grouping:by:)`, `Optional(x)`, `UUID()`.
///
/// Date, URL and Data belong to the host (it installs them as native types), so they are not built here.
extension Builtins {
  static func construct(
    _ kind: BuiltinType.Kind, labels: [String?], arguments: [Value], _ rt: Interpreter,
    _ location: SourceLocation
  ) throws -> Value {
    let call = BuiltinCall(kind.rawValue, labels, arguments, rt, location)
    let result: Value?
    switch kind {
    case .int: result = try intInit(call)
    case .double, .cgFloat: result = try doubleInit(call)
    case .float: result = try doubleInit(call).map(narrowedToFloat)
    case .string: result = try stringInit(call)
    case .character: result = try characterInit(call)
    case .bool: result = try boolInit(call)
    case .array: result = try arrayInit(call)
    case .set: result = try setInit(call)
    case .dictionary: result = try dictionaryInit(call)
    case .optional: result = call.count == 0 ? Value.none : .wrapped(try call.argument(0))
    case .uuid: result = try uuidInit(call)
    case .unicodeScalar: result = try unicodeScalarInit(call)
    case .void: result = call.count == 0 ? .void : nil
    default: throw call.error("'\(kind.rawValue)' cannot be constructed")
    }
    guard let result else { throw call.error("no exact matches in call to initializer") }
    return result
  }

  private static func intInit(_ call: BuiltinCall) throws -> Value? {
    switch (call.signature, call.arguments.first) {
    case ("Int()", _): return .int(0)
    case ("Int(_:)", .int(let number)?): return .int(number)
    case ("Int(_:)", .sized(let number)?): return try SizedArithmetic.toInt(number, call.rt, call.location)
    case ("Int(_:)", .float(let number)?):
      return try intInit(
        BuiltinCall(call.name, call.labels, [.double(Double(number))], call.rt, call.location))
    case ("Int(_:)", .double(let number)?):
      guard number.isFinite, number > -9.3e18, number < 9.3e18,
        let result = Int(exactly: number.rounded(.towardZero))
      else {
        throw call.crash(
          "Fatal error: Double value cannot be converted to Int because it is either infinite or NaN")
      }
      return .int(result)
    case ("Int(_:)", .string(let text)?): return Value.optional(Int(text).map(Value.int))
    case ("Int(_:)", .character(let character)?): return Value.optional(Int(String(character)).map(Value.int))
    case ("Int(exactly:)", .int(let number)?): return .wrapped(.int(number))
    case ("Int(exactly:)", .double(let number)?): return Value.optional(Int(exactly: number).map(Value.int))
    case ("Int(truncatingIfNeeded:)", .int(let number)?), ("Int(bitPattern:)", .int(let number)?):
      return .int(number)
    case ("Int(truncatingIfNeeded:)", .sized(let number)?), ("Int(bitPattern:)", .sized(let number)?):
      // Int is 64 bits wide: every sized integer's value reinterpreted or sign-extended fits.
      return .int(
        Int(truncatingIfNeeded: number.kind.isSigned ? number.signed : Int64(bitPattern: number.bits)))
    case ("Int(clamping:)", .int(let number)?): return .int(number)
    case ("Int(clamping:)", .sized(let number)?):
      return .int(number.kind.isSigned ? Int(number.signed) : Int(clamping: number.bits))
    case ("Int(_:radix:)", .string(let text)?):
      return Value.optional(Int(text, radix: try call.int(1)).map(Value.int))
    default: return nil
    }
  }

  private static func doubleInit(_ call: BuiltinCall) throws -> Value? {
    switch (call.labels, call.arguments.first) {
    case ([], _): return .double(0)
    case ([nil], .int(let number)?): return .double(Double(number))
    case ([nil], .double(let number)?): return .double(number)
    case ([nil], .float(let number)?): return .double(Double(number))
    case ([nil], .sized(let number)?):
      return .double(number.kind.isSigned ? Double(number.signed) : Double(number.bits))
    case ([nil], .string(let text)?): return Value.optional(Double(text).map(Value.double))
    case (["exactly"], .int(let number)?): return Value.optional(Double(exactly: number).map(Value.double))
    case (["exactly"], .double(let number)?): return .wrapped(.double(number))
    // `Double(truncating: nsNumber)`: a host number (`NSNumber`) gives its `doubleValue`.
    case (["truncating"], .int(let number)?): return .double(Double(number))
    case (["truncating"], .double(let number)?): return .double(number)
    case (["truncating"], .native(let object)?): return try object.member("doubleValue", in: call.rt)
    default: return nil
    }
  }

  private static func stringInit(_ call: BuiltinCall) throws -> Value? {
    switch call.signature {
    case "String()": return .string("")
    case "String(describing:)": return .string(try describe(call.argument(0), call.rt, call.location))
    case "String(reflecting:)": return .string(try call.rt.debugDescribe(call.argument(0), at: call.location))
    case "String(repeating:count:)":
      let count = try call.int(1)
      guard count >= 0 else { throw call.crash("Fatal error: Negative count not allowed") }
      return .string(String(repeating: try call.string(0), count: count))
    case "String(_:radix:)", "String(_:radix:uppercase:)":
      let uppercase = call.argument(labeled: "uppercase").map { Equality.equal($0, .bool(true)) } ?? false
      return .string(String(try call.int(0), radix: try call.int(1), uppercase: uppercase))
    case "String(_:)": return .string(try stringFrom(call.argument(0), call))
    case "String(decoding:as:)": return .string(try decodedUTF8(call))
    default:
      guard call.label(0) == "format" else { return nil }
      return .string(NumberFormatting.format(try call.string(0), Array(call.arguments.dropFirst())))
    }
  }

  /// `String(decoding: data, as: UTF8.self)` over `Data` or a `[UInt8]`; invalid bytes become U+FFFD.
  private static func decodedUTF8(_ call: BuiltinCall) throws -> String {
    guard case .type(let codec) = try call.argument(1), codec.name == "UTF8" || codec.name == "Unicode.UTF8"
    else {
      throw call.error("not supported yet: String(decoding:as:) with another encoding than UTF8.self")
    }
    let source = try call.argument(0)
    switch source {
    case .native(let object):
      if case .string(let text)? = try object.member("stringValue", in: call.rt) { return text }
    case .array(let items):
      let bytes = items.compactMap { item -> UInt8? in
        if case .int(let n) = item { return UInt8(truncatingIfNeeded: n) }
        if case .sized(let n) = item { return UInt8(truncatingIfNeeded: n.bits) }
        return nil
      }
      if bytes.count == items.count { return String(decoding: bytes, as: UTF8.self) }
    default: break
    }
    throw call.error("not supported yet: String(decoding:as:) from a '\(call.rt.typeName(of: source))'")
  }

  /// `String(x)`: characters of an array joined; anything else as `String(describing:)`.
  private static func stringFrom(_ value: Value, _ call: BuiltinCall) throws -> String {
    if case .array(let items) = value, items.allSatisfy({ if case .character = $0 { true } else { false } }) {
      return items.map(Render.description).joined()
    }
    return try describe(value, call.rt, call.location)
  }

  /// `Unicode.Scalar(65)` and `Unicode.Scalar(UInt32(x))` are nil past the code points; a `UInt8`
  /// always makes one; a one-scalar string literal is that scalar.
  private static func unicodeScalarInit(_ call: BuiltinCall) throws -> Value? {
    guard call.signature == "Unicode.Scalar(_:)" else { return nil }
    let make = { (scalar: Unicode.Scalar) in Value.native(UnicodeScalarObject(scalar)) }
    switch try call.argument(0) {
    case .sized(let number) where number.kind == .uint8: return make(Unicode.Scalar(UInt8(number.bits)))
    case .sized(let number):
      return Value.optional(UInt32(exactly: number.bits).flatMap(Unicode.Scalar.init).map(make))
    case .int(let number):
      return Value.optional(UInt32(exactly: number).flatMap(Unicode.Scalar.init).map(make))
    case .string(let text) where text.unicodeScalars.count == 1: return make(text.unicodeScalars.first!)
    case .native(let other as UnicodeScalarObject): return make(other.scalar)
    default: return nil
    }
  }

  private static func characterInit(_ call: BuiltinCall) throws -> Value? {
    guard call.signature == "Character(_:)" else { return nil }
    if case .native(let scalar as UnicodeScalarObject) = try call.argument(0) {
      return .character(Character(scalar.scalar))
    }
    let text = try call.string(0)
    guard let first = text.first else {
      throw call.crash("Fatal error: Can't form a Character from an empty String")
    }
    guard text.count == 1 else {
      throw call.crash(
        "Fatal error: Can't form a Character from a String containing more than one extended grapheme cluster"
      )
    }
    return .character(first)
  }

  private static func boolInit(_ call: BuiltinCall) throws -> Value? {
    switch (call.signature, call.arguments.first) {
    case ("Bool()", _): return .bool(false)
    case ("Bool(_:)", .bool(let flag)?): return .bool(flag)
    case ("Bool(_:)", .string(let text)?): return Value.optional(Bool(text).map(Value.bool))
    default: return nil
    }
  }
}
