import DynPropDiagnostics
import DynPropInterpreter
import OrderedCollections

/// Receives the facts pitfall detectors need (the DynPropInsight module implements it).
public protocol GraphObserver: AnyObject {
  func graph(_ graph: ViewGraph, saw event: Event)
}

/// The simulated SwiftUI view graph: nodes, dirty views, queued actions, and the events they produce.
///
/// It models SEMANTICS §12.1: writes mark views dirty; a tick renders dirty views top-down (boxes →
/// `update()` → `body` when §1.5 says so → reconcile), then runs queued actions.
public final class ViewGraph {
  public let interpreter: Interpreter
  /// Every event goes here first (the session records, prints and diagnoses it).
  public var emit: (Event) -> Void = { _ in }
  public var tick = 0
  public internal(set) var root: ViewNode?
  var dirty: [ObjectIdentifier: ViewNode] = [:]
  /// Actions queued for after the render pass (§12.1 step 4).
  var actions: [QueuedAction] = []
  public let world: World
  lazy var combine = CombineCenter(graph: self)
  /// The simulated Core Data store and context (`@FetchRequest`, SEMANTICS §9.1).
  public private(set) lazy var store = ManagedStore(graph: self)
  var subscriptions: [ObjectIdentifier: [(node: ViewNode, box: String)]] = [:]
  /// Views holding an `@AppStorage` key.
  var defaultsObservers: [String: [ObjectIdentifier: (ViewNode, String)]] = [:]
  /// Whether a tick is running (requests started now are due from this tick, §8).
  public internal(set) var inTick = false
  /// Non-nil while a view's boxes, `update()` or `body` run (writes then are "during a view update").
  public internal(set) var currentUpdateNode: ViewNode?
  public internal(set) var currentBodyNode: ViewNode?
  /// The presentation modifier node whose content closure is being evaluated, with its name (`sheet`),
  /// for `stale-capture`.
  var presentationBeingBuilt: (node: ViewNode, name: String)?
  /// The first instance serial made during the body being evaluated: objects from then on are new, and
  /// writes to them are not writes to state any view observes (issue 20.8).
  var bodySerialStart = Int.max
  /// The host entry point whose run is on the stack, for event origins (`RemoteData.update()`).
  public internal(set) var origin = "top level"
  /// The view whose `update()`, `body` or action started the work running now (for loop diagnosis).
  public internal(set) var originNode: String?
  /// The serial of the view callback (an `update()`, a `body`, a queued action) or user action the
  /// running code is rooted in: callbacks get a new serial when they start, deferred work (queued
  /// blocks, timers, tasks, completions) keeps the serial of the code that started it. A write can so
  /// tell whether it answers the writer's latest update or comes from work started once, long before
  /// (a `.task` loop, a timer), which is not a render loop (CONTRACT §6).
  public internal(set) var workRoot = 0
  /// The latest serial handed out; a write made when it was N is answered by roots above N.
  public internal(set) var callbackSerial = 0
  var observableReaders: [ObservedKey: [ObjectIdentifier: ViewNode]] = [:]
  /// Open `withObservationTracking` calls (innermost last) and the trackers waiting for a write.
  var trackingScopes: [ObservationTracker] = []
  var observationTrackers: [ObservedKey: [ObservationTracker]] = [:]
  /// Mounted script views by node path (origins name views by path).
  var nodesByPath: [String: ViewNode] = [:]
  /// Mounted views by type name, in tree order (rebuilt after the tree's shape changes).
  var viewIndex = ViewIndex()
  /// Readers and writes of plain values (for `unobserved-write`).
  var plainObservation = PlainObservation()
  /// Pitfalls reported once per key.
  var reportedOnce: Set<String> = []
  /// Objects that received writes (for `observed-object-recreated`).
  var writtenObjects: Set<ObjectIdentifier> = []
  /// Counts per view type (CONTRACT §3 `expect body-count` is computed from events; these serve `props`).
  public internal(set) var warningIDs: OrderedSet<String> = []

