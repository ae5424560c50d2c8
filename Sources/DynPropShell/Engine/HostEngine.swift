import DynPropDiagnostics
import DynPropHost
import DynPropInsight
import DynPropInterpreter
import DynPropSyntax
import Foundation

/// Creates the engine behind every shell session, `run` and test file (each starts from an empty world).
public func makeEngine(seed: Int, budgets: Budgets = .standard) -> Engine {
  HostEngine(seed: seed, budgets: budgets)
}

/// The simulated world as the shell sees it: the interpreter, the SwiftUI host and the diagnoses.
public final class HostEngine: Engine {
  public var eventSink: ((Event) -> Void)?
  public var interruptCheck: (() -> Bool)? {
    didSet { interpreter.interruptCheck = interruptCheck }
  }
  let seed: Int
  /// Applied to every world this engine builds (CONTRACT §8).
  let budgets: Budgets
  var interpreter: Interpreter
  var graph: ViewGraph
  var bridge: SwiftUIBridge
  var insight: Insight
  let sources = SourceRegistry()
  /// Files loaded so far, for `reload`.
  var loadedFiles: [URL] = []
  /// What the root was mounted from, so `reload` and `reset` mount it again (`HostEngine+Root`).
  var rootSource: RootSource?
  /// What expectations count of the events since the start or the last `reset` (the events themselves
  /// are kept by the timeline, for its window of ticks).
  var counts = EventLog()
  let stepper = TickStepper()
  public let timeline: Timeline
  public private(set) var loopConfirmedInLastTick = false
  /// Mutating operations so far, for time travel (`HostEngine+TimeTravel`).
  var journal = Journal()
  /// Operations undone by `back`/`goto`, for `forward`.
  var redo: [JournalEntry] = []
  /// For each tick in the history window, the journal position of the operation that started it.
  var tickStarts = TickStarts()
  var replaying = false
  /// Set when the last user evaluation ended in a crash event (it then has no value to report).
  var lastEvaluationCrashed = false
  /// While rebuilding a world, events are logged but not shown.
  var muted = false

  public init(seed: Int, budgets: Budgets = .standard) {
    self.seed = seed
    self.budgets = budgets
    timeline = Timeline(limit: budgets.historyTicks)
    (interpreter, graph, bridge, insight) = HostEngine.makeWorld(seed: seed, budgets: budgets)
    connect()
  }

  /// Suspended tasks' threads end with their world.
  deinit { graph.world.terminateTasks() }

  static func makeWorld(seed: Int, budgets: Budgets) -> (Interpreter, ViewGraph, SwiftUIBridge, Insight) {
    let interpreter = Interpreter(seed: UInt64(truncatingIfNeeded: seed))
    interpreter.stepBudget = budgets.steps
    interpreter.maxCallDepth = budgets.callDepth
    let graph = ViewGraph(interpreter: interpreter)
    graph.maxViews = budgets.views
    let bridge = SwiftUIBridge(graph: graph)
    interpreter.bridge = bridge
    interpreter.observer = bridge
    GraphicsPrelude.load(into: interpreter)
    return (interpreter, graph, bridge, Insight(graph: graph))
  }

  private func connect() {
    interpreter.interruptCheck = interruptCheck
    graph.emit = { [unowned self] event in self.record(event) }
    interpreter.printSink = { [unowned self] line in
      self.record(Event(.print, tick: self.graph.tick, ["text": .string(line)]))
    }
  }

  func record(_ event: Event) {
    counts.append(event)
    timeline.observe(event)
    if !muted { eventSink?(event) }
    insight.observe(event)
  }

  public var currentTick: Int { graph.tick }
  public var isIdle: Bool { graph.isIdle && !stepper.isRunning }

  // MARK: Loading

  public func load(files: [URL]) throws {
    try journaled(.load(files)) { try loadFiles(files) }
  }

