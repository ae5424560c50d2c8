import DynPropDiagnostics
import DynPropInterpreter

/// The simulated Core Data store: one in-memory store and one context per world (SEMANTICS §9.1).
///
/// Every `NSPersistentContainer`, `viewContext` and the environment's default `managedObjectContext`
/// are that one context, so scripts, `@FetchRequest` and the shell's `store` command see the same
/// objects. Objects are kept in insertion order, so listings and unsorted fetches are deterministic.
public final class ManagedStore {
  unowned let graph: ViewGraph
  /// Registered objects, in insertion order.
  public private(set) var objects: [Instance] = []
  /// Changes since the last `save()`, for `hasChanges`.
  var unsaved = 0
  /// Objects deleted from the store (for `isDeleted`).
  var deleted: Set<ObjectIdentifier> = []
  /// Attribute changes per object, so a fetch can tell whether an object it shows changed.
  var versions: [ObjectIdentifier: Int] = [:]
  /// Objects changed during a view update; their fetches refresh before the next pass (§12.2).
  var deferred: [Instance] = []
  /// Installed `@FetchRequest` boxes, in installation order.
  var fetches: [(box: FetchRequestBox, node: ViewNode)] = []
  lazy var context = ManagedContext(store: self)
  /// `NSManagedObject`, the script-visible base class of entities (built once per world).
  lazy var managedObjectType = ManagedObjectType.make(store: self)

  init(graph: ViewGraph) { self.graph = graph }

  var interpreter: Interpreter { graph.interpreter }

  /// `reset`: no objects, no pending changes.
  public func reset() {
    objects.removeAll()
    deleted.removeAll()
    versions.removeAll()
    deferred.removeAll()
    unsaved = 0
  }

  func contains(_ object: Instance) -> Bool { objects.contains { $0 === object } }

  /// `Item(context:)` / `context.insert(_:)`: the object joins the store; matching fetches refresh.
  func insert(_ object: Instance) {
    adopt(object)
    guard !contains(object) else { return }
    warnIfUpdating()
    objects.append(object)
    deleted.remove(ObjectIdentifier(object))
    unsaved += 1
    refreshFetches(for: object)
  }

  /// `context.delete(_:)`: removed at once; fetches that showed it refresh.
  func delete(_ object: Instance) {
    guard let index = objects.firstIndex(where: { $0 === object }) else { return }
    warnIfUpdating()
    objects.remove(at: index)
    deleted.insert(ObjectIdentifier(object))
    unsaved += 1
    refreshFetches(for: object)
  }

  /// An `@NSManaged` attribute of a registered object changed: observers of the object (it is an
  /// `ObservableObject`) and the fetches over its entity are invalidated.
  func attributeChanged(_ attribute: ManagedAttribute, old: Value, new: Value, at source: SourceLocation) {
    guard let owner = attribute.owner else { return }
    graph.emitChange("\(owner.type.name)#\(owner.serial).\(attribute.name)", old: old, new: new, node: nil)
    guard contains(owner) else { return }
    unsaved += 1
    versions[ObjectIdentifier(owner), default: 0] += 1
    graph.objectWillChange(owner, at: source)
    refreshFetches(for: owner)
  }

  /// Gives each `@NSManaged` attribute its owner and, when unset, the zero value of its declared type.
  func adopt(_ object: Instance) {
    for (index, field) in object.fields.enumerated() {
      guard case .native(let attribute as ManagedAttribute) = field else { continue }
      let info = object.type.fields[index]
      attribute.owner = object
      attribute.name = info.propertyName
      if attribute.value == nil { attribute.value = ManagedAttribute.zero(of: info.type) }
    }
  }

  /// Objects of an entity (or its subclasses), in insertion order.
  public func objects(of entity: ScriptType) -> [Instance] {
    objects.filter { entity.isSuperclass(of: $0.type) }
  }

  /// Entity classes the loaded scripts declare (subclasses of `NSManagedObject`), sorted by name.
  public func entities() -> [ScriptType] {
    let base = managedObjectType
    return interpreter.types.values.compactMap { $0 as? ScriptType }
      .filter { $0 !== base && base.isSuperclass(of: $0) }
      .sorted { $0.name < $1.name }
  }

  // MARK: Fetch observers

  /// Applies the refreshes deferred from inside a view update (called before each render pass).
  func flushDeferred() {
    let pending = deferred
    deferred.removeAll()
    for object in pending { refreshFetches(for: object) }
  }

  /// Inserting or deleting while a view updates publishes the context's change from inside the update,
  /// as an attribute write does through `objectWillChange` (SEMANTICS §12.2).
  private func warnIfUpdating() {
    if graph.isUpdatingViews { graph.warn(.publishDuringUpdate, view: nil, at: interpreter.site) }
  }

  func register(_ box: FetchRequestBox, node: ViewNode) {
    guard !fetches.contains(where: { $0.box === box }) else { return }
    fetches.append((box, node))
  }

  func unregister(_ box: FetchRequestBox) { fetches.removeAll { $0.box === box } }

  /// Invalidates the `@FetchRequest` views over the object's entity; each box then fetches again and
  /// reports a change only if its results or an object they show changed (so a view whose results stay
  /// the same does not re-run its body).
  private func refreshFetches(for object: Instance) {
    if graph.isUpdatingViews {
      deferred.append(object)
      return
    }
    fetches.removeAll { !$0.node.isMounted }
    for (box, node) in fetches where box.concerns(object, graph: graph) {
      graph.invalidate(node, box: box.name)
    }
  }
}
