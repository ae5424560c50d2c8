import DynPropDiagnostics
import DynPropInterpreter

/// `State<Value>`: before installation it holds the initial value (reads return it, writes are dropped,
/// §2.3); installed, it points at the view's `StateLocation` and carries the value it had when the view
/// last updated. Read during a view update, it gives that snapshot, as SwiftUI's `State` does (its
/// `_value`); read in an action it gives the stored value. So a sheet's content closure, built from the
/// presenter's last body, shows what that body saw (CONTRACT §6 `stale-capture`).
public final class StateWrapper: NativeObject {
  public let initial: Value
  public let location: StateLocation?
  /// The stored value when the owner last updated (nil before installation), and the location's write
  /// count then: while it is the same, the snapshot is the stored value (no comparison needed).
  let snapshot: Value?
  let snapshotVersion: Int
  unowned let graph: ViewGraph

  init(initial: Value, location: StateLocation?, snapshot: Value? = nil, graph: ViewGraph) {
    self.initial = initial
    self.location = location
    self.snapshot = snapshot
    self.snapshotVersion = location?.shown.version ?? 0
    self.graph = graph
  }

  public override var typeName: String { "State" }
  public override var displayDescription: String {
    "State(\(Render.description(location?.value ?? initial)))"
  }

  public override func member(_ name: String, in interpreter: Interpreter) throws -> Value? {
    switch name {
    case "wrappedValue":
      guard let location else { return initial }
      let live = location.read()
      guard graph.currentBodyNode != nil, let snapshot else { return live }
      // Read during an update from a closure the owner's body made (a row, a sheet's content): SwiftUI
      // marks the owner's state as read, so later changes re-run the owner's body (SEMANTICS §2.8).
      if let owner = location.owner, owner !== graph.currentBodyNode { location.markRead(by: owner) }
      guard location.shown.version != snapshotVersion, !graph.valuesEqual(snapshot, live) else { return live }
      graph.staleStateRead(location, shown: snapshot, live: live)
      return snapshot
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
  override var keepsFirstInitialValue: Bool { true }
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
