import DynPropDiagnostics
import DynPropInterpreter
import OrderedCollections

/// Requests, deadlines and the simple pitfall facts the graph can see directly.
extension ViewGraph {
  /// `dataTask(...).resume()`: records the request with the entry point that started it.
  @discardableResult
  func startRequest(url: String, method: String, completion: Value) -> Network.Request {
    let base = tick
    let request = world.network.start(
      url: url, method: method, completion: completion, origin: callPath(), node: originNode, root: workRoot,
      baseTick: base)
    var fields: OrderedDictionary<String, EventValue> = [
      "id": .int(request.id), "method": .string(method), "url": .string(url),
      "origin": .string(request.origin),
    ]
    if let node = originNode { fields["by"] = .string(node) }
    if let view = originView { fields["view"] = .string(view) }
    event(.request, fields)
    return request
  }

  /// The host entry point running now, followed by the script functions called from it.
  func callPath() -> String {
    var parts = [origin]
    for code in interpreter.callStack where !code.name.hasPrefix("(") {
      let name = code.name
      if name == origin || parts.last == name || name.hasSuffix(".body") && origin.hasSuffix(".body") {
        continue
      }
      parts.append(name)
    }
    return parts.joined(separator: " → ")
  }

  /// The type name of the view whose work is running (the last path component, without its key).
  var originView: String? {
    guard let path = originNode else { return nil }
    return nodesByPath[path]?.typeName
  }

  /// Seconds of a dispatch deadline `.now() + s`.
  func deadlineSeconds(_ value: Value) -> Double? {
    if case .native(let member as UnresolvedMember) = value, let offset = member.arguments.first {
      if case .double(let d) = offset { return d }
      if case .int(let i) = offset { return Double(i) }
    }
    if case .double(let d) = value { return d }
    if case .int(let i) = value { return Double(i) }
    return nil
  }

  /// Reports a catalog pitfall as an event (its message comes from the catalog).
  func pitfall(_ report: PitfallReport, view: ViewNode?, chain: [String] = []) {
    emitPitfall(report, view: view?.typeName, chain: chain)
  }

  private func emitPitfall(_ report: PitfallReport, view: String?, chain: [String]) {
    var fields: OrderedDictionary<String, EventValue> = [
      "id": .string(report.pitfall.id), "message": .string(report.message),
    ]
    if let view { fields["view"] = .string(view) }
    if !chain.isEmpty { fields["chain"] = .strings(chain) }
    event(.pitfall, fields)
  }

  func classDynamicProperty(_ node: ViewNode, property: String, type: ScriptType) {
    guard reportedOnce.insert("class-dynamic-property:\(type.name)").inserted else { return }
    pitfall(.classDynamicProperty(type: type.name, view: node.typeName, property: property), view: node)
  }

  func stateInitIgnored(_ node: ViewNode, property: String, offered: Value, kept: Value) {
    guard reportedOnce.insert("state-init-ignored:\(node.path).\(property)").inserted else { return }
    pitfall(
      .stateInitIgnored(
        view: node.typeName, property: property, offered: Render.literal(offered), kept: Render.literal(kept)),
      view: node)
  }

  func observedObjectReplaced(_ node: ViewNode, property: String, old: Value?, new: Value?) {
    guard node.parent != nil, case .object(let oldObject)? = old, case .object(let newObject)? = new,
      writtenObjects.contains(ObjectIdentifier(oldObject)), newObject.serial > oldObject.serial
    else { return }
    guard reportedOnce.insert("observed-object-recreated:\(node.path).\(property)").inserted else { return }
    let parent = node.parent?.nearestScriptAncestorOrSelf?.typeName ?? "its parent"
    pitfall(
      .observedObjectRecreated(
        view: node.typeName, property: property, parent: parent,
        old: "\(oldObject.type.name)#\(oldObject.serial)", new: "\(newObject.type.name)#\(newObject.serial)"),
      view: node)
  }

  /// A `@State` read during an update gave the owner's last snapshot while the stored value differs:
  /// inside a presentation's content closure that is the stale-sheet bug (CONTRACT §6 `stale-capture`).
  func staleStateRead(_ location: StateLocation, shown: Value, live: Value) {
    guard let (_, presentation) = presentationBeingBuilt, let owner = location.owner else { return }
    guard reportedOnce.insert("stale-capture:\(owner.path).\(location.property)").inserted else { return }
    let property =
      location.property.hasPrefix("_") ? String(location.property.dropFirst()) : location.property
    pitfall(
      .staleCapture(
        presenter: owner.typeName, property: property, presentation: presentation,
        shown: Render.literal(shown),
        current: Render.literal(live)),
      view: owner,
      chain: [
        "\(owner.typeName).body last ran with \(property) = \(Render.literal(shown))",
        "\(property) changed to \(Render.literal(live)); \(owner.typeName).body did not read it, so it did not run again",
        ".\(presentation) content shows \(property) = \(Render.literal(shown))",
      ])
  }

  func staleBindingRead(_ binding: BindingValue, at source: SourceLocation) {
    pitfall(.staleBinding(source: source.description), view: currentUpdateNode)
  }
}

extension ViewNode {
  var nearestScriptAncestorOrSelf: ViewNode? { hasBody ? self : nearestScriptAncestor }
}

extension ViewGraph {
  /// A pitfall found by a detector outside the graph (DynPropInsight), reported once per pitfall and view.
  public func reportPitfall(_ report: PitfallReport, view: String?, chain: [String]) {
    guard reportedOnce.insert("\(report.pitfall.id):\(view ?? "")").inserted else { return }
    emitPitfall(report, view: view, chain: chain)
  }
}
