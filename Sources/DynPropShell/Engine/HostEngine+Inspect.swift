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
    let nodes = graph.mountedViews(ofType: name)
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
      !graph.mountedViews(ofType: name).isEmpty
        || counts.mentions(view: name)
    else { throw ShellError.scenario("why: no view '\(name)' has run") }
    guard let index else { return insight.why(view: name, in: timeline) }
    guard let node = nodePath(of: name, index: index) else {
      let count = graph.mountedViews(ofType: name).count
      throw ShellError.scenario("why: there is no \(name) #\(index) (\(count) mounted)")
    }
    return "\(name)#\(index) @ \(node)\n" + insight.why(view: name, node: node, in: timeline)
  }

  public func diagnose() -> String { insight.diagnose() }

  public func dependencies() -> DependencySnapshot { graph.dependencies() }

  public var isMidTick: Bool { stepper.isRunning }

  public func nodePath(of view: String, index: Int) -> String? {
    let nodes = graph.mountedViews(ofType: view)
    return nodes.indices.contains(index - 1) ? nodes[index - 1].path : nil
  }

  public func declaresType(_ name: String) -> Bool { interpreter.types[name] != nil }

  /// Events and traces come from the history window, streamed to the file; when older ticks were
  /// dropped the result says which.
  public func export(_ kind: ExportKind, to file: URL) throws -> String? {
    do {
      let writer = try ExportWriter(file)
      switch kind {
      case .events: for event in timeline.events { try writer.write(EventJSON.line(event) + "\n") }
      case .dot:
        try writer.write(GraphExport.dot(graph.dependencies(), lastTick: timeline.lastTickWithLeadIn))
      case .trace: try TraceExport.write(timeline.events, to: writer)
      }
      try writer.finish()
    } catch {
      throw ShellError.io("cannot write '\(file.path)'")
    }
    guard kind != .dot, timeline.droppedThrough > 0 else { return nil }
    return
      "ticks 1–\(timeline.droppedThrough) were dropped: the history keeps the last \(timeline.limit) ticks; 'history --keep N' changes that"
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
