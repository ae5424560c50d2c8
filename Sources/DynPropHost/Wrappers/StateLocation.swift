import DynPropDiagnostics
import DynPropInterpreter

/// The storage of one `@State` (or `@AppStorage` key) once installed on a view: SwiftUI's
/// `StoredLocation` (SEMANTICS §2.2).
///
/// It remembers which views' bodies read it since their last body (§2.8: a box reports "changed" only if
/// the location was read), and tells the graph about every accepted write.
public final class StateLocation {
  public var value: Value
  /// Dotted path for events (`_count`, `_feed._data`).
  public let property: String
  public weak var owner: ViewNode?
  /// Nodes whose last body read this location (the owner and views reading it through a binding).
  var readers: [ObjectIdentifier: ViewNode] = [:]
  /// Incremented on every accepted write; boxes compare it with what they saw last.
  public private(set) var version = 0
  unowned let graph: ViewGraph
  /// Value and write count as earlier pending transactions must still show them (§2.7): each entry holds
  /// until the render pass of transaction `until`. Empty unless a write waited behind another transaction.
  private var earlier: [(until: Int, value: Value, version: Int)] = []
  /// The transaction of the last accepted write.
  private var lastTransaction = 0

  init(value: Value, property: String, owner: ViewNode?, graph: ViewGraph) {
    self.value = value
    self.property = property
    self.owner = owner
    self.graph = graph
  }

  /// A read from script code: during a body the reading view starts depending on this location.
  public func read() -> Value {
    if let reader = graph.currentBodyNode { markRead(by: reader) }
    return shown.value
  }

  /// The value and write count the running render pass shows: those at the end of the transaction it
  /// renders (§2.7). Outside render passes, the stored value.
  var shown: (value: Value, version: Int) {
    guard !earlier.isEmpty, let flushing = graph.transactions.flushing else { return (value, version) }
    if let entry = earlier.first(where: { $0.until > flushing }) { return (entry.value, entry.version) }
    return (value, version)
  }

  /// `reader` depends on this location until its next body.
  func markRead(by reader: ViewNode) {
    guard readers[ObjectIdentifier(reader)] == nil else { return }
    readers[ObjectIdentifier(reader)] = reader
    reader.readLocations.append(self)
  }

  /// A write from script code; dropped with a warning during view updates (§2.5, §12.2).
  public func write(_ newValue: Value, at location: SourceLocation) {
    if graph.isUpdatingViews {
      graph.warn(.stateWriteDuringUpdate, view: graph.currentUpdateNode, at: location)
      return
    }
    guard !graph.valuesEqual(value, newValue) else { return }
    let held = joinTransaction()
    let old = value
    value = newValue
    version += 1
    graph.stateChanged(self, old: old, new: newValue, held: held, at: location)
  }

  /// Joins the write to its transaction; a write behind an earlier pending transaction keeps the value
  /// that transaction's pass must show, and waits for its own pass to invalidate readers.
  private func joinTransaction() -> Bool {
    let (id, held) = graph.transactions.joinForWrite()
    defer { lastTransaction = id }
    if !earlier.isEmpty {
      let oldest = graph.transactions.oldestPendingID
      earlier.removeAll { $0.until <= oldest }
    }
    guard held, lastTransaction != id else { return held }
    earlier.append((until: id, value: value, version: version))
    graph.transactions.hold(self)
    return true
  }
}
