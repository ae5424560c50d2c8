import DynPropDiagnostics
import DynPropInterpreter
import OrderedCollections

/// A plain value a body read: a class field, a global, a `UserDefaults` key.
enum PlainRead: Hashable {
  case field(Instance, Int)
  case global(Int)
  case defaults(String)

  static func == (a: PlainRead, b: PlainRead) -> Bool {
    switch (a, b) {
    case (.field(let x, let i), .field(let y, let j)): return x === y && i == j
    case (.global(let i), .global(let j)): return i == j
    case (.defaults(let k), .defaults(let l)): return k == l
    default: return false
    }
  }

  func hash(into hasher: inout Hasher) {
    switch self {
    case .field(let instance, let index):
      hasher.combine(ObjectIdentifier(instance))
      hasher.combine(index)
    case .global(let slot): hasher.combine(slot)
    case .defaults(let key): hasher.combine(key)
    }
  }
}

/// Who read which plain values, and which of them were written since the last check.
///
/// Observation by write tracking (`unobserved-write`, CONTRACT §6): a body's read registers the view as
/// a reader of the value, with the time of the read; a write to a value somebody read notes it (the value
/// before the first write and the latest one). When an action or callback finishes, only the values
/// written since are looked at, and of their readers only those that read before the write: the check
/// costs O(writes), never walks readers nothing wrote, and never compares whole values.
struct PlainObservation {
  struct Reader {
    let node: ViewNode
    let readAt: Int
  }

  struct Write {
    var old: Value
    var new: Value
    var at: Int
    /// Where the last write was made (issue 18.6: the pitfall points at the line that wrote).
    var site: SourceLocation
  }

  /// For each plain value some view's last body read: those views (unordered, so a view's next body
  /// leaves the set in O(1); reports put them in tree order).
  var readers: [PlainRead: [ObjectIdentifier: Reader]] = [:]
  var written: OrderedDictionary<PlainRead, Write> = [:]
  /// Orders reads and writes.
  var clock = 0
}

extension ViewGraph {
  /// A body read a plain value (reads in `update()` don't count, CONTRACT §6).
  func plainRead(_ read: PlainRead) {
    guard interpreter.readsDiscarded == 0, let node = currentBodyNode, node.plainReads.insert(read).inserted
    else { return }
    plainObservation.clock += 1
    plainObservation.readers[read, default: [:]][ObjectIdentifier(node)] = .init(
      node: node, readAt: plainObservation.clock)
  }

  /// The view's next body starts from a clean slate, or it left the tree.
  func forgetPlainReads(_ node: ViewNode) {
    let id = ObjectIdentifier(node)
    for read in node.plainReads {
      plainObservation.readers[read]?[id] = nil
      if plainObservation.readers[read]?.isEmpty == true { plainObservation.readers[read] = nil }
    }
    node.plainReads.removeAll()
  }

  /// A plain value was written; noted when some view's last body read it.
  func plainWritten(_ read: PlainRead, old: Value, new: Value, at site: SourceLocation) {
    guard !plainObservation.readers.isEmpty, plainObservation.readers[read] != nil else { return }
    plainObservation.clock += 1
    let at = plainObservation.clock
    if plainObservation.written[read] == nil {
      plainObservation.written[read] = .init(old: old, new: new, at: at, site: site)
    } else {
      plainObservation.written[read]!.new = new
      plainObservation.written[read]!.at = at
      plainObservation.written[read]!.site = site
    }
  }

