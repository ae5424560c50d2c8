import DynPropDiagnostics
import DynPropHost
import DynPropInterpreter
import DynPropSyntax
import Foundation

/// User actions: `eval`, `set`, `tap`, `expect value`, `net`.
extension HostEngine {
  /// Evaluates Swift typed by the user: an expression gives its value; declarations are added to the
  /// world like a `load`.
  func evaluate(_ source: String, origin: String) throws -> Value? {
    let file = ScriptParser.parse(source: source, fileName: "<input>")
    let errors = file.diagnostics.filter { $0.severity == .error }
    if !errors.isEmpty { throw ShellError.script(errors) }
    sources.add(SourceBuffer(name: "<input>", text: source))
    let (code, isExpression) = try compileInput(file)
    var result: Value?
    lastEvaluationCrashed = false
    try runUserCode(origin: origin) {
      let value = try self.interpreter.call(code, self: nil, arguments: [], at: code.location)
      if isExpression { result = value }
    }
    return result
  }

  /// Compiles typed Swift; on a compile error the module is as it was. The snapshot taken for that is let
  /// go before the code runs, so it keeps no old value alive (`eval c = nil` runs `deinit` at once).
  private func compileInput(_ file: ScriptFile) throws -> (code: FunctionCode, isExpression: Bool) {
    let compiler = Compiler(interpreter: interpreter)
    let snapshot = ModuleSnapshot(interpreter)
    do {
      if file.items.count == 1, case .expr(let expr) = file.items[0].kind {
        return (try compiler.compileExpression(expr), true)
      }
      return (try compiler.compile([file]), false)
    } catch let error as DiagnosticError {
      snapshot.restore(interpreter)
      throw ShellError.script(error.diagnostics)
    }
  }

  public func eval(expression: String) throws -> String? {
    try journaled(.eval(expression)) { try evalExpression(expression) }
  }

  /// `eval` is a user action: afterwards, plain values a body read are checked (`unobserved-write`).
  private func evalExpression(_ expression: String) throws -> String? {
    let value = try evaluate(expression, origin: "eval")
    insight.actionFinished(origin: "eval")
    guard let value, !value.isVoid else { return nil }
    return try interpreter.describe(value, at: interpreter.site)
  }

  public func valuesEqual(_ lhs: String, _ rhs: String) throws -> (equal: Bool, lhs: String, rhs: String) {
    let a = try expectedSide(lhs)
    let b = try expectedSide(rhs)
    return (graph.valuesEqual(a, b), Render.literal(a), Render.literal(b))
  }

  /// One side of `expect value`: view state by the paths `set` takes (`View.prop`, `View#K.prop`,
  /// `View.model.field`), else Swift.
  private func expectedSide(_ text: String) throws -> Value {
    if let path = viewPath(in: text) {
      return try readPath(resolvePath(path, for: "expect value"), for: "expect value")
    }
    return try evaluate(text, origin: "expect") ?? .void
  }

  public func set(path: String, expression: String) throws {
    try journaled(.set(path, expression)) { try setProperty(path: path, expression: expression) }
  }

  private func setProperty(path: String, expression: String) throws {
    let target = try resolvePath(path, for: "set")
    if case .view(let node, let members) = target {
      _ = try readPath(.view(node, members), for: "set")  // a misspelt name fails before EXPR runs
    }
    guard let value = try evaluate(expression, origin: "set \(path)") else {
      if lastEvaluationCrashed { return }
      throw ShellError.scenario("set: '\(expression)' has no value")
    }
    try runUserCode(origin: "set \(path)") {
      switch target {
      case .global(let slot):
        let old = self.interpreter.globals[slot]
        self.interpreter.globals[slot] = value
        self.interpreter.observer?.globalWritten(slot: slot, old: old, new: value, at: self.interpreter.site)
      case .view(let node, let members):
        try self.writePath(node, members, value, for: "set")
      }
    }
    insight.actionFinished(origin: "set \(path)")
  }

  public func tap(label: String, index: Int?) throws -> String? {
    try journaled(.tap(label, index)) { try tapButton(label: label, index: index) }
  }

  /// Why no control is on screen: a root mounted since the last tick has not rendered yet (CONTRACT §2:
  /// its first body runs in the next tick), so say so instead of leaving the user to guess.
  func notOnScreenHint() -> String {
    graph.isRootPending
      ? " (nothing is on screen yet: the mounted root renders in the next tick; type 'tick')" : ""
  }

  public func act(_ action: ViewGraph.ControlAction, on label: String, index: Int?) throws -> String {
    try journaled(.act(action, label, index)) {
      var note = ""
      let origin = "\(action.command) \(Render.literal(.string(label)))"
      let control: ViewGraph.Control
      do {
        control = try graph.control(for: action, labelled: label, index: index)
      } catch let missing as ViewGraph.ControlNotFound {
        throw ShellError.scenario("\(action.command): \(missing.message)" + graph.offScreenRowsHint())
      }
      try runUserCode(origin: origin) { note = try self.graph.act(on: control) }
      insight.actionFinished(origin: origin)
      return note
    }
  }

