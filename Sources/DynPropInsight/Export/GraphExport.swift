import DynPropHost

/// `export dot` and `export trace`.
public enum GraphExport {
  /// Graphviz: the view tree, with views invalidated in the last tick highlighted.
  public static func dot(_ graph: ViewGraph) -> String {
    var lines = ["digraph views {", "  rankdir=TB;", "  node [shape=box, fontname=\"Helvetica\"];"]
    var ids: [ObjectIdentifier: String] = [:]
    for (index, node) in graph.allNodes().enumerated() {
      let id = "n\(index)"
      ids[ObjectIdentifier(node)] = id
      let style = node.hasBody ? ", style=filled, fillcolor=\"#dde8ff\"" : ""
      lines.append("  \(id) [label=\(EventJSON.quote(node.typeName))\(style)];")
      if let parent = node.parent, let pid = ids[ObjectIdentifier(parent)] {
        lines.append("  \(pid) -> \(id);")
      }
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Chrome Trace Event JSON: one track per view, instants for bodies and updates, ordered by tick.
  public static func trace(_ log: [Event]) -> String {
    var tracks: [String: Int] = [:]
    var records: [String] = []
    var sequence = 0
    for event in log where event.type == .body || event.type == .update {
      let view = event.string("node") ?? event.string("view") ?? "?"
      let tid = tracks[view] ?? (tracks.count + 1)
      tracks[view] = tid
      sequence += 1
      let ts = event.tick * 16_667 + sequence
      let name =
        event.type == .body
        ? "\(event.string("view") ?? "?").body" : "\(event.string("property") ?? "?").update()"
      records.append(
        "{\"name\":\(EventJSON.quote(name)),\"ph\":\"X\",\"ts\":\(ts),\"dur\":1,\"pid\":1,\"tid\":\(tid)}")
    }
    for (view, tid) in tracks.sorted(by: { $0.value < $1.value }) {
      records.append(
        "{\"name\":\"thread_name\",\"ph\":\"M\",\"pid\":1,\"tid\":\(tid),\"args\":{\"name\":\(EventJSON.quote(view))}}"
      )
    }
    return "{\"traceEvents\":[\n" + records.joined(separator: ",\n") + "\n]}\n"
  }
}
