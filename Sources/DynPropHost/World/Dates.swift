import DynPropDiagnostics
import DynPropInterpreter

/// A `Date` on the simulated clock (CONTRACT §8): `Date()` at tick t is 2001-01-01T00:00:00Z plus
/// t/60 seconds, so scripts that measure time get the same answer on every run.
final class DateValue: NativeObject {
  /// Seconds since 2001-01-01T00:00:00Z (`timeIntervalSinceReferenceDate`).
  let seconds: Double
  private weak var graph: ViewGraph?

  /// Seconds from 1970-01-01 to 2001-01-01.
  static let referenceOffset = 978_307_200.0

  init(seconds: Double, graph: ViewGraph?) {
    self.seconds = seconds
    self.graph = graph
  }

  static func now(_ graph: ViewGraph) -> DateValue { DateValue(seconds: clock(graph), graph: graph) }

  static func clock(_ graph: ViewGraph) -> Double { Double(graph.tick) / 60 }

  override var typeName: String { "Date" }

  /// As Swift prints a `Date`: `2001-01-01 00:00:00 +0000` (UTC, whole seconds).
  override var displayDescription: String {
    let whole = Int((seconds + Self.referenceOffset).rounded(.down))
    let (days, second) = (whole.floorDivided(by: 86_400), whole.floorModulo(86_400))
    let (year, month, day) = CivilDate.fromDays(days)
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    let yearText = String(repeating: "0", count: max(0, 4 - String(year).count)) + String(year)
    return
      "\(yearText)-\(two(month))-\(two(day)) \(two(second / 3600)):\(two(second / 60 % 60)):\(two(second % 60)) +0000"
  }

  override func member(_ name: String, in interpreter: Interpreter) throws -> Value? {
    switch name {
    case "timeIntervalSinceReferenceDate": return .double(seconds)
    case "timeIntervalSince1970": return .double(seconds + Self.referenceOffset)
    case "timeIntervalSinceNow": return .double(seconds - (graph.map(Self.clock) ?? 0))
    case "description": return .string(displayDescription)
    default: return nil
    }
  }

  override func call(_ name: String, labels: [String?], arguments: [Value], in interpreter: Interpreter)
    throws -> Value?
  {
    if name == "formatted" { return try formatted(labels, arguments, interpreter) }
    guard let argument = arguments.first, arguments.count == 1 else { return nil }
    switch (name, argument) {
    case ("addingTimeInterval", _), ("advanced", _), ("+", _):
      return try shifted(by: interval(argument, name, interpreter))
    case ("-", _):
      return try shifted(by: -interval(argument, name, interpreter))
    case ("timeIntervalSince", .native(let other as DateValue)):
      return .double(seconds - other.seconds)
    case ("distance", .native(let other as DateValue)):
      return .double(other.seconds - seconds)
    default: return nil
    }
  }

  /// `date.formatted()`, `date.formatted(.dateTime.hour())`, `date.formatted(date: .long, time: .omitted)`:
  /// as an en_US phone shows it, in the simulated clock's UTC.
  private func formatted(_ labels: [String?], _ arguments: [Value], _ rt: Interpreter) throws -> Value? {
    let style: Value
    switch labels {
    case []: style = .native(FormatStyleValue(.dateAndTime(date: "numeric", time: "shortened")))
    case [nil]: style = arguments[0]
    case ["date", "time"]:
      func name(_ value: Value) -> String {
        if case .native(let member as UnresolvedMember) = value { return member.name }
        return ""
      }
      style = .native(FormatStyleValue(.dateAndTime(date: name(arguments[0]), time: name(arguments[1]))))
    default: return nil
    }
    return .string(try FormatStyles.format(.native(self), with: style, rt, rt.site))
  }

  private func shifted(by delta: Double) -> Value {
    .native(DateValue(seconds: seconds + delta, graph: graph))
  }

  private func interval(_ value: Value, _ name: String, _ rt: Interpreter) throws -> Double {
    guard let number = value.asNumber else {
      throw rt.scriptError(
        "cannot convert value of type '\(rt.typeName(of: value))' to expected argument type 'TimeInterval' in '\(name)'",
        at: rt.site)
    }
    return number
  }

  override func isEqual(to other: NativeObject) -> Bool { (other as? DateValue)?.seconds == seconds }

  override func isLess(than other: NativeObject) -> Bool? {
    (other as? DateValue).map { seconds < $0.seconds }
  }
}

extension FoundationLibrary {
  /// `Date()`, `Date.now`, `Date(timeIntervalSince1970:)`, `Date(timeIntervalSinceReferenceDate:)`,
  /// `Date(timeIntervalSinceNow:)`, `Date(timeInterval:since:)`, `Date.distantPast` / `distantFuture`.
  static func date(_ graph: ViewGraph) -> FoundationType {
    FoundationType(
      "Date",
      make: { labels, args, rt, at in
        let values = ViewArguments(labels: labels, values: args, rt: rt, location: at)
        return .native(DateValue(seconds: try dateSeconds(values, graph, rt, at), graph: graph))
      },
      statics: { name, _, args, _ in
        guard args == nil else { return nil }
        switch name {
        case "now": return .native(DateValue.now(graph))
        case "distantPast": return .native(DateValue(seconds: -63_114_076_800, graph: graph))
        case "distantFuture": return .native(DateValue(seconds: 63_113_904_000, graph: graph))
        default: return nil
        }
      })
  }

  private static func dateSeconds(
    _ values: ViewArguments, _ graph: ViewGraph, _ rt: Interpreter, _ at: SourceLocation
  )
    throws -> Double
  {
    guard let label = values.labels.first else { return DateValue.clock(graph) }
    guard let amount = values.values.first?.asNumber else {
      throw rt.scriptError("Date(\(label ?? "_"):) needs a TimeInterval", at: at)
    }
    switch label {
    case "timeIntervalSince1970": return amount - DateValue.referenceOffset
    case "timeIntervalSinceReferenceDate": return amount
    case "timeIntervalSinceNow": return DateValue.clock(graph) + amount
    case "timeInterval":
      guard case .native(let base as DateValue)? = values.value("since") else {
        throw rt.scriptError("Date(timeInterval:since:) needs a Date", at: at)
      }
      return base.seconds + amount
    default:
      throw rt.scriptError("no 'Date' initializer with label '\(label ?? "_")'", at: at)
    }
  }
}

/// Proleptic Gregorian calendar arithmetic (days since 1970-01-01 to year, month, day).
enum CivilDate {
  static func fromDays(_ days: Int) -> (year: Int, month: Int, day: Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }
}

extension Int {
  func floorDivided(by divisor: Int) -> Int {
    let q = self / divisor
    return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? q - 1 : q
  }

  func floorModulo(_ divisor: Int) -> Int { self - floorDivided(by: divisor) * divisor }
}
