import DynPropInterpreter

/// The rows a lazy container (`List`, `LazyVStack`, `LazyHStack`, `LazyVGrid`, `LazyHGrid`) builds:
/// only those on the simulated screen. SwiftUI creates a lazy container's rows as they scroll into
/// view, so a row's view (its `body`, its `@State`, its `onAppear`) does not exist until then, and a
/// row scrolled away disappears (Documentation/semantics.md, "Lazy containers").
///
/// A row is one element of a `ForEach` or one static view of the container's content, counted in order
/// through `Section`s and `Group`s; a custom view is one row, whatever its body holds.
final class LazyRows {
  /// Rows on the simulated screen: an iPhone 15's 852 points hold about 16 rows of 44 points below
  /// the bars (`GeometryProxyValue`'s screen).
  static let visible = 16

  /// Rows above the screen: where `scroll` has moved the window.
  var first = 0
  /// Rows counted in the last full pass of the container (every row, built or not).
  var total = 0
  /// During a pass, the index of the next row.
  var cursor = 0
  /// True while the container reconciles its whole subtree, so a `Section` continues the count.
  var inPass = false
  /// Where each `ForEach` of the last full pass starts, so `scrollTo(id)` can find an element's row.
  var segments: [(start: Int, forEach: ForEachView)] = []

  var window: Range<Int> { first..<first + Self.visible }

  /// Hands out the next `count` row indices; returns those on screen, as offsets from the first.
  func take(_ count: Int) -> Range<Int> {
    let start = cursor
    cursor += count
    let shown = (start..<cursor).clamped(to: window)
    return (shown.lowerBound - start)..<(shown.upperBound - start)
  }

  /// The last window that holds rows.
  var lastFirst: Int { max(0, total - Self.visible) }

  /// The rows on screen, 1-based, as `tree`, `scroll` and errors name them: `rows 5–20 of 40`.
  var shown: String {
    total == 0 ? "no rows" : "rows \(first + 1)–\(min(first + Self.visible, total)) of \(total)"
  }
}

/// A `Section`, `Group` or `ForEach` with modifiers inside a lazy container: its rows are the
/// container's rows, counted from where it starts.
final class RowGroup {
  unowned let rows: LazyRows
  var start = 0
  /// A titled `Section`'s header takes a row of its own; off screen, `tree` does not show it.
  var headerShown = true
  init(_ rows: LazyRows) { self.rows = rows }
}

extension ViewGraph {
  /// The window whose rows `node`'s content holds: the node's own (a lazy container) or the one of the
  /// container it groups rows for. Starts counting where the node's rows begin.
  func beginRows(of node: ViewNode) -> LazyRows? {
    if let rows = node.containerState as? LazyRows {
      rows.cursor = 0
      rows.segments.removeAll()
      return rows
    }
    guard let group = node.containerState as? RowGroup else { return nil }
    if group.rows.inPass { group.start = group.rows.cursor } else { group.rows.cursor = group.start }
    if case .native(let section as ContainerView) = node.input, section.title != nil {
      group.headerShown = !group.rows.take(1).isEmpty
    }
    return group.rows
  }

  /// Ends a container's pass. Rows removed from below the screen pull the window back, as a scroll view's
  /// offset stays inside its content: the container renders again in this pass.
  func finishRows(_ rows: LazyRows, of node: ViewNode) {
    rows.inPass = false
    rows.total = rows.cursor
    if rows.first > rows.lastFirst {
      rows.first = rows.lastFirst
      invalidate(node, box: nil)
    }
  }

  /// Gives a lazy container its window, once: it keeps it (and its scroll position) while mounted.
  func installRows(_ node: ViewNode) {
    guard node.containerState == nil, case .native(let container as ContainerView) = node.input,
      container.isLazy
    else {
      return
    }
    node.containerState = LazyRows()
  }

  /// A value whose rows count as the enclosing container's rows: a `Section` or `Group`, or a `ForEach`
  /// (or several views) behind modifiers such as `.onDelete`.
  static func groupsRows(_ value: Value) -> Bool {
    switch value {
    case .native(let container as ContainerView): return ["Section", "Group"].contains(container.kind)
    case .native(let modified as ModifiedView) where modified.explicitID == nil:
      if modified.content.isRowContent { return true }
      return groupsRows(modified.content)
    default: return false
    }
  }

