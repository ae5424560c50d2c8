/// `DecodingError` and `EncodingError` as the enums they are in Swift: `catch DecodingError.keyNotFound(let
/// key, let context)` binds the key and the context, whose members (`codingPath`, `debugDescription`,
/// `underlyingError`) and printed forms are the standard library's.
extension DecodingErrorValue {
  func casePayload(_ interpreter: Interpreter) -> (name: String, payload: [Value]) {
    let context = Value.native(CodingContextValue(codingPath: codingPath, debugText: debugText))
    switch kind {
    case .typeMismatch(let type): return ("typeMismatch", [Self.typeValue(type, interpreter), context])
    case .valueNotFound(let type): return ("valueNotFound", [Self.typeValue(type, interpreter), context])
    case .keyNotFound(let key): return ("keyNotFound", [.native(CodingKeyValue(key)), context])
    case .dataCorrupted: return ("dataCorrupted", [context])
    }
  }

  /// The `Any.Type` payload: the type itself when the program knows it, else a type that prints its name.
  private static func typeValue(_ name: CodingTypeName, _ rt: Interpreter) -> Value {
    .type(rt.lookupType(name.short) ?? RuntimeType(name: name.short))
  }
}

/// A key of a coding path (`CodingKey`): `stringValue`, `intValue`, printed as
/// `CodingKeys(stringValue: "title", intValue: nil)`.
public final class CodingKeyValue: NativeObject {
  public let key: CodingPathKey

  public init(_ key: CodingPathKey) { self.key = key }

  public override var typeName: String { "CodingKey" }
  public override var displayDescription: String { key.keyDescription }

  public override func member(_ name: String, in interpreter: Interpreter) throws -> Value? {
    switch name {
    case "stringValue": return .string(key.stringValue)
    case "intValue": return .optional(key.intValue.map(Value.int))
    default: return nil
    }
  }

  public override func isEqual(to other: NativeObject) -> Bool {
    (other as? CodingKeyValue)?.key == key
  }
}

/// `DecodingError.Context` / `EncodingError.Context`.
public final class CodingContextValue: NativeObject {
  public let codingPath: [CodingPathKey]
  public let debugText: String

  public init(codingPath: [CodingPathKey], debugText: String) {
    self.codingPath = codingPath
    self.debugText = debugText
  }

  public override var typeName: String { "Context" }
  public override var displayDescription: String {
    "Context(codingPath: \(codingPath.classicDescription), debugDescription: \(String(reflecting: debugText)), "
      + "underlyingError: nil)"
  }

  public override func member(_ name: String, in interpreter: Interpreter) throws -> Value? {
    switch name {
    case "codingPath": return .array(codingPath.map { .native(CodingKeyValue($0)) })
    case "debugDescription": return .string(debugText)
    case "underlyingError": return Value.none
    default: return nil
    }
  }
}
