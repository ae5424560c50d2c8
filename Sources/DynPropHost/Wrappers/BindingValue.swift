import DynPropDiagnostics
import DynPropInterpreter

/// Where a `Binding` reads and writes (SEMANTICS §3): a state location, a constant, `get:set:` closures,
/// or a projection through another binding (a member, a collection element, an unwrapped optional).
public indirect enum BindingLocation {
  case state(StateLocation)
  case constant(Value)
  case functional(get: Value, set: Value)
  case member(BindingValue, String)
  case element(BindingValue, Int)
  case unwrapped(BindingValue)
  case objectProperty(Value, String)
}

/// `Binding<Value>`: a reference to someone else's storage.
public final class BindingValue: NativeObject {
  public let location: BindingLocation
  unowned let graph: ViewGraph
  /// The value the binding held when it was made, as SwiftUI's `Binding` keeps it: a parent whose new body
  /// hands a child `$flag` after `flag` changed gives it a different binding (§12.5), even when the child
  /// never reads it. Nil when it cannot be known without running script code.
  private(set) var valueWhenMade: Value?
  /// `$x.animation()` / `$x.transaction(t)`: writes through it form their own transaction (§2.7).
  private var carriesTransaction = false

  init(location: BindingLocation, graph: ViewGraph) {
    self.location = location
    self.graph = graph
    valueWhenMade = Self.storedValue(location)
  }

  /// The stored value under a location, read without running script code or recording a read.
  private static func storedValue(_ location: BindingLocation) -> Value? {
    switch location {
    case .state(let s): return s.value
    case .constant(let v): return v
    case .functional: return nil
    case .objectProperty(let object, let name):
      // `$model.isRecording`: the stored (or `@Published`) value of the object's property.
      guard case .object(let instance) = object else { return nil }
      let type = instance.type
      if let index = type.fieldIndex[name], !type.fields[index].isWrapped,
        type.fields[index].ownership == .strong
      {
        return instance.fields[index]
      }
      guard let index = type.fieldIndex["_" + name],
        case .native(let published as PublishedWrapper) = instance.fields[index]
      else { return nil }
      return published.value
    case .member(let base, let name):
      guard case .structValue(let s)? = base.valueWhenMade, let index = s.type.fieldIndex[name],
        !s.type.fields[index].isWrapped, s.type.fields[index].ownership == .strong
      else { return nil }
      return s.fields[index]
    case .element(let base, let index):
      guard case .array(let items)? = base.valueWhenMade, items.indices.contains(index) else { return nil }
      return items[index]
    case .unwrapped(let base): return base.valueWhenMade?.unwrapped
    }
  }

  public override var typeName: String { "Binding" }
  public override var displayDescription: String {
    "Binding(\(Render.description((try? get(nil)) ?? .none)))"
  }

  /// Whether this binding projects through an optional or a collection element (it can go stale).
  public var isDerived: Bool {
    switch location {
    case .unwrapped, .element: return true
    case .member(let base, _): return base.isDerived
    default: return false
    }
  }

  /// The state location at the root of this binding, if any (for dependency tracking and equality).
  public var rootState: StateLocation? {
    switch location {
    case .state(let s): return s
    case .member(let b, _), .element(let b, _), .unwrapped(let b): return b.rootState
    default: return nil
    }
  }

  public func get(_ rt: Interpreter?) throws -> Value {
    let interpreter = rt ?? graph.interpreter
    let here = graph.currentLocation(interpreter)
    switch location {
    case .state(let s): return s.read()
    case .constant(let v): return v
    case .functional(let getter, _): return try interpreter.callValue(getter, [], at: here)
    case .member(let base, let name):
      return try Members.get(try base.get(rt), name, MemberCache(), interpreter, here)
    case .element(let base, let index):
      guard case .array(let items) = try base.get(rt), items.indices.contains(index) else {
        graph.staleBindingRead(self, at: here)
        throw interpreter.crash(Crashes.indexOutOfRange, at: here)
      }
      return items[index]
    case .unwrapped(let base):
      guard let payload = try base.get(rt).unwrapped else {
        graph.staleBindingRead(self, at: here)
        throw interpreter.crash(Crashes.nilUnwrap, at: here)
      }
      return payload
    case .objectProperty(let object, let name):
      return try Members.get(object, name, MemberCache(), interpreter, here)
    }
  }

  public func set(_ value: Value, _ rt: Interpreter?) throws {
    guard !carriesTransaction else {
      return try graph.withExplicitTransaction { try write(value, rt) }
    }
    try write(value, rt)
  }

  private func write(_ value: Value, _ rt: Interpreter?) throws {
    let interpreter = rt ?? graph.interpreter
    let here = graph.currentLocation(interpreter)
    switch location {
    case .state(let s): s.write(value, at: here)
    case .constant: return
    case .functional(_, let setter): _ = try interpreter.callValue(setter, [value], at: here)
    case .member(let base, let name):
      var whole = try base.get(rt)
      try Members.set(&whole, name, value, MemberCache(), interpreter, here)
      try base.set(whole, rt)
    case .element(let base, let index):
      guard case .array(var items) = try base.get(rt), items.indices.contains(index) else {
        throw interpreter.crash(Crashes.indexOutOfRange, at: here)
      }
      items[index] = value
      try base.set(.array(items), rt)
    case .unwrapped(let base): try base.set(.wrapped(value), rt)
    case .objectProperty(let object, let name):
      var target = object
      try Members.set(&target, name, value, MemberCache(), interpreter, here)
    }
  }

