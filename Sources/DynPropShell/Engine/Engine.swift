import DynPropDiagnostics
import DynPropHost
import DynPropInsight
import Foundation

/// What the shell asks of the simulated world.
///
/// The shell (commands, scenario replay, expectations, rendering) talks only to this protocol, so it can be
/// tested with a stub and so the console stays separate from the session (as in SQLite's shell or LLDB).
/// Every method reports what happened as `Event`s through `eventSink`; failures are thrown as `ShellError`.
public protocol Engine: AnyObject {
  /// Receives every event as it happens, in order.
  var eventSink: ((Event) -> Void)? { get set }
  /// Asked now and then during long evaluations; true stops them (Ctrl-C at the prompt).
  var interruptCheck: (() -> Bool)? { get set }
  /// The tick most recently started (0 before the first tick).
  var currentTick: Int { get }
  /// Whether the simulated world is idle (CONTRACT §2 `run`): nothing dirty, no queued work, nothing due.
  var isIdle: Bool { get }

  func load(files: [URL]) throws
  /// Re-reads the loaded files into a fresh world and mounts the same root again.
  func reload() throws
  /// Mounts a root view; returns a note when it mounted something else than written (`ContentView`, a type
  /// name, mounts `ContentView()`).
  func mount(expression: String) throws -> String?
  /// What the root was mounted from (`PostsApp`, `CounterView()`), nil when nothing was mounted.
  var mountedRoot: String? { get }
  /// Mounts the remembered root again after `reset`; returns what it mounted, nil when none.
  func remountRoot() throws -> String?
  /// Views of the loaded scripts that `mount` could take without arguments (`CounterView()`).
  func rootCandidates() -> [String]
  /// Runs one whole tick (finishing the current one first if `step` left it half done).
  func tick() throws
  /// One phase inside a tick; returns a one-line description of where the tick now stands.
  func step() throws -> String
  /// True once a loop pitfall (fetch-loop, render-loop) was confirmed in the last tick.
  var loopConfirmedInLastTick: Bool { get }
  /// Taps a button; returns a line saying what the tap did besides its action (a pushed destination, a
  /// dismissed alert), if anything.
  func tap(label: String, index: Int?) throws -> String?
  /// Types into, flips, picks or slides a control; says what it did.
  func act(_ action: ViewGraph.ControlAction, on label: String, index: Int?) throws -> String
  /// Ends the topmost presentation; says which.
  func dismiss() throws -> String
  /// Swipes a row of a `ForEach` with `.onDelete` away; says which.
  func delete(row label: String, index: Int?) throws -> String
  /// Scrolls the K-th lazy container on screen (the first when nil); says which rows it shows now.
  func scroll(_ target: ViewGraph.ScrollTarget, index: Int?) throws -> String
  func set(path: String, expression: String) throws
  /// Evaluates as a user action; returns the rendered value, or nil for `()`.
  func eval(expression: String) throws -> String?
  /// Evaluates both sides now and compares them with the script's equality.
  func valuesEqual(_ lhs: String, _ rhs: String) throws -> (equal: Bool, lhs: String, rhs: String)

  func net(_ command: NetCommand) throws -> String
  /// The simulated Core Data store (`store ...`); changes run as user actions.
  func store(_ operation: StoreOperation) throws -> String

  /// The rendered screen, one line per element with indentation (CONTRACT §2.1).
  func treeLines() -> [String]
  /// The strings `tree` shows, one per element, for `expect text`.
  func screenStrings() -> [String]
  func props(path: String) throws -> String
  func why(path: String) throws -> String
  func diagnose() -> String
  /// The past ticks (`history`, `show`, `diff`), bounded in memory.
  var timeline: Timeline { get }
  /// Who depends on what in the mounted tree (`graph`, `export dot`).
  func dependencies() -> DependencySnapshot
  /// True while a tick that `step` (or a break) paused is under way.
  var isMidTick: Bool { get }
  /// The node path of the K-th (1-based) mounted instance of a view type, in tree order.
  func nodePath(of view: String, index: Int) -> String?
  /// Whether the loaded scripts declare a type of this name (for `watch`/`break` paths).
  func declaresType(_ name: String) -> Bool
  /// The instance properties of a loaded script type (stored and computed), nil when it is none.
  func propertyNames(ofType name: String) -> [String]?
  func back(_ count: Int) throws -> String
  func goto(tick: Int) throws -> String
  func forward() throws -> String
  /// What expectations count of the engine's events since the start or the last `reset` (after time
  /// travel: of the restored world).
  var eventCounts: EventLog { get }
  /// Writes an export; events and traces cover the history window, and the result notes which ticks
  /// were dropped from it, if any.
  func export(_ kind: ExportKind, to file: URL) throws -> String?
  func reset()

  /// Names for tab completion: view type names and `VIEW.prop` paths of the mounted tree, entity names.
  func completionCandidates() -> [String]
}

/// The `net` sub-commands of CONTRACT §2.
public enum NetCommand: Equatable, Sendable {
  case list
  case route(url: String, body: String, status: Int, latency: Int)
  case respond(id: Int, body: String?, status: Int?)
  case fail(id: Int)
  case manual
  case auto
}

/// The `store` sub-commands: list, insert, delete, set an attribute (SEMANTICS §9.1).
public enum StoreOperation: Equatable, Sendable {
  case list
  case insert(entity: String, values: [StoreAssignment])
  case delete(entity: String, index: Int)
  case set(entity: String, index: Int, key: String, expression: String)
}

/// `key=EXPR` of `store insert`.
public struct StoreAssignment: Equatable, Sendable {
  public var key: String
  public var expression: String

  public init(key: String, expression: String) {
    self.key = key
    self.expression = expression
  }
}

extension Engine {
  public func propertyNames(ofType name: String) -> [String]? { nil }
  public var mountedRoot: String? { nil }
  public func remountRoot() throws -> String? { nil }
  public func rootCandidates() -> [String] { [] }

  public func store(_ operation: StoreOperation) throws -> String {
    throw ShellError.scenario("store: this engine has no store")
  }
}

public enum ExportKind: String, Sendable, CaseIterable { case dot, trace, events }

/// A failure reported to the user; decides the exit code of `run` (CONTRACT §1).
public enum ShellError: Error, Equatable {
  /// Unknown command, bad arguments, `tap` with no or several matches, a bad `set` path.
  case scenario(String)
  /// Parse errors, static errors, runtime errors outside the simulated app.
  case script([Diagnostic])
  /// A file named by a command could not be read or written.
  case io(String)
}
