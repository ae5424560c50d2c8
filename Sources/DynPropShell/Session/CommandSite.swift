/// Where a command came from: a line of a scenario file, or the n-th command typed or piped in.
///
/// Errors name it as their `source`, and expectations report its line, so a failure points back at
/// what the user wrote.
public struct CommandSite: Equatable, Sendable, CustomStringConvertible {
  /// The scenario file as the user named it, or `<stdin>`.
  public var file: String
  public var line: Int

  public init(file: String, line: Int) {
    self.file = file
    self.line = line
  }

  /// `file:line:1`, the `file:line:col` form of CONTRACT §4 `source` fields.
  public var description: String { "\(file):\(line):1" }

  public static let input = "<stdin>"
  /// Commands made from the command line's FILEs and `--root`.
  public static let arguments = "<arguments>"
}
