import DynPropDiagnostics
import DynPropInterpreter
import Foundation

/// `Calendar.current`: the Gregorian calendar of the simulated phone (en_US, UTC, as `FormatStyleValue`
/// formats dates), computed by Foundation's own `Calendar` on the simulated clock's dates, with
/// `DateComponents` as the prelude's Swift struct: `date(from:)`, `dateComponents(_:from:)`,
/// `dateComponents(_:from:to:)`, `date(byAdding:value:to:)`, `component(_:from:)`, `startOfDay(for:)`,
/// `isDateInToday(_:)`, `isDate(_:inSameDayAs:)`.
enum Calendars {
  static let fields: [(name: String, component: Calendar.Component)] = [
    ("year", .year), ("month", .month), ("day", .day), ("hour", .hour), ("minute", .minute),
    ("second", .second), ("nanosecond", .nanosecond), ("weekday", .weekday),
  ]

  static var gregorian: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = FormatStyleValue.timeZone
    calendar.locale = FormatStyleValue.locale
    return calendar
  }

  static func type(_ graph: ViewGraph) -> FoundationType {
    let current = FoundationObject("Calendar") { name, labels, args, rt in
      try call(name, labels, args, rt, graph)
    }
    return FoundationType(
      "Calendar", make: { labels, _, _, _ in labels == ["identifier"] ? .native(current) : .none },
      statics: { name, _, args, _ in
        ["current", "autoupdatingCurrent"].contains(name) && args == nil ? .native(current) : nil
      })
  }

  private static func call(
    _ name: String, _ labels: [String?], _ args: [Value], _ rt: Interpreter, _ graph: ViewGraph
  ) throws -> Value? {
    let calendar = gregorian
    switch (name, labels) {
    case ("date", ["from"]):
      return Value.optional(try calendar.date(from: foundationComponents(args[0])).map { date($0, graph) })
    case ("dateComponents", [nil, "from"]):
      return try components(
        calendar.dateComponents(Set(try requested(args[0])), from: foundationDate(args[1])), rt)
    case ("dateComponents", [nil, "from", "to"]):
      let difference = calendar.dateComponents(
        Set(try requested(args[0])), from: try foundationDate(args[1]), to: try foundationDate(args[2]))
      return try components(difference, rt)
    case ("date", ["byAdding", "value", "to"]):
      guard let component = try requested(args[0]).first, case .int(let value) = args[1] else { return nil }
      return Value.optional(
        calendar.date(byAdding: component, value: value, to: try foundationDate(args[2])).map {
          date($0, graph)
        })
    case ("component", [nil, "from"]):
      guard let component = try requested(args[0]).first else { return nil }
      return .int(calendar.component(component, from: try foundationDate(args[1])))
    case ("startOfDay", ["for"]): return date(calendar.startOfDay(for: try foundationDate(args[0])), graph)
    case ("isDateInToday", [nil]):
      let today = Date(timeIntervalSinceReferenceDate: DateValue.clock(graph))
      return .bool(calendar.isDate(try foundationDate(args[0]), inSameDayAs: today))
    case ("isDate", [nil, "inSameDayAs"]):
      return .bool(calendar.isDate(try foundationDate(args[0]), inSameDayAs: try foundationDate(args[1])))
    default: return nil
    }
  }

  private static func date(_ date: Date, _ graph: ViewGraph) -> Value {
    .native(DateValue(seconds: date.timeIntervalSinceReferenceDate, graph: graph))
  }

  private static func foundationDate(_ value: Value) throws -> Date {
    guard case .native(let date as DateValue) = value.flattened else { throw NotADate() }
    return Date(timeIntervalSinceReferenceDate: date.seconds)
  }

  /// `.hour`, `[.hour, .minute]`, `Set<Calendar.Component>`: the components named.
  private static func requested(_ value: Value) throws -> [Calendar.Component] {
    let names: [String]
    switch value {
    case .native(let member as UnresolvedMember): names = [member.name]
    case .array(let items): names = items.compactMap(memberName)
    case .set(let items): names = items.compactMap(memberName)
    default: names = []
    }
    return names.compactMap { name in fields.first { $0.name == name }?.component }
  }

  private static func memberName(_ value: Value) -> String? {
    if case .native(let member as UnresolvedMember) = value { return member.name }
    return nil
  }

  /// The prelude's `DateComponents` value as Foundation's.
  private static func foundationComponents(_ value: Value) throws -> DateComponents {
    guard case .structValue(let written) = value else { throw NotADate() }
    var result = DateComponents()
    for (name, component) in fields {
      guard let index = written.type.fieldIndex[name], case .int(let n) = written.fields[index].flattened
      else {
        continue
      }
      result.setValue(n, for: component)
    }
    return result
  }

  /// Foundation's components as the prelude's `DateComponents` (fields not asked for stay nil).
  private static func components(_ from: DateComponents, _ rt: Interpreter) throws -> Value {
    guard let type = rt.lookupType("DateComponents") else { return .none }
    var labels: [String?] = []
    var values: [Value] = []
    for (name, component) in fields {
      guard let n = from.value(for: component), n != NSDateComponentUndefined else { continue }
      labels.append(name)
      values.append(.int(n))
    }
    return try rt.construct(type, labels: labels, values, at: rt.site)
  }

  private struct NotADate: Error {}
}
