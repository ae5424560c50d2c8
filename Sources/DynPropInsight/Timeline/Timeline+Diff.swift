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
    var values: OrderedDictionary<String, ValueSpan> = [:]
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
    for span in values.values where span.old != span.new {
      // One change that named its paths is shown by them (forwards only: they are old → new).
      if let paths = span.paths, !reversed, let width {
        lines += paths.map { "  \(span.owner)\(Abbreviation.value($0, width: 2 * width))" }
        continue
      }
      let (a, b) = Abbreviation.difference(
        reversed ? span.new : span.old, reversed ? span.old : span.new, width: width)
      lines.append("  \(span.label): \(a) → \(b)")
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

  /// A piece of state over the span: its value before the first change and after the last, and the
  /// changed paths when one change made the whole difference.
  private struct ValueSpan {
    var label: String
    var owner: String
    var old: String
    var new: String
    var paths: [String]?
  }

  private func note(change event: Event, in values: inout OrderedDictionary<String, ValueSpan>) {
    let property = event.string("property") ?? "?"
    let node = event.string("node")
    let key = "\(node ?? "")|\(property)"
    let new = event.string("new") ?? "nil"
    if values[key] != nil {
      values[key]?.new = new
      values[key]?.paths = nil
      return
    }
    let owner = event.string("view").map { "\($0)." } ?? ""
    var label = owner + property
    if let node, node != event.string("view") { label += " @ \(node)" }
    var paths: [String]?
    if case .strings(let list)? = event["paths"], node == nil || node == event.string("view") { paths = list }
    values[key] = ValueSpan(
      label: label, owner: owner, old: event.string("old") ?? "nil", new: new, paths: paths)
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