  /// Called when an action, `set`, `eval`, a callback or a queued block has finished: every view whose
  /// last body read a value written since, before the write, and that nothing invalidated, is told
  /// about in one pitfall per value.
  public func workFinished(origin: String) {
    guard !plainObservation.written.isEmpty else { return }
    let batch = plainObservation.written
    plainObservation.written.removeAll()
    for (read, write) in batch where !Self.surelyEqual(write.old, write.new) {
      guard let readers = plainObservation.readers[read] else { continue }
      let what = describeUnobserved(read).what
      var stale: [ViewNode] = []
      for (id, reader) in readers where reader.readAt < write.at {
        guard reader.node.isMounted else {
          plainObservation.readers[read]?[id] = nil
          continue
        }
        guard !reader.node.isDirty else { continue }
        // A `@Published` value read by a view below one that observes its object (a child reading
        // `$model.flag` through a binding) is reached by that view's re-render.
        if Self.isPublished(read), reader.node.hasDirtyAncestor { continue }
        // Reported once per view and value: it leaves the readers until its next body reads again (it
        // still read the value, as `graph` shows).
        plainObservation.readers[read]?[id] = nil
        if reportedOnce.insert("unobserved-write:\(reader.node.path):\(what)").inserted {
          stale.append(reader.node)
        }
      }
      if plainObservation.readers[read]?.isEmpty == true { plainObservation.readers[read] = nil }
      guard !stale.isEmpty else { continue }
      reportUnobserved(inTreeOrder(stale), read, write, origin)
    }
  }

  private static func isPublished(_ read: PlainRead) -> Bool {
    guard case .field(let instance, let index) = read else { return false }
    return instance.type.fields[index].isWrapped
  }

  /// Views in tree order (a total order, so the report is the same in every run).
  private func inTreeOrder(_ views: [ViewNode]) -> [ViewNode] {
    guard views.count > 1 else { return views }
    _ = mountedViews(ofType: views[0].typeName)  // brings the tree order up to date
    return views.sorted { $0.treeOrder < $1.treeOrder }
  }

  /// Only what is cheap to compare: scalars by value. Any other written value counts as changed (a
  /// write's purpose is to change it; comparing whole collections would cost as much as copying them).
  static func surelyEqual(_ a: Value, _ b: Value) -> Bool {
    switch (a, b) {
    case (.int(let x), .int(let y)): return x == y
    case (.double(let x), .double(let y)): return x == y
    case (.bool(let x), .bool(let y)): return x == y
    case (.string(let x), .string(let y)): return x == y
    case (.none, .none): return true
    default: return false
    }
  }

  /// The current value of a plain value (for `graph`).
  func currentValue(_ read: PlainRead) -> Value {
    switch read {
    case .field(let instance, let index): return instance.fields[index]
    case .global(let slot): return interpreter.globals[slot]
    case .defaults(let key): return world.defaults.values[key] ?? .none
    }
  }

  private func describeUnobserved(_ read: PlainRead) -> UnobservedValue {
    switch read {
    case .field(let instance, let index):
      let field = instance.type.fields[index]
      if field.isWrapped {
        return .published(type: instance.type.name, serial: instance.serial, name: field.propertyName)
      }
      return .field(
        type: instance.type.name, serial: instance.serial, name: field.propertyName,
        observable: instance.type.conforms(to: "ObservableObject"))
    case .global(let slot): return .global(name: interpreter.globalNames[slot])
    case .defaults(let key): return .defaults(keyLiteral: Render.literal(.string(key)))
    }
  }

  private func reportUnobserved(
    _ views: [ViewNode], _ read: PlainRead, _ write: PlainObservation.Write, _ origin: String
  ) {
    let value = describeUnobserved(read)
    let old = Render.literal(write.old)
    let names = views.map(\.typeName)
    let readers = names.count == 1 ? "\(names[0]).body" : "the last bodies of \(names.count) views"
    pitfall(
      .unobservedWrite(
        views: names, value: value, old: old, new: Render.literal(write.new), origin: origin),
      view: views[0],
      chain: [
        "\(origin) wrote \(value.what)\(write.site.line > 0 ? " at \(write.site)" : "")",
        "\(readers) had read \(old)",
        "no invalidation reached \(names.count == 1 ? names[0] : "any of them")",
      ])
  }
}
