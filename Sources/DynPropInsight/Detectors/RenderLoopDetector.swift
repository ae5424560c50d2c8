import DynPropDiagnostics
import DynPropHost

/// `render-loop`: a view is invalidated in K consecutive ticks (K = 5) by writes from work that its own
/// update/body/onAppear/onChange/`.task` callbacks started in response to its previous update, with no
/// user input in between (CONTRACT §6).
///
/// The chain is rooted in the update that scheduled each write: a write counts when the work that made
/// it was started by a callback that ran after the streak's previous write (`EventContext.workRoot`
/// above the serial of that write). Work started once that writes again and again (a `.task` loop, a
/// timer, a subscription, polling) keeps its old root, so a per-frame clock is not a loop; a `.task(id:)`
/// whose id changes because of its own write restarts, and each restart is rooted in the new update.
final class RenderLoopDetector: PitfallDetector {
  static let threshold = 5

  /// One link of a chain, formatted only when a pitfall is reported.
  private struct Link {
    var tick: Int
    var cause: String
    var property: String
    var view: String
    /// Where the write was made, when known.
    var source: SourceLocation?

    var text: String {
      "tick \(tick): \(cause) wrote \(property)\(source.map { " at \($0)" } ?? "") → \(view) invalidated"
    }
  }

  /// One view's streak; a class so that updating it never copies its links.
  private final class Streak {
    var lastTick = -1
    var count = 0
    /// `callbackSerial` when the streak's last write was made: the next link must be rooted above it.
    var lastWriteSerial = 0
    /// The user input epoch the count belongs to.
    var epoch = 0
    var chain = RecentSteps<Link>(capacity: 6)
    var reported = false
  }

  private var streaks: [String: Streak] = [:]
  /// Bumped by each user action, so every streak starts over without visiting them all.
  private var epoch = 0

  init() {}

  static let observedTypes: [EventType] = [.change]

  func observe(_ event: Event, _ context: EventContext) -> [Finding] {
    guard event.type == .change, let owner = event.string("node"), let by = event.string("by"), owner == by,
      let cause = event.string("cause"), isOwnCallback(cause), !cause.hasPrefix("response #")
    else { return [] }
    let streak = streaks[owner] ?? Streak()
    streaks[owner] = streak
    guard context.workRoot > streak.lastWriteSerial, streak.lastTick != event.tick else { return [] }
    let continues = streak.lastTick == event.tick - 1 && streak.epoch == epoch
    streak.count = continues ? streak.count + 1 : 1
    (streak.lastTick, streak.lastWriteSerial, streak.epoch) = (event.tick, context.callbackSerial, epoch)
    let view = event.string("view") ?? "view"
    streak.chain.append(
      Link(
        tick: event.tick, cause: cause, property: event.string("property") ?? "?", view: view,
        source: event.location("source")))
    guard streak.count >= Self.threshold, !streak.reported else { return [] }
    streak.reported = true
    let name = event.string("view") ?? owner
    let callback = String(CauseText.root(cause))
    return [
      Finding(
        report: .renderLoop(view: name, ticks: streak.count, callback: callback), view: name,
        chain: streak.chain.steps.map(\.text))
    ]
  }

  private func isOwnCallback(_ cause: String) -> Bool {
    let root = CauseText.root(cause)
    return root.hasSuffix(".body") || root.hasSuffix(".update()") || root.hasSuffix(".onAppear")
      || root.hasSuffix(".onChange") || root.hasSuffix(".task")
  }

  func userInput() { epoch += 1 }
}
