import DynPropHost
import OrderedCollections

/// `diff T1 T2`: every piece of dynamic state whose value at the end of tick T1 differs from its value at
/// the end of tick T2, and the views that appeared or disappeared in between.
///
/// Exact without snapshots: a value differs only if it changed in a tick between the two, so the first
/// `old` and the last `new` of the `change` events in that span give both values.
extension Timeline {
  public func diff(_ first: Int, _ second: Int, width: Int?) -> Result<[String], TimelineError> {
    let (from, to) = (min(first, second), max(first, second))
    let last = records.last?.tick ?? 0
    if to > last { return .failure(.notYet(tick: to, last: last)) }
    if from < to, case .failure(let error) = record(from) { return .failure(error) }
    var values: OrderedDictionary<String, (label: String, old: String, new: String)> = [:]
    var presence: OrderedDictionary<String, (label: String, first: EventType, last: EventType)> = [:]
    for event in events(from: from, to: to) {
      switch event.type {
      case .change: note(change: event, in: &values)
      case .appear, .disappear: note(presence: event, in: &presence)
      default: break
      }
    }
    let reversed = first > second
    var lines: [String] = []
    for (label, old, new) in values.values where old != new {
      let (a, b) = reversed ? (new, old) : (old, new)
      lines.append(
        "  \(label): \(Abbreviation.value(a, width: width)) → \(Abbreviation.value(b, width: width))")
    }
    for (label, firstType, lastType) in presence.values where firstType == lastType {
      let appeared = (firstType == .appear) != reversed
      lines.append("  \(appeared ? "+" : "-") \(label) \(appeared ? "appeared" : "disappeared")")
    }
    let header = "from the end of tick \(first) to the end of tick \(second):"
    if lines.isEmpty {
      return .success(["no dynamic property differs between tick \(first) and tick \(second)"])
    }
    return .success([header] + lines)
  }

  /// What happened after tick `from` ended, up to the end of tick `to`.
  private func events(from: Int, to: Int) -> [Event] {
    guard from < to else { return [] }
    var result: [Event] = []
    for record in records(in: from...to) {
      switch record.tick {
      case from: result += record.afterTick
      case to: result += record.duringTick
      default: result += record.events
      }
    }
    return result
  }

  private func note(
    change event: Event, in values: inout OrderedDictionary<String, (label: String, old: String, new: String)>
  ) {
    let property = event.string("property") ?? "?"
    let node = event.string("node")
    let key = "\(node ?? "")|\(property)"
    let new = event.string("new") ?? "nil"
    if values[key] != nil {
      values[key]?.new = new
      return
    }
    var label = (event.string("view").map { "\($0)." } ?? "") + property
    if let node, node != event.string("view") { label += " @ \(node)" }
    values[key] = (label, event.string("old") ?? "nil", new)
  }

  private func note(
    presence event: Event,
    in presence: inout OrderedDictionary<String, (label: String, first: EventType, last: EventType)>
  ) {
    let node = event.string("node") ?? "?"
    if presence[node] != nil {
      presence[node]?.last = event.type
      return
    }
    let view = event.string("view") ?? "?"
    presence[node] = (node == view ? view : "\(view) @ \(node)", event.type, event.type)
  }
}
