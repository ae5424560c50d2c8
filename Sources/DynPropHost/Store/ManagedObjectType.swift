import DynPropDiagnostics
import DynPropInterpreter
import DynPropSyntax

/// `NSManagedObject` as a script class, so `final class Item: NSManagedObject` inherits real
/// initializers (`init(context:)`, `init()`), members (`objectID`, `id`, `isDeleted`,
/// `managedObjectContext`) and `entity()`/`fetchRequest()`. It is an `ObservableObject` and `Identifiable`, as in Core Data.
enum ManagedObjectType {
  static func make(store: ManagedStore) -> ScriptType {
    let location = SourceLocation(file: "CoreData", line: 0, column: 0)
    let type = ScriptType(name: "NSManagedObject", kind: .class, location: location)
    type.declaredConformances = ["ObservableObject", "Identifiable", "Hashable", "NSFetchRequestResult"]
    type.initializers = [
      initializer(["context"], location) { object, args in
        try store.context(from: args[0]).insert(object)
      },
      initializer([], location) { object, _ in store.adopt(object) },
    ]
    let members: [(String, (Instance) -> Value)] = [
      ("objectID", { .native(ManagedObjectID(object: $0)) }),
      ("id", { .native(ManagedObjectID(object: $0)) }),
      ("isDeleted", { .bool(store.deleted.contains(ObjectIdentifier($0))) }),
      ("isInserted", { .bool(store.contains($0)) }),
      ("isFault", { _ in .bool(false) }),
      ("managedObjectContext", { store.contains($0) ? .native(store.context) : .none }),
    ]
    for (name, read) in members { type.computed[name] = getter(name, location, read) }
    type.staticMethods["entity"] = [
      staticMethod("entity", location) { .native(EntityDescription(name: $0.name)) }
    ]
    type.staticMethods["fetchRequest"] = [
      staticMethod("fetchRequest", location) {
        .native(FetchRequestDescription(entityName: $0.name, location: location))
      }
    ]
    return type
  }

  /// `Item.entity()`, `Item.fetchRequest()`: `self` is the entity type the call names.
  private static func staticMethod(
    _ name: String, _ location: SourceLocation, _ make: @escaping (RuntimeType) -> Value
  ) -> FunctionCode {
    let code = FunctionCode(
      name: "NSManagedObject.\(name)", params: [], selfKind: .value, isMutating: false, location: location)
    code.isStatic = true
    code.frameSize = 1
    let value = NativeBodyNode(location) { frame, _ in
      guard case .type(let type) = frame[0] else { return .none }
      return make(type)
    }
    code.body = ReturnNode(value: value, expected: nil, location)
    return code
  }

  private static func initializer(
    _ labels: [String], _ location: SourceLocation, _ body: @escaping (Instance, [Value]) throws -> Void
  ) -> FunctionCode {
    let params = labels.map {
      ParamInfo(
        label: $0, name: $0, type: nil, defaultValue: nil, isInout: false, isVariadic: false,
        isAutoclosure: false, isViewBuilder: false)
    }
    let code = FunctionCode(
      name: "NSManagedObject.init", params: params, selfKind: .reference, isMutating: true, location: location
    )
    code.isInit = true
    code.frameSize = labels.count + 1
    code.body = NativeBodyNode(location) { frame, _ in
      if case .object(let object) = frame[0] {
        try body(object, (1..<frame.count).map { frame[$0] })
      }
      return .void
    }
    return code
  }

  private static func getter(
    _ name: String, _ location: SourceLocation, _ read: @escaping (Instance) -> Value
  )
    -> ComputedProperty
  {
    let code = FunctionCode(
      name: "NSManagedObject.\(name)", params: [], selfKind: .reference, isMutating: false, location: location
    )
    code.frameSize = 1
    let value = NativeBodyNode(location) { frame, _ in
      guard case .object(let object) = frame[0] else { return .none }
      return read(object)
    }
    code.body = ReturnNode(value: value, expected: nil, location)
    return ComputedProperty(name: name, getter: code, setter: nil, isNonmutatingSet: true)
  }
}

/// A function body written in Swift (the base class's initializers and members).
final class NativeBodyNode: Node {
  let body: (Frame, Interpreter) throws -> Value

  init(_ location: SourceLocation, _ body: @escaping (Frame, Interpreter) throws -> Value) {
    self.body = body
    super.init(location)
  }

  override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value { try body(frame, rt) }
  override func exec(_ frame: Frame, _ rt: Interpreter) throws -> Flow {
    _ = try body(frame, rt)
    return .normal
  }
}

/// `objectID`: names the object as `Entity/pK` (K = creation order); equal for the same object.
final class ManagedObjectID: NativeObject {
  let object: Instance
  init(object: Instance) { self.object = object }
  override var typeName: String { "NSManagedObjectID" }
  override var displayDescription: String { "\(object.type.name)/p\(object.serial)" }
  override func isEqual(to other: NativeObject) -> Bool { (other as? ManagedObjectID)?.object === object }
}

/// `@NSManaged var title: String`: the attribute's storage. Writes to an object in the store notify
/// its observers and the fetches that show it (SEMANTICS §9.1).
final class ManagedAttribute: NativeObject {
  unowned let store: ManagedStore
  var value: Value?
  weak var owner: Instance?
  var name = ""

  init(store: ManagedStore) { self.store = store }

  override var typeName: String { "NSManaged" }

  override func member(_ member: String, in interpreter: Interpreter) throws -> Value? {
    member == "wrappedValue" ? value ?? .none : nil
  }

  override func setMember(_ member: String, to newValue: Value, in interpreter: Interpreter) throws -> Bool {
    guard member == "wrappedValue" else { return false }
    let old = value ?? .none
    value = newValue
    if !store.graph.valuesEqual(old, newValue) {
      store.attributeChanged(self, old: old, new: newValue, at: interpreter.site)
    }
    return true
  }

  /// What an unset attribute reads as: `nil` for optionals, else the type's zero (Core Data's model
  /// would supply a default; scripts have no model file).
  static func zero(of type: TypeNode?) -> Value {
    switch type?.baseName {
    case "String": return .string("")
    case "Int", "Int16", "Int32", "Int64": return .int(0)
    case "Double", "Float", "CGFloat": return .double(0)
    case "Bool": return .bool(false)
    default: return .none
    }
  }
}

/// The `NSManaged` attribute: makes the storage of each `@NSManaged` property.
final class ManagedAttributeType: NativeType {
  unowned let store: ManagedStore

  init(store: ManagedStore) {
    self.store = store
    super.init(name: "NSManaged")
  }

  override var defaultConstructible: Bool { true }
  override var acceptsWrappedValue: Bool { true }

  override func construct(
    labels: [String?], arguments: [Value], interpreter: Interpreter, at location: SourceLocation
  ) throws -> Value {
    let attribute = ManagedAttribute(store: store)
    if labels.first == "wrappedValue", let value = arguments.first { attribute.value = value }
    return .native(attribute)
  }
}
