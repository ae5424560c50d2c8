/// Origin texts of deferred work (`PostsView.onAppear → main queue`, `timer #2 (started by …)`).
///
/// Work that schedules more work of its kind (a block that queues itself again, a completion that
/// starts the next request, a timer that starts a timer) must not make its origin one hop longer each
/// round: over a long session the text, and the time spent copying it, would grow without bound. So a
/// hop already on the path is not added again, and a wrapper naming the earlier round is replaced by
/// what it wraps: the origin names where the chain began and the kinds of hops it took.
enum Origins {
  /// `origin → hop`, unless the path already went through `hop`.
  static func hop(_ origin: String, _ hop: String) -> String {
    let step = " → " + hop
    if origin.hasSuffix(step) || origin.contains(step + " → ") { return origin }
    return origin + step
  }

  /// The origin without the `timer #N (started by …)` or `response #N (…)` wrappers of earlier rounds.
  static func root(of origin: String) -> String {
    var text = Substring(origin)
    while let unwrapped = unwrap(text) { text = unwrapped }
    return String(text)
  }

  /// `response #3 (A → b()) → c()` → `A → b() → c()`; nil when `text` does not start with a wrapper.
  private static func unwrap(_ text: Substring) -> Substring? {
    let prefixes = ["timer #", "response #"]
    guard prefixes.contains(where: { text.hasPrefix($0) }), let open = text.firstIndex(of: "(") else {
      return nil
    }
    var depth = 0
    for index in text[open...].indices {
      switch text[index] {
      case "(": depth += 1
      case ")":
        depth -= 1
        if depth == 0 {
          let inner = text[text.index(after: open)..<index]
          let inside = inner.hasPrefix("started by ") ? inner.dropFirst("started by ".count) : inner
          return inside + text[text.index(after: index)...]
        }
      default: break
      }
    }
    return nil
  }
}