  public override func member(_ name: String, in interpreter: Interpreter) throws -> Value? {
    switch name {
    case "wrappedValue": return try get(interpreter)
    case "projectedValue": return .native(self)
    default: return .native(BindingValue(location: .member(self, name), graph: graph))
    }
  }

  public override func setMember(_ name: String, to value: Value, in interpreter: Interpreter) throws -> Bool
  {
    guard name == "wrappedValue" else { return false }
    try set(value, interpreter)
    return true
  }

  /// The elements of a binding to a collection, as bindings (`ForEach($items)`), index-based (§3.5).
  public override func call(
    _ name: String, labels: [String?], arguments: [Value], in interpreter: Interpreter
  ) throws -> Value? {
    // `$players[index]`: a binding to one element (Binding's key-path subscript through the array's).
    if name == "subscript", labels == [nil], case .int(let index)? = arguments.first, arguments.count == 1 {
      return .native(BindingValue(location: .element(self, index), graph: graph))
    }
    if name == "elements", case .array(let items) = try get(interpreter) {
      return .array(items.indices.map { .native(BindingValue(location: .element(self, $0), graph: graph)) })
    }
    // `$x.animation(.spring())`, `$x.transaction(t)`: the same storage; writes through it carry their own
    // transaction (§2.7).
    if (name == "animation" && arguments.count <= 1) || (name == "transaction" && arguments.count == 1) {
      let animated = BindingValue(location: location, graph: graph)
      animated.valueWhenMade = valueWhenMade
      animated.carriesTransaction = true
      return .native(animated)
    }
    return nil
  }

  /// §12.5: bindings compare by source location and the value they held when made; `get:set:` bindings
  /// never equal.
  public override func isEqual(to other: NativeObject) -> Bool {
    guard let other = other as? BindingValue else { return false }
    if case .functional = location { return false }
    if case .functional = other.location { return false }
    if let a = rootState, let b = other.rootState, a !== b { return false }
    if let x = valueWhenMade, let y = other.valueWhenMade { return graph.valuesEqual(x, y) }
    guard let x = try? get(nil), let y = try? other.get(nil) else { return false }
    return graph.valuesEqual(x, y)
  }
}

/// The `Binding` type: `Binding(get:set:)`, `.constant(v)`, the failable `Binding(_ optional:)` (§3.4).
final class BindingType: NativeType {
  unowned let graph: ViewGraph
  init(graph: ViewGraph) {
    self.graph = graph
    super.init(name: "Binding")
  }

  override func construct(
    labels: [String?], arguments: [Value], interpreter: Interpreter, at location: SourceLocation
  ) throws -> Value {
    // `Binding(get: { … }, set: { … })`, or with trailing closures `Binding { … } set: { … }`.
    if labels == ["get", "set"] || labels == [nil, "set"] {
      return .native(BindingValue(location: .functional(get: arguments[0], set: arguments[1]), graph: graph))
    }
    if arguments.count == 1, case .native(let base as BindingValue) = arguments[0] {
      if labels == ["projectedValue"] { return arguments[0] }
      if try base.get(interpreter).isNil { return .none }
      return .wrapped(.native(BindingValue(location: .unwrapped(base), graph: graph)))
    }
    throw interpreter.scriptError("no 'Binding' initializer matches these arguments", at: location)
  }

  override func staticCall(
    _ member: String, labels: [String?], arguments: [Value], interpreter: Interpreter,
    at location: SourceLocation
  ) throws -> Value? {
    guard member == "constant", let value = arguments.first else { return nil }
    return .native(BindingValue(location: .constant(value), graph: graph))
  }

  override func isInstance(_ value: Value) -> Bool {
    if case .native(let o) = value { return o is BindingValue }
    return false
  }
}

extension ViewGraph {
  /// Arguments with `.constant(v)` written where SwiftUI expects a `Binding` (`.sheet(isPresented:
  /// .constant(true))`, `Toggle(isOn: .constant(false))`) made into constant bindings: the argument's type
  /// is the host's, so the implicit member could not be resolved when it was evaluated.
  func resolvingConstantBindings(_ arguments: [Value]) -> [Value] {
    // Every view and modifier a body builds passes through here: leave the arguments untouched (no new
    // array) unless one of them is `.constant(v)`.
    guard arguments.contains(where: Self.isConstantMember) else { return arguments }
    return arguments.map { argument in
      guard Self.isConstantMember(argument), case .native(let member as UnresolvedMember) = argument else {
        return argument
      }
      return .native(BindingValue(location: .constant(member.arguments[0]), graph: self))
    }
  }

  private static func isConstantMember(_ argument: Value) -> Bool {
    guard case .native(let member as UnresolvedMember) = argument else { return false }
    return member.name == "constant" && member.arguments.count == 1
  }
}
