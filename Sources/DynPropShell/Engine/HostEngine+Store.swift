import DynPropHost
import DynPropInterpreter

/// `store ...`: the shell's window on the simulated Core Data store. Changes are user actions (outside
/// view updates) and are journaled, so time travel replays them exactly.
extension HostEngine {
  public func store(_ operation: StoreOperation) throws -> String {
    if operation == .list { return graph.store.listing() }
    return try journaled(.store(operation)) { try changeStore(operation) }
  }

  private func changeStore(_ operation: StoreOperation) throws -> String {
    let store = graph.store
    var output = ""
    let origin: String
    do {
      switch operation {
      case .list: return store.listing()
      case .insert(let entity, let assignments):
        origin = "store insert \(entity)"
        var values: [(String, Value)] = []
        for assignment in assignments {
          values.append((assignment.key, try storeValue(assignment.expression, origin: origin)))
        }
        try runUserCode(origin: origin) { output = try store.insertObject(entity: entity, values: values) }
      case .delete(let entity, let index):
        origin = "store delete \(entity) #\(index)"
        try runUserCode(origin: origin) { output = try store.deleteObject(entity: entity, index: index) }
      case .set(let entity, let index, let key, let expression):
        origin = "store set \(entity) #\(index) \(key)"
        try store.checkObject(entity: entity, index: index)
        let value = try storeValue(expression, origin: origin)
        try runUserCode(origin: origin) {
          output = try store.setObject(entity: entity, index: index, key: key, value: value)
        }
      }
    } catch let error as ManagedStore.CommandError {
      throw ShellError.scenario("store: \(error.message)")
    }
    insight.actionFinished(origin: origin)
    return output
  }

  private func storeValue(_ expression: String, origin: String) throws -> Value {
    guard let value = try evaluate(expression, origin: origin) else {
      throw ShellError.scenario("store: '\(expression)' has no value")
    }
    return value
  }
}
