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
    let file = ScriptParser.parse(source: expression, fileName: "<bench>")
    guard case .expr(let expr) = file.items.first?.kind else { return .void }
    let code = try Compiler(interpreter: interpreter).compileExpression(expr)
    return try interpreter.call(code, self: nil, arguments: [], at: code.location)
  }
}
