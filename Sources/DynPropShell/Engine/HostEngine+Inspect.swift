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

  /// `why VIEW` explains the last body of any instance; `why VIEW#K` that of the K-th mounted one.
  public func why(path: String) throws -> String {
    let (name, index) = splitIndex(path)
    guard
      graph.scriptNodes().contains(where: { $0.typeName == name })
        || log.contains(where: { $0.string("view") == name })
    else { throw ShellError.scenario("why: no view '\(name)' has run") }
    guard let index else { return insight.why(view: name, log: log) }
    guard let node = nodePath(of: name, index: index) else {
      let count = graph.scriptNodes().filter { $0.typeName == name }.count
      throw ShellError.scenario("why: there is no \(name) #\(index) (\(count) mounted)")
    }
    return "\(name)#\(index) @ \(node)\n" + insight.why(view: name, node: node, log: log)
  }

  public func diagnose() -> String { insight.diagnose() }

  public func dependencies() -> DependencySnapshot { graph.dependencies() }

  public var isMidTick: Bool { stepper.isRunning }

  public func nodePath(of view: String, index: Int) -> String? {
    let nodes = graph.scriptNodes().filter { $0.typeName == view }
    return nodes.indices.contains(index - 1) ? nodes[index - 1].path : nil
  }

  public func declaresType(_ name: String) -> Bool { interpreter.types[name] != nil }

  public func export(_ kind: ExportKind, to file: URL) throws {
    let text: String
    switch kind {
    case .events: text = log.map(EventJSON.line).joined(separator: "\n") + (log.isEmpty ? "" : "\n")
    case .dot: text = GraphExport.dot(graph.dependencies(), lastTick: timeline.lastTickWithLeadIn)
    case .trace: text = TraceExport.json(log)
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
