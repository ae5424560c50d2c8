import DynPropDiagnostics
import DynPropInterpreter

/// The Core Data and SwiftUI names scripts use with `@FetchRequest`, registered in the bridge.
///
/// The scaffolding a pasted app brings (`NSPersistentContainer(name:)`, `loadPersistentStores`,
/// `viewContext`, `NSManagedObjectContext(concurrencyType:)`) all lead to the world's one context.
enum StoreLibrary {
  static func types(_ store: ManagedStore) -> [String: RuntimeType] {
    var types: [String: RuntimeType] = [
      "NSManagedObject": store.managedObjectType,
      "NSManaged": ManagedAttributeType(store: store),
      "FetchRequest": FetchRequestType(),
    ]
    for type in [
      container(store), context(store), predicate(), compoundPredicate(), sortDescriptor(),
      nsSortDescriptor(), fetchRequest(), number(),
    ] {
      types[type.name] = type
    }
    return types
  }

  static func container(_ store: ManagedStore) -> FoundationType {
    FoundationType(
      "NSPersistentContainer",
      make: { _, _, _, _ in
        .native(
          FoundationObject(
            "NSPersistentContainer",
            property: { name, _ in
              switch name {
              case "viewContext": return .native(store.context)
              case "persistentStoreDescriptions": return .array([.native(description())])
              default: return nil
              }
            },
            method: { name, _, args, rt in
              switch name {
              case "loadPersistentStores":
                guard let handler = args.last else { return .void }
                _ = try rt.callValue(handler, [.native(description()), .none], at: rt.site)
                return .void
              case "newBackgroundContext": return .native(store.context)
              case "performBackgroundTask":
                guard let block = args.last else { return .void }
                _ = try rt.callValue(block, [.native(store.context)], at: rt.site)
                return .void
              default: return nil
              }
            }))
      })
  }

  private static func description() -> FoundationObject {
    FoundationObject("NSPersistentStoreDescription") { _, _, _, _ in nil }
  }

  static func context(_ store: ManagedStore) -> FoundationType {
    FoundationType("NSManagedObjectContext", make: { _, _, _, _ in .native(store.context) })
  }

  static func predicate() -> FoundationType {
    FoundationType(
      "NSPredicate",
      make: { labels, args, rt, location in
        if labels.first == "value", case .bool(let b)? = args.first {
          return .native(
            PredicateValue(predicate: .constant(b), format: b ? "TRUEPREDICATE" : "FALSEPREDICATE"))
        }
        guard labels.first == "format", case .string(let format)? = args.first else {
          throw rt.scriptError("NSPredicate needs 'format:' and a String", at: location)
        }
        var rest = Array(args.dropFirst())
        if labels.count == 2, labels[1] == "argumentArray", case .array(let items)? = rest.first {
          rest = items
        }
        do {
          return .native(
            PredicateValue(
              predicate: try PredicateParser.parse(format, arguments: rest), format: format,
              key: "\(format) \(Render.literal(.array(rest)))"))
        } catch let failure as PredicateParser.Failure {
          throw rt.scriptError(
            "unable to parse the format string \"\(format)\": \(failure.message)",
            at: location)
        }
      })
  }

  /// `NSCompoundPredicate(andPredicateWithSubpredicates:)` and friends.
  static func compoundPredicate() -> FoundationType {
    FoundationType(
      "NSCompoundPredicate",
      make: { labels, args, rt, location in
        let parts: [PredicateValue]
        switch args.first {
        case .array(let items)?:
          parts = items.compactMap { if case .native(let p as PredicateValue) = $0 { p } else { nil } }
        case .native(let p as PredicateValue)?: parts = [p]
        default: parts = []
        }
        guard let first = parts.first else {
          throw rt.scriptError("NSCompoundPredicate needs NSPredicate values", at: location)
        }
        let label = labels.first ?? nil
        if label == "notPredicateWithSubpredicate" {
          return .native(
            PredicateValue(
              predicate: .not(first.predicate), format: "NOT (\(first.format))", key: "NOT (\(first.key))"))
        }
        let isOr = label == "orPredicateWithSubpredicates"
        let joined = parts.dropFirst().reduce(first.predicate) {
          isOr ? .or($0, $1.predicate) : .and($0, $1.predicate)
        }
        let format = parts.map { "(\($0.format))" }.joined(separator: isOr ? " OR " : " AND ")
        let key = parts.map { "(\($0.key))" }.joined(separator: isOr ? " OR " : " AND ")
        return .native(PredicateValue(predicate: joined, format: format, key: key))
      })
  }

  /// `SortDescriptor(\.title)`, `SortDescriptor(\Item.created, order: .reverse)`.
  static func sortDescriptor() -> FoundationType {
    FoundationType(
      "SortDescriptor",
      make: { labels, args, rt, location in
        guard case .keyPath(let path)? = args.first else {
          throw rt.scriptError("SortDescriptor needs a key path, e.g. SortDescriptor(\\.title)", at: location)
        }
        var ascending = true
        if let index = labels.firstIndex(of: "order"),
          case .native(let order as UnresolvedMember) = args[index]
        {
          ascending = order.name != "reverse"
        }
        return .native(SortKey(path: path.components, ascending: ascending, kind: "SortDescriptor"))
      })
  }

  /// `NSSortDescriptor(keyPath: \Item.created, ascending: true)`, `NSSortDescriptor(key: "title", ascending: true)`.
  static func nsSortDescriptor() -> FoundationType {
    FoundationType(
      "NSSortDescriptor",
      make: { labels, args, rt, location in
        var ascending = true
        if let index = labels.firstIndex(of: "ascending"), case .bool(let b) = args[index] { ascending = b }
        switch args.first {
        case .keyPath(let path)?:
          return .native(SortKey(path: path.components, ascending: ascending, kind: "NSSortDescriptor"))
        case .string(let key)?:
          let path = key.split(separator: ".").map(String.init)
          return .native(SortKey(path: path, ascending: ascending, kind: "NSSortDescriptor"))
        default:
          throw rt.scriptError("NSSortDescriptor needs 'keyPath:' or 'key:'", at: location)
        }
      })
  }

  /// `NSFetchRequest<Item>(entityName: "Item")`.
  static func fetchRequest() -> FoundationType {
    FoundationType(
      "NSFetchRequest",
      make: { labels, args, _, location in
        var name: String?
        if case .string(let s)? = args.first { name = s }
        return .native(FetchRequestDescription(entityName: name, location: location))
      })
  }

  /// `NSNumber(value: false)`: the plain value (predicates compare numbers and Booleans alike).
  static func number() -> FoundationType {
    FoundationType("NSNumber", make: { _, args, _, _ in args.first ?? .none })
  }
}
