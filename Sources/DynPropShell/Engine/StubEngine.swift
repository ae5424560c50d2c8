import DynPropHost
import DynPropInsight
import Foundation
import OrderedCollections

/// A scripted stand-in for the simulated world that records every call the shell makes.
///
/// The shell's commands, expectations, exit codes and renderers are tested against this stub, so their
/// tests do not depend on the interpreter or the host: a test says which events each tick reports,
/// what the screen shows and which calls fail, then asserts the transcript and the calls.
public final class StubEngine: Engine {
  public var eventSink: ((Event) -> Void)?
  public var interruptCheck: (() -> Bool)?
  /// Every call, e.g. `load a.swift`, `tick`, `tap Reload #2`, `set Counter.count = 2`.
  public private(set) var calls: [String] = []
  public private(set) var currentTick = 0
  /// Events reported during tick N, after its `tick` event.
  public var tickEvents: [Int: [Event]] = [:]
  /// The world is idle from this tick on (nil: never idle).
  public var idleFromTick: Int?
  /// A loop pitfall is confirmed in this tick.
  public var loopTick: Int?
  public private(set) var loopConfirmedInLastTick = false
  /// What `tree` and `expect text` see.
  public var screen: [String] = []
  /// Values for `eval` and `expect value`, by expression text.
  public var values: [String: String] = [:]
  /// Errors to throw, by call name (`load`, `tick`, `tap`, `eval`, ...).
  public var failures: [String: ShellError] = [:]

  public init() {}

  public var isIdle: Bool { idleFromTick.map { currentTick >= $0 } ?? false }

  /// Reports an event now, at the current tick.
  public func emit(_ type: EventType, _ fields: OrderedDictionary<String, EventValue> = [:]) {
    eventSink?(Event(type, tick: currentTick, fields))
  }

  private func call(_ name: String, _ detail: String = "") throws {
    calls.append(detail.isEmpty ? name : "\(name) \(detail)")
    if let failure = failures[name] { throw failure }
  }

  public func load(files: [URL]) throws {
    try call("load", files.map(\.lastPathComponent).joined(separator: " "))
    for file in files where !FileManager.default.fileExists(atPath: file.path) {
      throw ShellError.io("cannot read '\(file.path)'")
    }
  }

  public func reload() throws { try call("reload") }
  public func mount(expression: String) throws -> String? {
    try call("mount", expression)
    return nil
  }

  public func tick() throws {
    try call("tick")
    currentTick += 1
    emit(.tick)
    for event in tickEvents[currentTick] ?? [] { eventSink?(event) }
    loopConfirmedInLastTick = loopTick == currentTick
  }

  public func step() throws -> String {
    try call("step")
    return "tick \(currentTick + 1): after step"
  }

  public func tap(label: String, index: Int?) throws -> String? {
    try call("tap", label + (index.map { " #\($0)" } ?? ""))
    return nil
  }

  public func act(_ action: ViewGraph.ControlAction, on label: String, index: Int?) throws -> String {
    try call("act", label)
    return "acted"
  }

  public func dismiss() throws -> String {
    try call("dismiss")
    return "dismissed"
  }

  public func scroll(_ target: ViewGraph.ScrollTarget, index: Int?) throws -> String {
    try call("scroll")
    return "scrolled"
  }

  public func delete(row label: String, index: Int?) throws -> String {
    try call("delete", label)
    return "deleted"
  }

  public func set(path: String, expression: String) throws { try call("set", "\(path) = \(expression)") }

  public func eval(expression: String) throws -> String? {
    try call("eval", expression)
    return values[expression]
  }

  public func valuesEqual(_ lhs: String, _ rhs: String) throws -> (equal: Bool, lhs: String, rhs: String) {
    try call("value", "\(lhs) == \(rhs)")
    let left = values[lhs] ?? lhs
    let right = values[rhs] ?? rhs
    return (left == right, left, right)
  }

  public func net(_ command: NetCommand) throws -> String {
    try call("net", "\(command)")
    return "net: \(command)"
  }

  public func treeLines() -> [String] { screen }
  public func screenStrings() -> [String] { screen }
  public func props(path: String) throws -> String {
    try call("props", path)
    return "props of \(path)"
  }
  public func why(path: String) throws -> String {
    try call("why", path)
    return "why \(path)"
  }
  public func diagnose() -> String {
    calls.append("diagnose")
    return "no pitfalls"
  }
  public let timeline = Timeline()
  public func dependencies() -> DependencySnapshot { DependencySnapshot() }
  public var isMidTick: Bool { false }
  public func nodePath(of view: String, index: Int) -> String? { index == 1 ? view : nil }
  public func declaresType(_ name: String) -> Bool { name == "CounterView" }
  public func back(_ count: Int) throws -> String {
    try call("back", "\(count)")
    return "back \(count)"
  }
  public func goto(tick: Int) throws -> String {
    try call("goto", "\(tick)")
    return "at tick \(tick)"
  }
  public func forward() throws -> String {
    try call("forward")
    return "forward"
  }
  /// The stub keeps no world history: time travel leaves the shell's log empty.
  public var eventCounts: EventLog { EventLog() }

  public func export(_ kind: ExportKind, to file: URL) throws -> String? {
    try call("export", "\(kind.rawValue) \(file.lastPathComponent)")
    do {
      try Data("\(kind.rawValue)\n".utf8).write(to: file)
    } catch {
      throw ShellError.io("cannot write '\(file.path)'")
    }
    return nil
  }

  public func reset() {
    calls.append("reset")
    currentTick = 0
  }

  public func completionCandidates() -> [String] { ["CounterView", "CounterView.count"] }
}
