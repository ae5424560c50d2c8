import DynPropDiagnostics
import DynPropInterpreter

/// What the shell's `store` command does to the store. The caller runs these as user actions
/// (outside view updates), so `@FetchRequest` views update in the next tick.
extension ManagedStore {
  /// A problem with the command's arguments (unknown entity, no such object, no such attribute).
  public struct CommandError: Error {
    public let message: String
  }

  /// Every entity with its objects (`#K` = position within the entity, insertion order).
  public func listing() -> String {
    let entities = entities()
    guard !entities.isEmpty else { return "no entities: declare 'class Item: NSManagedObject' in a script" }
    var lines: [String] = []
    for entity in entities {
      let found = objects.filter { $0.type === entity }
      lines.append("\(entity.name): \(found.count) object\(found.count == 1 ? "" : "s")")
      for (index, object) in found.enumerated() {
        let values = attributes(of: object).map { "\($0.name): \(Render.literal($0.value ?? .none))" }
        lines.append(
          "  #\(index + 1) \(entity.name)#\(object.serial)" + (values.isEmpty ? "" : "  ")
            + values.joined(separator: "  "))
      }
    }
    if unsaved > 0 { lines.append("(unsaved changes: save() not called since the last change)") }
    return lines.joined(separator: "\n")
  }

  /// `store insert ENTITY key=value ...`: a new object in the context, then its attributes.
  public func insertObject(entity name: String, values: [(String, Value)]) throws -> String {
    let entity = try commandEntity(name)
    for (key, _) in values { try checkAttribute(key, of: entity) }
    let made = try interpreter.construct(
      entity, labels: ["context"], [.native(context)], at: interpreter.site)
    guard case .object(let object) = made else { throw CommandError(message: "\(name) is not a class") }
    for (key, value) in values { try setAttribute(object, key, value) }
    let index = objects.filter { $0.type === entity }.count
    return "inserted \(name) #\(index) (\(name)#\(object.serial))"
  }

  /// `store delete ENTITY #K`.
  public func deleteObject(entity name: String, index: Int) throws -> String {
    let object = try commandObject(name, index)
    delete(object)
    return "deleted \(name) #\(index) (\(name)#\(object.serial))"
  }

  /// `store set ENTITY #K key = value`.
  public func setObject(entity name: String, index: Int, key: String, value: Value) throws -> String {
    let object = try commandObject(name, index)
    try checkAttribute(key, of: object.type)
    try setAttribute(object, key, value)
    return "\(name) #\(index).\(key) = \(Render.literal(value))"
  }

  /// Checks an object exists before its value is evaluated (so errors name the object first).
  public func checkObject(entity name: String, index: Int) throws { _ = try commandObject(name, index) }

  /// Entity names, for tab completion.
  public func entityNames() -> [String] { entities().map(\.name) }

  private func commandEntity(_ name: String) throws -> ScriptType {
    guard let entity = entities().first(where: { $0.name == name }) else {
      let known = entities().map(\.name).joined(separator: ", ")
      throw CommandError(message: "no entity '\(name)'" + (known.isEmpty ? "" : " (entities: \(known))"))
    }
    return entity
  }

  private func commandObject(_ name: String, _ index: Int) throws -> Instance {
    let entity = try commandEntity(name)
    let found = objects.filter { $0.type === entity }
    guard index >= 1, index <= found.count else {
      throw CommandError(message: "no \(name) #\(index) (\(found.count) in the store)")
    }
    return found[index - 1]
  }

  private func checkAttribute(_ key: String, of entity: ScriptType) throws {
    let names = entity.fields.filter { $0.wrappers.first?.name == "NSManaged" }.map(\.propertyName)
    guard names.contains(key) else {
      throw CommandError(
        message:
          "\(entity.name) has no @NSManaged attribute '\(key)' (attributes: \(names.joined(separator: ", ")))"
      )
    }
  }

  private func setAttribute(_ object: Instance, _ key: String, _ value: Value) throws {
    var target = Value.object(object)
    try Members.set(&target, key, value, MemberCache(), interpreter, interpreter.site)
  }

  private func attributes(of object: Instance) -> [ManagedAttribute] {
    object.fields.compactMap { if case .native(let a as ManagedAttribute) = $0 { a } else { nil } }
  }
}
