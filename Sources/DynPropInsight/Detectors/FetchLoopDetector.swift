import DynPropHost
import Foundation

/// `fetch-loop`: work started by a view's `update()` or `body` (a request, a main-queue block, a task)
/// completes with a write that invalidates that view, and the view starts the work again. The third
/// round confirms it (CONTRACT §6). A fetch whose result compares equal writes nothing (an equal write
/// is a no-op, SEMANTICS §2.6), so the chain stops and no round completes.
final class FetchLoopDetector: PitfallDetector {
  private struct Progress {
    var rounds = 0
    var awaitingRestart = false
    var chain: [String] = []
    var reported = false
  }

  private var progress: [String: Progress] = [:]

  init() {}

  func observe(_ event: Event) -> [Finding] {
    switch event.type {
    case .request:
      return started(event, what: "request #\(event.fields["id"].map(intText) ?? "?")")
    case .change:
      completed(event)
      return []
    default:
      return []
    }
  }

  private func started(_ event: Event, what: String) -> [Finding] {
    guard let node = event.string("by"), let origin = event.string("origin"),
      origin.contains(".update()") || origin.contains(".body")
    else { return [] }
    var state = progress[node] ?? Progress()
    state.chain.append("tick \(event.tick): \(origin) started \(what)")
    if state.awaitingRestart {
      state.rounds += 1
      state.awaitingRestart = false
    }
    defer { progress[node] = state }
    guard state.rounds >= 3, !state.reported else { return [] }
    state.reported = true
    return [finding(event.string("view") ?? node, origin, state.chain)]
  }

  private func completed(_ event: Event) {
    guard let owner = event.string("node"), let by = event.string("by"),
      owner == by || owner.hasPrefix(by + "/"),
      let cause = event.string("cause"), cause.hasPrefix("response #") || cause.contains("→"),
      var state = progress[by]
    else { return }
    state.awaitingRestart = true
    state.chain.append(
      "tick \(event.tick): \(cause) wrote \(event.string("property") ?? "?") (\(event.string("old") ?? "nil") → \(event.string("new") ?? "?")) → \(event.string("view") ?? "the view") invalidated"
    )
    progress[by] = state
  }

  private func finding(_ view: String, _ origin: String, _ chain: [String]) -> Finding {
    let starter = origin.components(separatedBy: " → ").first ?? origin
    return Finding(
      report: .fetchLoop(view: view, starter: starter), view: view, chain: Array(chain.suffix(8)))
  }

  private func intText(_ value: EventValue) -> String {
    if case .int(let i) = value { return String(i) }
    return "?"
  }
}
