/// What pressing Tab does to the line: insert text at the cursor, list the choices, or nothing.
public enum CompletionAction: Equatable, Sendable {
  /// Text to insert at the cursor.
  case insert(String)
  /// Several choices and nothing more to insert: show them (sorted).
  case list([String])
  /// No candidates.
  case none
}

/// The pure decision behind Tab completion, kept apart from libedit so it can be unit-tested.
///
/// The word being completed is the longest whitespace-free suffix of the text before the cursor that
/// starts some candidate (so "Text(ti" completes "ti" and "load Ex" completes "Ex"). Candidates are
/// compared by Unicode scalars, exactly as typed.
public enum Completion {
  /// What Tab does, given the text before the cursor and the completer's candidates.
  public static func action(
    lineBeforeCursor line: String, candidates: [String]
  ) -> CompletionAction {
    let choices = Set(candidates.filter { !$0.isEmpty }).sorted()
    guard !choices.isEmpty else { return .none }
    let word = typedWord(in: line, candidates: choices)
    if word.isEmpty && endsInWordCharacter(line) { return .list(choices) }
    if choices.count == 1 {
      return .insert(remainder(of: choices[0], after: word) + separator(choices[0]))
    }
    let prefix = commonPrefix(choices)
    let extendsWord = prefix.unicodeScalars.starts(with: word.unicodeScalars)
    let rest = extendsWord ? remainder(of: prefix, after: word) : ""
    return rest.isEmpty ? .list(choices) : .insert(rest)
  }

  /// The longest common prefix of `words` (by Unicode scalars); "" for no words.
  public static func commonPrefix(_ words: [String]) -> String {
    guard var prefix = words.first.map({ Array($0.unicodeScalars) }) else { return "" }
    for word in words.dropFirst() {
      let shared = zip(prefix, word.unicodeScalars).prefix { $0 == $1 }.count
      prefix.removeSubrange(shared...)
    }
    return String(String.UnicodeScalarView(prefix))
  }

  /// The longest whitespace-free suffix of `line` that starts one of `candidates` ("" if none).
  static func typedWord(in line: String, candidates: [String]) -> String {
    let scalars = Array(line.unicodeScalars)
    let start = scalars.lastIndex { $0.properties.isWhitespace }.map { $0 + 1 } ?? 0
    for index in start..<scalars.count {
      let suffix = scalars[index...]
      if candidates.contains(where: { $0.unicodeScalars.starts(with: suffix) }) {
        return String(String.UnicodeScalarView(suffix))
      }
    }
    return ""
  }

  private static func remainder(of text: String, after word: String) -> String {
    String(String.UnicodeScalarView(text.unicodeScalars.dropFirst(word.unicodeScalars.count)))
  }

  /// A finished word gets a space after it, except a folder path, which is likely to go on.
  private static func separator(_ candidate: String) -> String {
    candidate.hasSuffix("/") ? "" : " "
  }

  private static func endsInWordCharacter(_ line: String) -> Bool {
    guard let last = line.unicodeScalars.last else { return false }
    return last == "_" || last.properties.isAlphabetic || ("0"..."9").contains(last)
  }
}
