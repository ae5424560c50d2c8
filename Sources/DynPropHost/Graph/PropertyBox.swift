import DynPropDiagnostics
import DynPropInterpreter

/// The graph-side half of one dynamic property of a view (SEMANTICS §1.2): installed once per view
/// identity, updated before every body, reporting whether it changed (§1.5).
class PropertyBox {
  /// Storage index in the owning struct.
  let field: Int
  /// The `_printChanges` token and event property path (`_feed`, `_feed._data`).
  let name: String

  init(field: Int, name: String) {
    self.field = field
    self.name = name
  }

  /// Installs or refreshes the wrapper: returns the installed field value and whether it changed.
  func update(_ input: Value, node: ViewNode, graph: ViewGraph, first: Bool) throws -> (Value, Bool) {
    (input, false)
  }

  /// Called when the view leaves the tree.
  func teardown(graph: ViewGraph) {}
}

/// `@State`: one `StateLocation` per view identity; later initial values are ignored (§2.1).
final class StateBox: PropertyBox {
  var location: StateLocation?
  var seenVersion = 0

  override func update(_ input: Value, node: ViewNode, graph: ViewGraph, first: Bool) throws -> (Value, Bool)
  {
    guard case .native(let wrapper as StateWrapper) = input else { return (input, false) }
    let location =
      self.location ?? StateLocation(value: wrapper.initial, property: name, owner: node, graph: graph)
    if self.location == nil {
      self.location = location
      seenVersion = location.version
    } else if !first, graph.isComparable(wrapper.initial),
      !graph.valuesEqual(wrapper.initial, location.value),
      !graph.valuesEqual(wrapper.initial, storedInitial)
    {
      graph.stateInitIgnored(node, property: name, offered: wrapper.initial, kept: location.value)
    }
    storedInitial = wrapper.initial
    let shown = location.shown
    let changed =
      first || (shown.version != seenVersion && location.readers[ObjectIdentifier(node)] != nil)
    seenVersion = shown.version
    let installed = StateWrapper(
      initial: wrapper.initial, location: location, snapshot: shown.value, graph: graph)
    return (.native(installed), changed)
  }

  private var storedInitial: Value = .void
}

/// `@Binding`: refreshes its snapshot each update; changed when the source changed and was read (§3.1–3.3).
final class BindingBox: PropertyBox {
  var last: BindingValue?
  var seenVersion = -1

  override func update(_ input: Value, node: ViewNode, graph: ViewGraph, first: Bool) throws -> (Value, Bool)
  {
    guard case .native(let binding as BindingValue) = input else { return (input, first) }
    defer { last = binding }
    if first {
      seenVersion = binding.rootState?.shown.version ?? 0
      return (input, true)
    }
    if case .functional = binding.location { return (input, true) }
    let version = binding.rootState?.shown.version ?? 0
    let sourceChanged = version != seenVersion && (binding.rootState?.readers[ObjectIdentifier(node)] != nil)
    seenVersion = version
    let replaced = last.map { !binding.isEqual(to: $0) } ?? true
    return (input, sourceChanged || replaced)
  }
}

/// Boxes for reference-type models: `@StateObject`, `@ObservedObject`, `@EnvironmentObject`.
final class ObjectBox: PropertyBox {
  enum Kind { case stateObject, observed, environment }
  let kind: Kind
  /// The declared object type of an `@EnvironmentObject` (looked up in the environment by name).
  let objectType: String
  var object: Value?

  init(field: Int, name: String, kind: Kind, objectType: String = "") {
    self.kind = kind
    self.objectType = objectType
    super.init(field: field, name: name)
  }

