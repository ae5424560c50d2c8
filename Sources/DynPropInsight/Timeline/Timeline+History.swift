import DynPropHost
import OrderedCollections

/// `history`: one line per tick, summarising what ran and what changed.
extension Timeline {
  /// The summary lines of the last `count` ticks with selected events (every tick when unfiltered).
  public func history(last count: Int?, filter: HistoryFilter) -> [String] {
    var lines: [String] = []
    for record in records where record.tick > 0 {
      let during = record.duringTick.filter(filter.selects)
      let after = record.afterTick.filter(filter.selects)
      if during.isEmpty, after.isEmpty, !filter.isEmpty { continue }
      var line = "tick \(record.tick): " + Self.summary(of: during)
      if !after.isEmpty {
        line =
          during.isEmpty && !filter.isEmpty
          ? "after tick \(record.tick): " + Self.summary(of: after)
          : line + " | then: " + Self.summary(of: after)
      }
      lines.append(line)
    }
    var notes: [String] = []
    if let count, lines.count > count {
      notes.append("(the last \(count) of \(lines.count) ticks; 'history \(lines.count)' shows all)")
      lines.removeFirst(lines.count - count)
    }
    if droppedThrough > 0 {
      notes.append(
        "(ticks 1–\(droppedThrough) were dropped: the history keeps the last \(limit) ticks; 'history --keep N' changes that)"
      )
    }
    if lines.isEmpty { lines = [filter.isEmpty ? "no ticks yet" : "no tick matches"] }
    return lines + notes
  }

  /// What happened, grouped: bodies, updates, changes, requests, warnings, pitfalls, crashes, prints.
  static func summary(of events: [Event]) -> String {
    var bodies: OrderedDictionary<String, Int> = [:]
    var updates: OrderedDictionary<String, Int> = [:]
    var others: [String] = []
    for event in events {
      let view = event.string("view") ?? "?"
      switch event.type {
      case .body: bodies[view, default: 0] += 1
      case .update: updates["\(view).\(event.string("property") ?? "?")", default: 0] += 1
      default: if let text = describe(event) { others.append(text) }
      }
    }
    var parts: [String] = []
    if !bodies.isEmpty { parts.append("body " + counted(bodies)) }
    if !updates.isEmpty { parts.append("update " + counted(updates)) }
    parts += limited(others, to: 6)
    return parts.isEmpty ? "nothing ran" : parts.joined(separator: "; ")
  }

  private static func counted(_ names: OrderedDictionary<String, Int>) -> String {
    names.map { $0.value > 1 ? "\($0.key) ×\($0.value)" : $0.key }.joined(separator: ", ")
  }

  private static func limited(_ items: [String], to count: Int) -> [String] {
    guard items.count > count else { return items }
    return Array(items.prefix(count)) + ["… \(items.count - count) more ('show TICK' lists all)"]
  }

  /// One short phrase per event of the other kinds.
  static func describe(_ event: Event) -> String? {
    let s = { (key: String) in event.string(key) ?? "" }
    switch event.type {
    case .change:
      let owner = event.string("view").map { "\($0)." } ?? ""
      if case .strings(let paths)? = event["paths"], let first = paths.first {
        let more = paths.count > 1 ? " (+\(paths.count - 1) more paths)" : ""
        return owner + Abbreviation.value(first, width: 120) + more
      }
      let old = event.string("old").map { Abbreviation.value($0, width: 32) } ?? "nil"
      return "\(owner)\(s("property")) \(old) → \(Abbreviation.value(s("new"), width: 32))"
    case .request: return "request #\(number(event["id"])) \(s("url"))"
    case .response: return "response #\(number(event["id"])) \(number(event["status"]))"
    case .warning, .pitfall:
      let view = event.string("view").map { " (\($0))" } ?? ""
      return "\(event.type.rawValue) \(s("id"))\(view)"
    case .crash: return "crash: \(Abbreviation.value(s("message"), width: 40))"
    case .error: return "error: \(Abbreviation.value(s("message"), width: 40))"
    case .print: return "print \(Abbreviation.value(s("text"), width: 32))"
    case .appear, .disappear: return "\(event.type.rawValue) \(s("view"))"
    case .action: return "action \(s("view")).\(s("kind"))"
    default: return nil
    }
  }

  static func number(_ value: EventValue?) -> String {
    if case .int(let n)? = value { return String(n) }
    if case .string(let s)? = value { return s }
    return "?"
  }
}
