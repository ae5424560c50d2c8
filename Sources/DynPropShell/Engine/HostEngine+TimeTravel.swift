import DynPropHost
import DynPropInsight
import Foundation

/// Time travel (`back`, `goto`, `forward`): the world at the start of a tick is rebuilt by replaying,
/// into a fresh world, every operation made before that tick began. Same scripts, same operations and
/// the same seed give the same world (CONTRACT §8), so the restored world is exact. Travel reaches the
/// ticks the history window keeps (`Timeline.limit`, `history --keep N`).
extension HostEngine {
  /// Runs an operation and writes it in the journal (not while replaying).
  func journaled<T>(_ entry: JournalEntry, _ body: () throws -> T) rethrows -> T {
    if replaying { return try body() }
    let before = graph.tick
    let position = journal.append(entry)
    redo.removeAll()
    defer { noteTicks(after: before, startedBy: position) }
    return try body()
  }

  /// Every tick after `before` was started by the operation at `position`.
  private func noteTicks(after before: Int, startedBy position: JournalPosition) {
    guard graph.tick > before else { return }
    for tick in (before + 1)...graph.tick { tickStarts.started(tick, at: position, keeping: timeline.limit) }
  }

  public func back(_ count: Int) throws -> String {
    let completed = stepper.isRunning ? graph.tick - 1 : graph.tick
    let target = completed - count + 1
    guard count >= 1, target >= 1 else {
      throw ShellError.scenario("back: only \(completed) tick\(completed == 1 ? "" : "s") completed so far")
    }
    guard let oldest = reachableOldest(), target >= oldest else {
      let reach = reachableOldest().map { "back \(completed - $0 + 1)" }
      throw ShellError.scenario(
        "back: the history reaches back to the start of tick \(reachableOldest() ?? completed + 1)"
          + " (\(reach ?? "nothing") at most; it keeps the last \(timeline.limit) ticks, 'history --keep N' changes that)"
      )
    }
    try restore(toStartOf: target)
    let operations = redo.reduce(0) { $0 + $1.operations }
    return
      "back at the start of tick \(target) (\(operations) operation\(operations == 1 ? "" : "s") can be redone with 'forward')"
  }

  public func goto(tick: Int) throws -> String {
    guard tick >= 1 else { throw ShellError.scenario("goto: ticks start at 1") }
    if tick <= graph.tick {
      if let oldest = reachableOldest(), tick < oldest {
        throw ShellError.scenario(
          "goto: the history reaches back to the start of tick \(oldest) (it keeps the last \(timeline.limit) ticks; 'history --keep N' changes that)"
        )
      }
      try restore(toStartOf: tick)
      return "at the start of tick \(tick)"
    }
    while graph.tick < tick - 1 || (graph.tick == tick - 1 && stepper.isRunning), !redo.isEmpty {
      try replayNext(visible: true)
    }
    guard graph.tick == tick - 1 else {
      throw ShellError.scenario("goto: tick \(tick) has not been reached (now at tick \(graph.tick))")
    }
    return "at the start of tick \(tick)"
  }

  public func forward() throws -> String {
    guard !redo.isEmpty else { return "nothing to redo" }
    let count = redo.reduce(0) { $0 + $1.operations }
    while !redo.isEmpty { try replayNext(visible: true) }
    return "redid \(count) operation\(count == 1 ? "" : "s"); now after tick \(graph.tick)"
  }

  public var eventCounts: EventLog { counts }

  /// The oldest tick whose start can be restored: the history window's first tick.
  private func reachableOldest() -> Int? {
    guard let oldest = tickStarts.oldest else { return nil }
    return max(oldest, graph.tick - timeline.limit + 1)
  }

  private func restore(toStartOf target: Int) throws {
    guard let position = tickStarts.position(of: target) else {
      throw ShellError.scenario("tick \(target) is not in this session's history")
    }
    finishSteppedTick()
    let (kept, undone) = journal.split(at: position)
    redo = undone + redo
    muted = true
    rebuildWorld()
    journal = Journal()
    tickStarts.removeAll()
    replaying = true
    defer {
      replaying = false
      muted = false
    }
    for entry in kept { apply(entry) }
  }

  /// Redoes the next operation (one tick of a run of ticks).
  private func replayNext(visible: Bool) throws {
    finishSteppedTick()
    var entry = redo.removeFirst()
    if case .ticks(let count) = entry, count > 1 {
      redo.insert(.ticks(count - 1), at: 0)
      entry = .ticks(1)
    }
    replaying = true
    muted = !visible
    defer {
      replaying = false
      muted = false
    }
    apply(entry)
  }

  /// A tick left half done by `step` is finished (quietly) before the world is rebuilt.
  private func finishSteppedTick() {
    guard stepper.isRunning else { return }
    muted = true
    defer { muted = false }
    while (try? stepper.advance(install: { _ in }, tick: {})) != nil {}
    graph.phaseHook = nil
  }

  /// Applies an entry to the current world and writes it in the journal, ignoring errors (they were
  /// reported the first time), and notes which ticks it started.
  private func apply(_ entry: JournalEntry) {
    if case .ticks(let count) = entry {
      for _ in 0..<count { applyOne(.ticks(1)) }
    } else {
      applyOne(entry)
    }
  }

  private func applyOne(_ entry: JournalEntry) {
    let before = graph.tick
    let position = journal.append(entry)
    switch entry {
    case .load(let files): try? load(files: files)
    case .reload: try? reload()
    case .mount(let expression): _ = try? mount(expression: expression)
    case .ticks: try? tick()
    case .step: _ = try? step()
    case .tap(let label, let index): _ = try? tap(label: label, index: index)
    case .dismiss: _ = try? dismiss()
    case .delete(let label, let index): _ = try? delete(row: label, index: index)
    case .scroll(let target, let index): _ = try? scroll(target, index: index)
    case .act(let action, let label, let index): _ = try? act(action, on: label, index: index)
    case .set(let path, let expression): try? set(path: path, expression: expression)
    case .eval(let expression): _ = try? eval(expression: expression)
    case .net(let command): _ = try? net(command)
    case .store(let operation): _ = try? store(operation)
    case .reset: reset()
    case .remount: _ = try? remountRoot()
    }
    noteTicks(after: before, startedBy: position)
  }
}
