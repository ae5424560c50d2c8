import DynPropInterpreter

/// Modifiers that put more views on screen beside the modified one: `navigationBarItems(leading:trailing:)`
/// (iOS 13 bar buttons, shown as toolbar items), `overlay`, `contextMenu`, `swipeActions` and
/// `safeAreaInset`. Their views are shown after the modified content (`tree` lists them under the
/// modifier's name), so their texts are on screen and their buttons answer `tap`: a context menu's or a
/// swipe action's buttons stand for the ones a long press or a swipe reveals.
struct AccessoryContentModifier: HostModifier {
  static let names = ["navigationBarItems", "overlay", "contextMenu", "swipeActions", "safeAreaInset"]
  let kind: String
  /// View arguments (`leading: EditButton()`) and builder closures without parameters, in order.
  let parts: [Value]

  init(_ call: ModifierCall) {
    kind = call.name == "navigationBarItems" ? "Toolbar" : "." + call.name
    parts = call.arguments.filter(BuilderContent.isShown)
  }

  func presented(by node: ViewNode, in graph: ViewGraph) throws -> Value? {
    let rt = graph.interpreter
    guard let views = try BuilderContent.views(parts, rt, at: rt.site) else { return nil }
    return .native(ContainerView(kind: kind, content: views))
  }
}
