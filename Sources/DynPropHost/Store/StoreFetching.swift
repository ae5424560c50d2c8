import DynPropDiagnostics
import DynPropInterpreter

/// Running a fetch against the store: filter by predicate, then a stable sort by the sort keys
/// (insertion order breaks ties; numbers and Booleans numerically, nil first). Strings: `SortDescriptor`
/// ignores case first, as its default `.localizedStandard` comparator does (without numeric runs);
/// `NSSortDescriptor` uses `compare:`, plain code-point order.
extension ManagedStore {
  func fetch(_ request: FetchRequestDescription, _ rt: Interpreter) throws -> [Instance] {
    guard let name = request.entityName else {
      throw rt.scriptError(
        "a fetch request needs an entity: declare the property as 'FetchedResults<Item>'",
        at: request.location)
    }
    return try fetch(entity: try entity(named: name, at: request.location), request, rt)
  }

  func fetch(entity: ScriptType, _ request: FetchRequestDescription, _ rt: Interpreter) throws -> [Instance] {
    var found: [Instance] = []
    for object in objects(of: entity) where try matches(object, request, rt) { found.append(object) }
    if !request.sortKeys.isEmpty {
      let keyed = try found.map { object in
        (object, try request.sortKeys.map { try value(of: object, at: $0.path, request.location) })
      }
      found = keyed.enumerated().sorted { a, b in
        precedes(a.element.1, b.element.1, request.sortKeys) ?? (a.offset < b.offset)
      }.map(\.element.0)
    }
    if request.fetchLimit > 0 { found = Array(found.prefix(request.fetchLimit)) }
    return found
  }

  func matches(_ object: Instance, _ request: FetchRequestDescription, _ rt: Interpreter) throws -> Bool {
    guard let predicate = request.predicate?.predicate else { return true }
    return try predicate.evaluate { try value(of: object, at: $0, request.location) }
  }

  func entity(named name: String, at location: SourceLocation) throws -> ScriptType {
    guard let type = interpreter.types[name] as? ScriptType, managedObjectType.isSuperclass(of: type) else {
      throw interpreter.scriptError(
        "'\(name)' is not an entity: declare 'class \(name): NSManagedObject' with @NSManaged properties",
        at: location)
    }
    return type
  }

  /// The value at a key path of an object; a missing key is a script error at the fetch's location.
  func value(of object: Instance, at path: [String], _ location: SourceLocation) throws -> Value {
    var current = Value.object(object)
    for key in path {
      do {
        current = try Members.get(current, key, MemberCache(), interpreter, location)
      } catch let crash as ScriptCrash {
        throw crash
      } catch {
        throw interpreter.scriptError(
          "keypath \(path.joined(separator: ".")) not found in entity \(object.type.name)", at: location)
      }
    }
    return current
  }

  /// Whether `a` sorts before `b` under the keys; nil when they tie.
  private func precedes(_ a: [Value], _ b: [Value], _ keys: [SortKey]) -> Bool? {
    for (index, key) in keys.enumerated() {
      let order = Self.order(a[index], b[index], foldingCase: key.kind == "SortDescriptor")
      if order != 0 { return key.ascending ? order < 0 : order > 0 }
    }
    return nil
  }

  static func order(_ a: Value, _ b: Value, foldingCase: Bool) -> Int {
    switch (a, b) {
    case (.none, .none): return 0
    case (.none, _): return -1
    case (_, .none): return 1
    case (.string(let x), .string(let y)) where foldingCase && x.lowercased() != y.lowercased():
      return x.lowercased() < y.lowercased() ? -1 : 1
    default: return PredicateComparison.order(a, b) ?? 0
    }
  }
}
