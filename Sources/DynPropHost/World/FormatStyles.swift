import DynPropDiagnostics
import DynPropInterpreter
import Foundation

/// Foundation's format styles as SwiftUI code writes them: `Text(price, format: .currency(code: "USD"))`,
/// `"\(x, format: .number.precision(.fractionLength(2)))"`, `.percent`, `.dateTime.hour().minute()`.
///
/// The value keeps the recipe; `format` builds Foundation's own style from it, for the simulated phone's
/// locale (en_US) and the simulated clock's time zone (UTC), so the text is what an en_US iPhone shows.
final class FormatStyleValue: NativeObject {
  enum Kind: Equatable {
    case number, percent
    case currency(String)
    case dateTime, iso8601
    case dateAndTime(date: String, time: String)
  }
  enum Precision: Equatable {
    case fractionLength(ClosedRange<Int>)
    case significantDigits(ClosedRange<Int>)
  }

  let kind: Kind
  var precision: Precision?
  var groupingNever = false
  /// `.dateTime.hour().minute()`: the fields asked for, in order.
  var dateFields: [String] = []

  init(_ kind: Kind) { self.kind = kind }

  override var typeName: String { "FormatStyle" }

  static let locale = Locale(identifier: "en_US")
  static let timeZone = TimeZone(identifier: "UTC")!

  /// `.number`, `.percent`, `.dateTime`, `.iso8601`; `.currency(code:)` as a call.
  static func named(_ name: String, _ labels: [String?], _ args: [Value]?) -> FormatStyleValue? {
    switch (name, args) {
    case ("number", nil): return FormatStyleValue(.number)
    case ("percent", nil): return FormatStyleValue(.percent)
    case ("dateTime", nil): return FormatStyleValue(.dateTime)
    case ("iso8601", nil): return FormatStyleValue(.iso8601)
    // `FloatingPointFormatStyle<Double>.Currency(code:)`: the style type built directly.
    case ("currency", let args?), ("Currency", let args?):
      guard labels == ["code"], case .string(let code)? = args.first else { return nil }
      return FormatStyleValue(.currency(code))
    case ("Percent", let args?) where args.isEmpty: return FormatStyleValue(.percent)
    default: return nil
    }
  }

  override func call(_ name: String, labels: [String?], arguments: [Value], in interpreter: Interpreter)
    throws -> Value?
  {
    switch name {
    case "format":
      guard let value = arguments.first else { return nil }
      return .string(try format(value, interpreter))
    case "precision":
      let copy = copied()
      copy.precision = try Self.precision(arguments.first, interpreter)
      return .native(copy)
    case "grouping":
      let copy = copied()
      if case .native(let member as UnresolvedMember)? = arguments.first {
        copy.groupingNever = member.name == "never"
      }
      return .native(copy)
    case "year", "month", "day", "hour", "minute", "second", "weekday":
      guard kind == .dateTime else { return nil }
      let copy = copied()
      copy.dateFields.append(name)
      return .native(copy)
    default:
      return nil
    }
  }

  private func copied() -> FormatStyleValue {
    let copy = FormatStyleValue(kind)
    copy.precision = precision
    copy.groupingNever = groupingNever
    copy.dateFields = dateFields
    return copy
  }

  /// `.fractionLength(2)`, `.fractionLength(0...2)`, `.significantDigits(3)`.
  private static func precision(_ value: Value?, _ rt: Interpreter) throws -> Precision {
    guard case .native(let member as UnresolvedMember)? = value, let argument = member.arguments.first else {
      throw rt.scriptError(
        "not supported yet: this precision (.fractionLength or .significantDigits)", at: rt.site)
    }
    let range: ClosedRange<Int>
    switch argument {
    case .int(let n): range = n...n
    case .range(let r):
      guard case .int(let lower) = r.lower, case .int(let upper) = r.upper, upper >= lower else {
        throw rt.scriptError("not supported yet: this precision range", at: rt.site)
      }
      range = lower...(r.isClosed ? upper : upper - 1)
    default: throw rt.scriptError("not supported yet: this precision argument", at: rt.site)
    }
    switch member.name {
    case "fractionLength": return .fractionLength(range)
    case "significantDigits": return .significantDigits(range)
    default: throw rt.scriptError("not supported yet: precision '.\(member.name)'", at: rt.site)
    }
  }

