import DequeModule
import DynPropHost

/// The past ticks, for `history`, `show`, `diff` and the exports' highlights.
///
/// A tick's record holds its events and those of the commands run after it, until the next tick begins;
/// record 0 holds what happened before the first tick (loading, mounting). Only the last `limit` ticks
/// are kept, so a long session uses bounded memory; older ones are dropped and `history` says so.
public final class Timeline {
  public struct Record {
    public let tick: Int
    public internal(set) var events: [Event] = []
    /// How many events the tick itself made; the rest came from commands run after it ended.
    public internal(set) var tickEnd: Int?

    /// The events of the tick itself (all of them while it is under way, and for the setup record 0).
    public var duringTick: ArraySlice<Event> { events[..<(tickEnd ?? events.count)] }
    /// The events of the commands run after the tick ended, until the next tick began.
    public var afterTick: ArraySlice<Event> { events[(tickEnd ?? events.count)...] }
  }

  /// How many ticks are kept (record 0 is kept too while it is within the window).
  public var limit: Int {
    didSet { trim() }
  }
  public private(set) var records: Deque<Record> = []
  /// The highest tick number dropped so far (0 when none was).
  public private(set) var droppedThrough = 0

  public static let defaultLimit = 10_000

  public init(limit: Int = Timeline.defaultLimit) { self.limit = max(1, limit) }

  public func observe(_ event: Event) {
    if event.type == .tick || records.isEmpty {
      records.append(Record(tick: event.tick))
      trim()
    }
    records[records.count - 1].events.append(event)
  }

  /// The tick under way has finished; later events belong to the commands after it.
  public func tickEnded() {
    guard let last = records.indices.last, records[last].tick > 0, records[last].tickEnd == nil else {
      return
    }
    records[last].tickEnd = records[last].events.count
  }

  public func reset() {
    records.removeAll()
    droppedThrough = 0
  }

  /// The record of a tick, or why there is none.
  public func record(_ tick: Int) -> Result<Record, TimelineError> {
    if droppedThrough > 0, tick <= droppedThrough {
      return .failure(.dropped(tick: tick, keeping: limit))
    }
    if tick == 0, droppedThrough == 0, records.first?.tick != 0 { return .success(Record(tick: 0)) }
    guard let record = records.first(where: { $0.tick == tick }) else {
      let last = records.last?.tick ?? 0
      return .failure(.notYet(tick: tick, last: last))
    }
    return .success(record)
  }

  /// Records of the ticks in `range` that are kept, in order.
  public func records(in range: ClosedRange<Int>) -> [Record] {
    records.filter { range.contains($0.tick) }
  }

  /// Every event the window holds, in order.
  public var events: LazySequence<FlattenSequence<LazyMapSequence<Deque<Record>, [Event]>>> {
    records.lazy.flatMap(\.events)
  }

  /// The last record that is a real tick (not the setup record 0).
  public var lastTick: Record? { records.last(where: { $0.tick > 0 }) }

  /// The last tick and what led into it: the commands run between the tick before and this one, then
  /// the tick itself (for `export dot`'s highlights).
  public var lastTickWithLeadIn: (tick: Int, events: [Event])? {
    guard let index = records.lastIndex(where: { $0.tick > 0 }) else { return nil }
    let before = index > records.startIndex ? Array(records[index - 1].afterTick) : []
    return (records[index].tick, before + records[index].duringTick)
  }

  private func trim() {
    while records.count > limit + 1 || (records.count > limit && records.first?.tick != 0) {
      let dropped = records.removeFirst()
      droppedThrough = max(droppedThrough, dropped.tick)
    }
  }
}

public enum TimelineError: Error, Equatable, CustomStringConvertible {
  case dropped(tick: Int, keeping: Int)
  case notYet(tick: Int, last: Int)

  public var description: String {
    switch self {
    case .dropped(let tick, let keeping):
      return
        "tick \(tick) is no longer in the history (it keeps the last \(keeping) ticks; 'history --keep N' changes that)"
    case .notYet(let tick, let last):
      return "tick \(tick) has not run (the last tick is \(last))"
    }
  }
}
