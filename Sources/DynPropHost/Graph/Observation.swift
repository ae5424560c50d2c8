import DynPropDiagnostics
import DynPropInterpreter
import OrderedCollections

/// `ObservableObject` invalidation (SEMANTICS §4.2–4.3): every view subscribed to an object becomes dirty
/// when it sends `objectWillChange`; sends during a view update warn and are deferred, sends from the
/// background queue warn and apply at once (§12.2).
extension ViewGraph {
  func subscribe(_ node: ViewNode, to object: Value?, box: String) {
    guard case .object(let instance)? = object else { return }
    let key = ObjectIdentifier(instance)
    if subscriptions[key]?.contains(where: { $0.node === node && $0.box == box }) == true { return }
    subscriptions[key, default: []].append((node, box))
  }

  func unsubscribe(_ node: ViewNode, from object: Value?, box: String) {
    guard case .object(let instance)? = object else { return }
    subscriptions[ObjectIdentifier(instance)]?.removeAll { $0.node === node && $0.box == box }
  }

  func unsubscribeAll(_ node: ViewNode) {
    for key in subscriptions.keys { subscriptions[key]?.removeAll { $0.node === node } }
  }

  public func objectWillChange(_ instance: Instance, at source: SourceLocation) {
    if world.isOnBackgroundQueue {
      warn(.publishOffMain, view: nil, at: source)
    } else if isUpdatingViews {
      warn(.publishDuringUpdate, view: nil, at: source)
      deferredInvalidations.append(instance)
      return
    }
    combine.willChange(instance)
    invalidateObservers(of: instance)
  }

  func invalidateObservers(of instance: Instance) {
    let saved = activeWrite
    activeWrite = Self.objectID(instance)
    defer { activeWrite = saved }
    for (node, box) in subscriptions[ObjectIdentifier(instance)] ?? [] { invalidate(node, box: box) }
  }

  /// Applies invalidations deferred from inside a view update (§4.3), before the next pass.
  func flushDeferredInvalidations() {
    let pending = deferredInvalidations
    deferredInvalidations.removeAll()
    for instance in pending { invalidateObservers(of: instance) }
    store.flushDeferred()
  }

  func publishedChanged(_ wrapper: PublishedWrapper, old: Value, new: Value, at source: SourceLocation) {
    // Before `adopt`, the object's initializer is still setting it up: that is no change.
    guard let owner = wrapper.owner else { return }
    emitChange(
      "\(owner.type.name)#\(owner.serial).\(wrapper.name)", old: old, new: new, node: nil, source: source)
  }

  /// Wires `@Published` fields of a new instance to it (called after its initializer).
  func adopt(_ instance: Instance) {
    for (index, field) in instance.fields.enumerated() {
      guard case .native(let published as PublishedWrapper) = field else { continue }
      published.owner = instance
      published.name = instance.type.fields[index].propertyName
    }
  }
}
