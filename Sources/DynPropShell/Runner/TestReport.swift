/// Writes `test` results for people (PASS/FAIL lines) or as JSON Lines (`--json`).
///
/// The human form ends with exactly `N passed, N failed`, the line CI systems read; each failure lists
/// the failing expectation's line with what was expected and seen, or the errors and transcript diff;
/// a passing file is one line.
public struct TestReport {
  public let style: TextStyle

  public init(style: TextStyle) { self.style = style }

  public func human(_ results: [TestCaseResult]) -> [String] {
    var lines: [String] = []
    for result in results {
      let path = Sanitizer.clean(result.file.displayPath)
      if result.passed {
        let note = result.updatedGolden ? " (updated .out)" : ""
        lines.append("\(style.green("PASS")) \(path)\(note)")
      } else {
        let exit = result.status == .ok ? "" : " (exit \(result.status.rawValue))"
        lines.append("\(style.red("FAIL")) \(path)\(exit)")
      }
      // A passing file's messages are errors an `expect error` claimed: not worth a reader's time.
      if !result.passed { lines += result.messages.map { "    " + Sanitizer.clean($0) } }
    }
    lines.append(TestSummary(results).line)
    return lines
  }

  public func json(_ results: [TestCaseResult]) -> [String] {
    var lines = results.map { result in
      JSONLines.object([
        ("type", JSONLines.quote("test")), ("tick", "0"), ("file", JSONLines.quote(result.file.displayPath)),
        ("ok", result.passed ? "true" : "false"), ("status", String(result.status.rawValue)),
        ("messages", "[" + result.messages.map(JSONLines.quote).joined(separator: ",") + "]"),
      ])
    }
    let summary = TestSummary(results)
    lines.append(
      JSONLines.object([
        ("type", JSONLines.quote("summary")), ("tick", "0"), ("passed", String(summary.passed)),
        ("failed", String(summary.failed)),
      ]))
    return lines
  }
}