  public func dismiss() throws -> String {
    try journaled(.dismiss) {
      var outcome: String?
      try runUserCode(origin: "dismiss") { outcome = try self.graph.dismissTopmost() }
      insight.actionFinished(origin: "dismiss")
      guard let outcome else { throw ShellError.scenario("dismiss: nothing is presented") }
      return outcome
    }
  }

  public func delete(row label: String, index: Int?) throws -> String {
    try journaled(.delete(label, index)) {
      let matches = graph.deletableRows().filter { $0.label == label }
      guard !matches.isEmpty else {
        let rows = graph.deletableRows().map { "'\($0.label)'" }
        throw ShellError.scenario(
          "delete: no row showing '\(label)' in a ForEach with .onDelete"
            + (rows.isEmpty ? notOnScreenHint() : "; rows: " + rows.joined(separator: ", "))
            + graph.offScreenRowsHint())
      }
      guard let index else {
        guard matches.count == 1 else {
          throw ShellError.scenario("delete: \(matches.count) rows show '\(label)'; add #K to pick one")
        }
        return try deleteRow(matches[0])
      }
      guard index >= 1, index <= matches.count else {
        throw ShellError.scenario("delete: no row '\(label)' #\(index) (\(matches.count) match)")
      }
      return try deleteRow(matches[index - 1])
    }
  }

  public func scroll(_ target: ViewGraph.ScrollTarget, index: Int?) throws -> String {
    try journaled(.scroll(target, index)) {
      let containers = graph.lazyContainers()
      guard !containers.isEmpty else {
        throw ShellError.scenario("scroll: no List or lazy stack on screen" + notOnScreenHint())
      }
      let k = index ?? 1
      guard k >= 1, k <= containers.count else {
        throw ShellError.scenario("scroll: no lazy container #\(k) (\(containers.count) on screen)")
      }
      let (kind, node) = containers[k - 1]
      guard let shown = graph.scroll(node, to: target) else {
        throw ShellError.scenario("scroll: the \(kind) has not rendered yet; type 'tick'")
      }
      insight.actionFinished(origin: "scroll")
      return "scrolled \(kind) to \(shown) (they render in the next tick)"
    }
  }

  private func deleteRow(_ row: ViewGraph.DeletableRow) throws -> String {
    let origin = "delete \(Render.literal(.string(row.label)))"
    try runUserCode(origin: origin) { try self.graph.delete(row) }
    insight.actionFinished(origin: origin)
    return "deleted row '\(row.label)' (onDelete with offset \(row.offset))"
  }

  private func tapButton(label: String, index: Int?) throws -> String? {
    let matches = graph.buttons().filter { $0.label == label }
    let chosen: ViewGraph.ButtonInfo
    if let index {
      guard index >= 1, index <= matches.count else {
        throw ShellError.scenario("tap: no button '\(label)' #\(index) (\(matches.count) match)")
      }
      chosen = matches[index - 1]
    } else {
      guard matches.count == 1 else {
        if matches.isEmpty {
          let all = graph.buttons().map { "'\($0.label)'" }.joined(separator: ", ")
          throw ShellError.scenario(
            "tap: no button labelled '\(label)'"
              + (all.isEmpty ? notOnScreenHint() : "; buttons: \(all)") + graph.offScreenRowsHint())
        }
        let list = matches.enumerated().map { "#\($0.offset + 1) in \($0.element.view)" }.joined(
          separator: ", ")
        throw ShellError.scenario(
          "tap: \(matches.count) buttons labelled '\(label)' (\(list)); pick one with #K")
      }
      chosen = matches[0]
    }
    if chosen.isDisabled { throw ShellError.scenario("tap: the button '\(label)' is disabled") }
    let origin = "tap \(Render.literal(.string(label)))"
    var note: String?
    try runUserCode(origin: origin) { note = try self.graph.perform(chosen) }
    insight.actionFinished(origin: origin)
    return note
  }

  public func net(_ command: NetCommand) throws -> String {
    if command == .list { return try netCommandThrowing(command) }
    return try journaled(.net(command)) { try netCommandThrowing(command) }
  }

  private func netCommandThrowing(_ command: NetCommand) throws -> String {
    let network = graph.world.network
    let next = graph.tick + 1
    switch command {
    case .list:
      if network.inFlight.isEmpty { return "no requests in flight" }
      return network.inFlight.map { r in
        "#\(r.id) \(r.method) \(r.url)  from \(r.origin)"
      }.joined(separator: "\n")
    case .route(let url, let body, let status, let latency):
      network.routes[url] = Network.Route(body: body, status: status, latency: latency)
      return "route \(url) → \(status), latency \(latency) tick\(latency == 1 ? "" : "s")"
    case .respond(let id, let body, let status):
      guard network.respond(id, body: body, status: status, nextTick: next) else {
        throw ShellError.scenario("net respond: no request #\(id) in flight")
      }
      return "request #\(id) will be answered in tick \(next)"
    case .fail(let id):
      guard network.fail(id, nextTick: next) else {
        throw ShellError.scenario("net fail: no request #\(id) in flight")
      }
      return "request #\(id) will fail in tick \(next)"
    case .manual:
      network.isManual = true
      return "network: manual (requests wait for 'net respond')"
    case .auto:
      network.isManual = false
      return "network: auto (routes answer requests)"
    }
  }
}

extension Value {
  var isVoid: Bool {
    if case .void = self { return true }
    return false
  }
}