  override func update(_ input: Value, node: ViewNode, graph: ViewGraph, first: Bool) throws -> (Value, Bool)
  {
    let previous = object
    let installed: Value
    switch (kind, input) {
    case (.stateObject, .native(let wrapper as StateObjectWrapper)):
      if object == nil { object = try wrapper.makeObject(graph.interpreter) }
      installed = .native(StateObjectWrapper(thunk: .none, object: object, graph: graph))
    case (.observed, .native(let wrapper as ObservedObjectWrapper)):
      object = wrapper.object
      installed = input
    case (.environment, .native(let wrapper as EnvironmentObjectWrapper)):
      let typeName = wrapper.objectType.isEmpty ? objectType : wrapper.objectType
      object = node.environment.objects[typeName]
      installed = .native(EnvironmentObjectWrapper(objectType: typeName, object: object, graph: graph))
    default:
      return (input, first)
    }
    let replaced = !Self.sameObject(previous, object)
    if replaced {
      graph.unsubscribe(node, from: previous, box: name)
      graph.subscribe(node, to: object, box: name)
      if kind == .observed, !first {
        graph.observedObjectReplaced(node, property: name, old: previous, new: object)
      }
    }
    let signalled = node.invalidatedBoxes.contains(name)
    return (installed, first || replaced || signalled)
  }

  static func sameObject(_ a: Value?, _ b: Value?) -> Bool {
    switch (a, b) {
    case (.object(let x)?, .object(let y)?): return x === y
    case (nil, nil): return true
    default: return false
    }
  }

  override func teardown(graph: ViewGraph) {}
}

/// `@Environment`: reads the view's environment each update; changed when the value differs (§5.2).
final class EnvironmentBox: PropertyBox {
  var last: Value?

  override func update(_ input: Value, node: ViewNode, graph: ViewGraph, first: Bool) throws -> (Value, Bool)
  {
    guard case .native(let wrapper as EnvironmentWrapper) = input else { return (input, first) }
    if case .objectType(let typeName) = wrapper.key, node.environment.objects[typeName] == nil {
      let missing = EnvironmentWrapper(
        key: wrapper.key, installed: nil, graph: graph, isMissingObject: true, declaredAt: wrapper.declaredAt)
      return (.native(missing), first)
    }
    if let declaredAt = wrapper.declaredAt { graph.interpreter.site = declaredAt }
    let value = try graph.environmentValue(wrapper.key, in: node)
    defer { last = value }
    if case .objectType = wrapper.key { graph.subscribe(node, to: value, box: name) }
    let changed = first || last.map { !graph.valuesEqual($0, value) } ?? true
    return (
      .native(
        EnvironmentWrapper(key: wrapper.key, installed: value, graph: graph, declaredAt: wrapper.declaredAt)),
      changed
    )
  }
}

/// A custom `DynamicProperty` struct: its own dynamic fields first (depth-first, field order), then its
/// `update()` (§1.3). Its `update()` never reports a change by itself (§1.4).
final class CustomPropertyBox: PropertyBox {
  var nested: [PropertyBox]?

  override func update(_ input: Value, node: ViewNode, graph: ViewGraph, first: Bool) throws -> (Value, Bool)
  {
    guard case .structValue(var property) = input else { return (input, false) }
    if nested == nil {
      nested = graph.makeBoxes(for: property.fields, prefix: "\(name).", type: property.type)
    }
    var changed = false
    for box in nested ?? [] {
      let (installed, boxChanged) = try box.update(
        property.fields[box.field], node: node, graph: graph, first: first)
      property.fields[box.field] = installed
      changed = changed || boxChanged
    }
    var value = Value.structValue(property)
    try graph.callUpdate(&value, type: property.type, node: node, property: name)
    return (value, changed)
  }

  override func teardown(graph: ViewGraph) {
    for box in nested ?? [] { box.teardown(graph: graph) }
  }
}

/// A class conforming to `DynamicProperty`: its `update()` runs, its nested properties are never
/// installed (§1.6, §12.4).
final class ClassPropertyBox: PropertyBox {
  override func update(_ input: Value, node: ViewNode, graph: ViewGraph, first: Bool) throws -> (Value, Bool)
  {
    guard case .object(let object) = input else { return (input, first) }
    if first { graph.classDynamicProperty(node, property: name, type: object.type) }
    var value = input
    try graph.callUpdate(&value, type: object.type, node: node, property: name)
    return (value, first)
  }
}
