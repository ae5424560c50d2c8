import DynPropInterpreter

/// One view instance in the tree: its identity, its latest value, and (for script views) the property
/// boxes that hold its state across body runs (STYLE: state lives on the graph node, not in the view value).
public final class ViewNode {
  /// The stable path naming this instance in events (`ContentView/VStack.0/Row.1`). Built on first use:
  /// most built-in views never need theirs, and a string per node is a large part of a node's memory.
  public private(set) lazy var path: String =
    parent.map { "\($0.path)/\(typeName)\(key == "0" ? "" : key)" } ?? typeName
  /// The identity key within the parent (structural position, branch, or explicit id).
  let key: String
  public let typeName: String
  public weak var parent: ViewNode?
  public internal(set) var children: [ViewNode] = []
  /// Distance from the root and index among the parent's children, for top-down order of dirty views.
  let depth: Int
  let position: Int
  /// Place in a walk of the tree in tree order, as of the last rebuild of the `ViewIndex`.
  var treeOrder = 0
  /// The value as the parent built it (uninstalled wrappers), for `@self` comparison (§8.2).
  var input: Value
  /// The value with installed wrappers, used as `self` for `update()` and `body` (and by the shell's
  /// `set` and `expect value` paths).
  public internal(set) var installed: Value
  public let scriptType: ScriptType?
  var boxes: [PropertyBox] = []
  public var hasBody: Bool { scriptType != nil }
  var environment: EnvironmentStore
  /// Set when something this view depends on changed since its last update.
  var isDirty = false
  /// Names of boxes invalidated since the last update (e.g. an object that sent `objectWillChange`).
  var invalidatedBoxes: Set<String> = []
  var observationInvalidated = false
  /// Storage ids of the writes that invalidated this view since its last update (for `export trace`).
  var causes: [String] = []
  /// Locations and objects the last body read, so the next body can start from a clean slate.
  var readLocations: [StateLocation] = []
  var observedReads: [(Instance, Int)] = []
  /// Plain values the last body read (class fields, globals, UserDefaults keys), for `unobserved-write`
  /// (CONTRACT §6; `PlainObservation` keeps the readers of each).
  var plainReads: Set<PlainRead> = []
  /// The last body's output.
  var content: Value = .void
  /// State a modifier keeps across updates (`onChange`'s previous value), of its own type (see
  /// `modifierState(_:)`); a presented node keeps its `DismissAction` here.
  var modifierStorage: AnyObject?
  /// What a container keeps across updates: a navigation container's pushed destinations
  /// (`NavigationState`), a lazy container's window (`LazyRows`) or a row group's place in one
  /// (`RowGroup`); nil for every other node. One field, since a node is at most one of them.
  var containerState: AnyObject?
  var navigation: NavigationState? {
    get { containerState as? NavigationState }
    set { containerState = newValue }
  }
  var isMounted = true
  public internal(set) var bodyCount = 0

  init(
    key: String, typeName: String, parent: ViewNode?, position: Int, value: Value,
    scriptType: ScriptType?, environment: EnvironmentStore
  ) {
    self.key = key
    self.typeName = typeName
    self.parent = parent
    self.depth = parent.map { $0.depth + 1 } ?? 0
    self.position = position
    self.input = value
    self.installed = value
    self.scriptType = scriptType
    self.environment = environment
  }

  /// The storage of one of this view's `@State` properties (`_count`), for tools that drive the graph.
  public func stateLocation(named name: String) -> StateLocation? {
    for box in boxes where box.name == name { return (box as? StateBox)?.location }
    return nil
  }

  /// Script views up the tree, nearest first (for `why` and pitfall chains).
  var nearestScriptAncestor: ViewNode? {
    var current = parent
    while let node = current {
      if node.hasBody { return node }
      current = node.parent
    }
    return nil
  }

  /// Top-down order: ancestors before descendants, siblings in position order.
  /// Walks both up to their common ancestor, so no node stores its whole position path.
  static func precedes(_ a: ViewNode, _ b: ViewNode) -> Bool {
    var (x, y) = (a, b)
    while x.depth > y.depth {
      guard let up = x.parent else { return false }
      if up === y { return false }
      x = up
    }
    while y.depth > x.depth {
      guard let up = y.parent else { return false }
      if up === x { return true }
      y = up
    }
    while x !== y, x.parent !== y.parent {
      guard let px = x.parent, let py = y.parent else { return false }
      (x, y) = (px, py)
    }
    return x !== y && x.position < y.position
  }
}

/// The environment a view sees: values set by `.environment(\.key, v)` and objects set by
/// `.environmentObject(o)` on its ancestors (SEMANTICS §5). Immutable; children extend it.
public final class EnvironmentStore {
  let values: [String: Value]
  let objects: [String: Value]

  init(values: [String: Value] = [:], objects: [String: Value] = [:]) {
    self.values = values
    self.objects = objects
  }

  func setting(_ key: String, _ value: Value) -> EnvironmentStore {
    var copy = values
    copy[key] = value
    return EnvironmentStore(values: copy, objects: objects)
  }

  /// The same keys with equal values and the same objects: a store rebuilt by a parent's refresh that
  /// changes nothing a view below could read.
  func hasSameContent(as other: EnvironmentStore) -> Bool {
    if self === other { return true }
    guard values.count == other.values.count, objects.count == other.objects.count else { return false }
    for (key, value) in values {
      guard let theirs = other.values[key], Equality.equal(value, theirs) else { return false }
    }
    for (key, object) in objects {
      guard let theirs = other.objects[key], Equality.equal(object, theirs) else { return false }
    }
    return true
  }

  func settingObject(_ typeName: String, _ object: Value) -> EnvironmentStore {
    var copy = objects
    copy[typeName] = object
    return EnvironmentStore(values: values, objects: copy)
  }
}

extension ViewNode {
  /// Whether a view above this one is invalidated (its next body may hand this one new inputs).
  var hasDirtyAncestor: Bool {
    var current = parent
    while let node = current {
      if node.isDirty { return true }
      current = node.parent
    }
    return false
  }
}
