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

  /// Marks the lists stale and lets go of them at once, so a view that left the tree (and the objects
  /// its value holds, whose `deinit` must run) is not kept alive until the next lookup.
  mutating func invalidate() {
    guard !isStale else { return }
    byType.removeAll(keepingCapacity: true)
    isStale = true
  }

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