  func format(_ value: Value, _ rt: Interpreter) throws -> String {
    switch (kind, value.flattened) {
    case (.number, .int(let n)): return numberStyle(IntegerFormatStyle<Int>(locale: Self.locale)).format(n)
    case (.number, .double(let d)):
      return numberStyle(FloatingPointFormatStyle<Double>(locale: Self.locale)).format(d)
    case (.percent, .int(let n)):
      return numberStyle(IntegerFormatStyle<Int>.Percent(locale: Self.locale)).format(n)
    case (.percent, .double(let d)):
      return numberStyle(FloatingPointFormatStyle<Double>.Percent(locale: Self.locale)).format(d)
    case (.currency(let code), .int(let n)):
      return numberStyle(IntegerFormatStyle<Int>.Currency(code: code, locale: Self.locale)).format(n)
    case (.currency(let code), .double(let d)):
      return numberStyle(FloatingPointFormatStyle<Double>.Currency(code: code, locale: Self.locale)).format(
        d)
    case (_, .native(let date as DateValue)):
      return try formatDate(Date(timeIntervalSinceReferenceDate: date.seconds), rt)
    default:
      throw rt.scriptError(
        "not supported yet: formatting a value of type '\(rt.typeName(of: value))' with this format style",
        at: rt.site)
    }
  }

  private func formatDate(_ date: Date, _ rt: Interpreter) throws -> String {
    switch kind {
    case .iso8601: return date.formatted(.iso8601)
    case .dateAndTime(let dateStyle, let timeStyle):
      return Date.FormatStyle(
        date: Self.dateStyle(dateStyle), time: Self.timeStyle(timeStyle), locale: Self.locale,
        timeZone: Self.timeZone
      ).format(date)
    case .dateTime:
      var style = Date.FormatStyle(locale: Self.locale, timeZone: Self.timeZone)
      for field in dateFields {
        switch field {
        case "year": style = style.year()
        case "month": style = style.month()
        case "day": style = style.day()
        case "hour": style = style.hour()
        case "minute": style = style.minute()
        case "second": style = style.second()
        default: style = style.weekday()
        }
      }
      return style.format(date)
    default:
      throw rt.scriptError("not supported yet: formatting a Date with a number format style", at: rt.site)
    }
  }

  static func dateStyle(_ name: String) -> Date.FormatStyle.DateStyle {
    switch name {
    case "omitted": return .omitted
    case "numeric": return .numeric
    case "long": return .long
    case "complete": return .complete
    default: return .abbreviated
    }
  }

  static func timeStyle(_ name: String) -> Date.FormatStyle.TimeStyle {
    switch name {
    case "omitted": return .omitted
    case "standard": return .standard
    case "complete": return .complete
    default: return .shortened
    }
  }

  private func numberStyle<S: NumberLikeStyle>(_ style: S) -> S {
    var result = style
    if let precision { result = result.applying(precision) }
    if groupingNever { result = result.withoutGrouping() }
    return result
  }

}

/// The number styles share `precision` and `grouping` under different types; this gives them one name.
protocol NumberLikeStyle {
  func applying(_ precision: FormatStyleValue.Precision) -> Self
  func withoutGrouping() -> Self
}

extension IntegerFormatStyle: NumberLikeStyle {
  func applying(_ p: FormatStyleValue.Precision) -> Self { precision(p.foundation()) }
  func withoutGrouping() -> Self { grouping(.never) }
}
extension IntegerFormatStyle.Percent: NumberLikeStyle {
  func applying(_ p: FormatStyleValue.Precision) -> Self { precision(p.foundation()) }
  func withoutGrouping() -> Self { grouping(.never) }
}
extension IntegerFormatStyle.Currency: NumberLikeStyle {
  func applying(_ p: FormatStyleValue.Precision) -> Self { precision(p.foundation()) }
  func withoutGrouping() -> Self { grouping(.never) }
}
extension FloatingPointFormatStyle: NumberLikeStyle {
  func applying(_ p: FormatStyleValue.Precision) -> Self { precision(p.foundation()) }
  func withoutGrouping() -> Self { grouping(.never) }
}
extension FloatingPointFormatStyle.Percent: NumberLikeStyle {
  func applying(_ p: FormatStyleValue.Precision) -> Self { precision(p.foundation()) }
  func withoutGrouping() -> Self { grouping(.never) }
}
extension FloatingPointFormatStyle.Currency: NumberLikeStyle {
  func applying(_ p: FormatStyleValue.Precision) -> Self { precision(p.foundation()) }
  func withoutGrouping() -> Self { grouping(.never) }
}

extension FormatStyleValue.Precision {
  func foundation() -> NumberFormatStyleConfiguration.Precision {
    switch self {
    case .fractionLength(let range): return .fractionLength(range)
    case .significantDigits(let range): return .significantDigits(range)
    }
  }
}
