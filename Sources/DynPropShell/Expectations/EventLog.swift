import DynPropHost

/// The events since the start of the session or the last `reset`, which expectations count.
///
/// CONTRACT §3 defines every counter ("so far") over this window, so the shell keeps its own log of
/// what the engine reported, plus the errors and expectations the shell itself reported.
public struct EventLog: Sendable {
  public private(set) var events: [Event] = []

  public init(_ events: [Event] = []) { self.events = events }

  public mutating func append(_ event: Event) { events.append(event) }

  public mutating func clear() { events.removeAll() }

  public func events(_ type: EventType) -> [Event] {
    events.filter { $0.type == type }
  }

  /// Events of a type whose `view` field equals `view`.
  public func count(_ type: EventType, view: String) -> Int {
    events.reduce(0) { $0 + ($1.type == type && $1.string("view") == view ? 1 : 0) }
  }

  public func count(_ type: EventType) -> Int {
    events.reduce(0) { $0 + ($1.type == type ? 1 : 0) }
  }

  /// The distinct values of a string field over events of one type, in first-seen order.
  public func distinct(_ key: String, of type: EventType) -> [String] {
    var seen = Set<String>()
    return events(type).compactMap { $0.string(key) }.filter { seen.insert($0).inserted }
  }
}
