import DynPropDiagnostics
import DynPropInterpreter

/// `@Published var x`: stores the value and announces every set to the owner's `objectWillChange`
/// before the value changes (willSet timing, SEMANTICS §4.1). Equal values are published too.
public final class PublishedWrapper: NativeObject {
  public var value: Value
  public weak var owner: Instance?
  public var name = ""
  unowned let graph: ViewGraph

  init(value: Value, graph: ViewGraph) {
    self.value = value
    self.graph = graph
  }

  public override var typeName: String { "Published" }

  public override func member(_ name: String, in interpreter: Interpreter) throws -> Value? {
    switch name {
    case "wrappedValue": return value
    case "projectedValue": return .native(graph.combine.publisher(for: self))
    default: return nil
    }
  }

  public override func setMember(_ name: String, to newValue: Value, in interpreter: Interpreter) throws
    -> Bool
  {
    guard name == "wrappedValue" else { return false }
    let location = graph.currentLocation(interpreter)
    if let owner {
      graph.writtenObjects.insert(ObjectIdentifier(owner))
      graph.objectWillChange(owner, at: location)
    }
    try graph.combine.published(self, newValue)
    let old = value
    value = newValue
    graph.publishedChanged(self, old: old, new: newValue, at: location)
    // A view that read this property but does not observe its object (a model nested in another's
    // @Published property) is not invalidated: `unobserved-write` can tell it.
    if let owner, let index = owner.type.fieldIndex["_" + self.name] {
      graph.plainWritten(.field(owner, index), old: old, new: newValue, at: location)
    }
    return true
  }
}

/// `objectWillChange` of an `ObservableObject`: `send()` invalidates every observing view (§4.2).
public final class ObjectWillChangePublisher: NativeObject {
  let object: Instance
  unowned let graph: ViewGraph

  init(object: Instance, graph: ViewGraph) {
    self.object = object
    self.graph = graph
  }

  public override var typeName: String { "ObservableObjectPublisher" }

  public override func call(
    _ name: String, labels: [String?], arguments: [Value], in interpreter: Interpreter
  ) throws -> Value? {
    switch name {
    case "send":
      graph.objectWillChange(object, at: graph.currentLocation(interpreter))
      try graph.combine.rethrowPending()
      return .void
    default:  // sink, operators (World/CombineOperators.swift)
      return try WillChangePublisher(object: object, graph: graph).call(
        name, labels: labels, arguments: arguments, in: interpreter)
    }
  }
}

/// `@StateObject`: the thunk runs once per view identity, at installation (§4.4).
public final class StateObjectWrapper: NativeObject {
  let thunk: Value
  public let object: Value?
  unowned let graph: ViewGraph

  init(thunk: Value, object: Value?, graph: ViewGraph) {
    self.thunk = thunk
    self.object = object
    self.graph = graph
  }

  public override var typeName: String { "StateObject" }

  /// Runs the `@autoclosure` (the `= Model()` of the declaration) to create the object.
  func makeObject(_ rt: Interpreter) throws -> Value {
    var value = thunk
    while case .closure(let callable) = value {
      if let auto = callable as? AutoClosure {
        value = try auto.evaluate(rt)
      } else if let closure = callable as? ScriptClosure, closure.code.params.isEmpty {
        value = try rt.callValue(value, [], at: graph.currentLocation(rt))
      } else {
        break
      }
    }
    return value
  }

  public override func member(_ name: String, in interpreter: Interpreter) throws -> Value? {
    switch name {
    case "wrappedValue":
      if let object { return object }
      graph.warn(.stateObjectOutsideView, view: nil, at: graph.currentLocation(interpreter))
      return try makeObject(interpreter)
    case "projectedValue":
      let target = try object ?? makeObject(interpreter)
      return .native(ObjectBindingProxy(object: target, graph: graph))
    default: return nil
    }
  }

  /// §12.5: always equal (its thunk is not a stored closure).
  public override func isEqual(to other: NativeObject) -> Bool { other is StateObjectWrapper }
}

/// A wrapper holding an object it does not own: `wrappedValue` is the object, `$x.name` a binding to one
/// of its properties, and two are equal when they hold the same object (§12.5).
public class ObjectReferenceWrapper: NativeObject {
  public let object: Value
  unowned let graph: ViewGraph

  init(object: Value, graph: ViewGraph) {
    self.object = object
    self.graph = graph
  }

  public override func member(_ name: String, in interpreter: Interpreter) throws -> Value? {
    switch name {
    case "wrappedValue": return object
    case "projectedValue": return .native(ObjectBindingProxy(object: object, graph: graph))
    default: return nil
    }
  }

  public override func isEqual(to other: NativeObject) -> Bool {
    guard let other = other as? ObjectReferenceWrapper, type(of: other) == type(of: self) else {
      return false
    }
    if case .object(let a) = object, case .object(let b) = other.object { return a === b }
    return false
  }
}

/// `@ObservedObject`: holds an object it does not own (§4.5).
public final class ObservedObjectWrapper: ObjectReferenceWrapper {
  public override var typeName: String { "ObservedObject" }
}

/// `@Bindable var model: Model` (SEMANTICS §6): not a dynamic property — the view depends on what its
/// body reads, through Observation — but `$model.name` gives a binding to the object's property.
public final class BindableWrapper: ObjectReferenceWrapper {
  public override var typeName: String { "Bindable" }

  /// `Bindable(model).title` (the wrapper used directly, not as `@Bindable`): a binding to the property,
  /// as `$model.title` is.
  public override func member(_ name: String, in interpreter: Interpreter) throws -> Value? {
    if let own = try super.member(name, in: interpreter) { return own }
    return try ObjectBindingProxy(object: object, graph: graph).member(name, in: interpreter)
  }
}

/// `$model`: member access gives bindings to the object's properties (`$model.name`).
public final class ObjectBindingProxy: NativeObject {
  let object: Value
  unowned let graph: ViewGraph

  init(object: Value, graph: ViewGraph) {
    self.object = object
    self.graph = graph
  }

  public override var typeName: String { "ObservedObject.Wrapper" }

  public override func member(_ name: String, in interpreter: Interpreter) throws -> Value? {
    .native(BindingValue(location: .objectProperty(object, name), graph: graph))
  }
}

/// `@EnvironmentObject var model: Model`: resolved from the environment at installation; reading it
/// when no ancestor supplied one crashes with SwiftUI's message (§4.6).
public final class EnvironmentObjectWrapper: NativeObject {
  let objectType: String
  public let object: Value?
  unowned let graph: ViewGraph

  init(objectType: String, object: Value?, graph: ViewGraph) {
    self.objectType = objectType
    self.object = object
    self.graph = graph
  }

  public override var typeName: String { "EnvironmentObject" }

  public override func member(_ name: String, in interpreter: Interpreter) throws -> Value? {
    guard name == "wrappedValue" || name == "projectedValue" else { return nil }
    guard let object else {
      throw interpreter.crash(
        "Fatal error: No ObservableObject of type \(objectType) found. A View.environmentObject(_:) for \(objectType) may be missing as an ancestor of this view.",
        at: graph.currentLocation(interpreter))
    }
    if name == "projectedValue" { return .native(ObjectBindingProxy(object: object, graph: graph)) }
    return object
  }

  public override func isEqual(to other: NativeObject) -> Bool { other is EnvironmentObjectWrapper }
}
