import DynPropInterpreter

/// `TabView` (SEMANTICS §8.5): every tab stays mounted, so each keeps its state, but only the selected one
/// is on screen (`tree`, `expect text`, `tap`); the tab bar lists the `tabItem` labels as buttons, and
/// tapping one selects its tab — through `selection:` (the tab's `tag`, else its position) when the view
/// is bound to one, else in the view's own state.
extension ViewGraph {
  /// The tabs, each wrapped in a `TabPage` saying whether it is selected, then the tab bar.
  func tabContent(_ node: ViewNode, _ container: ContainerView) throws -> Value {
    var slots: [ChildSlot] = []
    try flatten(container.content, key: "", into: &slots)
    let tabs = slots.map(\.value)
    let tags = tabs.enumerated().map { index, tab in tabTag(tab) ?? .int(index) }
    let selected = try selectedTab(node, container, tags)
    let state = node.modifierState(TabState.init)
    if let shown = state.shown, shown != selected { switchTabs(node, from: shown, to: selected) }
    state.shown = selected
    var parts: [Value] = tabs.enumerated().map { index, tab in
      .native(TabPage(content: tab, isSelected: index == selected))
    }
    let items = try tabs.enumerated().map { index, tab -> Value in
      let label = try tabLabel(tab) ?? "Tab \(index + 1)"
      let select = NativeFunction("selectTab") { [weak node, unowned self] _, _, rt in
        guard let node else { return .void }
        if let binding = container.selection {
          try binding.set(tags[index], rt)
        } else {
          node.modifierState(TabState.init).selected = index
          self.invalidate(node, box: nil)
        }
        return .void
      }
      return .native(PrimitiveView(kind: "Button", text: label, action: .closure(select)))
    }
    parts.append(.native(ContainerView(kind: "TabBar", content: .native(TupleContent(children: items)))))
    return .native(TupleContent(children: parts))
  }

  private func selectedTab(_ node: ViewNode, _ container: ContainerView, _ tags: [Value]) throws -> Int {
    guard let binding = container.selection else { return node.modifierState(TabState.init).selected }
    let value = try binding.get(interpreter)
    return tags.firstIndex { valuesEqual($0, value) } ?? -1
  }

  /// The texts (or image names) of a tab's `.tabItem { … }` label; an error in the label's closure stops
  /// the render with its message.
  private func tabLabel(_ tab: Value) throws -> String? {
    guard let builder = modifiers(of: tab).lazy.compactMap({ ($0 as? TabItemModifier)?.label }).first else {
      return nil
    }
    let texts = ViewText.strings(of: try interpreter.callValue(builder, [], at: interpreter.site))
    return texts.isEmpty ? nil : texts.joined(separator: " ")
  }

  private func tabTag(_ tab: Value) -> Value? {
    modifiers(of: tab).lazy.compactMap { ($0 as? TagModifier)?.value }.first
  }

  /// The modifiers applied to a tab, outermost first.
  private func modifiers(of tab: Value) -> [any HostModifier] {
    var found: [any HostModifier] = []
    var current = tab
    while case .native(let modified as ModifiedView) = current {
      found.append(modified.host)
      current = modified.content
    }
    return found
  }

  /// The views of the tab coming on screen appear and those of the tab going away disappear (their
  /// `onAppear` and `onDisappear` actions run in this frame's step 4, SEMANTICS §12.1).
  private func switchTabs(_ node: ViewNode, from old: Int, to new: Int) {
    func visit(_ tab: ViewNode, _ body: (ViewNode, any HostModifier) -> Void) {
      if case .native(let modified as ModifiedView) = tab.input { body(tab, modified.host) }
      for child in tab.children { visit(child, body) }
    }
    let pages = node.children.filter { if case .native(is TabPage) = $0.input { true } else { false } }
    // As with a change of identity, the view coming on screen appears before the one leaving disappears
    // (SEMANTICS §12.1, step 4).
    if pages.indices.contains(new) {
      visit(pages[new]) { view, host in
        if let action = (host as? OnAppearModifier)?.action { enqueue("onAppear", action, for: view) }
      }
    }
    if pages.indices.contains(old) {
      visit(pages[old]) { view, host in if host is OnDisappearModifier { host.teardown(view, in: self) } }
    }
  }

  /// Whether a node is on screen: not inside a tab that is not selected.
  func isOnScreen(_ node: ViewNode) -> Bool {
    var current: ViewNode? = node
    while let here = current {
      if case .native(let page as TabPage) = here.input, !page.isSelected { return false }
      current = here.parent
    }
    return true
  }
}

/// One tab of a `TabView`, on screen only while selected.
final class TabPage: ViewValue {
  let content: Value
  let isSelected: Bool

  init(content: Value, isSelected: Bool) {
    self.content = content
    self.isSelected = isSelected
    super.init(kind: "Tab")
  }
}

/// The selected tab of a `TabView` without `selection:`.
final class TabState {
  var selected = 0
  /// The tab on screen at the last refresh (nil before the first).
  var shown: Int?
}
