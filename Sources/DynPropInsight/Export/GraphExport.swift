import DynPropHost
import Foundation

/// `export dot`: the view tree, the storage it owns and reads, with the last tick's invalidations marked.
///
/// Views are boxes (script views blue, built-in views grey) joined by tree edges; storage is ellipses,
/// joined to views by dashed "owns" edges and arrows from the storage to the views that depend on it.
/// Views whose body ran in the last tick are orange, storage written in it red, and the edges from a
/// written piece of storage to the views it re-rendered bold red.
public enum GraphExport {
  public static func dot(_ graph: DependencySnapshot, lastTick: (tick: Int, events: [Event])?) -> String {
    let last = LastTick(lastTick?.events ?? [])
    var ids: [String: String] = [:]
    var lines = [
      "digraph dynprop {", "  rankdir=TB;", "  node [fontname=\"Helvetica\", fontsize=11];",
      "  edge [fontname=\"Helvetica\", fontsize=9];",
    ]
    if let tick = lastTick?.tick { lines.append("  label=\(quote("after tick \(tick)")); labelloc=t;") }
    for (index, view) in graph.views.enumerated() {
      ids[view.path] = "v\(index)"
      lines.append("  v\(index) [\(viewStyle(view, rendered: last.rendered.contains(view.path)))];")
      if let parent = view.parent, let pid = ids[parent] { lines.append("  \(pid) -> v\(index);") }
    }
    for (index, item) in graph.storage.values.enumerated() {
      ids[item.id] = "s\(index)"
      lines.append("  s\(index) [\(storageStyle(item, written: last.written(item.id)))];")
    }
    for edge in graph.edges {
      guard let view = ids[edge.view], let storage = ids[edge.storage] else { continue }
      let hot = last.written(edge.storage) && last.invalidated(edge.view, by: edge.storage)
      lines.append("  " + edgeLine(edge, view: view, storage: storage, hot: hot))
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func viewStyle(_ view: DependencySnapshot.View, rendered: Bool) -> String {
    let fill = rendered ? "#ffc266" : (view.hasBody ? "#dde8ff" : "#f2f2f2")
    let shape = view.hasBody ? "box, style=\"filled,bold\"" : "box, style=filled, fontsize=9"
    return "label=\(quote(view.typeName)), shape=\(shape), fillcolor=\(quote(fill))"
  }

  private static func storageStyle(_ item: DependencySnapshot.Storage, written: Bool) -> String {
    let value = item.value.map { "\\n= " + escape(Abbreviation.value($0, width: 30)) } ?? ""
    let label = "\"\(escape(item.label))\\n(\(escape(item.kind)))\(value)\""
    let color = written ? ", color=\"#d62728\", penwidth=2" : ""
    return "label=\(label), shape=ellipse, style=filled, fillcolor=\"#fff7d6\"\(color)"
  }

  private static func edgeLine(_ edge: DependencySnapshot.Edge, view: String, storage: String, hot: Bool)
    -> String
  {
    let heat = hot ? ", color=\"#d62728\", penwidth=2" : ""
    switch edge.relation {
    case .owns: return "\(view) -> \(storage) [style=dashed, arrowhead=none, label=\"owns\"];"
    case .unobserved:
      return "\(storage) -> \(view) [style=dotted, color=\"#999999\", label=\"unobserved\"];"
    default: return "\(storage) -> \(view) [label=\(quote(edge.relation.rawValue))\(heat)];"
    }
  }

  static func quote(_ text: String) -> String { "\"\(escape(text))\"" }

  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
      .replacingOccurrences(of: "\n", with: "\\n")
  }
}

/// What the last tick did: the views it rendered, the writes that invalidated them (the body events'
/// `causes`) and the writes made in it or just before it.
private struct LastTick {
  var rendered: Set<String> = []
  var writes: Set<String> = []
  var causes: [String: Set<String>] = [:]

  init(_ events: [Event]) {
    for event in events {
      guard let node = event.string("node") ?? (event.type == .change ? "" : nil) else { continue }
      switch event.type {
      case .body, .update:
        rendered.insert(node)
        if case .strings(let ids)? = event["causes"] {
          causes[node, default: []].formUnion(ids)
          writes.formUnion(ids)
        }
      case .change: writes.insert("\(node)|\(event.string("property") ?? "")")
      default: break
      }
    }
  }

  /// A write to the storage itself, or to a property of the object it names (`|Model#1` ← `|Model#1.x`).
  func written(_ id: String) -> Bool { writes.contains(id) || writes.contains { $0.hasPrefix(id + ".") } }

  /// Whether a write to this storage (or to the object it belongs to) re-rendered this view.
  func invalidated(_ view: String, by id: String) -> Bool {
    let ids = causes[view] ?? []
    return ids.contains(id) || ids.contains { $0.hasPrefix(id + ".") || id.hasPrefix($0 + ".") }
  }
}
