import DynPropInterpreter

/// `Locale`: the simulated iPhone is set to `en_US` (`Locale.current`, the `\.locale` environment
/// default, and what format styles use); `Locale(identifier:)` makes a fixed locale whose region's
/// currency is known for the common regions. Anything else is refused by name rather than guessed.
final class LocaleValue: NativeObject {
  let identifier: String
  let isCurrent: Bool

  init(identifier: String, isCurrent: Bool) {
    self.identifier = identifier
    self.isCurrent = isCurrent
  }

  nonisolated(unsafe) static let current = LocaleValue(identifier: "en_US", isCurrent: true)

  /// Currency codes by region (ISO 3166 → ISO 4217), for `currency` of a fixed locale.
  static let currencies: [String: String] = [
    "US": "USD", "GB": "GBP", "DE": "EUR", "FR": "EUR", "ES": "EUR", "IT": "EUR", "NL": "EUR", "AT": "EUR",
    "IE": "EUR", "PT": "EUR", "FI": "EUR", "BE": "EUR", "JP": "JPY", "CN": "CNY", "IN": "INR", "CA": "CAD",
    "AU": "AUD", "CH": "CHF", "KR": "KRW", "BR": "BRL", "MX": "MXN", "SE": "SEK", "NO": "NOK", "DK": "DKK",
    "PL": "PLN",
  ]

  static func type() -> FoundationType {
    FoundationType(
      "Locale",
      make: { labels, args, rt, location in
        guard labels == ["identifier"], case .string(let id)? = args.first else {
          throw rt.scriptError(
            "not supported yet: this Locale initializer (use Locale(identifier:))", at: location)
        }
        return .native(LocaleValue(identifier: id, isCurrent: false))
      },
      statics: { name, _, args, _ in
        guard args == nil, name == "current" || name == "autoupdatingCurrent" else { return nil }
        return .native(LocaleValue.current)
      })
  }

  override var typeName: String { "Locale" }
  override var displayDescription: String {
    isCurrent ? "\(identifier) (current)" : "\(identifier) (fixed \(identifier))"
  }
  override func isEqual(to other: NativeObject) -> Bool { (other as? LocaleValue)?.identifier == identifier }

  private var regionCode: String? {
    let parts = identifier.split(whereSeparator: { $0 == "_" || $0 == "-" })
    return parts.count > 1 ? String(parts.last!) : nil
  }

  override func member(_ name: String, in interpreter: Interpreter) throws -> Value? {
    switch name {
    case "identifier": return .string(identifier)
    case "currency":
      return .optional(regionCode.flatMap { Self.currencies[$0] }.map { Self.named("Locale.Currency", $0) })
    case "currencyCode": return .optional(regionCode.flatMap { Self.currencies[$0] }.map(Value.string))
    case "region": return .optional(regionCode.map { Self.named("Locale.Region", $0) })
    case "regionCode": return .optional(regionCode.map(Value.string))
    case "languageCode":
      return .string(String(identifier.prefix { $0 != "_" && $0 != "-" }))
    case "decimalSeparator", "groupingSeparator", "currencySymbol":
      guard identifier == "en_US" else {
        throw interpreter.scriptError(
          "not supported yet: Locale.\(name) for '\(identifier)' (the simulation formats as en_US)",
          at: interpreter.site)
      }
      return .wrapped(
        .string(["decimalSeparator": ".", "groupingSeparator": ",", "currencySymbol": "$"][name]!))
    default: return nil
    }
  }

  /// A `Locale.Currency` or `Locale.Region`: its `identifier`.
  private static func named(_ type: String, _ identifier: String) -> Value {
    .native(
      FoundationObject(
        type, property: { name, _ in name == "identifier" ? .string(identifier) : nil },
        method: { _, _, _, _ in nil }))
  }
}
