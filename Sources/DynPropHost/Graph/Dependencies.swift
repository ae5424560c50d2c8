import DynPropInterpreter
import OrderedCollections

/// Who depends on what right now, for `graph` and `export dot`: which views own which storage, and which
/// storage each view's last body read (SEMANTICS §2.8 and §12.6: only body reads count), which objects it
/// observes (§4), which environment keys it reads (§5) and which `@Observable` properties it tracks (§6).
///
/// Storage ids use the vocabulary of `change` events (`NODE|PROPERTY`, or `|PROPERTY` for storage no view
/// owns), so a change event names the storage it changed.
public struct DependencySnapshot {
  public struct View {
    public let path: String
    public let typeName: String
    public let parent: String?
    public let hasBody: Bool
  }

  public struct Storage {
    public let id: String
    /// `@State`, `ObservableObject`, `@Observable property`, `environment`, `UserDefaults`, `plain property`…
    public let kind: String
    public let label: String
    public let value: String?
  }

  /// How a view relates to a piece of storage.
  public enum Relation: String, CaseIterable {
    /// The view's identity holds the storage (`@State`, `@StateObject`).
    case owns
    /// Its last body read the value.
    case reads
    /// It is subscribed to the object's `objectWillChange` (`@StateObject`, `@ObservedObject`, …).
    case observes
    /// It holds a `@Binding` to it.
    case binds
    /// It reads the environment key through `@Environment`.
    case environment
    /// Its last body read a value no invalidation tracks (a plain class property, a global, UserDefaults).
    case unobserved
  }

  public struct Edge: Equatable {
    public let view: String
    public let storage: String
    public let relation: Relation
  }

  public init() {}

  public internal(set) var views: [View] = []
  public internal(set) var storage: OrderedDictionary<String, Storage> = [:]
  public internal(set) var edges: [Edge] = []

  mutating func add(_ item: Storage) {
    if storage[item.id] == nil { storage[item.id] = item }
  }

  mutating func link(_ view: ViewNode, _ id: String, _ relation: Relation) {
    let edge = Edge(view: view.path, storage: id, relation: relation)
    if !edges.contains(edge) { edges.append(edge) }
  }
}

extension ViewGraph {
  /// The dependency graph of the mounted tree, in tree order.
  public func dependencies() -> DependencySnapshot {
    var snapshot = DependencySnapshot()
    for node in allNodes() {
      snapshot.views.append(
        .init(path: node.path, typeName: node.typeName, parent: node.parent?.path, hasBody: node.hasBody))
      guard node.hasBody else { continue }
      for box in node.boxes { describe(box, of: node, into: &snapshot) }
      describeReads(of: node, into: &snapshot)
    }
    return snapshot
  }

  private func describe(_ box: PropertyBox, of node: ViewNode, into snapshot: inout DependencySnapshot) {
    switch box {
    case let state as StateBox:
      guard let location = state.location else { return }
      snapshot.add(storage(for: location))
      snapshot.link(node, Self.storageID(location), .owns)
    case let object as ObjectBox:
      guard case .object(let instance)? = object.object else { return }
      snapshot.add(storage(for: instance))
      if object.kind == .stateObject { snapshot.link(node, Self.objectID(instance), .owns) }
      snapshot.link(node, Self.objectID(instance), .observes)
    case let binding as BindingBox:
      guard let location = binding.last?.rootState else { return }
      snapshot.add(storage(for: location))
      snapshot.link(node, Self.storageID(location), .binds)
    case let environment as EnvironmentBox:
      describe(environment, of: node, into: &snapshot)
    case let custom as CustomPropertyBox:
      for nested in custom.nested ?? [] { describe(nested, of: node, into: &snapshot) }
    default:
      break
    }
  }

