import Foundation

/// The golden transcript kept beside a scenario (`FILE.dps` + `FILE.out`) and how to compare with it.
///
/// A scenario that keeps a `.out` file must reproduce it byte for byte; `test --update` rewrites it.
/// On a mismatch the report shows a minimal unified diff, enough to see what changed without flooding
/// the test output.
public enum GoldenTranscript {
  /// `FILE.out` beside `FILE.dps`.
  public static func location(for scenario: URL) -> URL {
    scenario.deletingPathExtension().appendingPathExtension("out")
  }

  /// nil when equal; otherwise a unified diff (`--- FILE.out`, `+++ seen`, hunks with 3 lines of
  /// context), so a one-line change shows as one line, not as the rest of the file.
  public static func difference(expected: String, actual: String, name: String = "expected") -> [String]? {
    guard expected != actual else { return nil }
    let hunks = LineDiff.unified(expected: lines(expected), actual: lines(actual))
    let header = ["--- \(name)", "+++ seen"]
    if hunks.isEmpty { return header + ["(the files differ only in their last line break)"] }
    return header + hunks
  }

  static func lines(_ text: String) -> [String] {
    var lines = text.lines
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}
