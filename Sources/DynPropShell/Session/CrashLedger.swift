import DynPropHost

/// The app crashes a session has seen and which of them an `expect crash` claimed.
///
/// A crash of the simulated app is an event, not a tool failure (CONTRACT §1), but a scenario whose tap
/// crashes must not pass by accident: every crash is an implicit expectation that fails at the end of
/// `run`, `test` and piped input unless a later holding `expect crash` claimed it. Claims work like
/// `expect error`'s: a holding `expect crash` claims every crash since the start or the last `reset`;
/// a crash before a `reset` can no longer be claimed.
struct CrashLedger {
  /// One crash: the command line during which it happened, and its event.
  struct Entry {
    var line: Int
    var event: Event
  }

  /// Unclaimed crashes since the start or the last `reset`.
  private(set) var inWindow: [Entry] = []
  /// Unclaimed crashes from before the last `reset`.
  private(set) var beforeReset: [Entry] = []

  mutating func crashed(_ event: Event, line: Int) { inWindow.append(Entry(line: line, event: event)) }

  /// A holding `expect crash` claims every crash of the window.
  mutating func claim() { inWindow.removeAll() }

  mutating func reset() {
    beforeReset += inWindow
    inWindow.removeAll()
  }

  /// Every crash no `expect crash` claimed, in order.
  var unclaimed: [Entry] { beforeReset + inWindow }

  /// The implicit expectation's result for one unclaimed crash: what failed and where it crashed.
  static func failure(_ entry: Entry) -> ExpectationResult {
    let event = entry.event
    let place = event.string("source").map { " at \($0)" } ?? ""
    return ExpectationResult(
      ok: false, expected: "no crash (or an 'expect crash' after it)",
      seen: "\(event.string("message") ?? "crash")\(place) in tick \(event.tick)")
  }

  /// The `text` of the implicit expectation's `expect` event.
  static let text = "(implicit) no unclaimed crash"
}
