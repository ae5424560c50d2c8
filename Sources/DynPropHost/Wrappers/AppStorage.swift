import DynPropDiagnostics
import DynPropInterpreter

/// `@AppStorage("key")`: a view property over the simulated `UserDefaults`; any write to that key,
/// from anywhere, invalidates the views holding it (SEMANTICS §9.2).
public final class AppStorageWrapper: NativeObject {
  let key: String
  let defaultValue: Value
  unowned let graph: ViewGraph

  init(key: String, defaultValue: Value, graph: ViewGraph) {
    self.key = key
    self.defaultValue = defaultValue
    self.graph = graph
  }

  public override var typeName: String { "AppStorage" }

  public override func member(_ name: String, in interpreter: Interpreter) throws -> Value? {
    switch name {
    case "wrappedValue": return graph.world.defaults.values[key] ?? defaultValue
    case "projectedValue":
      let getter = NativeFunction("get") { _, _, _ in
        self.graph.world.defaults.values[self.key] ?? self.defaultValue
      }
      let setter = NativeFunction("set") { args, _, rt in
        self.graph.writeDefaults(self.key, args.first ?? .none, at: rt.site)
        return .void
      }
      return .native(
        BindingValue(location: .functional(get: .closure(getter), set: .closure(setter)), graph: graph))
    default: return nil
    }
  }

  public override func setMember(_ name: String, to value: Value, in interpreter: Interpreter) throws -> Bool
  {
    guard name == "wrappedValue" else { return false }
    if graph.isUpdatingViews {
      graph.warn(.stateWriteDuringUpdate, view: nil, at: interpreter.site)
      return true
    }
    graph.writeDefaults(key, value, at: interpreter.site)
    return true
  }

  public override func isEqual(to other: NativeObject) -> Bool { (other as? AppStorageWrapper)?.key == key }
}

/// The box of an `@AppStorage` property: subscribes the view to its key.
final class AppStorageBox: PropertyBox {
  var seen: Value?

  override func update(_ input: Value, node: ViewNode, graph: ViewGraph, first: Bool) throws -> (Value, Bool)
  {
    guard case .native(let wrapper as AppStorageWrapper) = input else { return (input, first) }
    graph.defaultsObservers[wrapper.key, default: [:]][ObjectIdentifier(node)] = (node, name)
    let current = graph.world.defaults.values[wrapper.key] ?? wrapper.defaultValue
    defer { seen = current }
    return (input, first || seen.map { !graph.valuesEqual($0, current) } ?? true)
  }
}

/// `UserDefaults.standard`
final class UserDefaultsObject: NativeObject {
  unowned let graph: ViewGraph
  init(graph: ViewGraph) { self.graph = graph }
  override var typeName: String { "UserDefaults" }

  override func call(_ name: String, labels: [String?], arguments: [Value], in interpreter: Interpreter)
    throws -> Value?
  {
    let store = graph.world.defaults.values
    func key(_ index: Int) -> String {
      if index < arguments.count, case .string(let s) = arguments[index] { return s }
      return ""
    }
    switch name {
    case "set", "setValue":
      // `set(model.json, forKey:)` with an Optional stores its value; nil removes the key.
      graph.writeDefaults(key(1), (arguments.first ?? .none).flattened, at: interpreter.site)
      return .void
    case "removeObject":
      graph.writeDefaults(key(0), .none, at: interpreter.site)
      return .void
    case "register":
      // `register(defaults:)`: values for keys the app has not written yet (the registration domain).
      guard labels == ["defaults"], case .dictionary(let registered)? = arguments.first else { return nil }
      for case (.string(let name), let value) in registered where store[name] == nil {
        graph.world.defaults.values[name] = value
      }
      return .void
    case "value", "object", "string", "array", "dictionary", "data", "integer", "bool", "double":
      let result = defaultsValue(name, store[key(0)])
      graph.plainRead(.defaults(key(0)))
      return result
    default: return nil
    }
  }

  private func defaultsValue(_ name: String, _ stored: Value?) -> Value {
    switch name {
    case "integer": return stored.flatMap { if case .int = $0 { return $0 } else { return nil } } ?? .int(0)
    case "bool":
      return stored.flatMap { if case .bool = $0 { return $0 } else { return nil } } ?? .bool(false)
    case "double":
      return stored.flatMap { v -> Value? in
        if case .double = v { return v }
        if case .int(let i) = v { return .double(Double(i)) }
        return nil
      } ?? .double(0)
    // `object(forKey:)`, `string(forKey:)` and the rest return optionals.
    default: return Value.optional(stored)
    }
  }
}

extension ViewGraph {
  /// A write to `UserDefaults` (directly or through `@AppStorage`): views holding the key are dirty.
  func writeDefaults(_ key: String, _ value: Value, at source: SourceLocation) {
    let old = world.defaults.values[key]
    let value = value.flattened
    if case .none = value { world.defaults.values[key] = nil } else { world.defaults.values[key] = value }
    plainWritten(.defaults(key), old: old ?? .none, new: value, at: source)
    let label = "UserDefaults[\(Render.literal(.string(key)))]"
    emitChange(label, old: old ?? Value.none, new: value, node: nil, source: source)
    let saved = activeWrite
    activeWrite = "|" + label
    defer { activeWrite = saved }
    for (node, box) in defaultsObservers[key]?.values.map({ ($0.0, $0.1) }) ?? [] where node.isMounted {
      invalidate(node, box: box)
    }
  }
}
