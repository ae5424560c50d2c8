import DynPropInterpreter

/// What `ScrollViewReader` hands its content: `proxy.scrollTo(id, anchor:)` scrolls the lazy container
/// that shows the `ForEach` element with that id, so its row is on the simulated screen (its `onAppear`
/// runs in the render that follows). Views that are all on screen (a `VStack` in a `ScrollView`) need
/// no scrolling; an id no lazy container shows does nothing, as in SwiftUI.
final class ScrollViewProxyValue: NativeObject {
  weak var graph: ViewGraph?

  init(graph: ViewGraph) { self.graph = graph }

  override var typeName: String { "ScrollViewProxy" }

  override func call(_ name: String, labels: [String?], arguments: [Value], in interpreter: Interpreter)
    throws -> Value?
  {
    guard name == "scrollTo", let graph, let target = arguments.first,
      labels == [nil] || labels == [nil, "anchor"]
    else {
      return nil
    }
    // The id is compared as `ForEach` keys its rows (`Render.literal` of the element's id).
    guard let id = target.unwrapped.map(Render.literal) else { return .void }
    let anchor = arguments.count > 1 ? Self.anchor(arguments[1]) : .nearest
    for (_, node) in graph.lazyContainers() {
      if let row = graph.row(withID: id, in: node) {
        _ = graph.scroll(node, to: .row(row, anchor: anchor))
        break
      }
    }
    return .void
  }

  /// `.top`, `.center`, `.bottom` (and the leading/trailing corners as their edge); nil is the nearest.
  private static func anchor(_ value: Value) -> ViewGraph.RowAnchor {
    guard case .native(let member as UnresolvedMember)? = value.unwrapped else { return .nearest }
    let name = member.name
    if name.lowercased().hasPrefix("top") { return .top }
    if name.lowercased().hasPrefix("bottom") { return .bottom }
    if name == "center" || name == "leading" || name == "trailing" { return .center }
    return .nearest
  }
}
