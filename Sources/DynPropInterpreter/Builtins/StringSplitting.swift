/// The Foundation character sets scripts pass to `trimmingCharacters(in:)` and `components(separatedBy:)`.
///
/// A script writes `.whitespaces`; with no declared parameter type to resolve it against, the argument
/// arrives as an `UnresolvedMember` named `whitespaces` (or `.string("whitespaces")`, or an enum case of that
/// name), or as a `CharacterSetObject` (what a host `CharacterSet` type should produce, e.g. for
/// `CharacterSet(charactersIn: ",;")`). All are accepted; any other string means "these characters".
public enum CharacterSetMarker: String, CaseIterable, Sendable {
  case whitespaces, whitespacesAndNewlines, newlines, decimalDigits, letters, alphanumerics
  case punctuationCharacters, uppercaseLetters, lowercaseLetters, symbols

  public func contains(_ character: Character) -> Bool {
    switch self {
    case .whitespaces: return character.isWhitespace && !character.isNewline
    case .whitespacesAndNewlines: return character.isWhitespace
    case .newlines: return character.isNewline
    case .decimalDigits: return character.isNumber
    case .letters: return character.isLetter
    case .alphanumerics: return character.isLetter || character.isNumber
    case .punctuationCharacters: return character.isPunctuation
    case .uppercaseLetters: return character.isUppercase
    case .lowercaseLetters: return character.isLowercase
    case .symbols: return character.isSymbol
    }
  }
}

/// A `CharacterSet` value: a named set or explicit characters (`CharacterSet(charactersIn:)`), or its
/// complement (`.alphanumerics.inverted`).
public final class CharacterSetObject: NativeObject {
  public let marker: CharacterSetMarker?
  public let characters: Set<Character>
  public let isInverted: Bool

  public init(marker: CharacterSetMarker? = nil, characters: Set<Character> = [], isInverted: Bool = false) {
    self.marker = marker
    self.characters = characters
    self.isInverted = isInverted
  }

  public override var typeName: String { "CharacterSet" }

  public func contains(_ character: Character) -> Bool {
    (characters.contains(character) || marker?.contains(character) == true) != isInverted
  }

  public override func member(_ name: String, in interpreter: Interpreter) throws -> Value? {
    guard name == "inverted" else { return nil }
    return .native(CharacterSetObject(marker: marker, characters: characters, isInverted: !isInverted))
  }

  /// `set.contains(scalar)`, `.union(CharacterSet(charactersIn: "-"))` of a named set and characters.
  public override func call(
    _ name: String, labels: [String?], arguments: [Value], in interpreter: Interpreter
  )
    throws -> Value?
  {
    switch (name, arguments.first) {
    case ("contains", .character(let c)?): return .bool(contains(c))
    // `set.contains("7")`: a one-character literal is a `Unicode.Scalar` here.
    case ("contains", .string(let s)?) where s.count == 1: return .bool(contains(s.first!))
    case ("contains", .native(let scalar as UnicodeScalarObject)?):
      return .bool(contains(Character(scalar.scalar)))
    case ("union", .native(let other as CharacterSetObject)?)
    where !isInverted && !other.isInverted && (marker == nil || other.marker == nil):
      return .native(
        CharacterSetObject(marker: marker ?? other.marker, characters: characters.union(other.characters)))
    default: return nil
    }
  }

  public override func isEqual(to other: NativeObject) -> Bool {
    guard let other = other as? CharacterSetObject else { return false }
    return marker == other.marker && characters == other.characters && isInverted == other.isInverted
  }
}

/// `split(separator:)`, `components(separatedBy:)` and `trimmingCharacters(in:)`.
extension Builtins {
  /// A membership test for a character-set argument (see `CharacterSetMarker`).
  static func characterSet(_ value: Value) -> ((Character) -> Bool)? {
    switch value {
    case .native(let set as CharacterSetObject): return set.contains
    case .native, .enumValue: return caseName(value).flatMap { CharacterSetMarker(rawValue: $0)?.contains }
    case .string(let text): return CharacterSetMarker(rawValue: text)?.contains ?? Set(text).contains
    case .character(let character): return { $0 == character }
    default: return nil
    }
  }

  static func split(_ text: String, _ call: BuiltinCall) throws -> Value {
    let separator = try call.string(0)
    guard !separator.isEmpty else { return .array([.string(text)]) }
    let maxSplits = try call.argument(labeled: "maxSplits").map { try intValue($0, call) } ?? Int.max
    let omitting =
      call.argument(labeled: "omittingEmptySubsequences").map { Equality.equal($0, .bool(true)) } ?? true
    let parts =
      separator.count == 1
      ? text.split(separator: separator.first!, maxSplits: maxSplits, omittingEmptySubsequences: omitting)
      : text.split(separator: separator, maxSplits: maxSplits, omittingEmptySubsequences: omitting)
    return .array(parts.map { .string(String($0)) })
  }

  static func components(_ text: String, _ call: BuiltinCall) throws -> Value {
    let argument = try call.argument(0)
    if case .string(let separator) = argument, !separator.isEmpty,
      CharacterSetMarker(rawValue: separator) == nil
    {
      let parts = text.split(separator: separator, omittingEmptySubsequences: false)
      return .array(parts.map { .string(String($0)) })
    }
    guard let isSeparator = characterSet(argument) else { throw call.mismatch(argument, "CharacterSet") }
    let parts = text.split(omittingEmptySubsequences: false, whereSeparator: isSeparator)
    return .array(parts.map { .string(String($0)) })
  }

  static func trimming(_ text: String, _ call: BuiltinCall) throws -> Value {
    let argument = try call.argument(0)
    guard let isTrimmed = characterSet(argument) else { throw call.mismatch(argument, "CharacterSet") }
    let start = text.drop(while: isTrimmed)
    return .string(String(start.reversed().drop(while: isTrimmed).reversed()))
  }

  static func intValue(_ value: Value, _ call: BuiltinCall) throws -> Int {
    guard case .int(let number) = value else { throw call.mismatch(value, "Int") }
    return number
  }
}
