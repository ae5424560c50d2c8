/// Character properties (`isLetter`, `isNumber`, `isUppercase`, `isWhitespace`…) and methods
/// (`uppercased()`, `lowercased()`, which return Strings as in Swift).
extension Builtins {
  static func characterMember(_ character: Character, _ name: String) -> Value? {
    if let flag = characterFlag(character, name) { return .bool(flag) }
    switch name {
    case "wholeNumberValue": return Value.optional(character.wholeNumberValue.map(Value.int))
    case "hexDigitValue": return Value.optional(character.hexDigitValue.map(Value.int))
    case "asciiValue": return Value.optional(character.asciiValue.map { .int(Int($0)) })
    case "unicodeScalars":
      return .native(StringCodeView(String(character), .unicodeScalars, owner: "Character"))
    case "utf8": return .native(StringCodeView(String(character), .utf8, owner: "Character"))
    case "utf16": return .native(StringCodeView(String(character), .utf16, owner: "Character"))
    default: return nil
    }
  }

  private static func characterFlag(_ character: Character, _ name: String) -> Bool? {
    switch name {
    case "isLetter": return character.isLetter
    case "isNumber": return character.isNumber
    case "isWholeNumber": return character.isWholeNumber
    case "isHexDigit": return character.isHexDigit
    case "isUppercase": return character.isUppercase
    case "isLowercase": return character.isLowercase
    case "isCased": return character.isCased
    case "isWhitespace": return character.isWhitespace
    case "isNewline": return character.isNewline
    case "isPunctuation": return character.isPunctuation
    case "isSymbol": return character.isSymbol
    case "isMathSymbol": return character.isMathSymbol
    case "isCurrencySymbol": return character.isCurrencySymbol
    case "isASCII": return character.isASCII
    default: return nil
    }
  }

  static func characterMethod(_ character: Character, _ call: BuiltinCall) -> Value? {
    switch call.signature {
    case "uppercased()": return .string(character.uppercased())
    case "lowercased()": return .string(character.lowercased())
    default: return nil
    }
  }
}