  private func describe(_ box: EnvironmentBox, of node: ViewNode, into snapshot: inout DependencySnapshot) {
    guard let key = environmentKey(of: box, in: node) else { return }
    switch key {
    case .keyPath(let path):
      let id = "env:\\.\(path)"
      let value = box.last.map(Render.literal)
      snapshot.add(.init(id: id, kind: "environment", label: "\\.\(path)", value: value))
      snapshot.link(node, id, .environment)
    case .objectType:
      guard case .object(let instance)? = box.last else { return }
      snapshot.add(storage(for: instance))
      snapshot.link(node, Self.objectID(instance), .environment)
    }
  }

  private func environmentKey(of box: EnvironmentBox, in node: ViewNode) -> EnvironmentKeyRef? {
    guard case .structValue(let view) = node.installed, view.fields.indices.contains(box.field),
      case .native(let wrapper as EnvironmentWrapper) = view.fields[box.field]
    else { return nil }
    return wrapper.key
  }

  private func describeReads(of node: ViewNode, into snapshot: inout DependencySnapshot) {
    for location in node.readLocations {
      snapshot.add(storage(for: location))
      snapshot.link(node, Self.storageID(location), .reads)
    }
    for (instance, field) in node.observedReads {
      let name = instance.type.fields[field].propertyName
      let id = "|\(instance.type.name)#\(instance.serial).\(name)"
      let value = instance.fields.indices.contains(field) ? Render.literal(instance.fields[field]) : nil
      snapshot.add(.init(id: id, kind: "@Observable property", label: String(id.dropFirst()), value: value))
      snapshot.link(node, id, .reads)
    }
    let plain = node.plainReads.map { (describePlain($0), currentValue($0)) }
    for (item, value) in plain.sorted(by: { $0.0.id < $1.0.id }) {
      // A `@Published` property is read as a plain field, but its object's observers are told of changes.
      if case .native(let published as PublishedWrapper) = value {
        snapshot.add(
          .init(
            id: item.id, kind: "@Published property", label: item.label,
            value: Render.literal(published.value)))
        snapshot.link(node, item.id, .reads)
      } else {
        snapshot.add(.init(id: item.id, kind: item.kind, label: item.label, value: Render.literal(value)))
        snapshot.link(node, item.id, .unobserved)
      }
    }
    for key in defaultsObservers.keys.sorted() where defaultsObservers[key]?[ObjectIdentifier(node)] != nil {
      let label = "UserDefaults[\(Render.literal(.string(key)))]"
      let value = world.defaults.values[key].map(Render.literal)
      snapshot.add(.init(id: "|" + label, kind: "@AppStorage", label: label, value: value))
      snapshot.link(node, "|" + label, .reads)
    }
  }

  private func describePlain(_ read: PlainRead) -> (id: String, kind: String, label: String) {
    switch read {
    case .field(let instance, let index):
      let label = "\(instance.type.name)#\(instance.serial).\(instance.type.fields[index].propertyName)"
      return ("|" + label, "plain property", label)
    case .global(let index):
      let name = interpreter.globalNames.indices.contains(index) ? interpreter.globalNames[index] : "?"
      return ("global:\(name)", "global", name)
    case .defaults(let key):
      let label = "UserDefaults[\(Render.literal(.string(key)))]"
      return ("|" + label, "UserDefaults", label)
    }
  }

  private func storage(for location: StateLocation) -> DependencySnapshot.Storage {
    let owner = location.owner.map { "\($0.typeName)." } ?? ""
    return .init(
      id: Self.storageID(location), kind: "@State", label: owner + location.property,
      value: Render.literal(location.value))
  }

  private func storage(for instance: Instance) -> DependencySnapshot.Storage {
    let kind = instance.type.tracksReads ? "@Observable object" : "ObservableObject"
    return .init(
      id: Self.objectID(instance), kind: kind, label: "\(instance.type.name)#\(instance.serial)", value: nil)
  }

  static func storageID(_ location: StateLocation) -> String {
    "\(location.owner?.path ?? "")|\(location.property)"
  }

  static func objectID(_ instance: Instance) -> String { "|\(instance.type.name)#\(instance.serial)" }
}
