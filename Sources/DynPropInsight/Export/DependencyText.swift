import DynPropHost
import Foundation
import OrderedCollections

/// `graph`: the dependency graph as text, view by view and then storage by storage.
public enum DependencyText {
  public static func lines(_ graph: DependencySnapshot) -> [String] {
    let scriptViews = graph.views.filter(\.hasBody)
    guard !scriptViews.isEmpty else { return ["(nothing mounted)"] }
    let names = Dictionary(uniqueKeysWithValues: graph.views.map { ($0.path, $0.typeName) })
    var lines = ["views:"]
    for view in scriptViews {
      lines.append("  " + label(view.typeName, view.path))
      let edges = graph.edges.filter { $0.view == view.path }
      if edges.isEmpty { lines.append("    (no dynamic properties, reads nothing)") }
      for relation in DependencySnapshot.Relation.allCases {
        let targets = edges.filter { $0.relation == relation }.compactMap { graph.storage[$0.storage]?.label }
        if !targets.isEmpty {
          let padded = relation.rawValue.padding(toLength: 11, withPad: " ", startingAt: 0)
          lines.append("    \(padded) \(targets.joined(separator: ", "))")
        }
      }
    }
    lines.append("storage:")
    for item in graph.storage.values {
      let value = item.value.map { " = " + Abbreviation.value($0, width: 40) } ?? ""
      lines.append("  \(item.label)  (\(item.kind))\(value)")
      var users: OrderedDictionary<String, [String]> = [:]
      for edge in graph.edges where edge.storage == item.id {
        users[edge.relation.rawValue, default: []].append(label(names[edge.view] ?? "?", edge.view))
      }
      let text = users.map { "\(phrase($0.key)) \($0.value.joined(separator: ", "))" }
      if !text.isEmpty { lines.append("    " + text.joined(separator: "; ")) }
    }
    return lines
  }

  private static func label(_ type: String, _ path: String) -> String {
    path == type ? type : "\(type) @ \(path)"
  }

  private static func phrase(_ relation: String) -> String {
    switch relation {
    case "owns": return "owned by"
    case "reads": return "read by"
    case "observes": return "observed by"
    case "binds": return "bound by"
    case "environment": return "read from the environment by"
    default: return "read without tracking by"
    }
  }
}
