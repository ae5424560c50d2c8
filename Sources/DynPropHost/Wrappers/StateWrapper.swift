import DynPropDiagnostics
import DynPropInterpreter

/// `State<Value>`: before installation it holds the initial value (reads return it, writes are dropped,
/// §2.3); installed, it points at the view's `StateLocation`.
public final class StateWrapper: NativeObject {
  public let initial: Value
  public let location: StateLocation?
  unowned let graph: ViewGraph

  init(initial: Value, location: StateLocation?, graph: ViewGraph) {
    self.initial = initial
    self.location = location
    self.graph = graph
  }

  public override var typeName: String { "State" }
  public override var displayDescription: String {
    "State(\(Render.description(location?.value ?? initial)))"
  }

  public override func member(_ name: String, in interpreter: Interpreter) throws -> Value? {
    switch name {
    case "wrappedValue": return location?.read() ?? initial
    case "projectedValue":
      if let location { return .native(BindingValue(location: .state(location), graph: graph)) }
      graph.warn(.stateOutsideView, view: nil, at: graph.currentLocation(interpreter))
      return .native(BindingValue(location: .constant(initial), graph: graph))
    default: return nil
    }
  }

  public override func setMember(_ name: String, to value: Value, in interpreter: Interpreter) throws -> Bool
  {
    guard name == "wrappedValue" else { return false }
    location?.write(value, at: graph.currentLocation(interpreter))
    return true
  }

  /// §12.5: a child's `@State` compares by initial value as the parent built it.
  public override func isEqual(to other: NativeObject) -> Bool {
    guard let other = other as? StateWrapper else { return false }
    return graph.valuesEqual(initial, other.initial)
  }
}

/// The `State` type: `State(initialValue:)`, `State(wrappedValue:)`, `@State var x = v`.
final class StateType: NativeType {
  unowned let graph: ViewGraph
  /// `State`, and `FocusState`, which keeps which field has focus as view-owned state (the simulated
  /// phone has no keyboard: focus changes only when the app sets it).
  init(graph: ViewGraph, name: String = "State") {
    self.graph = graph
    super.init(name: name)
  }
  override var acceptsWrappedValue: Bool { true }
  override func construct(
    labels: [String?], arguments: [Value], interpreter: Interpreter, at location: SourceLocation
  ) throws -> Value {
    .native(StateWrapper(initial: arguments.first ?? .none, location: nil, graph: graph))
  }
  override func isInstance(_ value: Value) -> Bool {
    if case .native(let o) = value { return o is StateWrapper }
    return false
  }
}
