import DynPropHost
import DynPropInsight

/// What stops `run`, `tick` and `step` (`break`), and what prints a line when it changes (`watch`).
///
/// Both are checked against the event stream as it happens, so a break stops the tick at the phase
/// boundary right after the event (an `update()`, a `body`, a queued action), like a debugger.
struct Breakpoint: Equatable {
  enum Condition: Equatable {
    case property(PropertyPath)
    case view(String)
    case warning(String?)
    case pitfall(String?)
  }

  let number: Int
  let condition: Condition

  var description: String {
    switch condition {
    case .property(let path): return path.text
    case .view(let view): return "view \(view)"
    case .warning(let id): return "warning" + (id.map { " \($0)" } ?? "")
    case .pitfall(let id): return "pitfall" + (id.map { " \($0)" } ?? "")
    }
  }

  /// A one-line account of the event if it triggers this breakpoint.
  func hit(by event: Event) -> String? {
    switch condition {
    case .property(let path):
      guard path.matches(event) else { return nil }
      return WatchLine.change(event)
    case .view(let view):
      guard event.type == .body || event.type == .update, event.string("view") == view else { return nil }
      return event.type == .body
        ? "\(view).body ran" : "\(view).\(event.string("property") ?? "?").update() ran"
    case .warning(let id), .pitfall(let id):
      let type: EventType = if case .warning = condition { .warning } else { .pitfall }
      guard event.type == type, id == nil || event.string("id") == id else { return nil }
      return "\(type.rawValue) \(event.string("id") ?? "?")"
        + (event.string("view").map { " in \($0)" } ?? "")
    }
  }
}

/// How `watch` and break hits describe a change.
enum WatchLine {
  static func change(_ event: Event) -> String {
    let owner = event.string("view").map { "\($0)." } ?? ""
    return "\(owner)\(event.string("property") ?? "?"): " + values(event)
  }

  /// `old → new (tick N, by CAUSE)`
  static func values(_ event: Event) -> String {
    let old = Abbreviation.value(event.string("old") ?? "nil")
    let new = Abbreviation.value(event.string("new") ?? "?")
    let cause = event.string("cause").map { ", by \($0)" } ?? ""
    return "\(old) → \(new) (tick \(event.tick)\(cause))"
  }
}

/// The session's watches and breakpoints, and the break hit (if any) since the last phase began.
struct BreakState {
  var watches: [PropertyPath] = []
  var breakpoints: [Breakpoint] = []
  var nextNumber = 1
  /// Set by the first event that triggers a breakpoint; cleared when stepping resumes.
  var hit: (breakpoint: Breakpoint, text: String)?

  /// Lines to print for the event (watches), and records a break hit.
  mutating func observe(_ event: Event) -> [String] {
    guard event.type == .change || !breakpoints.isEmpty else { return [] }
    if hit == nil {
      for breakpoint in breakpoints {
        if let text = breakpoint.hit(by: event) {
          hit = (breakpoint, text)
          break
        }
      }
    }
    return watches.filter { $0.matches(event) }.map { "watch \($0.text): " + WatchLine.values(event) }
  }
}
