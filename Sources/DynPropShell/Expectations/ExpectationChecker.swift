import DynPropHost

/// The outcome of one expectation: whether it held, and what was expected and seen, for the report.
public struct ExpectationResult: Equatable, Sendable {
  public var ok: Bool
  public var expected: String
  public var seen: String

  public init(ok: Bool, expected: String, seen: String) {
    self.ok = ok
    self.expected = expected
    self.seen = seen
  }
}

/// Checks expectations against the event log (counters, "so far") and the engine (screen, values).
///
/// Counters come only from recorded events, never from engine internals, so what `expect` checks is
/// exactly what the transcript and `--json` show (CONTRACT §3).
public struct ExpectationChecker {
  public let log: EventLog
  public let engine: Engine

  public init(log: EventLog, engine: Engine) {
    self.log = log
    self.engine = engine
  }

  public func check(_ expectation: Expectation) -> ExpectationResult {
    switch expectation {
    case .bodyCount(let view, let count):
      return counted(log.count(.body, view: view), count, "body-count \(view) \(count)")
    case .updateCount(let view, let count):
      return counted(log.count(.update, view: view), count, "update-count \(view) \(count)")
    case .requests(let count):
      return counted(log.count(.request), count, "requests \(count)")
    case .warning(let id): return raised(.warning, id: id)
    case .noWarning(let id): return notRaised(.warning, id: id)
    case .pitfall(let id): return raised(.pitfall, id: id)
    case .noPitfall(let id): return notRaised(.pitfall, id: id)
    case .text(let text, let count):
      return ScreenCheck(strings: engine.screenStrings()).text(text, count: count)
    case .noText(let text): return ScreenCheck(strings: engine.screenStrings()).noText(text)
    case .print(let text): return printed(text)
    case .crash(let text): return matching(log.crashes, text, what: "a crash")
    case .noCrash: return noCrash()
    case .error(let text):
      var messages = TextLog()
      for message in log.events(.error).compactMap({ $0.string("message") }) { messages.append(message) }
      return matching(messages, text, what: "an error")
    case .value(let lhs, let rhs): return value(lhs, rhs)
    }
  }

  private func counted(_ seen: Int, _ expected: Int, _ text: String) -> ExpectationResult {
    ExpectationResult(ok: seen == expected, expected: text, seen: String(seen))
  }

  private func raised(_ type: EventType, id: String) -> ExpectationResult {
    let ids = log.ids(of: type)
    let seen = ids.isEmpty ? "no \(type.rawValue)s" : "\(type.rawValue)s: " + ids.joined(separator: ", ")
    return ExpectationResult(ok: ids.contains(id), expected: "\(type.rawValue) \(id)", seen: seen)
  }

  private func notRaised(_ type: EventType, id: String?) -> ExpectationResult {
    let offending = log.first(type, id: id)
    let expected = "no \(type.rawValue)" + (id.map { " \($0)" } ?? "")
    guard let offending else { return ExpectationResult(ok: true, expected: expected, seen: "none") }
    let place = offending.string("view").map { " in \($0)" } ?? ""
    let seen = "\(type.rawValue) \(offending.string("id") ?? "?")\(place) in tick \(offending.tick)"
    return ExpectationResult(ok: false, expected: expected, seen: seen)
  }

  private func printed(_ text: String) -> ExpectationResult {
    let lines = log.prints
    let expected = "a printed line containing \(quoted(text))"
    if lines.contains(text) {
      return ExpectationResult(ok: true, expected: expected, seen: "it")
    }
    let seen = lines.count == 0 ? "nothing printed" : "\(lines.count) printed: " + list(lines)
    return ExpectationResult(ok: false, expected: expected, seen: seen)
  }

  /// `expect crash ["S"]` and `expect error ["S"]`: any crash or error whose message contains S.
  private func matching(_ messages: TextLog, _ text: String?, what: String) -> ExpectationResult {
    let expected = what + (text.map { " containing \(quoted($0))" } ?? "")
    let ok = messages.contains(text ?? "")
    let seen = messages.count == 0 ? "none" : list(messages)
    return ExpectationResult(ok: ok, expected: expected, seen: seen)
  }

  /// The first texts, as `ScreenCheck.list` shows a list, with the count of the rest.
  private func list(_ texts: TextLog) -> String {
    let shown = texts.first.map(ArgumentSplitter.quote).joined(separator: ", ")
    return texts.count > texts.first.count ? "\(shown), … (\(texts.count - texts.first.count) more)" : shown
  }

  private func noCrash() -> ExpectationResult {
    let crash = log.firstCrash
    let seen = crash.map { "crash in tick \($0.tick): \($0.string("message") ?? "")" } ?? "none"
    return ExpectationResult(ok: crash == nil, expected: "no crash", seen: seen)
  }

  private func value(_ lhs: String, _ rhs: String) -> ExpectationResult {
    let expected = "\(lhs) == \(rhs)"
    do {
      let result = try engine.valuesEqual(lhs, rhs)
      return ExpectationResult(ok: result.equal, expected: expected, seen: "\(result.lhs) vs \(result.rhs)")
    } catch {
      return ExpectationResult(ok: false, expected: expected, seen: "error: \(ErrorText.describe(error))")
    }
  }

  private func quoted(_ text: String) -> String { ArgumentSplitter.quote(text) }
}
