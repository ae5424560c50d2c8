import Foundation

/// JUnit XML for CI systems (`test --junit FILE`, CONTRACT §1).
///
/// One `testsuite` with one `testcase` per scenario file; a failing file gets a `failure` whose message
/// is its first problem (expected/seen) and whose text lists them all. Every `time` is "0" so the file
/// is deterministic; all text is XML-escaped and control characters are shown as escapes, since XML 1.0
/// cannot carry them.
public enum JUnitReport {
  public static func xml(_ results: [TestCaseResult], suite: String = "dynprop-repl") -> String {
    let summary = TestSummary(results)
    var lines = [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
      "<testsuites name=\(attribute(suite)) tests=\"\(results.count)\" failures=\"\(summary.failed)\" errors=\"0\" time=\"0\">",
      "  <testsuite name=\(attribute(suite)) tests=\"\(results.count)\" failures=\"\(summary.failed)\" errors=\"0\" skipped=\"0\" time=\"0\">",
    ]
    lines += results.flatMap(testcase)
    lines += ["  </testsuite>", "</testsuites>"]
    return lines.joined(separator: "\n") + "\n"
  }

  private static func testcase(_ result: TestCaseResult) -> [String] {
    let path = result.file.displayPath
    let (folder, name) = split(path)
    let open =
      "    <testcase classname=\(attribute(folder)) name=\(attribute(name)) file=\(attribute(path)) time=\"0\""
    guard !result.passed else { return [open + "/>"] }
    let message = result.messages.first ?? "exit \(result.status.rawValue)"
    let body = result.messages.joined(separator: "\n")
    return [
      open + ">",
      "      <failure message=\(attribute(message)) type=\"exit \(result.status.rawValue)\">\(escape(body))</failure>",
      "    </testcase>",
    ]
  }

  /// `Tests/Scenarios/a/b.dps` → (`Tests.Scenarios.a`, `b.dps`).
  private static func split(_ path: String) -> (String, String) {
    var parts = path.split(separator: "/").map(String.init)
    let name = parts.popLast() ?? path
    let folder = parts.filter { $0 != "." && $0 != ".." }.joined(separator: ".")
    return (folder.isEmpty ? "scenarios" : folder, name)
  }

  /// A quoted attribute value; newlines and tabs become character references.
  static func attribute(_ text: String) -> String {
    var escaped = escape(text)
    escaped = escaped.replacingOccurrences(of: "\"", with: "&quot;")
    escaped = escaped.replacingOccurrences(of: "\n", with: "&#10;")
    escaped = escaped.replacingOccurrences(of: "\t", with: "&#9;")
    return "\"\(escaped)\""
  }

  /// Text content: `&`, `<`, `>` escaped; other control characters shown as `\u{…}`.
  static func escape(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\n", "\t": out.unicodeScalars.append(scalar)
      default:
        if Sanitizer.isUnsafe(scalar) || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
          out += Sanitizer.escape(scalar)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }
}
