import DynPropHost

/// One `expect` check of CONTRACT §3, parsed from its arguments.
///
/// Parsing is separate from checking so bad expectations are reported as scenario errors before
/// anything is evaluated, and so tests can build expectations directly.
public enum Expectation: Equatable, Sendable {
  case bodyCount(view: String, count: Int)
  case updateCount(view: String, count: Int)
  case requests(Int)
  case warning(String)
  case noWarning(String?)
  case pitfall(String)
  case noPitfall(String?)
  case text(String, count: Int?)
  case noText(String)
  case print(String)
  case crash(String?)
  case noCrash
  case error(String?)
  case value(lhs: String, rhs: String)

  /// The kinds, as written after `expect`, for help and completion.
  public static let kinds = [
    "body-count", "update-count", "requests", "warning", "no-warning", "pitfall", "no-pitfall", "text",
    "no-text", "print", "crash", "no-crash", "error", "value",
  ]

  /// Parses the arguments of `expect`.
  public static func parse(_ arguments: CommandArguments) throws -> Expectation {
    let (kind, rest) = arguments.firstToken()
    if kind == "value" { return try parseValue(rest) }
    let words = try rest.words()
    switch kind {
    case "body-count", "update-count": return try parseCount(kind, words)
    case "requests":
      return .requests(try CommandArguments.integer(try single(words, kind, "N"), for: "expect requests"))
    case "warning": return .warning(try known(single(words, kind, "ID"), kind))
    case "no-warning": return .noWarning(try optional(words, kind).map { try known($0, kind) })
    case "pitfall": return .pitfall(try known(single(words, kind, "ID"), kind))
    case "no-pitfall": return .noPitfall(try optional(words, kind).map { try known($0, kind) })
    case "text": return try parseText(words)
    case "no-text": return .noText(try single(words, kind, "\"S\""))
    case "print": return .print(try single(words, kind, "\"S\""))
    case "crash": return .crash(try optional(words, kind))
    case "no-crash": return try none(words, kind, .noCrash)
    case "error": return .error(try optional(words, kind))
    case "": throw ShellError.scenario("expect: missing what to expect; one of \(kindList)")
    default: throw ShellError.scenario(unknownKind(kind))
    }
  }

  static var kindList: String { kinds.joined(separator: ", ") }

  static func unknownKind(_ kind: String) -> String {
    let hint = Suggestion.closest(to: kind, in: kinds).map { "; did you mean '\($0)'?" } ?? ""
    return "expect: unknown expectation '\(kind)'\(hint) (one of \(kindList))"
  }

  private static func parseCount(_ kind: String, _ words: [String]) throws -> Expectation {
    guard words.count == 2 else { throw usage(kind, "VIEW N") }
    let count = try CommandArguments.integer(words[1], for: "expect \(kind)")
    return kind == "body-count"
      ? .bodyCount(view: words[0], count: count) : .updateCount(view: words[0], count: count)
  }

  private static func parseText(_ words: [String]) throws -> Expectation {
    guard words.count == 1 || words.count == 2 else { throw usage("text", "\"S\" [N]") }
    let count = try words.count == 2 ? CommandArguments.integer(words[1], for: "expect text") : nil
    return .text(words[0], count: count)
  }

  private static func parseValue(_ rest: CommandArguments) throws -> Expectation {
    guard let (lhs, rhs) = CommandScanner.splitTopLevel(rest.raw, at: " == ") else {
      throw usage("value", "EXPR == EXPR")
    }
    let left = CommandArguments(lhs).raw
    let right = CommandArguments(rhs).raw
    guard !left.isEmpty, !right.isEmpty else { throw usage("value", "EXPR == EXPR") }
    return .value(lhs: left, rhs: right)
  }

  /// A warning or pitfall ID must be in its catalog (`RuntimeWarning`, `Pitfall`): a misspelt one would
  /// make `expect no-pitfall` pass forever, so it is a scenario error at its line.
  private static func known(_ id: String, _ kind: String) throws -> String {
    let isWarning = kind.hasSuffix("warning")
    let ids = isWarning ? RuntimeWarning.allCases.map(\.id) : Pitfall.allCases.map(\.id)
    guard !ids.contains(id) else { return id }
    let hint = Suggestion.closest(to: id, in: ids).map { "; did you mean '\($0)'?" } ?? ""
    throw ShellError.scenario(
      "expect \(kind): unknown \(isWarning ? "warning" : "pitfall") ID '\(id)'\(hint) (known: \(ids.joined(separator: ", ")))"
    )
  }

  private static func single(_ words: [String], _ kind: String, _ shape: String) throws -> String {
    guard words.count == 1 else { throw usage(kind, shape) }
    return words[0]
  }

  private static func optional(_ words: [String], _ kind: String) throws -> String? {
    guard words.count <= 1 else { throw ShellError.scenario("expect \(kind): takes at most one argument") }
    return words.first
  }

  private static func none(_ words: [String], _ kind: String, _ result: Expectation) throws -> Expectation {
    guard words.isEmpty else { throw ShellError.scenario("expect \(kind): takes no arguments") }
    return result
  }

  private static func usage(_ kind: String, _ shape: String) -> ShellError {
    .scenario("expect \(kind): usage: expect \(kind) \(shape)")
  }
}
