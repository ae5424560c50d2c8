/// A string's code views (`unicodeScalars`, `utf8`, `utf16`) and `Unicode.Scalar`, as Swift's standard
/// library gives them: a view prints as its string and is a sequence of scalars, `UInt8`s or `UInt16`s
/// (The Swift Programming Language, "Strings and Characters: Unicode Representations of Strings").
public final class StringCodeView: NativeObject {
  public enum Encoding: String {
    case unicodeScalars = "UnicodeScalarView"
    case utf8 = "UTF8View"
    case utf16 = "UTF16View"
  }

  let text: String
  let encoding: Encoding
  /// `Character.unicodeScalars` is `Character.UnicodeScalarView`; the others belong to `String`.
  let owner: String

  /// The text of a `String.UTF8View` (`Data(text.utf8)` copies its bytes); nil for the other views.
  public var utf8Text: String? { encoding == .utf8 && owner == "String" ? text : nil }

  init(_ text: String, _ encoding: Encoding, owner: String = "String") {
    self.text = text
    self.encoding = encoding
    self.owner = owner
  }

  public override var typeName: String { "\(owner).\(encoding.rawValue)" }
  public override var displayDescription: String { text }

  public override var sequenceElements: [Value]? {
    switch encoding {
    case .unicodeScalars: return text.unicodeScalars.map { .native(UnicodeScalarObject($0)) }
    case .utf8: return Self.codeUnits(text.utf8, .uint8)
    case .utf16: return Self.codeUnits(text.utf16, .uint16)
    }
  }

  /// UTF-8 or UTF-16 code units as the sized integers Swift gives (`UInt8`, `UInt16`).
  static func codeUnits<Units: Sequence>(_ units: Units, _ kind: IntegerKind) -> [Value]
  where Units.Element: FixedWidthInteger {
    units.map { .sized(SizedInt(kind: kind, bits: UInt64($0))) }
  }

  public override func member(_ name: String, in interpreter: Interpreter) throws -> Value? {
    Builtins.collectionMember(sequenceElements ?? [], name)
  }

  public override func call(
    _ name: String, labels: [String?], arguments: [Value], in interpreter: Interpreter
  ) throws -> Value? {
    let call = BuiltinCall(name, labels, arguments, interpreter, interpreter.site)
    return try Builtins.sequenceMethod(sequenceElements ?? [], call)
  }

  public override func isEqual(to other: NativeObject) -> Bool {
    guard let other = other as? StringCodeView else { return false }
    return other.text == text && other.encoding == encoding
  }
}

/// One `Unicode.Scalar` (`UnicodeScalar`): prints as its character, `value` is its code point.
public final class UnicodeScalarObject: NativeObject {
  let scalar: Unicode.Scalar

  init(_ scalar: Unicode.Scalar) { self.scalar = scalar }

  public override var typeName: String { "Unicode.Scalar" }
  public override var displayDescription: String { String(scalar) }
  public override var debugDisplayDescription: String { scalar.debugDescription }

  public override func member(_ name: String, in interpreter: Interpreter) throws -> Value? {
    switch name {
    case "value": return .sized(SizedInt(kind: .uint32, bits: UInt64(scalar.value)))
    case "isASCII": return .bool(scalar.isASCII)
    case "properties": return .native(ScalarPropertiesObject(scalar.properties))
    case "utf8": return .array(StringCodeView.codeUnits(String(scalar).utf8, .uint8))
    default: return nil
    }
  }

  public override func call(
    _ name: String, labels: [String?], arguments: [Value], in interpreter: Interpreter
  ) throws -> Value? {
    guard name == "escaped", labels == ["asASCII"], case .bool(let ascii)? = arguments.first else {
      return nil
    }
    return .string(scalar.escaped(asASCII: ascii))
  }

  public override func isEqual(to other: NativeObject) -> Bool {
    (other as? UnicodeScalarObject)?.scalar == scalar
  }

  public override func isLess(than other: NativeObject) -> Bool? {
    (other as? UnicodeScalarObject).map { scalar < $0.scalar }
  }
}

/// `Unicode.Scalar.Properties`: the Boolean properties app code asks of a scalar.
final class ScalarPropertiesObject: NativeObject {
  let properties: Unicode.Scalar.Properties

  init(_ properties: Unicode.Scalar.Properties) { self.properties = properties }

  override var typeName: String { "Unicode.Scalar.Properties" }

  /// Each property is computed when asked for, as Swift's are.
  override func member(_ name: String, in interpreter: Interpreter) throws -> Value? {
    switch name {
    case "isAlphabetic": return .bool(properties.isAlphabetic)
    case "isEmoji": return .bool(properties.isEmoji)
    case "isEmojiPresentation": return .bool(properties.isEmojiPresentation)
    case "isWhitespace": return .bool(properties.isWhitespace)
    case "isUppercase": return .bool(properties.isUppercase)
    case "isLowercase": return .bool(properties.isLowercase)
    case "isMath": return .bool(properties.isMath)
    case "isDiacritic": return .bool(properties.isDiacritic)
    case "numericValue": return Value.optional(properties.numericValue.map(Value.double))
    case "name": return Value.optional(properties.name.map(Value.string))
    default: return nil
    }
  }
}
