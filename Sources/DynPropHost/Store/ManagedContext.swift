import DynPropDiagnostics
import DynPropInterpreter

/// `NSManagedObjectContext`: the world's one context over the in-memory store.
///
/// `save()` never throws here (there is no disk, no validation); it only clears `hasChanges`.
/// `rollback()` and undo are not simulated.
final class ManagedContext: NativeObject {
  unowned let store: ManagedStore
  var settable: [String: Value] = [:]

  init(store: ManagedStore) { self.store = store }

  override var typeName: String { "NSManagedObjectContext" }

  override func member(_ name: String, in interpreter: Interpreter) throws -> Value? {
    switch name {
    case "hasChanges": return .bool(store.unsaved > 0)
    case "registeredObjects", "insertedObjects":
      return .array(store.objects.map(Value.object))
    case "insert", "delete":
      // `forEach(viewContext.delete)`: the method as a function value.
      return .closure(
        NativeFunction(name) { args, labels, rt in
          try self.call(name, labels: labels, arguments: args, in: rt) ?? .void
        })
    default: return settable[name]
    }
  }

  /// `automaticallyMergesChangesFromParent`, `mergePolicy`, `name`…: accepted and remembered.
  override func setMember(_ name: String, to value: Value, in interpreter: Interpreter) throws -> Bool {
    settable[name] = value
    return true
  }

  override func call(_ name: String, labels: [String?], arguments: [Value], in interpreter: Interpreter)
    throws -> Value?
  {
    switch (name, arguments.first) {
    case ("insert", .object(let object)?): insert(object)
    case ("delete", .object(let object)?): store.delete(object)
    case ("save", nil): store.unsaved = 0
    case ("processPendingChanges", nil), ("refreshAllObjects", nil): break
    case ("perform", let block?), ("performAndWait", let block?):
      return try interpreter.callValue(block, [], at: interpreter.site)
    case ("fetch", .native(let request as FetchRequestDescription)?):
      return .array(try store.fetch(request, interpreter).map(Value.object))
    case ("count", .native(let request as FetchRequestDescription)?):
      return .int(try store.fetch(request, interpreter).count)
    default: return nil
    }
    return .void
  }

  func insert(_ object: Instance) { store.insert(object) }

  override func isEqual(to other: NativeObject) -> Bool { other === self }
}

extension ManagedStore {
  /// The context argument of `init(context:)`: only this world's context exists.
  func context(from value: Value) throws -> ManagedContext {
    if case .native(let context as ManagedContext) = value { return context }
    throw interpreter.scriptError(
      "cannot convert value of type '\(interpreter.typeName(of: value))' to expected argument type 'NSManagedObjectContext'",
      at: interpreter.site)
  }
}
