import DynPropHost
import Foundation

/// A mutating engine operation, kept so the world can be rebuilt by deterministic re-execution.
enum JournalEntry {
  case load([URL])
  case reload
  case mount(String)
  case tick
  case step
  case tap(String, Int?)
  case set(String, String)
  case eval(String)
  case net(NetCommand)
  case store(StoreOperation)
  case reset
  /// `reset`'s remount of the remembered root.
  case remount
}

/// Time travel (`back`, `goto`, `forward`): the world at the start of a tick is rebuilt by replaying,
/// into a fresh world, every operation made before that tick began. Same scripts, same operations and
/// the same seed give the same world (CONTRACT §8), so the restored world is exact.
extension HostEngine {
  /// Runs an operation and writes it in the journal (not while replaying).
  func journaled<T>(_ entry: JournalEntry, _ body: () throws -> T) rethrows -> T {
    if replaying { return try body() }
    let before = graph.tick
    journal.append(entry)
    redo.removeAll()
    defer {
      if graph.tick > before {
        for tick in (before + 1)...graph.tick { tickStarts[tick] = journal.count - 1 }
      }
    }
    return try body()
  }

  public func back(_ count: Int) throws -> String {
    let completed = stepper.isRunning ? graph.tick - 1 : graph.tick
    let target = completed - count + 1
    guard count >= 1, target >= 1 else {
      throw ShellError.scenario("back: only \(completed) tick\(completed == 1 ? "" : "s") completed so far")
    }
    try restore(toStartOf: target)
    return
      "back at the start of tick \(target) (\(redo.count) operation\(redo.count == 1 ? "" : "s") can be redone with 'forward')"
  }

  public func goto(tick: Int) throws -> String {
    guard tick >= 1 else { throw ShellError.scenario("goto: ticks start at 1") }
    if tick <= graph.tick {
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
    let count = redo.count
    while !redo.isEmpty { try replayNext(visible: true) }
    return "redid \(count) operation\(count == 1 ? "" : "s"); now after tick \(graph.tick)"
  }

  public var eventHistory: [Event] { log }

  private func restore(toStartOf target: Int) throws {
    guard let index = tickStarts[target] else {
      throw ShellError.scenario("tick \(target) is not in this session's history")
    }
    finishSteppedTick()
    let kept = Array(journal[..<index])
    redo = Array(journal[index...]) + redo
    muted = true
    rebuildWorld()
    journal = kept
    tickStarts = [:]
    replaying = true
    defer {
      replaying = false
      muted = false
    }
    for (position, entry) in kept.enumerated() { apply(entry, at: position) }
  }

  private func replayNext(visible: Bool) throws {
    finishSteppedTick()
    let entry = redo.removeFirst()
    replaying = true
    muted = !visible
    defer {
      replaying = false
      muted = false
    }
    journal.append(entry)
    apply(entry, at: journal.count - 1)
  }

  /// A tick left half done by `step` is finished (quietly) before the world is rebuilt.
  private func finishSteppedTick() {
    guard stepper.isRunning else { return }
    muted = true
    defer { muted = false }
    while (try? stepper.advance(install: { _ in }, tick: {})) != nil {}
    graph.phaseHook = nil
  }

  /// Applies one operation to the current world, ignoring errors (they were reported the first time),
  /// and notes which ticks it started.
  private func apply(_ entry: JournalEntry, at position: Int) {
    let before = graph.tick
    switch entry {
    case .load(let files): try? load(files: files)
    case .reload: try? reload()
    case .mount(let expression): try? mount(expression: expression)
    case .tick: try? tick()
    case .step: _ = try? step()
    case .tap(let label, let index): try? tap(label: label, index: index)
    case .set(let path, let expression): try? set(path: path, expression: expression)
    case .eval(let expression): _ = try? eval(expression: expression)
    case .net(let command): _ = try? net(command)
    case .store(let operation): _ = try? store(operation)
    case .reset: reset()
    case .remount: _ = try? remountRoot()
    }
    if graph.tick > before { for tick in (before + 1)...graph.tick { tickStarts[tick] = position } }
  }
}