  /// `reset` (CONTRACT §2): warnings and once-per-view pitfalls are reported afresh.
  public func forgetReports() {
    reportedOnce.removeAll()
    warningIDs.removeAll()
  }
  var deferredInvalidations: [Instance] = []
  /// State writes waiting for their own render pass (§2.7).
  var transactions = TransactionQueue()
  public var phaseHook: ((String) -> Void)?
  /// The storage id of the write whose invalidations are being made (see `ViewNode.causes`).
  var activeWrite: String?
  /// A mounted root whose first body runs in the next render pass.
  var pendingRoot: ViewNode?
  /// A root was mounted and has not rendered yet (its first body runs in the next tick).
  public var isRootPending: Bool { pendingRoot != nil }
  /// The view and tokens of the body running now, for `Self._printChanges()` (§7).
  var printingChangesFor: (String, [String])?
  public var maxViews = 1_000_000
  /// Deeper trees are a view that contains itself: reported as a crash instead of growing forever.
  public var maxDepth = 200
  /// The `body` being evaluated now, for crashes raised while building its children.
  var bodyLocation: SourceLocation?
  var viewCount = 0

  public init(interpreter: Interpreter) {
    self.interpreter = interpreter
    self.world = World()
    world.graph = self
  }

  public var isUpdatingViews: Bool { currentUpdateNode != nil }

  /// A view callback or user action starts: it roots the work it starts (see `workRoot`).
  func beginCallback() {
    callbackSerial += 1
    workRoot = callbackSerial
  }

  /// The location of the statement running now, for warnings and events.
  public func currentLocation(_ rt: Interpreter) -> SourceLocation { rt.site }

  /// When false, events are not even built (benchmarks measure the host without reporting).
  public var eventsEnabled = true

  func event(_ type: EventType, _ fields: @autoclosure () -> OrderedDictionary<String, EventValue> = [:]) {
    guard eventsEnabled else { return }
    emit(Event(type, tick: tick, fields()))
  }

  // MARK: Equality (§12.3, §12.5)

  /// Equality for state writes, `onChange`, environment values: script `==` where declared, host
  /// values by their own rules, everything else by §12.3.
  public func valuesEqual(_ a: Value, _ b: Value) -> Bool {
    switch (a, b) {
    case (.native(let x), .native(let y)): return x.isEqual(to: y)
    case (.closure, .closure): return false
    default: break
    }
    if let type = scriptType(a), type.findStaticMethods("==") != nil {
      return (try? interpreter.equal(a, b, interpreter.site)) ?? false
    }
    return interpreter.structurallyEqual(a, b)
  }

  /// Whether equality can tell two such values apart (§12.3). A "new" initial value is only reported
  /// as ignored when it can be told from the old one (not for non-Equatable structs or objects).
  func isComparable(_ value: Value) -> Bool {
    switch value {
    case .int, .double, .bool, .string, .character, .none, .enumValue, .range: return true
    case .array(let items): return items.allSatisfy(isComparable)
    case .tuple(let tuple): return tuple.elements.allSatisfy(isComparable)
    case .structValue(let s):
      return s.type.conforms(to: "Equatable")
        || s.fields.allSatisfy { v in
          if case .int = v { return true }
          if case .double = v { return true }
          if case .bool = v { return true }
          return false
        }
    case .object(let o): return o.type.findStaticMethods("==") != nil
    default: return false
    }
  }

  /// Whether a parent's new value for a child view equals the old one (§8.2, §12.3, §12.5). A view whose
  /// fields are all POD compares them directly; its own `==` counts only under `.equatable()`.
  func viewInputsEqual(_ a: Value, _ b: Value, equatableModifier: Bool = false) -> Bool {
    guard case .structValue(let x) = a, case .structValue(let y) = b, x.type === y.type else {
      return valuesEqual(a, b)
    }
    if x.type.findStaticMethods("==") != nil, equatableModifier || !Equality.isPODLike(x.fields) {
      return valuesEqual(a, b)
    }
    for (f, g) in zip(x.fields, y.fields) where !fieldEqual(f, g) { return false }
    return true
  }