  /// The kinds that build only the rows on screen, in a fixed order (the result is sorted by tree order).
  private static let lazyKinds = ViewKinds.names(with: .lazy).sorted()

  /// Lazy containers on screen, in tree order (for `scroll`, `scrollTo` and the off-screen hint).
  public func lazyContainers() -> [(kind: String, node: ViewNode)] {
    Self.lazyKinds.flatMap { mountedViews(ofType: $0) }.filter(isOnScreen)
      .sorted { $0.treeOrder < $1.treeOrder }.map { ($0.typeName, $0) }
  }

  /// Rows a lazy container shows at once (`LazyRows.visible`).
  public static var visibleRows: Int { LazyRows.visible }

  /// Where a scroll lands: an end, a distance, or a row placed at the top, middle or bottom of the screen
  /// (`ScrollViewProxy.scrollTo`).
  public enum ScrollTarget: Equatable {
    case top, end
    case by(Int)
    case row(Int, anchor: RowAnchor)
  }

  public enum RowAnchor: Equatable { case top, center, bottom, nearest }

  /// The row showing the `ForEach` element with this id, in a lazy container's last pass.
  func row(withID id: String, in node: ViewNode) -> Int? {
    guard let rows = node.containerState as? LazyRows else { return nil }
    for segment in rows.segments {
      for (index, element) in segment.forEach.data.enumerated()
      where elementID(element, segment.forEach.idPath) == id {
        return segment.start + index
      }
    }
    return nil
  }

  /// Moves a lazy container's window; the rows that come into view are built in the next render (their
  /// `onAppear` runs), the ones that leave disappear. Returns the rows shown (`rows 5–20 of 40`).
  public func scroll(_ node: ViewNode, to target: ScrollTarget) -> String? {
    guard let rows = node.containerState as? LazyRows else { return nil }
    let wanted: Int
    switch target {
    case .top: wanted = 0
    case .end: wanted = rows.lastFirst
    case .by(let delta): wanted = rows.first + delta
    case .row(let row, let anchor): wanted = firstRow(showing: row, anchor, rows)
    }
    rows.first = min(max(0, wanted), rows.lastFirst)
    invalidate(node, box: nil)
    return rows.shown
  }

  /// A `Section` inside a lazy container whose header is off screen.
  func hidesHeader(_ node: ViewNode) -> Bool {
    (node.containerState as? RowGroup)?.headerShown == false
  }

  /// Why a row's control may be missing: `; the List shows rows 1–16 of 40 ('scroll' reaches the
  /// others)`, or "" when every lazy container shows all its rows.
  public func offScreenRowsHint() -> String {
    for (kind, node) in lazyContainers() {
      guard let rows = rowsOffScreen(node) else { continue }
      return "; the \(kind) shows \(rows.shown) ('scroll' reaches the others)"
    }
    return ""
  }

  /// The first row of a window that shows `row` where the anchor puts it; with no anchor, the window
  /// moves only as far as needed (SwiftUI's `scrollTo(_:anchor: nil)`).
  private func firstRow(showing row: Int, _ anchor: RowAnchor, _ rows: LazyRows) -> Int {
    switch anchor {
    case .top: return row
    case .center: return row - LazyRows.visible / 2
    case .bottom: return row - LazyRows.visible + 1
    case .nearest:
      if rows.window.contains(row) { return rows.first }
      return row < rows.first ? row : row - LazyRows.visible + 1
    }
  }

  /// `tree`'s note on a lazy container some of whose rows are off screen: `[rows 1–16 of 200]`.
  func rowsNote(_ node: ViewNode) -> String? {
    rowsOffScreen(node).map { "[\($0.shown)]" }
  }

  /// A lazy container's window, when some of its rows are off screen.
  private func rowsOffScreen(_ node: ViewNode) -> LazyRows? {
    guard let rows = node.containerState as? LazyRows, rows.total > LazyRows.visible || rows.first > 0
    else {
      return nil
    }
    return rows
  }
}

extension Value {
  /// Builder content that is several rows: a `ForEach` or a tuple of views.
  fileprivate var isRowContent: Bool {
    switch self {
    case .native(is ForEachView), .native(is TupleContent): return true
    default: return false
    }
  }
}
