import DynPropDiagnostics
import DynPropInterpreter

/// The property wrapper types SwiftUI and Combine provide, constructed by `@Wrapper` declarations.
final class WrapperType: NativeType {
  enum Kind {
    case published, stateObject, observedObject, environmentObject, environment, appStorage, sceneStorage
    case bindable
  }
  let kind: Kind
  unowned let graph: ViewGraph

  init(_ name: String, _ kind: Kind, graph: ViewGraph) {
    self.kind = kind
    self.graph = graph
    super.init(name: name)
  }

  override var acceptsWrappedValue: Bool {
    [.published, .stateObject, .observedObject, .appStorage, .sceneStorage, .bindable].contains(kind)
  }

  override var autoclosureLabels: Set<String> { kind == .stateObject ? ["wrappedValue"] : [] }
  override var defaultConstructible: Bool { kind == .environmentObject }

  override func construct(
    labels: [String?], arguments: [Value], interpreter: Interpreter, at location: SourceLocation
  ) throws -> Value {
    let args = ViewArguments(labels: labels, values: arguments, rt: interpreter, location: location)
    let wrapped = args.value("wrappedValue") ?? args.value("initialValue")
    switch kind {
    case .published:
      return .native(PublishedWrapper(value: wrapped ?? .none, graph: graph))
    case .stateObject:
      return .native(StateObjectWrapper(thunk: wrapped ?? .none, object: nil, graph: graph))
    case .observedObject:
      return .native(ObservedObjectWrapper(object: wrapped ?? .none, graph: graph))
    case .bindable:
      return .native(BindableWrapper(object: wrapped ?? args.unlabeled.first ?? .none, graph: graph))
    case .environmentObject:
      return .native(EnvironmentObjectWrapper(objectType: "", object: nil, graph: graph))
    case .environment:
      return .native(
        EnvironmentWrapper(
          key: try environmentKey(arguments.first, interpreter, location), installed: nil, graph: graph,
          declaredAt: location))
    case .appStorage:
      let key = args.string(nil) ?? ""
      return .native(AppStorageWrapper(key: key, defaultValue: wrapped ?? .none, graph: graph))
    case .sceneStorage:
      // The one simulated scene's storage: like @AppStorage, under keys of its own so it never meets
      // UserDefaults.standard's.
      let key = "SceneStorage." + (args.string(nil) ?? "")
      return .native(AppStorageWrapper(key: key, defaultValue: wrapped ?? .none, graph: graph))
    }
  }

  private func environmentKey(_ value: Value?, _ rt: Interpreter, _ location: SourceLocation) throws
    -> EnvironmentKeyRef
  {
    switch value {
    case .keyPath(let path)?: return .keyPath(path.components.joined(separator: "."))
    case .type(let type)?: return .objectType(type.name)
    default: throw rt.scriptError("@Environment needs a key path or a type", at: location)
    }
  }

  override func isInstance(_ value: Value) -> Bool {
    if case .native(let object) = value { return object.typeName == name }
    return false
  }
}

extension ViewGraph {
  /// Names the type of `@EnvironmentObject var x: T` once the field's type is known (from the script).
  func environmentObjectType(_ field: FieldInfo) -> String { field.type?.baseName ?? "" }
}

/// `@Namespace var ns`: an identity for `matchedGeometryEffect(id:in:)`; its value is an opaque
/// `Namespace.ID`, the same for the life of the view (a plain value here, since nothing animates).
final class NamespaceType: NativeType {
  init() { super.init(name: "Namespace") }
  override var defaultConstructible: Bool { true }
  override func construct(
    labels: [String?], arguments: [Value], interpreter: Interpreter, at location: SourceLocation
  ) throws -> Value {
    .native(NamespaceWrapper())
  }
}

final class NamespaceWrapper: NativeObject {
  override var typeName: String { "Namespace" }
  override func member(_ name: String, in interpreter: Interpreter) throws -> Value? {
    name == "wrappedValue" ? .native(NamespaceID()) : nil
  }
}

final class NamespaceID: NativeObject {
  override var typeName: String { "Namespace.ID" }
}
