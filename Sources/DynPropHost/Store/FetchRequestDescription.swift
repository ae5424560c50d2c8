import DynPropDiagnostics
import DynPropInterpreter

/// One sort key: `SortDescriptor(\.title)`, `NSSortDescriptor(keyPath: \Item.created, ascending: true)`.
final class SortKey: NativeObject {
  let path: [String]
  let ascending: Bool
  let kind: String

  init(path: [String], ascending: Bool, kind: String) {
    self.path = path
    self.ascending = ascending
    self.kind = kind
  }

  override var typeName: String { kind }
  override func isEqual(to other: NativeObject) -> Bool {
    guard let other = other as? SortKey else { return false }
    return other.path == path && other.ascending == ascending
  }
}

/// `NSPredicate(format:...)`, parsed when it is made.
final class PredicateValue: NativeObject {
  let predicate: FetchPredicate
  let format: String
  /// The format with its bound arguments: equal keys mean equal predicates.
  let key: String

  init(predicate: FetchPredicate, format: String, key: String? = nil) {
    self.predicate = predicate
    self.format = format
    self.key = key ?? format
  }

  override var typeName: String { "NSPredicate" }
  override var displayDescription: String { format }
  override func member(_ name: String, in interpreter: Interpreter) throws -> Value? {
    name == "predicateFormat" ? .string(format) : nil
  }

  override func isEqual(to other: NativeObject) -> Bool { (other as? PredicateValue)?.key == key }
}

/// What a fetch asks for: entity (nil = the field's `FetchedResults<T>`), predicate, sort keys, limit.
/// Also `NSFetchRequest<Item>(entityName:)`, whose properties scripts may set.
final class FetchRequestDescription: NativeObject {
  var entityName: String?
  var predicate: PredicateValue?
  var sortKeys: [SortKey] = []
  var fetchLimit = 0
  /// Where the `@FetchRequest` or `NSFetchRequest` was written (errors of the fetch point here).
  let location: SourceLocation

  init(entityName: String?, location: SourceLocation) {
    self.entityName = entityName
    self.location = location
  }

  override var typeName: String { "NSFetchRequest" }

  override func member(_ name: String, in interpreter: Interpreter) throws -> Value? {
    switch name {
    case "predicate": return predicate.map { .native($0) } ?? .none
    case "sortDescriptors": return .array(sortKeys.map { .native($0) })
    case "fetchLimit": return .int(fetchLimit)
    case "entityName": return entityName.map(Value.string) ?? .none
    default: return nil
    }
  }

  override func setMember(_ name: String, to value: Value, in interpreter: Interpreter) throws -> Bool {
    switch (name, value) {
    case ("predicate", .native(let p as PredicateValue)): predicate = p
    case ("predicate", .none): predicate = nil
    case ("sortDescriptors", _): sortKeys = try SortKeys.list(value, interpreter, location)
    case ("fetchLimit", .int(let n)): fetchLimit = n
    default: return false
    }
    return true
  }
}

enum SortKeys {
  /// `[SortDescriptor]`/`[NSSortDescriptor]` (or nil) as sort keys.
  static func list(_ value: Value?, _ rt: Interpreter, _ location: SourceLocation) throws -> [SortKey] {
    switch value {
    case nil, .none?: return []
    case .array(let items)?:
      return try items.map { item in
        guard case .native(let key as SortKey) = item else {
          throw rt.scriptError(
            "sortDescriptors needs SortDescriptor or NSSortDescriptor values", at: location)
        }
        return key
      }
    default:
      throw rt.scriptError("sortDescriptors needs an array of sort descriptors", at: location)
    }
  }
}
