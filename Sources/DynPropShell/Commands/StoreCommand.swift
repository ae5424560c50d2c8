import Foundation

/// `store ...`: lists the simulated Core Data store, inserts, deletes and changes objects as user
/// actions, so `@FetchRequest` views update in the next tick (SEMANTICS §9.1).
struct StoreCommand: ShellCommand {
  let name = "store"
  let usage = "store [SUBCOMMAND ...]"
  let summary = "list the Core Data store; insert, delete or change objects"
  let details = """
    store                                  list entities and their objects (#K = K-th of the entity,
                                           in insertion order) with their @NSManaged attributes
    store insert ENTITY [KEY=EXPR ...]     insert ENTITY(context:) and set attributes; EXPR is Swift
                                           without blanks outside quotes or brackets:
                                             store insert Item title="Buy milk" created=3
    store delete ENTITY #K                 delete the K-th object of ENTITY
    store set ENTITY #K KEY = EXPR         assign an attribute: store set Item #1 done = true
    Changes run outside view updates, like a tap; 'reset' empties the store.
    """

  func isInspection(_ arguments: CommandArguments) -> Bool {
    let sub = arguments.firstToken().head
    return sub.isEmpty || sub == "list"
  }

  func run(_ arguments: CommandArguments, in session: Session) throws -> CommandOutput {
    .text(try session.engine.store(try parse(arguments)))
  }

  func parse(_ arguments: CommandArguments) throws -> StoreOperation {
    let (sub, rest) = arguments.firstToken()
    switch sub {
    case "", "list":
      guard rest.isEmpty else { throw usageError("unexpected '\(rest.raw)'") }
      return .list
    case "insert":
      let (entity, assignments) = rest.firstToken()
      guard !entity.isEmpty else { throw usageError("missing ENTITY") }
      return .insert(entity: entity, values: try Self.assignments(assignments.raw).map(assignment))
    case "delete":
      let words = try rest.words()
      guard words.count == 2 else { throw subUsage("store delete ENTITY #K") }
      return .delete(entity: words[0], index: try objectIndex(words[1]))
    case "set": return try set(rest)
    default: throw usageError("unknown sub-command '\(sub)'")
    }
  }

  private func set(_ rest: CommandArguments) throws -> StoreOperation {
    let (entity, afterEntity) = rest.firstToken()
    let (index, assignment) = afterEntity.firstToken()
    guard !entity.isEmpty, !index.isEmpty, let equals = assignment.raw.firstIndex(of: "=") else {
      throw subUsage("store set ENTITY #K KEY = EXPR")
    }
    let key = assignment.raw[..<equals].trimmingCharacters(in: .whitespaces)
    let expression = CommandArguments(String(assignment.raw[assignment.raw.index(after: equals)...])).raw
    guard !key.isEmpty, !expression.isEmpty else { throw subUsage("store set ENTITY #K KEY = EXPR") }
    return .set(entity: entity, index: try objectIndex(index), key: key, expression: expression)
  }

  private func assignment(_ word: String) throws -> StoreAssignment {
    guard let equals = word.firstIndex(of: "="), equals != word.startIndex else {
      throw usageError("expected KEY=EXPR, got '\(word)'")
    }
    let expression = String(word[word.index(after: equals)...])
    guard !expression.isEmpty else { throw usageError("missing EXPR after '\(word)'") }
    return StoreAssignment(key: String(word[..<equals]), expression: expression)
  }

  private func subUsage(_ synopsis: String) -> ShellError { .scenario("store: usage: \(synopsis)") }

  /// `#3` or `3`.
  private func objectIndex(_ word: String) throws -> Int {
    let digits = word.hasPrefix("#") ? String(word.dropFirst()) : word
    return try CommandArguments.integer(digits, for: "store: object #K", minimum: 1)
  }

  /// Splits at blanks outside string literals and brackets, so `title="a b"` and `tags=[1, 2]` stay whole.
  static func assignments(_ text: String) -> [String] {
    var words: [String] = []
    var current = ""
    var depth = 0
    var inString = false
    var escaped = false
    for c in text {
      if inString {
        if escaped {
          escaped = false
        } else if c == "\\" {
          escaped = true
        } else if c == "\"" {
          inString = false
        }
      } else if c == "\"" {
        inString = true
      } else if "([{".contains(c) {
        depth += 1
      } else if ")]}".contains(c) {
        depth -= 1
      } else if c.isWhitespace, depth <= 0 {
        if !current.isEmpty { words.append(current) }
        current = ""
        continue
      }
      current.append(c)
    }
    if !current.isEmpty { words.append(current) }
    return words
  }
}