  private func fieldEqual(_ a: Value, _ b: Value) -> Bool {
    if case .structValue(let x) = a, x.type.conforms(to: "DynamicProperty") { return viewInputsEqual(a, b) }
    return valuesEqual(a, b)
  }

  func scriptType(_ value: Value) -> ScriptType? {
    switch value {
    case .structValue(let s): return s.type
    case .object(let o): return o.type
    case .enumValue(let e): return e.type
    default: return nil
    }
  }

  /// The script type whose `body` a view value runs: a struct, or an enum conforming to `View` (its body
  /// switches over `self`; it has no stored properties, so nothing to install). A class conforming to
  /// `View` is refused by name rather than shown as nothing.
  func scriptViewType(_ value: Value) throws -> ScriptType? {
    switch value {
    case .structValue(let s): return s.type
    case .enumValue(let e) where e.type.conforms(to: "View") || e.type.conforms(to: "ViewModifier"):
      return e.type
    case .object(let o) where o.type.conforms(to: "View"):
      throw interpreter.scriptError(
        "not supported yet: a class conforming to 'View' ('\(o.type.name)'); declare it as a struct",
        at: o.type.location)
    default: return nil
    }
  }

  // MARK: Invalidation

  /// Marks a view dirty: it will update (and maybe run `body`) in the next render pass.
  func invalidate(_ node: ViewNode, box: String?) {
    guard node.isMounted else { return }
    if let box { node.invalidatedBoxes.insert(box) }
    if eventsEnabled, let write = activeWrite, !node.causes.contains(write) { node.causes.append(write) }
    if !node.isDirty {
      node.isDirty = true
      dirty[ObjectIdentifier(node)] = node
    }
  }

  /// An accepted `@State` write (outside updates): the owner and the views that read it are dirty, now or,
  /// when the write waits behind an earlier transaction (`held`), when that transaction has rendered.
  func stateChanged(
    _ location: StateLocation, old: Value, new: Value, held: Bool, at source: SourceLocation
  ) {
    emitChange(location.property, old: old, new: new, node: location.owner, source: source)
    if !held { invalidateReaders(of: location) }
  }

  func invalidateReaders(of location: StateLocation) {
    let saved = activeWrite
    activeWrite = Self.storageID(location)
    defer { activeWrite = saved }
    if let owner = location.owner { invalidate(owner, box: location.property) }
    for reader in location.readers.values { invalidate(reader, box: nil) }
  }

  /// `source` is where the write was made: detectors name it in their chains (issue 18.6).
  func emitChange(_ property: String, old: Value?, new: Value, node: ViewNode?, source: SourceLocation? = nil)
  {
    guard eventsEnabled else { return }
    var fields: OrderedDictionary<String, EventValue> = ["property": .string(property)]
    let oldText = old.map { Render.literal($0) }
    let newText = Render.literal(new)
    fields["old"] = oldText.map { .string($0) } ?? .null
    fields["new"] = .string(newText)
    // A long value is also named by the smallest parts of it that changed (issue 16).
    if let old, (oldText?.count ?? 0) + newText.count > ChangePaths.wholeValueWidth {
      let paths = ChangePaths.between(old, new, label: property) { [interpreter] in
        interpreter.structurallyEqual($0, $1)
      }
      if !paths.isEmpty { fields["paths"] = .strings(paths) }
    }
    if let node {
      fields["view"] = .string(node.typeName)
      fields["node"] = .string(node.path)
    }
    fields["cause"] = .string(origin)
    if let originNode { fields["by"] = .string(originNode) }
    if let source, source.line > 0 { fields["source"] = .location(source) }
    event(.change, fields)
  }

  // MARK: Warnings

  public func warn(_ warning: RuntimeWarning, view: ViewNode?, at source: SourceLocation, type: String = "") {
    warningIDs.append(warning.id)
    var fields: OrderedDictionary<String, EventValue> = [
      "id": .string(warning.id), "message": .string(warning.message(type: type)),
    ]
    if let view = view ?? currentUpdateNode { fields["view"] = .string(view.typeName) }
    if source.line > 0 { fields["source"] = .string(source.description) }
    event(.warning, fields)
  }
}
