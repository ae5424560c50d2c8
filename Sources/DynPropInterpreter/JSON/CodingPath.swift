/// One step of a coding path, printed the way Swift prints the coding key it stands for.
///
/// Foundation's decoder (swift-foundation, Swift 6.3 on Linux) uses three key types: the synthesized or
/// declared `CodingKeys`, `_CodingKey` for array positions and `_DictionaryCodingKey` for dictionary keys.
public enum CodingPathKey: Equatable, Sendable {
  /// A property's key, as `CodingKeys` spells it.
  case property(String)
  /// An array element.
  case index(Int)
  /// A key of a `[String: T]` or `[Int: T]` dictionary; `intValue` is `Int(stringValue)`, as in the stdlib.
  case dictionaryKey(String, intValue: Int?)
  /// A key of a `[String: T]` decoded with `.convertFromSnakeCase`, which Foundation reads another way.
  case stringKey(String)

  /// The key's `stringValue`.
  public var stringValue: String {
    switch self {
    case .property(let name), .dictionaryKey(let name, _), .stringKey(let name): return name
    case .index(let index): return "Index \(index)"
    }
  }

  /// The key's `intValue`.
  public var intValue: Int? {
    switch self {
    case .index(let index): return index
    case .dictionaryKey(_, let intValue): return intValue
    case .property, .stringKey: return nil
    }
  }

  /// `CodingKeys(stringValue: "title", intValue: nil)`: CodingKey's default description.
  public var keyDescription: String {
    let typeName: String
    switch self {
    case .property: typeName = "CodingKeys"
    case .index, .stringKey: typeName = "_CodingKey"
    case .dictionaryKey: typeName = "_DictionaryCodingKey"
    }
    return "\(typeName)(stringValue: \"\(stringValue)\", intValue: \(intValue.map(String.init) ?? "nil"))"
  }
}

extension [CodingPathKey] {
  /// `[CodingKeys(stringValue: "posts", intValue: nil), _CodingKey(stringValue: "Index 0", intValue: 0)]`
  var classicDescription: String { "[" + map(\.keyDescription).joined(separator: ", ") + "]" }

  /// `posts[0].title`: the path as Swift 6.2+ error descriptions write it (SE-0489).
  var dottedDescription: String {
    var text = ""
    for key in self {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return text
  }

  /// ` Path: posts[0].title.` or nothing for an empty path.
  var pathSentence: String { isEmpty ? "" : " Path: \(dottedDescription)." }
}

/// A Swift type as coding errors name it: qualified in the enum payload, short inside messages.
public struct CodingTypeName: Equatable, Sendable {
  /// `Swift.Dictionary<Swift.String, Any>`
  public var qualified: String
  /// `Dictionary<String, Any>`
  public var short: String

  public init(qualified: String, short: String) {
    self.qualified = qualified
    self.short = short
  }

  /// A standard-library type (`Swift.Int`).
  static func swift(_ name: String) -> CodingTypeName {
    CodingTypeName(qualified: "Swift.\(name)", short: name)
  }

  /// A script type: scripts have no module name worth showing, so both spellings are the bare name.
  static func script(_ name: String) -> CodingTypeName { CodingTypeName(qualified: name, short: name) }

  static let keyedContainer = CodingTypeName(
    qualified: "Swift.Dictionary<Swift.String, Any>", short: "Dictionary<String, Any>")
  static let unkeyedContainer = CodingTypeName(qualified: "Swift.Array<Any>", short: "Array<Any>")
}
