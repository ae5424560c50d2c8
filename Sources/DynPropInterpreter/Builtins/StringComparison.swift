import Foundation

/// Foundation's string comparisons and searches (`compare`, `caseInsensitiveCompare`,
/// `localizedStandardCompare`, `localizedStandardContains`…), done by Foundation itself with the simulated
/// iPhone's locale (en_US, as the format styles use), so a sort orders names as an iPhone set to US English
/// does, on any machine: `"Äpfel"` before `"apple"`, `"file2"` before `"file10"` in the standard order.
/// They return `ComparisonResult` (`SwiftPrelude.foundationSource`).
extension Builtins {
  static let phoneLocale = Locale(identifier: "en_US")

  static func stringComparison(_ text: String, _ call: BuiltinCall) throws -> Value? {
    let result: ComparisonResult
    switch call.signature {
    case "compare(_:)": result = text.compare(try call.string(0))
    case "caseInsensitiveCompare(_:)": result = text.caseInsensitiveCompare(try call.string(0))
    case "localizedCompare(_:)": result = text.compare(try call.string(0), locale: phoneLocale)
    case "localizedCaseInsensitiveCompare(_:)":
      result = text.compare(try call.string(0), options: .caseInsensitive, locale: phoneLocale)
    case "localizedStandardCompare(_:)":
      result = text.compare(
        try call.string(0), options: [.caseInsensitive, .numeric, .widthInsensitive, .forcedOrdering],
        locale: phoneLocale)
    case "localizedCaseInsensitiveContains(_:)":
      return .bool(text.range(of: try call.string(0), options: .caseInsensitive, locale: phoneLocale) != nil)
    case "localizedStandardContains(_:)":
      let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive, .widthInsensitive]
      return .bool(text.range(of: try call.string(0), options: options, locale: phoneLocale) != nil)
    default: return nil
    }
    return try comparisonResult(result, call)
  }

  /// Foundation's `ComparisonResult` as the script's enum of the same name.
  private static func comparisonResult(_ result: ComparisonResult, _ call: BuiltinCall) throws -> Value {
    guard let type = call.rt.lookupType("ComparisonResult") as? ScriptType,
      let index = type.caseIndex[String(describing: result)]
    else {
      throw call.rt.scriptError("cannot find type 'ComparisonResult' in scope", at: call.location)
    }
    return .enumValue(EnumValue(type: type, caseIndex: index, payload: []))
  }
}
