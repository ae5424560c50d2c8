/// Long values shortened for one-line summaries; `--full` shows them whole.
public enum Abbreviation {
  public static let defaultWidth = 60

  /// `text` if it fits in `width` characters, else its start, an ellipsis and the full length.
  public static func value(_ text: String, width: Int? = defaultWidth) -> String {
    guard let width, text.count > width else { return text }
    return "\(text.prefix(max(12, width - 12)))… (\(text.count) chars)"
  }
}