  private func loadFiles(_ files: [URL]) throws {
    var parsed: [ScriptFile] = []
    for url in files {
      let text = try readSource(url)
      let name = url.lastPathComponent
      sources.add(SourceBuffer(name: name, text: text))
      var file = ScriptParser.parse(source: text, fileName: name)
      file.presumedLines.path = url.relativePath
      parsed.append(file)
    }
    let syntaxErrors = parsed.flatMap(\.diagnostics).filter { $0.severity == .error }
    if !syntaxErrors.isEmpty { throw ShellError.script(syntaxErrors) }
    let compiler = Compiler(interpreter: interpreter)
    let snapshot = ModuleSnapshot(interpreter)
    let main: FunctionCode
    do {
      main = try compiler.compile(parsed)
    } catch let error as DiagnosticError {
      snapshot.restore(interpreter)
      throw ShellError.script(error.diagnostics)
    }
    if compiler.mainTypes.count > 1 {
      snapshot.restore(interpreter)
      throw ShellError.script([
        .error("'main' attribute can only apply to one type in a module", at: compiler.mainTypes[1].location)
      ])
    }
    loadedFiles += files.filter { !loadedFiles.contains($0) }
    reportWarnings(parsed.flatMap(\.diagnostics).filter { $0.severity == .warning })
    if compiler.topLevelAwaits, compiler.mainTypes.isEmpty {
      try graph.world.startMainTask(main)
      return
    }
    try runUserCode(origin: "top level") {
      _ = try self.interpreter.call(main, self: nil, arguments: [], at: main.location)
    }
    guard let entry = compiler.mainTypes.first else { return }
    if entry.conforms(to: "App") { try mountApp(entry) } else { try runMain(entry) }
  }

  /// A plain program's `@main` type (not an `App`): its `static func main()` runs after the top-level
  /// code; an `async` one runs as the program's first task, and an error it throws ends the program as
  /// Swift's runtime ends it.
  private func runMain(_ type: ScriptType) throws {
    guard let main = type.findStaticMethods("main")?.first(where: { $0.params.isEmpty }) else {
      throw ShellError.script([
        .error(
          "'\(type.name)' is annotated with '@main' and must provide a main static function of type () -> Void, () throws -> Void, () async -> Void, or () async throws -> Void",
          at: type.location)
      ])
    }
    if main.isAsync {
      let start =
        "Task { do { try await \(type.name).main() } catch { "
        + "fatalError(\"Error raised at top level: \\(String(reflecting: error))\") } }"
      _ = try evaluate(start, origin: "main")
      return
    }
    try runUserCode(origin: "main") {
      _ = try self.interpreter.call(main, self: .type(type), arguments: [], at: main.location)
    }
  }

  /// Compiler-style warnings of a successful load are shown as notes (CONTRACT §3: not `warning` events).
  private func reportWarnings(_ warnings: [Diagnostic]) {
    let renderer = DiagnosticRenderer(sources: sources)
    // One note per line: the message, then the source line and its caret.
    for warning in warnings {
      for line in renderer.render(warning).split(separator: "\n", omittingEmptySubsequences: false) {
        record(Event(.note, tick: graph.tick, ["text": .string(String(line))]))
      }
    }
  }

