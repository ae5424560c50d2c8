import DynPropDiagnostics
import DynPropInterpreter
import OrderedCollections

/// One child a body produced, with its identity key and the environment it sees.
struct ChildSlot {
  var key: String
  var value: Value
}

/// Matching a body's output to existing child nodes by identity (type + structural position, or an
/// explicit id), creating, updating and removing nodes (SEMANTICS §8.1–8.2, §12.1 step 3).
extension ViewGraph {
  func reconcileChildren(of node: ViewNode, content: Value) throws {
    // A lazy container counts its rows through its whole subtree, and builds those on screen.
    let rows = beginRows(of: node)
    let ownsRows = node.containerState is LazyRows
    if ownsRows { rows?.inPass = true }
    defer {
      if ownsRows, let rows { finishRows(rows, of: node) }
    }
    var slots: [ChildSlot] = []
    // Row closures (`ForEach(rows) { row in Text(row.name + suffix) }`) run now, on the view's behalf:
    // what they read is a dependency of this node, so a change re-evaluates the rows (issue 20.1).
    try readingAs(node) { try flatten(content, key: "", rows: rows, into: &slots) }
    var old: [String: ViewNode] = [:]
    for child in node.children { old[identity(child.key, child.typeName)] = child }
    var next: [ViewNode] = []
    for (index, slot) in slots.enumerated() {
      let typeName = viewTypeName(slot.value)
      let id = identity(slot.key, typeName)
      let group = rows != nil && Self.groupsRows(slot.value) ? rows : nil
      if let existing = old.removeValue(forKey: id) {
        if let group, !(existing.containerState is RowGroup) { existing.containerState = RowGroup(group) }
        try refresh(existing, with: slot.value, parent: node)
        next.append(existing)
      } else {
        next.append(try create(slot, typeName: typeName, parent: node, index: index, rows: group))
      }
    }
    let removed = node.children.filter { old[identity($0.key, $0.typeName)] === $0 }
    if !next.elementsEqual(node.children, by: ===) { viewIndex.invalidate() }
    node.children = next
    for child in removed { try readStaleBindings(child) }
    for child in removed { teardown(child) }
  }

  private func identity(_ key: String, _ typeName: String) -> String { "\(typeName)@\(key)" }

  /// Flattens builder structure (tuples, conditionals, ForEach) into keyed children. A row closure that
  /// fails stops the reconcile with its error: a row is never dropped without a word.
  /// Under a lazy container (`rows`), each `ForEach` element and each other view is one row, and only
  /// the rows on screen are built: an off-screen element's row closure does not run.
  func flatten(_ value: Value, key: String, rows: LazyRows? = nil, into slots: inout [ChildSlot]) throws {
    switch value {
    case .native(let tuple as TupleContent):
      for (i, child) in tuple.children.enumerated() {
        try flatten(child, key: key + ".\(i)", rows: rows, into: &slots)
      }
    case .native(let conditional as ConditionalContent):
      if let content = conditional.content, let branch = conditional.branch {
        try flatten(content, key: key + "?\(branch)", rows: rows, into: &slots)
      }
    case .native(let forEach as ForEachView):
      if let rows, rows.inPass { rows.segments.append((rows.cursor, forEach)) }
      let shown = rows?.take(forEach.data.count) ?? forEach.data.indices
      for i in shown {
        let element = forEach.data[i]
        let id = elementID(element, forEach.idPath) ?? "\(i)"
        // `ForEach(Array(items.enumerated()), id: \.offset) { index, item in … }` takes the pair apart.
        let row = try interpreter.callSpreading(forEach.rowBuilder, element, at: interpreter.site)
        try flatten(row, key: key + "[\(id)]", into: &slots)
      }
    case .native(let modified as ModifiedView) where modified.explicitID != nil:
      if let rows, rows.take(1).isEmpty { return }
      slots.append(ChildSlot(key: key + "#\(modified.explicitID ?? "")", value: value))
    case .array(let items):
      for (i, child) in items.enumerated() {
        try flatten(child, key: key + ".\(i)", rows: rows, into: &slots)
      }
    case .void, .none:
      return
    default:
      if let rows, !Self.groupsRows(value), rows.take(1).isEmpty { return }
      slots.append(ChildSlot(key: key.isEmpty ? "0" : key, value: value))
    }
  }

