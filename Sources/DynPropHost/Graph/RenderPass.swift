import DynPropDiagnostics
import DynPropInterpreter
import OrderedCollections

/// Updating views: boxes, then `update()`, then `body` when something it depends on changed (§1.5),
/// then reconciling its children. Dirty views are processed top-down (§12.1 step 3).
extension ViewGraph {
  /// Renders every dirty view, parents before children. Work is proportional to the dirty views.
  func renderPass() throws {
    flushDeferredInvalidations()
    if let root = pendingRoot {
      pendingRoot = nil
      nodesByPath[root.path] = root
      viewIndex.invalidate()
      if root.hasBody {
        event(.appear, ["view": .string(root.typeName), "node": .string(root.path)])
        try update(root, newInput: root.input, first: true)
      } else {
        try refreshNative(root, first: true)
      }
    }
    while let node = nextDirty() {
      guard node.isMounted else { continue }
      if node.hasBody {
        try update(node, newInput: nil, first: false)
      } else {
        node.isDirty = false
        try refreshNative(node, first: false)
      }
    }
  }

  private func nextDirty() -> ViewNode? {
    guard var best = dirty.values.first else { return nil }
    for node in dirty.values where ViewNode.precedes(node, best) { best = node }
    dirty[ObjectIdentifier(best)] = nil
    return best
  }

  /// Updates one script view: install/refresh boxes, call `update()`s, and run `body` if needed.
  func update(_ node: ViewNode, newInput: Value?, first: Bool) throws {
    node.isDirty = false
    dirty[ObjectIdentifier(node)] = nil
    let causes = node.causes
    node.causes.removeAll()
    var selfChanged = first
    if let newInput {
      if !first {
        let equatable = node.parent.map(isUnderEquatable) ?? false
        selfChanged = !viewInputsEqual(node.input, newInput, equatableModifier: equatable)
      }
      node.input = newInput
    }
    var changedBoxes: [String] = []
    var observation = false
    if case .structValue(var view) = node.input {
      (changedBoxes, observation) = try updateBoxes(node, &view, first: first)
      node.installed = .structValue(view)
    } else {
      // An enum view has no stored properties: its body runs when it is new or its value changed.
      node.installed = node.input
    }
    guard first || selfChanged || !changedBoxes.isEmpty || observation else { return }
    // SwiftUI's order (SEMANTICS §7.2): `ChildView: @dependencies, @self changed.`, and
    // `ContentView: @self, @identity, _count changed.` on the first evaluation.
    var tokens: [String] = []
    if observation && !first { tokens.append("@dependencies") }
    if selfChanged { tokens.append("@self") }
    if first { tokens.append("@identity") }
    tokens += changedBoxes
    try runBody(node, tokens: tokens, causes: causes)
  }

  private func updateBoxes(_ node: ViewNode, _ view: inout StructValue, first: Bool) throws -> (
    [String], Bool
  ) {
    if first { node.boxes = makeBoxes(for: view.fields, prefix: "", type: view.type) }
    let saved = currentUpdateNode
    currentUpdateNode = node
    defer { currentUpdateNode = saved }
    var changed: [String] = []
    for box in node.boxes {
      let (installed, didChange) = try box.update(
        view.fields[box.field], node: node, graph: self, first: first)
      view.fields[box.field] = installed
      if didChange { changed.append(box.name) }
    }
    node.invalidatedBoxes.removeAll()
    let observation = node.observationInvalidated
    node.observationInvalidated = false
    return (changed, observation)
  }

  /// Evaluates `body`, reports it with its `_printChanges` tokens, and reconciles the children.
  /// `causes` are the storage ids (`NODE|PROPERTY`) whose writes invalidated the view, for trace flows.
  func runBody(_ node: ViewNode, tokens: [String], causes: [String] = []) throws {
    guard let (getter, arguments) = bodyCall(node) else { return }
    forgetReads(node)
    node.bodyCount += 1
    event(.body, bodyFields(node, tokens, causes))
    let savedUpdate = currentUpdateNode
    let savedBody = currentBodyNode
    let savedOrigin = (origin, originNode, workRoot)
    let savedSerialStart = bodySerialStart
    bodySerialStart = interpreter.upcomingSerial
    currentUpdateNode = node
    currentBodyNode = node
    origin = "\(node.typeName).body"
    originNode = node.path
    beginCallback()
    interpreter.trackAllReads = true
    forgetPlainReads(node)
    printingChangesFor = (node.typeName, tokens)
    let savedLocation = bodyLocation
    bodyLocation = getter.location
    defer { bodyLocation = savedLocation }
    let content: Value
    do {
      defer {
        currentUpdateNode = savedUpdate
        currentBodyNode = savedBody
        (origin, originNode, workRoot) = savedOrigin
        bodySerialStart = savedSerialStart
        interpreter.trackAllReads = savedBody != nil
      }
      content = try interpreter.call(getter, self: node.installed, arguments: arguments, at: getter.location)
    }
    phaseHook?("\(node.typeName).body")
    node.content = content
    try reconcileChildren(of: node, content: content)
  }

  func forgetReads(_ node: ViewNode) {
    for location in node.readLocations { location.readers[ObjectIdentifier(node)] = nil }
    node.readLocations.removeAll()
    forgetObservableReads(node)
  }

  /// The `body` event: CONTRACT §4 fields, plus `causes` (the writes that invalidated it) when known.
  private func bodyFields(_ node: ViewNode, _ tokens: [String], _ causes: [String]) -> OrderedDictionary<
    String, EventValue
  > {
    var fields: OrderedDictionary<String, EventValue> = [
      "view": .string(node.typeName), "node": .string(node.path), "changes": .strings(tokens),
    ]
    if !causes.isEmpty { fields["causes"] = .strings(causes) }
    return fields
  }
}
