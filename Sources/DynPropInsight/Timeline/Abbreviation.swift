/// Long values shortened for one-line summaries; `--full` shows them whole.
public enum Abbreviation {
  public static let defaultWidth = 60

  /// `text` if it fits in `width` characters, else its start, an ellipsis and the full length.
  public static func value(_ text: String, width: Int? = defaultWidth) -> String {
    guard let width, text.count > width else { return text }
    return "\(text.prefix(max(12, width - 12)))… (\(text.count) chars)"
  }

  /// Two values shortened so that the part where they differ stays in view: when the first difference
  /// lies past what `value` would show, both start a little before it.
  public static func difference(_ old: String, _ new: String, width: Int? = defaultWidth) -> (String, String)
  {
    guard let width, old.count > width || new.count > width else { return (old, new) }
    let a = Array(old)
    let b = Array(new)
    var start = 0
    while start < min(a.count, b.count), a[start] == b[start] { start += 1 }
    // The plain shortening already shows where they differ.
    if start < max(12, width - 12) { return (value(old, width: width), value(new, width: width)) }
    let context = 16
    func cut(_ chars: [Character], _ total: Int) -> String {
      let from = max(0, start - context)
      let to = min(chars.count, from + max(width, 2 * context))
      let lead = from > 0 ? "…" : ""
      let tail = to < chars.count ? "…" : ""
      return lead + String(chars[from..<to]) + tail + " (\(total) chars)"
    }
    return (cut(a, a.count), cut(b, b.count))
  }
}