  func elementID(_ element: Value, _ path: KeyPathValue?) -> String? {
    var target = element
    if case .native(let binding as BindingValue) = element, let value = try? binding.get(interpreter) {
      target = value
    }
    let components = path?.components ?? ["id"]
    if components == ["self"] { return Render.literal(target) }
    var current = target
    for component in components {
      guard let next = try? Members.get(current, component, MemberCache(), interpreter, interpreter.site)
      else {
        return path == nil ? nil : Render.literal(target)
      }
      current = next
    }
    return Render.literal(current)
  }

  func viewTypeName(_ value: Value) -> String {
    switch value {
    case .structValue(let s): return s.type.name
    case .enumValue(let e): return e.type.name
    case .native(let view as ModifiedView):
      return view.explicitID != nil ? viewTypeName(view.content) : view.kind
    case .native(let view as ViewValue): return view.kind
    case .native(let other): return other.typeName
    default: return interpreter.typeName(of: value)
    }
  }

  private func create(
    _ slot: ChildSlot, typeName: String, parent: ViewNode, index: Int, rows: LazyRows?
  ) throws -> ViewNode {
    viewCount += 1
    if viewCount > maxViews {
      throw interpreter.crash("Fatal error: view budget of \(maxViews) views exhausted", at: bodyLocation)
    }
    if parent.depth >= maxDepth {
      throw interpreter.crash(
        "Fatal error: view tree deeper than \(maxDepth) levels (does a view contain itself?)",
        at: bodyLocation)
    }
    let scriptType = try scriptViewType(slot.value)
    let node = ViewNode(
      key: slot.key, typeName: typeName, parent: parent, position: index, value: slot.value,
      scriptType: scriptType, environment: parent.environment)
    if let rows { node.containerState = RowGroup(rows) }
    viewIndex.invalidate()
    if scriptType != nil {
      nodesByPath[node.path] = node
      event(.appear, ["view": .string(typeName), "node": .string(node.path)])
      try update(node, newInput: slot.value, first: true)
    } else {
      try refreshNative(node, first: true)
    }
    return node
  }

  private func refresh(_ node: ViewNode, with value: Value, parent: ViewNode) throws {
    // A store rebuilt by a parent's refresh with the same values is no change: no cause token names an
    // environment property that did not change (SEMANTICS §12, issue 20.12).
    let environmentChanged =
      node.environment !== parent.environment && !node.environment.hasSameContent(as: parent.environment)
    node.environment = parent.environment
    if node.hasBody {
      if environmentChanged { node.invalidatedBoxes.formUnion(environmentBoxes(node)) }
      let inputChanged = !viewInputsEqual(node.input, value, equatableModifier: isUnderEquatable(parent))
      if inputChanged || (environmentChanged && !environmentBoxes(node).isEmpty) {
        try update(node, newInput: value, first: false)
      } else {
        node.input = value
        // The body is skipped, but a changed environment still reaches the views below that read it
        // (SEMANTICS §5): the last body's content is reconciled again under the new environment.
        // A `ViewModifier`'s `content` follows the modified view even when its body is skipped.
        if environmentChanged || node.scriptType?.conforms(to: "ViewModifier") == true {
          try reconcileChildren(of: node, content: node.content)
        }
      }
      return
    }
    // A host view keeps only its latest value: an older one (and what its closures captured) is let go.
    node.input = value
    node.installed = value
    try refreshNative(node, first: false)
  }

  /// `.equatable()` wraps the view: its `==` decides whether its body runs (Apple's `EquatableView`).
  func isUnderEquatable(_ parent: ViewNode) -> Bool {
    if case .native(let modified as ModifiedView) = parent.input { return modified.host is EquatableModifier }
    return false
  }

  private func environmentBoxes(_ node: ViewNode) -> [String] {
    node.boxes.filter { $0 is EnvironmentBox || ($0 as? ObjectBox)?.kind == .environment }.map(\.name)
  }

