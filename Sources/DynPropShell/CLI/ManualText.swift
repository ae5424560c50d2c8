/// Text the command-line help and the man page share with the shell itself, generated from the command
/// table and the expectation list, so `dynprop-repl shell --help`, `man dynprop-repl` and `help` at the
/// prompt cannot drift apart (issue 24).
///
/// swift-argument-parser's `generate-manual` builds the man page from these commands' configurations
/// (`--experimental-dump-help`); each text here is one discussion paragraph per line group.
enum ManualText {
  /// The shell's commands, one line each, exactly as `help` lists them (indented, so a man page
  /// renderer keeps them on lines of their own).
  static var shellCommands: String {
    (["Commands at the prompt, in piped input and in scenario files ('help CMD' at the prompt explains one):"]
      + HelpCommand.commandLines(.standard).map { "  " + $0 }).joined(separator: "\n")
  }

  /// The `.dps` format (CONTRACT §2) and the expectations `expect` takes.
  static var scenarioFormat: String {
    """
    A scenario file (.dps) has one command per line, the commands of the shell. A line whose first \
    non-blank character is '#' is a comment; a command goes on over the next lines while a '{', '(' \
    or '[' is open; paths are relative to the scenario file. Every run starts from an empty world.

    \(ExpectCommand().details)
    """
  }

  /// The exit codes of CONTRACT §1, one per line.
  static let exitCodes = """
    Exit codes:
      0   ok
      1   an expect failed, or the app crashed and no 'expect crash' claimed it
      64  usage error (bad flags, no scenario files found)
      65  a script or scenario error that no later 'expect error' claimed
      70  the tool itself failed
      74  a file could not be read or written
    """
}
