import DequeModule
import DynPropHost
import Foundation

/// A mutating engine operation, kept so the world can be rebuilt by deterministic re-execution.
enum JournalEntry: Equatable {
  case load([URL])
  case reload
  case mount(String)
  /// A run of `tick` operations with nothing between them (a long session is a few entries, not one
  /// per tick).
  case ticks(Int)
  case step
  case tap(String, Int?)
  case dismiss
  case delete(String, Int?)
  case scroll(ViewGraph.ScrollTarget, Int?)
  case act(ViewGraph.ControlAction, String, Int?)
  case set(String, String)
  case eval(String)
  case net(NetCommand)
  case store(StoreOperation)
  case reset
  /// `reset`'s remount of the remembered root.
  case remount

  /// How many operations the entry stands for.
  var operations: Int {
    if case .ticks(let count) = self { return count }
    return 1
  }
}

/// Where an operation is in the journal: its entry and, inside a run of ticks, how many came before it.
struct JournalPosition: Equatable {
  var entry: Int
  var offset = 0
}

/// The operations of a session, in order, with runs of ticks merged.
struct Journal {
  private(set) var entries: [JournalEntry] = []

  init(_ entries: [JournalEntry] = []) {
    for entry in entries { append(entry) }
  }

  /// Adds an operation (a `.ticks` run joins the run before it) and returns where its first
  /// operation went.
  @discardableResult
  mutating func append(_ entry: JournalEntry) -> JournalPosition {
    if case .ticks(let added) = entry, case .ticks(let count)? = entries.last {
      entries[entries.count - 1] = .ticks(count + added)
      return JournalPosition(entry: entries.count - 1, offset: count)
    }
    entries.append(entry)
    return JournalPosition(entry: entries.count - 1)
  }

  /// The operations before `position`, and the ones from it on.
  func split(at position: JournalPosition) -> (before: [JournalEntry], from: [JournalEntry]) {
    var before = Array(entries[..<position.entry])
    var from = Array(entries[position.entry...])
    if case .ticks(let count) = entries[position.entry], position.offset > 0 {
      before.append(.ticks(position.offset))
      from[0] = .ticks(count - position.offset)
    }
    return (before, from)
  }
}

/// For each tick in the history window, where in the journal the operation that started it is.
///
/// Ticks are numbered 1, 2, … without gaps since the start or the last `reset`, so the positions are a
/// queue indexed by tick number; ticks older than the window are dropped as new ones start, so a long
/// session keeps only the window's positions.
struct TickStarts {
  private var positions: Deque<JournalPosition> = []
  private var firstTick = 1

  /// The oldest tick that can be travelled to, if any.
  var oldest: Int? { positions.isEmpty ? nil : firstTick }

  mutating func started(_ tick: Int, at position: JournalPosition, keeping limit: Int) {
    if tick != firstTick + positions.count {
      // A reset numbered ticks from 1 again.
      positions.removeAll()
      firstTick = tick
    }
    positions.append(position)
    while positions.count > limit {
      positions.removeFirst()
      firstTick += 1
    }
  }

  func position(of tick: Int) -> JournalPosition? {
    let index = tick - firstTick
    return positions.indices.contains(index) ? positions[index] : nil
  }

  mutating func removeAll() {
    positions.removeAll()
    firstTick = 1
  }
}
