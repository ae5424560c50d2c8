import Foundation

/// The golden transcript kept beside a scenario (`FILE.dps` + `FILE.out`) and how to compare with it.
///
/// A scenario that keeps a `.out` file must reproduce it byte for byte; `test --update` rewrites it.
/// On a mismatch the report shows a short diff from the first differing line, enough to see what changed
/// without flooding the test output.
public enum GoldenTranscript {
  /// `FILE.out` beside `FILE.dps`.
  public static func location(for scenario: URL) -> URL {
    scenario.deletingPathExtension().appendingPathExtension("out")
  }

  /// nil when equal; otherwise a few lines showing the first difference.
  public static func difference(expected: String, actual: String, context: Int = 4) -> [String]? {
    guard expected != actual else { return nil }
    let old = lines(expected)
    let new = lines(actual)
    var first = 0
    while first < old.count, first < new.count, old[first] == new[first] { first += 1 }
    var out = ["transcript differs from the .out file at line \(first + 1):"]
    out += old[first..<min(old.count, first + context)].map { "- " + $0 }
    if old.count > first + context { out.append("- … (\(old.count - first - context) more)") }
    out += new[first..<min(new.count, first + context)].map { "+ " + $0 }
    if new.count > first + context { out.append("+ … (\(new.count - first - context) more)") }
    return out
  }

  static func lines(_ text: String) -> [String] {
    var lines = text.lines
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}
