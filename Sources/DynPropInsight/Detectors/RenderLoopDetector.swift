import DynPropHost
import Foundation

/// `render-loop`: a view is invalidated in K consecutive ticks (K = 5) by writes from work that its own
/// update/body/appear/change callbacks started, with no user input in between (CONTRACT §6). Work
/// started once that fires repeatedly (a timer, polling) is not such a chain, because its writes do
/// not come from the view's own callbacks.
final class RenderLoopDetector: PitfallDetector {
  static let threshold = 5

  private struct Streak {
    var lastTick = -1
    var count = 0
    var chain: [String] = []
    var reported = false
  }

  private var streaks: [String: Streak] = [:]

  init() {}

  func observe(_ event: Event) -> [Finding] {
    guard event.type == .change, let owner = event.string("node"), let by = event.string("by"), owner == by,
      let cause = event.string("cause"), isOwnCallback(cause), !cause.hasPrefix("response #")
    else { return [] }
    var streak = streaks[owner] ?? Streak()
    if streak.lastTick == event.tick { return [] }
    streak.count = streak.lastTick == event.tick - 1 ? streak.count + 1 : 1
    streak.lastTick = event.tick
    streak.chain.append(
      "tick \(event.tick): \(cause) wrote \(event.string("property") ?? "?") → \(event.string("view") ?? "view") invalidated"
    )
    defer { streaks[owner] = streak }
    guard streak.count >= Self.threshold, !streak.reported else { return [] }
    streak.reported = true
    let view = event.string("view") ?? owner
    let callback = cause.components(separatedBy: " → ").first ?? cause
    return [
      Finding(
        report: .renderLoop(view: view, ticks: streak.count, callback: callback), view: view,
        chain: Array(streak.chain.suffix(6)))
    ]
  }

  private func isOwnCallback(_ cause: String) -> Bool {
    let root = cause.components(separatedBy: " → ").first ?? cause
    return root.hasSuffix(".body") || root.hasSuffix(".update()") || root.hasSuffix(".onAppear")
      || root.hasSuffix(".onChange") || root.hasSuffix(".task")
  }

  func userInput() { for key in streaks.keys { streaks[key]?.count = 0 } }

}
