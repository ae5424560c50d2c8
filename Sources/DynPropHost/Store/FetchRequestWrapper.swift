import DynPropDiagnostics
import DynPropInterpreter
import DynPropSyntax

/// `@FetchRequest(sortDescriptors:predicate:animation:)`: installed, it holds the results its box
/// fetched before the view's last update, as an array (`ForEach(items)`, `items.count`, `items[0]`).
/// Uninstalled (read in `init`), it has no context and gives no results (SEMANTICS §9.1).
final class FetchRequestWrapper: NativeObject {
  let request: FetchRequestDescription
  let results: [Instance]?

  init(request: FetchRequestDescription, results: [Instance]?) {
    self.request = request
    self.results = results
  }

  override var typeName: String { "FetchRequest" }

  override func member(_ name: String, in interpreter: Interpreter) throws -> Value? {
    switch name {
    case "wrappedValue": return .array((results ?? []).map(Value.object))
    default: return nil
    }
  }

  /// A parent's new `@FetchRequest` compares by what it asks for (entity, predicate with its arguments,
  /// sort keys).
  override func isEqual(to other: NativeObject) -> Bool {
    guard let other = other as? FetchRequestWrapper else { return false }
    return other.request.entityName == request.entityName
      && other.request.predicate?.key == request.predicate?.key
      && other.request.sortKeys.count == request.sortKeys.count
      && zip(other.request.sortKeys, request.sortKeys).allSatisfy { $0.isEqual(to: $1) }
  }
}

/// The box of an `@FetchRequest` property: fetches before each update of its view; the view's body
/// re-runs when the results differ or when the store changed an object they show (§9.1).
final class FetchRequestBox: PropertyBox {
  /// The entity named by the field's type, `FetchedResults<Item>`.
  let fieldEntity: String?
  private var request: FetchRequestDescription?
  private var shown: [Instance] = []
  private var shownVersions: [Int] = []

  init(field: Int, name: String, fieldType: TypeNode?) {
    if case .named(_, let generics)? = fieldType {
      fieldEntity = generics.first?.baseName
    } else {
      fieldEntity = nil
    }
    super.init(field: field, name: name)
  }

  override func update(_ input: Value, node: ViewNode, graph: ViewGraph, first: Bool) throws -> (Value, Bool)
  {
    guard case .native(let wrapper as FetchRequestWrapper) = input else { return (input, first) }
    let request = wrapper.request
    if request.entityName == nil { request.entityName = fieldEntity }
    self.request = request
    graph.store.register(self, node: node)
    let results = try graph.store.fetch(request, graph.interpreter)
    let versions = results.map { graph.store.versions[ObjectIdentifier($0)] ?? 0 }
    let changed =
      first || results.count != shown.count || zip(results, shown).contains { $0 !== $1 }
      || versions != shownVersions
    shown = results
    shownVersions = versions
    return (.native(FetchRequestWrapper(request: request, results: results)), changed)
  }

  /// Whether a change to `object` may change what this fetch shows: it is shown, or it is of the entity.
  func concerns(_ object: Instance, graph: ViewGraph) -> Bool {
    if shown.contains(where: { $0 === object }) { return true }
    guard let request, let name = request.entityName,
      let entity = try? graph.store.entity(named: name, at: request.location)
    else { return false }
    return entity.isSuperclass(of: object.type)
  }

  override func teardown(graph: ViewGraph) { graph.store.unregister(self) }
}

/// `FetchRequest`: the property wrapper type.
final class FetchRequestType: NativeType {
  init() { super.init(name: "FetchRequest") }

  override func construct(
    labels: [String?], arguments: [Value], interpreter: Interpreter, at location: SourceLocation
  ) throws -> Value {
    let args = ViewArguments(labels: labels, values: arguments, rt: interpreter, location: location)
    if case .native(let given as FetchRequestDescription)? = args.value("fetchRequest") {
      return .native(FetchRequestWrapper(request: given, results: nil))
    }
    let request = FetchRequestDescription(
      entityName: try entityName(args.value("entity")), location: location)
    request.sortKeys = try SortKeys.list(args.value("sortDescriptors"), interpreter, location)
    switch args.value("predicate") {
    case .native(let predicate as PredicateValue)?: request.predicate = predicate
    case nil, .none?: break
    case let other?:
      throw interpreter.scriptError(
        "predicate needs an NSPredicate, not '\(interpreter.typeName(of: other))'", at: location)
    }
    return .native(FetchRequestWrapper(request: request, results: nil))
  }

  /// `entity: Item.entity()` or `entity: Item.self`.
  private func entityName(_ value: Value?) throws -> String? {
    switch value {
    case .type(let type)?: return type.name
    case .native(let description as EntityDescription)?: return description.name
    default: return nil
    }
  }
}

/// `Item.entity()`: names an entity.
final class EntityDescription: NativeObject {
  let name: String
  init(name: String) { self.name = name }
  override var typeName: String { "NSEntityDescription" }
  override func member(_ member: String, in interpreter: Interpreter) throws -> Value? {
    member == "name" ? .string(name) : nil
  }
}
