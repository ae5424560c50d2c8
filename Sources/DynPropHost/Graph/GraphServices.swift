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
      url: url, method: method, completion: completion, origin: callPath(), node: originNode, baseTick: base)
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

  func pitfall(_ id: String, message: String, view: ViewNode?, chain: [String] = []) {
    var fields: OrderedDictionary<String, EventValue> = ["id": .string(id), "message": .string(message)]
    if let view { fields["view"] = .string(view.typeName) }
    if !chain.isEmpty { fields["chain"] = .strings(chain) }
    event(.pitfall, fields)
  }

  func classDynamicProperty(_ node: ViewNode, property: String, type: ScriptType) {
    guard reportedOnce.insert("class-dynamic-property:\(type.name)").inserted else { return }
    pitfall(
      "class-dynamic-property",
      message:
        "\(type.name) is a class that conforms to DynamicProperty (used as \(node.typeName).\(property)). SwiftUI only installs the dynamic properties of structs, so the @State and other wrappers inside \(type.name) are never installed: reads give their initial values and writes are dropped, so the view never updates. Fix: make \(type.name) a struct, or keep the class as an ObservableObject held by @StateObject.",
      view: node)
  }

  func stateInitIgnored(_ node: ViewNode, property: String, offered: Value, kept: Value) {
    guard reportedOnce.insert("state-init-ignored:\(node.path).\(property)").inserted else { return }
    pitfall(
      "state-init-ignored",
      message:
        "\(node.typeName).\(property) was handed a new initial value \(Render.literal(offered)) by its parent, but @State storage already exists for this view and keeps \(Render.literal(kept)); the new value is ignored. Fix: pass the value as a let (or @Binding) instead of seeding @State, or give the child a new identity with .id(value) when it should start over.",
      view: node)
  }

  func observedObjectReplaced(_ node: ViewNode, property: String, old: Value?, new: Value?) {
    guard node.parent != nil, case .object(let oldObject)? = old, case .object(let newObject)? = new,
      writtenObjects.contains(ObjectIdentifier(oldObject)), newObject.serial > oldObject.serial
    else { return }
    guard reportedOnce.insert("observed-object-recreated:\(node.path).\(property)").inserted else { return }
    pitfall(
      "observed-object-recreated",
      message:
        "\(node.typeName).\(property) is an @ObservedObject that the view creates itself. When \(node.parent?.nearestScriptAncestorOrSelf?.typeName ?? "its parent") re-ran its body it built a new \(node.typeName), which created a new \(newObject.type.name)#\(newObject.serial); the old \(oldObject.type.name)#\(oldObject.serial) and the changes made to it were lost. Fix: own the object with @StateObject, or create it higher up and pass it in.",
      view: node)
  }

  func staleBindingRead(_ binding: BindingValue, at source: SourceLocation) {
    pitfall(
      "stale-binding",
      message:
        "A binding derived from an optional or a collection element was read after its source became nil or lost the element (\(source)). The derived binding force-unwraps its source, so the app crashes. Fix: unwrap the optional binding safely (e.g. a Binding(get:set:) that falls back to a default), or stop reading it when the item goes away.",
      view: currentUpdateNode)
  }
}

extension ViewNode {
  var nearestScriptAncestorOrSelf: ViewNode? { hasBody ? self : nearestScriptAncestor }
}

extension ViewGraph {
  /// A pitfall found by a detector outside the graph (DynPropInsight).
  public func reportPitfall(id: String, message: String, view: String?, chain: [String]) {
    guard reportedOnce.insert("\(id):\(view ?? "")").inserted else { return }
    var fields: OrderedDictionary<String, EventValue> = ["id": .string(id), "message": .string(message)]
    if let view { fields["view"] = .string(view) }
    if !chain.isEmpty { fields["chain"] = .strings(chain) }
    event(.pitfall, fields)
  }
}