  private func readSource(_ url: URL) throws -> String {
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw ShellError.io("cannot read '\(url.path)'")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw ShellError.io("'\(url.path)' is not UTF-8 text")
    }
    return text
  }

  /// The `@main` App is the root node; its `WindowGroup` content is its child (CONTRACT §7.1).
  func mountApp(_ type: ScriptType) throws {
    lastEvaluationCrashed = false
    try runUserCode(origin: "mount") {
      let app = try self.interpreter.construct(type, labels: [], [], at: type.location)
      try self.graph.mount(app)
    }
    if !lastEvaluationCrashed { rootSource = .app(type.name) }
  }

  /// Re-reads the files into a fresh world and mounts the same root again: the `@main` App (mounted
  /// by the load) or the expression of the last `mount`.
  public func reload() throws {
    try journaled(.reload) {
      let files = loadedFiles
      let root = rootSource
      rebuildWorld()
      try loadFiles(files)
      if case .expression(let text)? = root {
        rootSource = root
        try mountExpression(text)
      }
    }
  }

  /// A fresh, empty world (scripts, state, clock, log).
  func rebuildWorld() {
    graph.unmount()
    graph.world.terminateTasks()
    (interpreter, graph, bridge, insight) = HostEngine.makeWorld(seed: seed, budgets: budgets)
    connect()
    loadedFiles = []
    rootSource = nil
    counts.clear()
    timeline.reset()
  }

  public func mount(expression: String) throws -> String? {
    try journaled(.mount(expression)) { try mountExpression(expression) }
  }

  /// Mounts what EXPR evaluates to; a view type's name alone (`mount ContentView`) mounts `ContentView()`
  /// and says so, instead of mounting nothing.
  @discardableResult
  func mountExpression(_ expression: String) throws -> String? {
    var source = expression
    var value = try evaluate(expression, origin: "mount")
    var note: String?
    if case .type? = value {
      source = expression + "()"
      value = try evaluate(source, origin: "mount")
      note = "mounted \(source) (\(expression) alone is the type)"
    }
    guard let value else {
      if lastEvaluationCrashed { return nil }
      throw ShellError.scenario("mount: '\(expression)' is not a view")
    }
    try runUserCode(origin: "mount") { try self.graph.mount(value) }
    if !lastEvaluationCrashed { rootSource = .expression(source) }
    return note
  }

  // MARK: Ticks

  public func tick() throws {
    try journaled(.ticks(1)) { try runOneTick() }
  }

  private func runOneTick() throws {
    loopConfirmedInLastTick = false
    if stepper.isRunning {
      while try stepOnce() != nil {}
    } else {
      try runUserCode(origin: "tick") { try self.graph.runTick() }
    }
    timeline.tickEnded()
    loopConfirmedInLastTick = insight.consumeLoopConfirmation()
  }

  public func step() throws -> String {
    try journaled(.step) { try stepPhase() }
  }

  private func stepPhase() throws -> String {
    let startTick = graph.tick + (stepper.isRunning ? 0 : 1)
    guard let phase = try stepOnce() else {
      timeline.tickEnded()
      loopConfirmedInLastTick = insight.consumeLoopConfirmation()
      return "tick \(startTick) finished"
    }
    return "tick \(graph.tick): after \(phase)"
  }

  private func stepOnce() throws -> String? {
    do {
      let phase = try stepper.advance(
        install: { [unowned self] hook in self.graph.phaseHook = hook },
        tick: { [unowned self] in try self.graph.runTick() })
      if phase == nil { graph.phaseHook = nil }
      return phase
    } catch {
      graph.phaseHook = nil
      try handle(error)
      return nil
    }
  }

  /// Runs script code as a user action; crashes become events, script errors are thrown.
  func runUserCode(origin: String, _ body: @escaping () throws -> Void) throws {
    interpreter.beginEvaluation()
    do {
      try WorldThread.run {
        try self.graph.withOrigin(origin) {
          try body()
          try self.interpreter.runPendingDeinits()
        }
      }
    } catch {
      try handle(error)
    }
  }

  func handle(_ error: Error) throws {
    switch error {
    case let crash as ScriptCrash:
      var fields: [(String, EventValue)] = [("message", .string(crash.message))]
      if let location = crash.location { fields.append(("source", .string(location.description))) }
      record(Event(.crash, tick: graph.tick, .init(uniqueKeysWithValues: fields)))
      lastEvaluationCrashed = true
      graph.unmount()
    case let runtime as ScriptRuntimeError:
      throw ShellError.script([runtime.diagnostic])
    case let diagnostics as DiagnosticError:
      throw ShellError.script(diagnostics.diagnostics)
    case let thrown as ThrownError:
      throw ShellError.script([
        .error("uncaught error: \(Render.description(thrown.value))", at: interpreter.site)
      ])
    default:
      throw error
    }
  }

  public func reset() {
    journaled(.reset) { resetWorld() }
  }

  private func resetWorld() {
    graph.unmount()
    graph.tick = 0
    graph.world.reset()
    graph.store.reset()
    graph.forgetReports()
    counts.clear()
    timeline.reset()
    tickStarts.removeAll()
    insight.reset()
  }
}

/// What a `load` may change in the interpreter, so a failing load keeps nothing (CONTRACT §7.1).
struct ModuleSnapshot {
  let types: TypeTable.Snapshot
  let functions: [String: [FunctionCode]]
  let globals: [Value]
  let globalNames: [String]
  let globalIndex: [String: Int]
  let extensions: [String: ScriptType]

  init(_ rt: Interpreter) {
    types = rt.types.snapshot
    functions = rt.functions
    globals = rt.globals
    globalNames = rt.globalNames
    globalIndex = rt.globalIndex
    extensions = rt.extensions
  }

  func restore(_ rt: Interpreter) {
    rt.types.restore(types)
    rt.functions = functions
    rt.globals = globals
    rt.globalNames = globalNames
    rt.globalIndex = globalIndex
    rt.extensions = extensions
  }
}
