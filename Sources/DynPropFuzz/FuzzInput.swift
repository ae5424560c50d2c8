/// One fuzzing input split into the script it loads and the shell commands it runs.
///
/// The first line that is exactly `//--- scenario` separates the two parts, so one byte string mutates both
/// the component language and the scenario commands. Without the line the whole input is commands.
struct FuzzInput: Equatable {
  static let separator = "//--- scenario"

  var script: String
  var scenario: String

  init(script: String, scenario: String) {
    self.script = script
    self.scenario = scenario
  }

  /// Decodes the bytes as UTF-8 (invalid sequences become U+FFFD, as the tool's readers would reject or
  /// replace them anyway) and splits at the separator line.
  init(_ bytes: UnsafeRawBufferPointer) {
    let text = String(decoding: bytes, as: UTF8.self)
    self.init(text)
  }

  init(_ text: String) {
    var script: [Substring] = []
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
    while let line = lines.popFirst() {
      if line == Self.separator {
        self.init(script: script.joined(separator: "\n"), scenario: lines.joined(separator: "\n"))
        return
      }
      script.append(line)
    }
    self.init(script: "", scenario: text)
  }

  /// The bytes of an input with these parts (for the seed corpus).
  var text: String { script + "\n" + Self.separator + "\n" + scenario }
}
