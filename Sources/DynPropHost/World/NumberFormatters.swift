import DynPropDiagnostics
import DynPropInterpreter
import Foundation

/// Foundation's `NumberFormatter`, run by Foundation's own formatter for the simulated phone's locale
/// (en_US unless the script sets `locale`): the properties apps set (`numberStyle`, fraction digits,
/// currency symbol and code, grouping) and `string(from:)`, `string(for:)`, `number(from:)`. A
/// property it does not know is Swift's "has no member" error, never a silently kept value.
final class NumberFormatterObject: NativeObject {
  private let formatter: NumberFormatter = {
    let formatter = NumberFormatter()
    formatter.locale = FormatStyleValue.locale
    return formatter
  }()

  override var typeName: String { "NumberFormatter" }

  static var type: FoundationType {
    FoundationType("NumberFormatter", make: { _, _, _, _ in .native(NumberFormatterObject()) })
  }

  static let styles: [String: NumberFormatter.Style] = [
    "none": .none, "decimal": .decimal, "currency": .currency, "percent": .percent, "scientific": .scientific,
    "spellOut": .spellOut, "ordinal": .ordinal, "currencyISOCode": .currencyISOCode,
    "currencyPlural": .currencyPlural, "currencyAccounting": .currencyAccounting,
  ]

  override func member(_ name: String, in interpreter: Interpreter) throws -> Value? {
    switch name {
    case "maximumFractionDigits": return .int(formatter.maximumFractionDigits)
    case "minimumFractionDigits": return .int(formatter.minimumFractionDigits)
    case "minimumIntegerDigits": return .int(formatter.minimumIntegerDigits)
    case "currencySymbol": return .string(formatter.currencySymbol)
    case "currencyCode": return .string(formatter.currencyCode)
    case "usesGroupingSeparator": return .bool(formatter.usesGroupingSeparator)
    default: return nil
    }
  }

  override func setMember(_ name: String, to value: Value, in interpreter: Interpreter) throws -> Bool {
    switch (name, value.flattened) {
    case ("numberStyle", .native(let member as UnresolvedMember)):
      guard let style = Self.styles[member.name] else { return false }
      formatter.numberStyle = style
    case ("maximumFractionDigits", .int(let n)): formatter.maximumFractionDigits = n
    case ("minimumFractionDigits", .int(let n)): formatter.minimumFractionDigits = n
    case ("minimumIntegerDigits", .int(let n)): formatter.minimumIntegerDigits = n
    case ("currencySymbol", .string(let s)): formatter.currencySymbol = s
    case ("currencyCode", .string(let s)): formatter.currencyCode = s
    case ("usesGroupingSeparator", .bool(let b)): formatter.usesGroupingSeparator = b
    case ("locale", .native(let locale as LocaleValue)):
      formatter.locale = Locale(identifier: locale.identifier)
    default: return false
    }
    return true
  }

  override func call(_ name: String, labels: [String?], arguments: [Value], in interpreter: Interpreter)
    throws -> Value?
  {
    switch (name, labels, arguments.first?.flattened) {
    case ("string", ["from"], let value?), ("string", ["for"], let value?):
      guard let number = NSNumberValue.number(of: value) else { return .none }
      return Value.optional(formatter.string(from: number).map(Value.string))
    case ("number", ["from"], .string(let text)?):
      return Value.optional(formatter.number(from: text).map { .native(NSNumberValue($0)) })
    default: return nil
    }
  }
}

/// The `NSNumber` that `NumberFormatter.number(from:)` returns: `doubleValue`, `intValue`,
/// `Double(truncating:)` (`NSNumber(value:)` and `x as NSNumber` keep the plain number: `StoreLibrary`).
final class NSNumberValue: NativeObject {
  let number: NSNumber
  init(_ number: NSNumber) { self.number = number }

  override var typeName: String { "NSNumber" }
  override var displayDescription: String { number.description }

  /// The number a value holds: an Int, a Double, a Bool, or an `NSNumber`.
  static func number(of value: Value) -> NSNumber? {
    switch value {
    case .int(let n): return NSNumber(value: n)
    case .double(let d): return NSNumber(value: d)
    case .float(let f): return NSNumber(value: f)
    case .bool(let b): return NSNumber(value: b)
    case .native(let boxed as NSNumberValue): return boxed.number
    default: return nil
    }
  }

  override func member(_ name: String, in interpreter: Interpreter) throws -> Value? {
    switch name {
    case "doubleValue": return .double(number.doubleValue)
    case "intValue", "integerValue": return .int(number.intValue)
    case "floatValue": return .float(number.floatValue)
    case "boolValue": return .bool(number.boolValue)
    case "stringValue", "description": return .string(number.stringValue)
    default: return nil
    }
  }

  override func isEqual(to other: NativeObject) -> Bool { (other as? NSNumberValue)?.number == number }
}
