import DynPropHost
import OrderedCollections

/// `work-outlives-view`: work a view started (a repeating `Timer`, a subscription, an `asyncAfter` chain,
/// a `.task` loop that ignores its cancellation) goes on writing after the view left the tree.
///
/// A write names the view whose callback started its work (`by`, the starter's node). Once that node has
/// disappeared, writes by the same work in 3 different ticks confirm it: a single late response, or a
/// load of two steps, settles and is not reported (CONTRACT §3: pitfalls do not fire on code that
/// settles). Reported once per node; a node that appears again starts over.
final class OutlivedWorkDetector: PitfallDetector {
  static let confirmingTicks = 3
  /// At most this many departed nodes are remembered (the oldest are forgotten first).
  static let capacity = 4096

  private struct Departure {
    var view: String
    var tick: Int
    var ticks = 0
    var lastTick = -1
    var reported = false
  }

  private var departed: OrderedDictionary<String, Departure> = [:]

  init() {}

  static let observedTypes: [EventType] = [.appear, .disappear, .change]

  func observe(_ event: Event, _ context: EventContext) -> [Finding] {
    switch event.type {
    case .disappear:
      guard let node = event.string("node") else { return [] }
      departed[node] = Departure(view: event.string("view") ?? node, tick: event.tick)
      if departed.count > Self.capacity { departed.removeFirst() }
    case .appear:
      // A mount appears every view: nothing to forget until one has disappeared.
      if !departed.isEmpty, let node = event.string("node") { departed[node] = nil }
    case .change:
      return lateWrite(event)
    default: break
    }
    return []
  }

  private func lateWrite(_ event: Event) -> [Finding] {
    guard let node = event.string("by"), var departure = departed[node], !departure.reported,
      departure.lastTick != event.tick
    else { return [] }
    departure.ticks += 1
    departure.lastTick = event.tick
    defer { departed[node] = departure }
    guard departure.ticks >= Self.confirmingTicks else { return [] }
    departure.reported = true
    let work = event.string("cause") ?? "work"
    let property = event.string("property") ?? "?"
    return [
      Finding(
        report: .workOutlivesView(
          view: departure.view, work: work, property: property, ticks: departure.ticks),
        view: departure.view,
        chain: [
          "tick \(departure.tick): \(departure.view) left the tree",
          "tick \(event.tick): \(work) wrote \(property)\(Self.site(event)) (writes in \(departure.ticks) ticks since it left)",
        ])
    ]
  }
}
