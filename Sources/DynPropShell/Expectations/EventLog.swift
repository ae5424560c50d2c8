import DynPropHost
import OrderedCollections

/// What expectations count, since the start of the session or the last `reset` (CONTRACT §3 "so far").
///
/// The shell keeps its own log of what the engine reported, plus the errors and expectations the shell
/// itself reported. It keeps counts and the few events expectations quote, not every event: a session of
/// a million ticks needs the same memory and the same work per event as one of ten.
public struct EventLog: Sendable {
  /// Events per type (`EventType.ordinal`) and `view` field (body and update counts per view type).
  private var perView = [[String: Int]](repeating: [:], count: EventType.allCases.count)
  private var perType = [Int](repeating: 0, count: EventType.allCases.count)
  /// The first warning and the first pitfall of each id, in the order the ids first appeared.
  private var firstByID: [EventType: OrderedDictionary<String, Event>] = [:]
  public private(set) var prints = TextLog()
  public private(set) var crashes = TextLog()
  public private(set) var firstCrash: Event?
  /// Expectations and errors come from commands, a few per command, so they are kept whole.
  private var kept: [EventType: [Event]] = [:]
  /// The types kept whole (`kept`, `events(_:)`); a switch, not a set, since `append` asks for every event.
  static func isKept(_ type: EventType) -> Bool {
    switch type {
    case .expect, .error: true
    default: false
    }
  }

  public init() {}

  public mutating func append(_ event: Event) {
    let ordinal = event.type.ordinal
    perType[ordinal] += 1
    if let view = event.string("view") { perView[ordinal][view, default: 0] += 1 }
    switch event.type {
    case .warning, .pitfall:
      if let id = event.string("id"), firstByID[event.type]?[id] == nil {
        firstByID[event.type, default: [:]][id] = event
      }
    case .print: if let text = event.string("text") { prints.append(text) }
    case .crash:
      if let message = event.string("message") { crashes.append(message) }
      if firstCrash == nil { firstCrash = event }
    default: if Self.isKept(event.type) { kept[event.type, default: []].append(event) }
    }
  }

  public mutating func clear() { self = EventLog() }

  /// The events of a type that is kept whole (`expect`, `error`).
  public func events(_ type: EventType) -> [Event] {
    precondition(Self.isKept(type), "the event log keeps only counts of \(type.rawValue) events")
    return kept[type] ?? []
  }

  /// Events of a type whose `view` field equals `view`.
  public func count(_ type: EventType, view: String) -> Int { perView[type.ordinal][view] ?? 0 }

  public func count(_ type: EventType) -> Int { perType[type.ordinal] }

  /// Whether any event so far named this view type.
  public func mentions(view: String) -> Bool { perView.contains { $0[view] != nil } }

  /// The distinct ids of the warnings or pitfalls so far, in first-seen order.
  public func ids(of type: EventType) -> [String] { firstByID[type].map { Array($0.keys) } ?? [] }

  /// The first warning or pitfall with this id (any id when nil).
  public func first(_ type: EventType, id: String?) -> Event? {
    guard let events = firstByID[type] else { return nil }
    guard let id else { return events.values.first }
    return events[id]
  }
}

/// Texts seen so far (printed lines, crash messages), stored end to end for substring checks.
///
/// `expect print "S"` asks whether any line so far contains S; one string holding every line costs a few
/// bytes a line, where an array of strings would cost an object each.
public struct TextLog: Sendable {
  /// Separates the texts in `joined`; the rare text that contains it is kept apart instead.
  private static let separator: Character = "\u{0}"
  public private(set) var count = 0
  /// The first few texts, for "seen" lists.
  public private(set) var first: [String] = []
  private var joined = ""
  private var containingSeparator: [String] = []
  static let firstKept = 8

  public mutating func append(_ text: String) {
    if count < Self.firstKept { first.append(text) }
    count += 1
    if text.contains(Self.separator) {
      containingSeparator.append(text)
    } else {
      joined.append(Self.separator)
      joined += text
    }
  }

  /// Whether some text contains `part` (every text contains the empty string).
  public func contains(_ part: String) -> Bool {
    guard count > 0 else { return false }
    if part.isEmpty { return true }
    if containingSeparator.contains(where: { $0.contains(part) }) { return true }
    return !part.contains(Self.separator) && joined.contains(part)
  }
}
