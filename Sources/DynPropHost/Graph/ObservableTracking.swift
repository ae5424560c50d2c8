import DynPropDiagnostics
import DynPropInterpreter

/// `@Observable` classes (SEMANTICS §6): a body depends on exactly the properties it read; a write
/// invalidates only those bodies, reported as `@dependencies`.
extension ViewGraph {
  func observableRead(_ instance: Instance, field: Int) {
    guard let node = currentBodyNode, !instance.type.fields[field].isObservationIgnored else { return }
    let key = ObservedKey(object: ObjectIdentifier(instance), field: field)
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
    emitChange("\(instance.type.name)#\(instance.serial).\(name)", old: old, new: new, node: nil)
    // An object made during this body is observed by no view yet: SwiftUI says nothing.
    if isUpdatingViews, instance.serial < bodySerialStart {
      warn(.stateWriteDuringUpdate, view: nil, at: source)
    }
    let key = ObservedKey(object: ObjectIdentifier(instance), field: field)
    let saved = activeWrite
    activeWrite = "|\(instance.type.name)#\(instance.serial).\(name)"
    defer { activeWrite = saved }
    for node in observableReaders[key]?.values.map({ $0 }) ?? [] where node.isMounted {
      node.observationInvalidated = true
      invalidate(node, box: nil)
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
