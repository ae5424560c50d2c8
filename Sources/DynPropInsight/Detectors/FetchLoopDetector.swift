import DynPropDiagnostics
import DynPropHost

/// `fetch-loop`: work started by a view's `update()` or `body` (a request, a main-queue block, a task)
/// completes with a write that invalidates that view, and the view starts the work again. The third
/// round confirms it (CONTRACT §6). A fetch whose result compares equal writes nothing (an equal write
/// is a no-op, SEMANTICS §2.6), so the chain stops and no round completes.
final class FetchLoopDetector: PitfallDetector {
  /// One view's rounds; a class so that updating it never copies its steps.
  private final class Progress {
    var rounds = 0
    var awaitingRestart = false
    var chain = RecentSteps<String>(capacity: 8)
    var reported = false
  }

  private var progress: [String: Progress] = [:]

  init() {}

  static let observedTypes: [EventType] = [.request, .change]

  func observe(_ event: Event, _ context: EventContext) -> [Finding] {
    switch event.type {
    case .request: return started(event)
    case .change:
      completed(event)
      return []
    default: return []
    }
  }

  private func started(_ event: Event) -> [Finding] {
    guard let node = event.string("by"), let origin = event.string("origin"),
      ByteSearch.contains(origin, ".update()") || ByteSearch.contains(origin, ".body")
    else { return [] }
    let state = progress[node] ?? Progress()
    progress[node] = state
    state.chain.append("tick \(event.tick): \(origin) started request #\(number(event["id"]))")
    if state.awaitingRestart {
      state.rounds += 1
      state.awaitingRestart = false
    }
    guard state.rounds >= 3, !state.reported else { return [] }
    state.reported = true
    let view = event.string("view") ?? node
    let starter = String(CauseText.root(origin))
    return [Finding(report: .fetchLoop(view: view, starter: starter), view: view, chain: state.chain.steps)]
  }

  private func completed(_ event: Event) {
    guard let owner = event.string("node"), let by = event.string("by"),
      owner == by || owner.hasPrefix(by + "/"),
      let cause = event.string("cause"), cause.hasPrefix("response #") || ByteSearch.contains(cause, "→"),
      let state = progress[by]
    else { return }
    state.awaitingRestart = true
    state.chain.append(
      "tick \(event.tick): \(cause) wrote \(event.string("property") ?? "?")\(Self.site(event)) (\(event.string("old") ?? "nil") → \(event.string("new") ?? "?")) → \(event.string("view") ?? "the view") invalidated"
    )
  }

  private func number(_ value: EventValue?) -> String {
    if case .int(let i)? = value { return String(i) }
    return "?"
  }
}
