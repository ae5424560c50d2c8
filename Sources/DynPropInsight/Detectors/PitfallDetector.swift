import DynPropHost

/// A pitfall detector over the event stream (CONTRACT §6): one per file in this folder, listed in
/// `Insight.detectorTypes`.
///
/// Like a swift-format rule, a detector looks for one thing and says what it found; `Insight` feeds it
/// the events, reports its findings once per pitfall and view, and makes a fresh one on `reset`.
/// Detectors work on the causes recorded in the events (who started a request, which work wrote a value,
/// which view it invalidated), not on counts alone, and do O(1) amortized work per event whatever the
/// length of the session.
protocol PitfallDetector: AnyObject {
  init()
  /// The event types `observe` reads: `Insight` passes it no others (most of a mount's events are
  /// `body` and `update`, which no detector reads).
  static var observedTypes: [EventType] { get }
  /// Every event of `observedTypes`, in order; returns what it diagnosed now.
  func observe(_ event: Event, _ context: EventContext) -> [Finding]
  /// A user action ran (`tap`, `set`, `eval`): loops need "no user input" between their rounds.
  func userInput()
}

extension PitfallDetector {
  func userInput() {}

  /// ` at File.swift:L:C`, the line a `change` event's write was made on, for chains (issue 18.6).
  static func site(_ event: Event) -> String {
    event.string("source").map { " at \($0)" } ?? ""
  }
}

/// What the graph knew when an event was made, beyond the event's fields.
struct EventContext {
  /// The serial of the view callback or user action the code that made the event is rooted in
  /// (`ViewGraph.workRoot`): deferred work keeps the root of whoever started it.
  var workRoot: Int
  /// The latest serial handed out (`ViewGraph.callbackSerial`).
  var callbackSerial: Int
}

/// A pitfall found by a detector, with the view it concerns and the steps that led to it.
struct Finding {
  var report: PitfallReport
  var view: String?
  var chain: [String]
}
