/// Mounted views by type name, each list in tree order: how `set`, `tap`, `props`, `why` and `watch`
/// find `Counter#K` (issue 16).
///
/// The lists come from one walk of the tree and stay valid until the tree's shape changes: a view is
/// mounted or unmounted, or siblings change order (a `ForEach` over reordered data). Those mark the
/// index stale and the next lookup walks the tree again; between them, which is the common case of
/// actions that change state, a lookup is a dictionary access, whatever the size of the tree.
struct ViewIndex {
  private var byType: [String: [ViewNode]] = [:]
  private var isStale = true

  mutating func invalidate() { isStale = true }

  mutating func nodes(ofType name: String, under root: ViewNode?) -> [ViewNode] {
    if isStale { rebuild(root) }
    return byType[name] ?? []
  }

  private mutating func rebuild(_ root: ViewNode?) {
    byType.removeAll(keepingCapacity: true)
    var stack = root.map { [$0] } ?? []
    var order = 0
    while let node = stack.popLast() {
      node.treeOrder = order
      order += 1
      byType[node.typeName, default: []].append(node)
      stack.append(contentsOf: node.children.reversed())
    }
    isStale = false
  }
}
