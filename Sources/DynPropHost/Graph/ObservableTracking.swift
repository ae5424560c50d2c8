import DynPropDiagnostics
import DynPropInterpreter

/// `@Observable` classes (SEMANTICS §6): a body depends on exactly the properties it read; a write
/// invalidates only those bodies, reported as `@dependencies`.
extension ViewGraph {
  func observableRead(_ instance: Instance, field: Int) {
    guard !instance.type.fields[field].isObservationIgnored else { return }
    guard let node = currentBodyNode else {
      trackingScopes.last?.keys.append(ObservedKey(object: ObjectIdentifier(instance), field: field))
      return
    }
    let key = ObservedKey(object: ObjectIdentifier(instance), field: field)
    trackingScopes.last?.keys.append(key)
    if observableReaders[key]?[ObjectIdentifier(node)] == nil {
      observableReaders[key, default: [:]][ObjectIdentifier(node)] = node
      node.observedReads.append((instance, field))
    }
  }

  func observableWrite(_ instance: Instance, field: Int, old: Value, new: Value, at source: SourceLocation) {
    // An `@ObservationIgnored` property changes without telling anyone (SEMANTICS §6).
    guard instance.type.tracksReads, !instance.type.fields[field].isObservationIgnored else { return }
    // The initializer storing its fields is not a change (the old value is the uninitialized `()`).
    if case .void = old { return }
    let name = instance.type.fields[field].propertyName
    emitChange(
      "\(instance.type.name)#\(instance.serial).\(name)", old: old, new: new, node: nil, source: source)
    // An object made during this body is observed by no view yet: SwiftUI says nothing.
    if isUpdatingViews, instance.serial < bodySerialStart {
      warn(.stateWriteDuringUpdate, view: nil, at: source)
    }
    let key = ObservedKey(object: ObjectIdentifier(instance), field: field)
    fireTrackers(of: key)
    let saved = activeWrite
    activeWrite = "|\(instance.type.name)#\(instance.serial).\(name)"
    defer { activeWrite = saved }
    for node in observableReaders[key]?.values.map({ $0 }) ?? [] where node.isMounted {
      node.observationInvalidated = true
      invalidate(node, box: nil)
    }
  }

  /// `withObservationTracking(_:onChange:)` (Observation): runs `apply`, remembering the `@Observable`
  /// properties it read; the first later write to any of them calls `onChange` once (before the next
  /// statement, as Swift calls it from the property's `willSet`).
  func withObservationTracking(apply: Value, onChange: Value, _ rt: Interpreter) throws -> Value {
    let tracker = ObservationTracker(onChange: onChange)
    trackingScopes.append(tracker)
    defer { trackingScopes.removeLast() }
    let result = try rt.callValue(apply, [], at: rt.site)
    for key in tracker.keys { observationTrackers[key, default: []].append(tracker) }
    return result
  }

  private func fireTrackers(of key: ObservedKey) {
    guard let trackers = observationTrackers[key] else { return }
    for tracker in trackers where !tracker.fired {
      tracker.fired = true
      for other in tracker.keys { observationTrackers[other]?.removeAll { $0 === tracker } }
      interpreter.pendingCallbacks.append(tracker.onChange)
    }
  }

  /// Before a body runs again, its previous reads no longer count.
  func forgetObservableReads(_ node: ViewNode) {
    for (instance, field) in node.observedReads {
      observableReaders[ObservedKey(object: ObjectIdentifier(instance), field: field)]?[
        ObjectIdentifier(node)] = nil
    }
    node.observedReads.removeAll()
  }
}

struct ObservedKey: Hashable {
  let object: ObjectIdentifier
  let field: Int
}

/// One `withObservationTracking` call: the properties its `apply` closure read, and its `onChange`.
final class ObservationTracker {
  let onChange: Value
  var keys: [ObservedKey] = []
  var fired = false

  init(onChange: Value) { self.onChange = onChange }
}
