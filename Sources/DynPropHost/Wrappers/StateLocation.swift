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

  init(value: Value, property: String, owner: ViewNode?, graph: ViewGraph) {
    self.value = value
    self.property = property
    self.owner = owner
    self.graph = graph
  }

  /// A read from script code: during a body the reading view starts depending on this location.
  public func read() -> Value {
    if let reader = graph.currentBodyNode { markRead(by: reader) }
    return value
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
    let old = value
    value = newValue
    version += 1
    graph.stateChanged(self, old: old, new: newValue, at: location)
  }
}
