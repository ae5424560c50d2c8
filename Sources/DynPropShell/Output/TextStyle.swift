import Foundation

/// ANSI styling, applied only when colour is on.
///
/// With colour off every method returns its text unchanged, so no escape code can reach a pipe or a
/// file (CONTRACT §1). Text is styled after it was sanitised, so a script can never inject codes.
public struct TextStyle: Sendable, Equatable {
  public var isEnabled: Bool

  public init(isEnabled: Bool) { self.isEnabled = isEnabled }

  public static let plain = TextStyle(isEnabled: false)

  public func bold(_ text: String) -> String { wrap(text, "1") }
  public func dim(_ text: String) -> String { wrap(text, "2") }
  public func red(_ text: String) -> String { wrap(text, "31") }
  public func green(_ text: String) -> String { wrap(text, "32") }
  public func yellow(_ text: String) -> String { wrap(text, "33") }

  private func wrap(_ text: String, _ code: String) -> String {
    guard isEnabled, !text.isEmpty else { return text }
    return "\u{1B}[\(code)m\(text)\u{1B}[0m"
  }
}

/// The `--color` choice (CONTRACT §1).
public enum ColorChoice: String, CaseIterable, Sendable {
  case auto, always, never

  /// Whether to colour: `NO_COLOR` (set to anything) means never; auto means only on a terminal.
  public func isEnabled(environment: [String: String], outputIsTerminal: Bool) -> Bool {
    if environment["NO_COLOR"] != nil { return false }
    switch self {
    case .always: return true
    case .never: return false
    case .auto: return outputIsTerminal
    }
  }
}
