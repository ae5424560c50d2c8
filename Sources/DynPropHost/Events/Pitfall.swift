/// dynprop-repl's own diagnoses (CONTRACT §6): the one catalog of pitfall ids.
///
/// Everything that names a pitfall goes through this enum: the graph and the detectors report a
/// `PitfallReport` (whose message lives beside it), `explain` keys its texts by it, and `expect`,
/// `break` and completion check ids against `allCases`. A new pitfall is a new case here; the compiler
/// then asks for its summary and its explanation.
public enum Pitfall: String, CaseIterable, Sendable {
  case fetchLoop = "fetch-loop"
  case renderLoop = "render-loop"
  case classDynamicProperty = "class-dynamic-property"
  case unobservedWrite = "unobserved-write"
  case observedObjectRecreated = "observed-object-recreated"
  case stateInitIgnored = "state-init-ignored"
  case staleBinding = "stale-binding"
  /// Reported by the graph when a presentation's content reads `@State` its presenter's body did not.
  case staleCapture = "stale-capture"
  /// Found by `OutlivedWorkDetector`: repeating work a view started keeps writing after the view left.
  case workOutlivesView = "work-outlives-view"

  public var id: String { rawValue }

  /// The pitfall with this id, or nil when the catalog has none.
  public init?(id: String) { self.init(rawValue: id) }

  /// When it is diagnosed, in one line (CONTRACT §6, shortened).
  public var summary: String {
    switch self {
    case .fetchLoop:
      return "work a view's update() or body starts writes a result that makes it start the work again"
    case .renderLoop:
      return "a view is invalidated tick after tick by work its own update, body or callbacks started"
    case .classDynamicProperty:
      return "a class conforms to DynamicProperty, so its nested dynamic properties are never installed"
    case .unobservedWrite:
      return "a write outside view updates changed a value a body read, and nothing invalidated that view"
    case .observedObjectRecreated:
      return "a parent's body gave a child a new @ObservedObject that the child creates itself"
    case .stateInitIgnored:
      return "an initializer hands @State a new initial value after its storage exists"
    case .staleBinding:
      return "a binding derived from an optional or a collection element was read after its source went away"
    case .staleCapture:
      return "a presentation's content shows a value captured when the presenter's body last ran"
    case .workOutlivesView:
      return "repeating work a view started (a timer, a task loop) keeps writing after the view left"
    }
  }

  /// Loops end `run` in the tick that confirms them (CONTRACT §2 `run`).
  public var endsRun: Bool {
    switch self {
    case .fetchLoop, .renderLoop: return true
    default: return false
    }
  }

  /// The catalog's ids in order, for error messages.
  public static var idList: String { allCases.map(\.id).joined(separator: ", ") }
}
