import DynPropInterpreter
import OrderedCollections

/// Rows a user can swipe to delete: those of a `ForEach` with `.onDelete` (SwiftUI's `DynamicViewContent`).
extension ViewGraph {
  public struct DeletableRow {
    /// The texts the row shows, joined by a space (how `delete` names it).
    public let label: String
    public let offset: Int
    let action: Value
  }

  /// The deletable rows on screen, in tree order.
  public func deletableRows() -> [DeletableRow] {
    mountedViews(ofType: "ModifiedContent").filter(isOnScreen).flatMap { node -> [DeletableRow] in
      guard case .native(let modified as ModifiedView) = node.input,
        let action = (modified.host as? OnDeleteModifier)?.action,
        case .native(let forEach as ForEachView) = modified.content
      else { return [] }
      let offsets = dataOffsets(forEach)
      return rows(of: node).compactMap { id, nodes in
        guard let offset = offsets[id] else { return nil }
        return DeletableRow(
          label: nodes.flatMap { screenStrings(under: $0) }.joined(separator: " "), offset: offset,
          action: action)
      }
    }
  }

  /// Each element's position in the `ForEach`'s data, by its id: `onDelete` gets offsets into the data,
  /// also when elements before the row show nothing (an `if` in the row builder).
  private func dataOffsets(_ forEach: ForEachView) -> [Substring: Int] {
    var offsets: [Substring: Int] = [:]
    for (index, element) in forEach.data.enumerated() {
      let id = Substring(elementID(element, forEach.idPath) ?? "\(index)")
      if offsets[id] == nil { offsets[id] = index }
    }
    return offsets
  }

  /// The children of a `ForEach` node grouped by element (a row may be several views), in data order:
  /// each child's key names its element's id in brackets (`0[3]`).
  private func rows(of node: ViewNode) -> OrderedDictionary<Substring, [ViewNode]> {
    var groups: OrderedDictionary<Substring, [ViewNode]> = [:]
    for child in node.children {
      guard let open = child.key.firstIndex(of: "["), let close = child.key[open...].firstIndex(of: "]")
      else {
        continue
      }
      let id = child.key[child.key.index(after: open)..<close]
      groups[id, default: []].append(child)
    }
    return groups
  }

  /// Swipes the row away: its `onDelete` action runs as a user action with `IndexSet([offset])`.
  public func delete(_ row: DeletableRow) throws {
    let offsets = Value.set(OrderedSet([Value.int(row.offset)]))
    _ = try interpreter.callValue(row.action, [offsets], at: interpreter.site)
  }
}
