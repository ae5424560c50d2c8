import DynPropHost
import DynPropInsight

/// `history [N] [--view V] [--property P] [--kind K]`: one line per past tick; `history --keep N`.
struct HistoryCommand: ShellCommand {
  let name = "history"
  let usage = "history [N] [--view V] [--property P] [--kind K] | --keep N"
  let summary = "summarise the past ticks, one line each"
  let details = """
    Summarises the last N ticks (default 20), one line each: which bodies and update()s ran, what
    changed (old → new), requests, warnings and pitfalls. A tick's line also covers the commands run
    after it, until the next tick began.
      --view VIEW        only what happened to views of type VIEW
      --property PATH    only changes of PATH (VIEW.prop, Type.prop for an object's property, prop)
      --kind KIND        only events of these kinds (body, update, change, request, response,
                         warning, pitfall, print, crash, error, appear, disappear, action)
    With a filter, ticks with nothing selected are left out. 'show TICK' shows one tick in full,
    'diff T1 T2' what differs between two ticks. The history keeps the last 10,000 ticks;
    'history --keep N' changes that (older ticks are dropped, and history says so).
    """

  func isInspection(_ arguments: CommandArguments) -> Bool { true }

  func run(_ arguments: CommandArguments, in session: Session) throws -> CommandOutput {
    var words = try arguments.words()
    let timeline = session.engine.timeline
    if words.first == "--keep" {
      guard words.count == 2 else { throw usageError() }
      timeline.limit = try CommandArguments.integer(words[1], for: "history --keep", minimum: 1)
      return .text("the history keeps the last \(timeline.limit) ticks")
    }
    var filter = HistoryFilter()
    var count = 20
    while !words.isEmpty {
      let word = words.removeFirst()
      switch word {
      case "--view": filter.view = try value(of: word, &words)
      case "--property": filter.property = try path(try value(of: word, &words))
      case "--kind": filter.kinds.formUnion(try kinds(try value(of: word, &words)))
      default:
        guard !word.hasPrefix("--") else { throw usageError("unknown option '\(word)'") }
        count = try CommandArguments.integer(word, for: name, minimum: 1)
      }
    }
    return .text(timeline.history(last: count, filter: filter).joined(separator: "\n"))
  }

  private func value(of option: String, _ words: inout [String]) throws -> String {
    guard let value = words.first, !value.hasPrefix("--") else { throw usageError("\(option) needs a value") }
    words.removeFirst()
    return value
  }

  private func path(_ text: String) throws -> PropertyPath {
    guard let path = PropertyPath(text) else { throw usageError("'\(text)' is not a property path") }
    return path
  }

  private func kinds(_ text: String) throws -> Set<EventType> {
    var result: Set<EventType> = []
    for name in text.split(separator: ",").map(String.init) {
      guard let kind = EventType(rawValue: name), HistoryFilter.kindNames.contains(kind) else {
        let known = HistoryFilter.kindNames.map(\.rawValue).joined(separator: ", ")
        throw usageError("unknown kind '\(name)' (known: \(known))")
      }
      result.insert(kind)
    }
    return result
  }
}