  /// Host views: apply modifiers, then reconcile their content.
  func refreshNative(_ node: ViewNode, first: Bool) throws {
    // A host node's reads (a presentation's binding, its rows' closures) are made again below.
    if !first { forgetReads(node) }
    switch node.input {
    case .native(let modified as ModifiedView):
      try modified.host.apply(to: node, in: self, first: first)
      var parts = [modified.host.children(of: modified.content)]
      let savedPresentation = presentationBeingBuilt
      presentationBeingBuilt = modified.host.presentation.map { (node, $0) }
      defer { presentationBeingBuilt = savedPresentation }
      if let presented = try readingAs(node, { try modified.host.presented(by: node, in: self) }) {
        parts.append(presented)
      }
      try reconcileChildren(of: node, content: .native(TupleContent(children: parts)))
    case .native(let container as ContainerView) where container.kind == "TabView":
      try reconcileChildren(of: node, content: try readingAs(node) { try tabContent(node, container) })
    case .native(let page as TabPage):
      try reconcileChildren(of: node, content: page.content)
    case .native(let container as ContainerView) where ViewKinds.has(container.kind, .navigationContainer):
      // Read as the stack's node, so a write to its `path:` re-renders the stack (SEMANTICS §3.3).
      try reconcileChildren(of: node, content: try readingAs(node) { try navigationContent(node, container) })
    case .native(let container as ContainerView):
      installRows(node)
      try reconcileChildren(of: node, content: container.content)
    case .native(let presented as PresentedView):
      try refreshPresented(node, presented)
    case .native(let image as AsyncImageView):
      try reconcileChildren(of: node, content: try asyncImageContent(node, image))
    case .native(let placeholder as ViewModifierContent):
      try reconcileChildren(of: node, content: placeholder.wrapped)
    case .native(let primitive as PrimitiveView):
      if let label = primitive.label, Self.isViewContent(label) {
        try reconcileChildren(of: node, content: label)
      }
      if primitive.kind == "Picker" { try checkPickerSelection(node, primitive) }
    default:
      break
    }
  }

  /// A control's label given as views: host views, or a script view (`Button(action:) { ListRow(…) }`),
  /// whose texts are the button's label; not a plain string or a color's name.
  static func isViewContent(_ label: Value) -> Bool {
    switch label {
    case .native: return true
    case .closure: return false
    default: return BuilderContent.isShown(label)
    }
  }

  /// Runs `body` with `node` as the reader of the state it reads: a `.sheet(isPresented:)` node
  /// depends on its binding without its owner's body reading it (SEMANTICS §3.3).
  func readingAs<T>(_ node: ViewNode, _ body: () throws -> T) rethrows -> T {
    let saved = currentBodyNode
    currentBodyNode = node
    defer { currentBodyNode = saved }
    return try body()
  }

  /// A view leaving the tree while invalidated still refreshes its bindings first, as SwiftUI's graph
  /// does; a binding derived from an optional that became nil then traps (SEMANTICS §3.4).
  private func readStaleBindings(_ node: ViewNode) throws {
    if node.isDirty {
      for case let box as BindingBox in node.boxes {
        if let binding = box.last, binding.isDerived { _ = try binding.get(interpreter) }
      }
    }
    for child in node.children { try readStaleBindings(child) }
  }

  /// Removes a node and its subtree: `onDisappear` actions, subscriptions, state (§8.1).
  func teardown(_ node: ViewNode) {
    for child in node.children { teardown(child) }
    node.isMounted = false
    if nodesByPath[node.path] === node { nodesByPath[node.path] = nil }
    viewIndex.invalidate()
    viewCount -= 1
    dirty[ObjectIdentifier(node)] = nil
    unsubscribeAll(node)
    forgetPlainReads(node)
    for box in node.boxes { box.teardown(graph: self) }
    if case .native(let modified as ModifiedView) = node.input { modified.host.teardown(node, in: self) }
    if node.hasBody { event(.disappear, ["view": .string(node.typeName), "node": .string(node.path)]) }
    presentationEnded(node)
  }
}
