/// How a coding error prints.
///
/// `.classic` is the enum's reflected form, printed by every Swift up to 6.1 and the one scripts' authors
/// know (`keyNotFound(CodingKeys(…), Swift.DecodingError.Context(…))`). `.swift62` is the sentence form
/// that SE-0489 gave `DecodingError`/`EncodingError` in Swift 6.2 (what the 6.3.1 toolchain prints).
public enum CodingErrorStyle: Sendable {
  case classic
  case swift62
}

/// The `DecodingError` a failed `JSONDecoder().decode` throws, as a script value.
///
/// Texts are Foundation's (swift-foundation, Swift 6.3.1 on Linux): a script can `catch` it and print
/// it, and `try!` crashes with `Fatal error: 'try!' expression unexpectedly raised an error: <this>`.
/// Printed, it reads as the 6.2+ standard library prints it (`DecodingError.keyNotFound: Key 'x' not
/// found …`), which is what `swiftc` here prints; the older `keyNotFound(CodingKeys(…), …)` form is kept
/// as `.classic` for comparison.
public final class DecodingErrorValue: NativeObject {
  /// The `DecodingError` case with its payload.
  public enum Kind: Equatable, Sendable {
    case typeMismatch(CodingTypeName)
    case valueNotFound(CodingTypeName)
    case keyNotFound(CodingPathKey)
    case dataCorrupted
  }

  public let kind: Kind
  public let codingPath: [CodingPathKey]
  /// The context's `debugDescription`.
  public let debugText: String

  public init(_ kind: Kind, codingPath: [CodingPathKey], debugText: String) {
    self.kind = kind
    self.codingPath = codingPath
    self.debugText = debugText
  }

  public override var typeName: String { "DecodingError" }
  public override var displayDescription: String { description(in: .swift62) }

  /// The error printed in `style`.
  public func description(in style: CodingErrorStyle) -> String {
    style == .classic ? classicDescription : swift62Description
  }

  /// `Error.localizedDescription` as Foundation on Linux words it.
  public var localizedDescription: String {
    switch kind {
    case .keyNotFound, .valueNotFound: return "The operation could not be completed. The data is missing."
    case .typeMismatch, .dataCorrupted:
      return "The operation could not be completed. The data isn\u{2019}t in the correct format."
    }
  }

  public override func member(_ name: String, in interpreter: Interpreter) throws -> Value? {
    name == "localizedDescription" ? .string(localizedDescription) : nil
  }

  public override func enumCase(in interpreter: Interpreter) -> (name: String, payload: [Value])? {
    casePayload(interpreter)  // CodingErrorCases.swift
  }

  private var context: String {
    "Swift.DecodingError.Context(codingPath: \(codingPath.classicDescription), "
      + "debugDescription: \(String(reflecting: debugText)), underlyingError: nil)"
  }

  private var classicDescription: String {
    switch kind {
    case .typeMismatch(let type): return "typeMismatch(\(type.qualified), \(context))"
    case .valueNotFound(let type): return "valueNotFound(\(type.qualified), \(context))"
    case .keyNotFound(let key): return "keyNotFound(\(key.keyDescription), \(context))"
    case .dataCorrupted: return "dataCorrupted(\(context))"
    }
  }

  private var swift62Description: String {
    let tail = "\(codingPath.pathSentence) Debug description: \(debugText)"
    switch kind {
    case .typeMismatch(let type):
      return "DecodingError.typeMismatch: expected value of type \(type.short).\(tail)"
    case .valueNotFound(let type):
      return
        "DecodingError.valueNotFound: Expected value of type \(type.short) but found null instead.\(tail)"
    case .keyNotFound(let key):
      return
        "DecodingError.keyNotFound: Key '\(key.stringValue)' not found in keyed decoding container.\(tail)"
    case .dataCorrupted: return "DecodingError.dataCorrupted: Data was corrupted.\(tail)"
    }
  }
}

/// The `EncodingError.invalidValue` a `JSONEncoder().encode` throws for a NaN or infinite Double.
public final class EncodingErrorValue: NativeObject {
  /// The offending value, and as Swift prints it (`nan`, `inf`, `-inf`), and its type's name.
  public let value: Value
  public let valueText: String
  public let valueTypeName: String
  public let codingPath: [CodingPathKey]
  public let debugText: String

  public init(
    value: Value, valueText: String, typeName: String, codingPath: [CodingPathKey], debugText: String
  ) {
    self.value = value
    self.valueText = valueText
    self.valueTypeName = typeName
    self.codingPath = codingPath
    self.debugText = debugText
  }

  public override var typeName: String { "EncodingError" }
  public override var displayDescription: String { description(in: .swift62) }

  /// The error printed in `style`.
  public func description(in style: CodingErrorStyle) -> String {
    switch style {
    case .classic:
      return "invalidValue(\(valueText), Swift.EncodingError.Context("
        + "codingPath: \(codingPath.classicDescription), "
        + "debugDescription: \(String(reflecting: debugText)), underlyingError: nil))"
    case .swift62:
      return "EncodingError.invalidValue: \(valueText) (\(valueTypeName)).\(codingPath.pathSentence) "
        + "Debug description: \(debugText)"
    }
  }

  /// `Error.localizedDescription` as Foundation on Linux words it.
  public var localizedDescription: String {
    "The operation could not be completed. The data isn\u{2019}t in the correct format."
  }

  public override func enumCase(in interpreter: Interpreter) -> (name: String, payload: [Value])? {
    ("invalidValue", [value, .native(CodingContextValue(codingPath: codingPath, debugText: debugText))])
  }

  public override func member(_ name: String, in interpreter: Interpreter) throws -> Value? {
    name == "localizedDescription" ? .string(localizedDescription) : nil
  }
}
