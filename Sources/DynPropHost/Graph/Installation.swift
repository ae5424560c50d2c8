import DynPropDiagnostics
import DynPropInterpreter
import DynPropSyntax
import OrderedCollections

/// Finding a view's dynamic properties and running their `update()` (SEMANTICS §1.2–1.3).
extension ViewGraph {
  /// One box per dynamic field, in declaration order, chosen by what the field holds.
  func makeBoxes(for fields: [Value], prefix: String, type: ScriptType? = nil) -> [PropertyBox] {
    var boxes: [PropertyBox] = []
    for (index, value) in fields.enumerated() {
      let name = prefix + (type?.fields[index].name ?? "_\(index)")
      let fieldType = type?.fields[index].type
      if let box = box(for: value, field: index, name: name, fieldType: fieldType) { boxes.append(box) }
    }
    return boxes
  }

  private func box(for value: Value, field: Int, name: String, fieldType: TypeNode?) -> PropertyBox? {
    let objectType = fieldType?.baseName ?? ""
    switch value {
    case .native(let wrapper):
      switch wrapper {
      case is StateWrapper: return StateBox(field: field, name: name)
      case is BindingValue: return BindingBox(field: field, name: name)
      case is StateObjectWrapper: return ObjectBox(field: field, name: name, kind: .stateObject)
      case is ObservedObjectWrapper: return ObjectBox(field: field, name: name, kind: .observed)
      case is EnvironmentObjectWrapper:
        return ObjectBox(field: field, name: name, kind: .environment, objectType: objectType)
      case is EnvironmentWrapper: return EnvironmentBox(field: field, name: name)
      case is AppStorageWrapper: return AppStorageBox(field: field, name: name)
      case is FetchRequestWrapper: return FetchRequestBox(field: field, name: name, fieldType: fieldType)
      default: return nil
      }
    case .structValue(let s) where s.type.conforms(to: "DynamicProperty"):
      return CustomPropertyBox(field: field, name: name)
    case .object(let o) where o.type.conforms(to: "DynamicProperty"):
      return ClassPropertyBox(field: field, name: name)
    default:
      return nil
    }
  }

  /// Runs a custom property's `update()` as SwiftUI does before `body`; writes inside are during an update.
  func callUpdate(_ value: inout Value, type: ScriptType, node: ViewNode, property: String) throws {
    guard let code = type.findMethods("update")?.first(where: { $0.params.isEmpty }) else { return }
    event(
      .update, ["view": .string(node.typeName), "node": .string(node.path), "property": .string(property)])
    let saved = (origin, originNode, workRoot)
    origin = "\(type.name).update()"
    originNode = node.path
    beginCallback()
    defer { (origin, originNode, workRoot) = saved }
    _ = try interpreter.callMutating(code, self: &value, arguments: [], at: code.location)
    phaseHook?("\(node.typeName).\(property).update()")
  }

  // MARK: Environment

  func environmentValue(_ key: EnvironmentKeyRef, in node: ViewNode) throws -> Value {
    switch key {
    case .keyPath(let name):
      if let value = node.environment.values[name] { return value }
      return try environmentDefault(key, interpreter)
    case .objectType(let typeName):
      if let object = node.environment.objects[typeName] { return object }
      throw interpreter.crash(EnvironmentWrapper.missingObjectMessage(typeName), at: interpreter.site)
    }
  }

  /// The default of an environment key: builtin keys, or a script `EnvironmentValues` extension.
  func environmentDefault(_ key: EnvironmentKeyRef, _ rt: Interpreter) throws -> Value {
    guard case .keyPath(let name) = key else { return .none }
    let values = Value.native(EnvironmentValuesObject(graph: self, store: EnvironmentStore()))
    return try Members.get(values, name, MemberCache(), rt, rt.site)
  }
}

/// `EnvironmentValues` as scripts see it: `self[Key.self]` gives the key's default unless set.
final class EnvironmentValuesObject: NativeObject {
  unowned let graph: ViewGraph
  let store: EnvironmentStore

  init(graph: ViewGraph, store: EnvironmentStore) {
    self.graph = graph
    self.store = store
  }

  override var typeName: String { "EnvironmentValues" }

  override func member(_ name: String, in interpreter: Interpreter) throws -> Value? {
    if let value = store.values[name] { return value }
    if name == "managedObjectContext" { return .native(graph.store.context) }
    return BuiltinEnvironment.defaults[name]
  }

  override func call(_ name: String, labels: [String?], arguments: [Value], in interpreter: Interpreter)
    throws -> Value?
  {
    guard name == "subscript", case .type(let keyType)? = arguments.first else { return nil }
    return try StaticMembers.get(keyType, "defaultValue", interpreter, interpreter.site)
  }

  override func setMember(_ name: String, to value: Value, in interpreter: Interpreter) throws -> Bool {
    true
  }
}

/// Environment keys SwiftUI provides, with their defaults as scripts see them.
enum BuiltinEnvironment {
  nonisolated(unsafe) static let defaults: [String: Value] = [
    // An iPhone in portrait, light mode, default text size (SwiftUI's enum values, which compare with
    // the implicit members scripts write: `colorScheme == .dark`).
    "colorScheme": member("light"), "isEnabled": .bool(true), "locale": .native(LocaleValue.current),
    "horizontalSizeClass": .wrapped(member("compact")), "verticalSizeClass": .wrapped(member("regular")),
    "layoutDirection": member("leftToRight"), "scenePhase": member("active"),
    "colorSchemeContrast": member("standard"), "displayScale": .double(3), "font": .none,
    "isSearching": .bool(false), "isPresented": .bool(false),
    "accessibilityReduceMotion": .bool(false), "accessibilityDifferentiateWithoutColor": .bool(false),
    "accessibilityVoiceOverEnabled": .bool(false), "accessibilityReduceTransparency": .bool(false),
    "accessibilityInvertColors": .bool(false), "accessibilityShowButtonShapes": .bool(false),
    // Outside a presentation, dismiss does nothing (SwiftUI's documentation of DismissAction).
    "dismiss": .native(DismissAction(node: nil)),
    "presentationMode": .native(PresentationModeBinding(dismiss: DismissAction(node: nil))),
    // The default text size (`ContentSizeCategory.large`, `DynamicTypeSize.large`).
    "sizeCategory": member("large"), "dynamicTypeSize": member("large"),
  ]

  private static func member(_ name: String) -> Value {
    .native(UnresolvedMember(name: name, arguments: [], labels: []))
  }
}
