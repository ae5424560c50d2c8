import DynPropHost
import OrderedCollections

/// Turns the host's event stream into diagnoses: loop detectors, `why`, `diagnose`.
///
/// Detectors work on causes recorded in the events (who started a request, which work wrote a value,
/// which view it invalidated), not on counts alone (CONTRACT §6).
public final class Insight {
  /// The event-stream detectors, in the order they see each event (a new detector is one file in
  /// Detectors/ and one entry here).
  nonisolated(unsafe) static let detectorTypes: [any PitfallDetector.Type] = [
    FetchLoopDetector.self, RenderLoopDetector.self, OutlivedWorkDetector.self,
  ]

  /// Per `EventType.ordinal`: whether some detector reads events of the type.
  private static let observed: [Bool] = {
    var observed = [Bool](repeating: false, count: EventType.allCases.count)
    for detector in detectorTypes {
      for type in detector.observedTypes { observed[type.ordinal] = true }
    }
    return observed
  }()

  unowned let graph: ViewGraph
  private var detectors = Insight.detectorTypes.map { $0.init() }
  /// Pitfall events so far, in order.
  private(set) var pitfalls: [Event] = []
  private var confirmedLoop = false

  public init(graph: ViewGraph) { self.graph = graph }

  public func observe(_ event: Event) {
    switch event.type {
    case .pitfall:
      pitfalls.append(event)
      if event.string("id").flatMap(Pitfall.init(id:))?.endsRun == true { confirmedLoop = true }
    default:
      guard Self.observed[event.type.ordinal] else { return }
      let context = EventContext(workRoot: graph.workRoot, callbackSerial: graph.callbackSerial)
      for detector in detectors {
        for finding in detector.observe(event, context) {
          graph.reportPitfall(finding.report, view: finding.view, chain: finding.chain)
        }
      }
    }
  }

  /// A user action finished (`tap`, `set`, `eval`): loops need "no user input", and plain writes are checked.
  public func actionFinished(origin: String) {
    for detector in detectors { detector.userInput() }
    graph.workFinished(origin: origin)
  }

  /// Whether a loop pitfall was confirmed since the last call (`run` stops then).
  public func consumeLoopConfirmation() -> Bool {
    defer { confirmedLoop = false }
    return confirmedLoop
  }

  public func reset() {
    pitfalls.removeAll()
    detectors = Insight.detectorTypes.map { $0.init() }
    confirmedLoop = false
  }

  /// `diagnose`: every pitfall found so far, grouped by id, with its explanation and chain.
  public func diagnose() -> String {
    if pitfalls.isEmpty { return "no pitfalls found so far" }
    var groups: OrderedDictionary<String, [Event]> = [:]
    for event in pitfalls { groups[event.string("id") ?? "?", default: []].append(event) }
    var lines: [String] = []
    for (id, events) in groups {
      lines.append("\(id) (\(events.count)):")
      for event in events {
        let view = event.string("view").map { " [\($0)]" } ?? ""
        lines.append("  tick \(event.tick)\(view): \(event.string("message") ?? "")")
        if case .strings(let chain)? = event["chain"] {
          for step in chain { lines.append("    → \(step)") }
        }
      }
    }
    return lines.joined(separator: "\n")
  }

  /// `why VIEW`: the cause chain of the view's most recent body, from the events the history keeps.
  /// `node` (a node path) picks one instance of the view type (`why RowView#5`).
  public func why(view: String, node instance: String? = nil, in timeline: Timeline) -> String {
    let log = Array(timeline.events)
    let isTheView = { (event: Event) in
      event.type == .body && event.string("view") == view
        && (instance == nil || event.string("node") == instance)
    }
    guard let bodyIndex = log.lastIndex(where: isTheView) else {
      guard timeline.droppedThrough > 0 else { return "\(view) has not run its body yet" }
      return
        "\(view) has not run its body since tick \(timeline.droppedThrough) (the history keeps the last \(timeline.limit) ticks; 'history --keep N' changes that)"
    }
    let body = log[bodyIndex]
    var tokens: [String] = []
    if case .strings(let list)? = body["changes"] { tokens = list }
    var lines = [
      "\(view).body ran in tick \(body.tick) because: "
        + (tokens.isEmpty ? "nothing changed (unchanged.)" : tokens.joined(separator: ", "))
    ]
    for token in tokens { lines.append("  " + Explain.token(token, view: view)) }
    let node = body.string("node")
    let start =
      log[..<bodyIndex].lastIndex { $0.type == .body && $0.string("node") == node }.map { $0 + 1 } ?? 0
    // Only the writes that invalidated this view (the body event's `causes`): storage it read, an
    // object it observes, or a property of one.
    var causes: Set<String> = []
    if case .strings(let list)? = body["causes"] { causes = Set(list) }
    let writes = log[start..<bodyIndex].filter { event in
      guard event.type == .change else { return false }
      let property = event.string("property") ?? ""
      let id = "\(event.string("node") ?? "")|\(property)"
      guard causes.contains(id) || causes.contains(where: { id.hasPrefix($0 + ".") }) else { return false }
      // The owner of a @State is always told of a write; it counts only if its body read it (§12.6).
      guard event.string("node") == node else { return true }
      return tokens.contains { property == $0 || property.hasPrefix($0 + ".") }
    }
    for write in writes {
      let cause = write.string("cause") ?? "?"
      lines.append(
        "  tick \(write.tick): \(write.string("property") ?? "?"): \(write.string("old") ?? "nil") → \(write.string("new") ?? "?")  (by \(cause))"
      )
    }
    return lines.joined(separator: "\n")
  }
}

/// Plain-words meaning of `_printChanges` tokens.
enum Explain {
  static func token(_ token: String, view: String) -> String {
    switch token {
    case "@self": return "@self: the parent built a \(view) value that differs from the previous one"
    case "@identity": return "@identity: this is a new view identity (first body)"
    case "@dependencies": return "@dependencies: an @Observable property its body read changed"
    default: return "\(token): this dynamic property changed and the body reads it"
    }
  }
}
