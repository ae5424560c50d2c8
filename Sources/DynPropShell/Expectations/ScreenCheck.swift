/// `expect text` and `expect no-text` over the strings `tree` shows now (CONTRACT §2.1, §3).
///
/// Kept apart from the counters because it reads the current screen, not the history, and because
/// its "seen" report lists what the screen holds, which is what a reader needs to fix the scenario.
struct ScreenCheck {
  let strings: [String]

  /// S is a substring of at least one (exactly N, if given) screen strings.
  func text(_ text: String, count: Int?) -> ExpectationResult {
    let matches = strings.filter { $0.includes(text) }.count
    let ok = count.map { matches == $0 } ?? (matches > 0)
    let expected = "text \(ArgumentSplitter.quote(text))" + (count.map { " \($0)" } ?? "")
    let seen = "\(matches) of \(strings.count) screen strings match: " + Self.list(strings)
    return ExpectationResult(ok: ok, expected: expected, seen: ok ? "\(matches) matching" : seen)
  }

  /// S is a substring of none of the screen strings.
  func noText(_ text: String) -> ExpectationResult {
    let matching = strings.filter { $0.includes(text) }
    let expected = "no text \(ArgumentSplitter.quote(text))"
    let seen = matching.isEmpty ? "none" : Self.list(matching)
    return ExpectationResult(ok: matching.isEmpty, expected: expected, seen: seen)
  }

  /// Up to eight strings as Swift literals, then how many more.
  static func list(_ items: [String], limit: Int = 8) -> String {
    if items.isEmpty { return "(none)" }
    let shown = items.prefix(limit).map(ArgumentSplitter.quote).joined(separator: ", ")
    return items.count > limit ? "\(shown), … (\(items.count - limit) more)" : shown
  }
}

extension String {
  /// Substring test where the empty string is part of every string (CONTRACT §3 "S is a substring").
  func includes(_ part: String) -> Bool { part.isEmpty || contains(part) }
}
