import DynPropDiagnostics
import DynPropHost
import DynPropInsight
import DynPropInterpreter
import Foundation

/// Inspection: `tree`, `props`, `why`, `diagnose`, `history`, exports, time travel, completion.
extension HostEngine {
  public func treeLines() -> [String] {
    let lines = graph.treeLines()
    return lines.isEmpty ? ["(nothing mounted)"] : lines
  }

  public func screenStrings() -> [String] { graph.screenStrings() }

  public func props(path: String) throws -> String {
    let (name, index) = splitIndex(path)
    let nodes = graph.scriptNodes().filter { $0.typeName == name }
    guard !nodes.isEmpty else { throw ShellError.scenario("props: no view '\(name)' is mounted") }
    let position = (index ?? 1) - 1
    guard nodes.indices.contains(position) else {
      throw ShellError.scenario("props: there is no \(name) #\(index ?? 1)")
    }
    return graph.describeProperties(nodes[position]).joined(separator: "\n")
  }

  public func why(path: String) throws -> String {
    let (name, _) = splitIndex(path)
    guard
      graph.scriptNodes().contains(where: { $0.typeName == name })
        || log.contains(where: { $0.string("view") == name })
    else { throw ShellError.scenario("why: no view '\(name)' has run") }
    return insight.why(view: name, log: log)
  }

  public func diagnose() -> String { insight.diagnose() }

  public func history() -> String {
    var lines: [String] = []
    var current: (tick: Int, bodies: [String], changes: Int, requests: Int, warnings: Int)?
    func flush() {
      guard let c = current else { return }
      let bodies = c.bodies.isEmpty ? "no bodies" : "bodies: " + c.bodies.joined(separator: ", ")
      lines.append(
        "tick \(c.tick): \(bodies); \(c.changes) change(s), \(c.requests) request(s), \(c.warnings) warning(s)"
      )
    }
    for event in log {
      if event.type == .tick {
        flush()
        current = (event.tick, [], 0, 0, 0)
        continue
      }
      guard current != nil else { continue }
      switch event.type {
      case .body: current?.bodies.append(event.string("view") ?? "?")
      case .change: current?.changes += 1
      case .request: current?.requests += 1
      case .warning: current?.warnings += 1
      default: break
      }
    }
    flush()
    return lines.isEmpty ? "no ticks yet" : lines.joined(separator: "\n")
  }

  public func export(_ kind: ExportKind, to file: URL) throws {
    let text: String
    switch kind {
    case .events: text = log.map(EventJSON.line).joined(separator: "\n") + (log.isEmpty ? "" : "\n")
    case .dot: text = GraphExport.dot(graph)
    case .trace: text = GraphExport.trace(log)
    }
    do {
      try text.write(to: file, atomically: true, encoding: .utf8)
    } catch {
      throw ShellError.io("cannot write '\(file.path)'")
    }
  }

  public func completionCandidates() -> [String] {
    var names: [String] = []
    for node in graph.scriptNodes() {
      names.append(node.typeName)
      for property in graph.propertyNames(node) { names.append("\(node.typeName).\(property)") }
    }
    names += graph.store.entityNames()
    var seen = Set<String>()
    return names.filter { seen.insert($0).inserted }
  }
}
