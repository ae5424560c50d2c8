import Foundation

/// `load FILE ...`: loads component scripts into the world (CONTRACT §7.1).
///
/// The shell keeps a copy of each file's text so that script errors can quote the offending line.
struct LoadCommand: ShellCommand {
  let name = "load"
  let usage = "load FILE ..."
  let summary = "load component scripts (.swift) into the world"
  let details = """
    Loads the files together as one module: names are visible across files in any order. If any file
    has an error, nothing from this load is kept. Top-level statements run in file order, then the
    first WindowGroup of the @main App is mounted. A later load adds to the world; a redeclared name
    replaces the earlier one. Paths are relative to the scenario file (or the working directory).
    """

  func run(_ arguments: CommandArguments, in session: Session) throws -> CommandOutput {
    let paths = try arguments.words()
    guard !paths.isEmpty else { throw usageError("missing FILE") }
    let files = paths.map(session.resolve)
    for file in files {
      if let text = try? String(contentsOf: file, encoding: .utf8) {
        session.remember(source: text, named: file.lastPathComponent)
      }
    }
    try session.engine.load(files: files)
    return .text("loaded " + files.map(\.lastPathComponent).joined(separator: ", "))
  }
}
