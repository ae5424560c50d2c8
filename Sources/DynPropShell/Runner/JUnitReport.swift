import Foundation

/// JUnit XML for CI systems (`test --junit FILE`, CONTRACT §1).
///
/// One `testsuite` with one `testcase` per scenario file. A file that failed an expectation or its
/// golden transcript gets a `failure`; one that ended in an error no `expect error` claimed (a script or
/// scenario error, exit 65; I/O, 74; the tool, 70) gets an `error`, counted under `errors`, as JUnit
/// readers expect. The element's message is the first problem and its text lists them all. Every `time`
/// is "0" so the file is deterministic (CONTRACT §1), unless `realTimes` (`--junit-times`) asks for the
/// seconds each file took; all text is XML-escaped and control characters are shown as escapes, since
/// XML 1.0 cannot carry them.
public enum JUnitReport {
  public static func xml(
    _ results: [TestCaseResult], suite: String = "dynprop-repl", realTimes: Bool = false
  ) -> String {
    let summary = TestSummary(results)
    let total = realTimes ? seconds(results.reduce(0) { $0 + $1.seconds }) : "0"
    let counts =
      "tests=\"\(results.count)\" failures=\"\(summary.failed - summary.errors)\" errors=\"\(summary.errors)\""
    var lines = [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
      "<testsuites name=\(attribute(suite)) \(counts) time=\"\(total)\">",
      "  <testsuite name=\(attribute(suite)) \(counts) skipped=\"0\" time=\"\(total)\">",
    ]
    lines += results.flatMap { testcase($0, realTimes: realTimes) }
    lines += ["  </testsuite>", "</testsuites>"]
    return lines.joined(separator: "\n") + "\n"
  }

  private static func testcase(_ result: TestCaseResult, realTimes: Bool) -> [String] {
    let path = result.file.displayPath
    let (folder, name) = split(path)
    let time = realTimes ? seconds(result.seconds) : "0"
    let open =
      "    <testcase classname=\(attribute(folder)) name=\(attribute(name)) file=\(attribute(path)) time=\"\(time)\""
    guard !result.passed else { return [open + "/>"] }
    let element = result.isError ? "error" : "failure"
    let message = result.messages.first ?? "exit \(result.status.rawValue)"
    let body = result.messages.joined(separator: "\n")
    let type = "exit \(result.status.rawValue)"
    return [
      open + ">",
      "      <\(element) message=\(attribute(message)) type=\"\(type)\">\(escape(body))</\(element)>",
      "    </testcase>",
    ]
  }

  /// Seconds with millisecond precision, the form JUnit readers take.
  static func seconds(_ value: Double) -> String { String(format: "%.3f", value) }

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
