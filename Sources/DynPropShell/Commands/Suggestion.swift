/// "Did you mean …?" for mistyped names, by edit distance.
///
/// A typo should cost one more try, not a trip to `help`: the closest known name within a small
/// distance is offered, ties going to the earlier name so the suggestion is deterministic.
public enum Suggestion {
  /// The closest candidate within `max(1, word.count / 3) + 1` edits, or nil.
  public static func closest(to word: String, in candidates: [String]) -> String? {
    let limit = max(1, word.count / 3) + 1
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(word.lowercased(), candidate.lowercased())
      if distance <= limit, distance < (best?.distance ?? Int.max) {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  /// Levenshtein distance with adjacent transpositions counted as one edit.
  public static func editDistance(_ a: String, _ b: String) -> Int {
    let x = Array(a)
    let y = Array(b)
    if x.isEmpty { return y.count }
    if y.isEmpty { return x.count }
    var table = [[Int]](repeating: [Int](repeating: 0, count: y.count + 1), count: x.count + 1)
    for i in 0...x.count { table[i][0] = i }
    for j in 0...y.count { table[0][j] = j }
    for i in 1...x.count {
      for j in 1...y.count {
        let cost = x[i - 1] == y[j - 1] ? 0 : 1
        var value = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
          value = min(value, table[i - 2][j - 2] + 1)
        }
        table[i][j] = value
      }
    }
    return table[x.count][y.count]
  }
}
