import DynPropDiagnostics
import DynPropHost
import DynPropInterpreter
import DynPropSyntax

/// A simulated world built directly on the host (no shell), so the benchmark measures the host alone.
final class BenchWorld {
  let interpreter = Interpreter(seed: 0)
  let graph: ViewGraph
  let bridge: SwiftUIBridge

  init(events: Bool) {
    graph = ViewGraph(interpreter: interpreter)
    bridge = SwiftUIBridge(graph: graph)
    interpreter.bridge = bridge
    interpreter.observer = bridge
    interpreter.printSink = { _ in }
    graph.eventsEnabled = events
  }

  func load(_ source: String, name: String = "bench.swift") throws {
    let file = ScriptParser.parse(source: source, fileName: name)
    if file.hasErrors { throw DiagnosticError(file.diagnostics) }
    let main = try Compiler(interpreter: interpreter).compile([file])
    _ = try interpreter.call(main, self: nil, arguments: [], at: main.location)
  }

  func evaluate(_ expression: String) throws -> Value {
    let code = try compile(expression)
    return try interpreter.call(code, self: nil, arguments: [], at: code.location)
  }

  /// An expression compiled once, to be run many times (a step of a benchmark).
  func compile(_ expression: String) throws -> FunctionCode {
    let file = ScriptParser.parse(source: expression, fileName: "<bench>")
    guard case .expr(let expr) = file.items.first?.kind else { throw BenchError("not an expression") }
    return try Compiler(interpreter: interpreter).compileExpression(expr)
  }

  /// Sets a global of the loaded scripts (the argument of a compiled step).
  func setGlobal(_ name: String, _ value: Value) throws {
    guard let slot = interpreter.globalIndex[name] else { throw BenchError("no global '\(name)'") }
    interpreter.globals[slot] = value
  }
}
