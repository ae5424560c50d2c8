/// A minimal unified diff between two lists of lines, for golden transcript mismatches.
///
/// Common leading and trailing lines are set aside first, then the middle is aligned by a longest common
/// subsequence, so a one-line change shows as one `-`/`+` pair with a few lines of context around it,
/// the way `diff -u` shows it. Middles too large to align cheaply are shown as one replaced block.
public enum LineDiff {
  /// One line of the diff: kept (context), removed (expected only) or added (seen only).
  enum Edit: Equatable {
    case keep(String)
    case remove(String)
    case add(String)
  }

  /// Cells of the alignment table above which the middle is shown as a single replaced block.
  static let alignmentLimit = 4_000_000

  /// `@@ -a,b +c,d @@` hunks with `context` lines around each change; empty when equal.
  public static func unified(expected: [String], actual: [String], context: Int = 3) -> [String] {
    let edits = self.edits(expected, actual)
    return hunks(edits, context: context)
  }

  static func edits(_ old: [String], _ new: [String]) -> [Edit] {
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let oldMiddle = Array(old[prefix..<(old.count - suffix)])
    let newMiddle = Array(new[prefix..<(new.count - suffix)])
    return old[..<prefix].map(Edit.keep) + align(oldMiddle, newMiddle)
      + old[(old.count - suffix)...].map(Edit.keep)
  }

  /// The edits turning `old` into `new` along a longest common subsequence (removals first).
  private static func align(_ old: [String], _ new: [String]) -> [Edit] {
    guard !old.isEmpty, !new.isEmpty, old.count * new.count <= alignmentLimit else {
      return old.map(Edit.remove) + new.map(Edit.add)
    }
    // lengths[i][j]: the LCS length of old[i...] and new[j...].
    var lengths = [[Int32]](repeating: [Int32](repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        lengths[i][j] =
          old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var edits: [Edit] = []
    var (i, j) = (0, 0)
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        edits.append(.keep(old[i]))
        (i, j) = (i + 1, j + 1)
      } else if j == new.count || (i < old.count && lengths[i + 1][j] >= lengths[i][j + 1]) {
        edits.append(.remove(old[i]))
        i += 1
      } else {
        edits.append(.add(new[j]))
        j += 1
      }
    }
    return edits
  }

  /// Groups the edits into hunks: changes closer than 2 × `context` lines share one hunk.
  private static func hunks(_ edits: [Edit], context: Int) -> [String] {
    let changed = edits.indices.filter { !edits[$0].isKept }
    guard let first = changed.first else { return [] }
    var ranges: [ClosedRange<Int>] = []
    var start = first
    var end = first
    for index in changed.dropFirst() {
      if index - end > 2 * context {
        ranges.append(start...end)
        start = index
      }
      end = index
    }
    ranges.append(start...end)
    return ranges.flatMap { range in
      hunk(edits, max(0, range.lowerBound - context)...min(edits.count - 1, range.upperBound + context))
    }
  }

  private static func hunk(_ edits: [Edit], _ range: ClosedRange<Int>) -> [String] {
    var oldLine = 1
    var newLine = 1
    for edit in edits[..<range.lowerBound] {
      if case .add = edit {} else { oldLine += 1 }
      if case .remove = edit {} else { newLine += 1 }
    }
    var oldCount = 0
    var newCount = 0
    var lines: [String] = []
    for edit in edits[range] {
      switch edit {
      case .keep(let line):
        lines.append(" " + line)
        oldCount += 1
        newCount += 1
      case .remove(let line):
        lines.append("-" + line)
        oldCount += 1
      case .add(let line):
        lines.append("+" + line)
        newCount += 1
      }
    }
    let header = "@@ -\(start(oldLine, oldCount)),\(oldCount) +\(start(newLine, newCount)),\(newCount) @@"
    return [header] + lines
  }

  /// `diff -u` numbers an empty side by the line before it.
  private static func start(_ line: Int, _ count: Int) -> Int { count == 0 ? line - 1 : line }
}

extension LineDiff.Edit {
  var isKept: Bool {
    if case .keep = self { return true }
    return false
  }
}
