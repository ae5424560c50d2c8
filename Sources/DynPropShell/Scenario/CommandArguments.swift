import Foundation

/// The text after a command's name, with the ways commands read it.
///
/// Commands differ in how they take arguments (CONTRACT §2): most take blank-separated words, `eval`
/// and `mount` take the rest of the command as Swift, `net route` takes a verbatim BODY before trailing
/// flags. Keeping the raw text lets each command choose, while the splitting rules live here.
public struct CommandArguments: Equatable, Sendable {
  /// Everything after the command name, trimmed; may span several lines.
  public var raw: String

  public init(_ raw: String) {
    self.raw = raw.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  public var isEmpty: Bool { raw.isEmpty }

  /// Blank-separated words; quoted strings are one word.
  public func words() throws -> [String] { try ArgumentSplitter.split(raw) }

  /// The first blank-separated (unquoted) token and the trimmed text after it.
  public func firstToken() -> (head: String, rest: CommandArguments) {
    guard let blank = raw.firstIndex(where: \.isWhitespace) else { return (raw, CommandArguments("")) }
    return (String(raw[..<blank]), CommandArguments(String(raw[blank...])))
  }

  /// Splits a command line into its name and arguments. A line that starts a Swift declaration
  /// (`struct`, `final class`, `@MainActor`, `let`, …) is an implicit `eval`, so model code pasted at
  /// the prompt or written in a scenario is declared as it is.
  public static func command(_ text: String) -> (name: String, arguments: CommandArguments) {
    let split = CommandArguments(text).firstToken()
    if startsSwiftDeclaration(split.head) { return ("eval", CommandArguments(text)) }
    return (split.head, split.rest)
  }

  static let swiftDeclarationKeywords: Set<String> = [
    "struct", "class", "final", "enum", "protocol", "extension", "func", "let", "var", "import", "actor",
    "typealias", "private", "fileprivate", "public", "internal", "indirect",
  ]

  static func startsSwiftDeclaration(_ head: String) -> Bool {
    swiftDeclarationKeywords.contains(head) || (head.hasPrefix("@") && head.count > 1)
  }

  /// Removes trailing `--flag VALUE` pairs whose flag is in `names`, last one first (for `net` BODYs).
  /// Returns the remaining text (trimmed) and the flags found, by name.
  public func strippingTrailingFlags(_ names: Set<String>) -> (text: String, flags: [String: String]) {
    var text = raw
    var flags: [String: String] = [:]
    while let (flag, value, rest) = Self.trailingPair(text), names.contains(flag), flags[flag] == nil {
      flags[flag] = value
      text = rest
    }
    return (text, flags)
  }

  /// The last two blank-separated tokens and the text before them.
  private static func trailingPair(_ text: String) -> (String, String, String)? {
    guard let (before, value) = splitLast(text), let (rest, flag) = splitLast(before) else { return nil }
    return (flag, value, rest)
  }

  private static func splitLast(_ text: String) -> (String, String)? {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { return nil }
    guard let blank = trimmed.lastIndex(where: \.isWhitespace) else { return ("", trimmed) }
    let before = String(trimmed[..<blank]).trimmingCharacters(in: .whitespacesAndNewlines)
    return (before, String(trimmed[trimmed.index(after: blank)...]))
  }
}

extension CommandArguments {
  /// Parses a whole number argument, or throws a scenario error naming the command.
  public static func integer(_ word: String, for command: String, minimum: Int = 0) throws -> Int {
    guard let value = Int(word), value >= minimum else {
      throw ShellError.scenario("\(command): expected a whole number ≥ \(minimum), got '\(word)'")
    }
    return value
  }
}
