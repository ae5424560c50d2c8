/// The commands the command line implies (`load FILE ...`, `mount EXPR`, or `open` of the default
/// example), and the root a file without `@main` gets.
///
/// `dynprop-repl Counter.swift` should show the counter: when the files declare no `@main` App and no
/// `--root` was given, the one view that `mount` could take without arguments is mounted (and the shell
/// says so); with several, the shell lists them instead of guessing.
struct Startup {
  var commands: [String]
  /// True when the command line named FILEs and no `--root`: the case where a root is looked for.
  var looksForRoot: Bool

  /// Runs the commands as `<arguments>` lines; false when one of them ended the session (`quit`).
  func run(in session: Session) -> Bool {
    for (index, command) in commands.enumerated() {
      guard session.execute(command, at: CommandSite(file: CommandSite.arguments, line: index + 1)) else {
        return false
      }
    }
    if looksForRoot { mountTheOnlyView(in: session) }
    return true
  }

  private func mountTheOnlyView(in session: Session) {
    guard session.engine.mountedRoot == nil else { return }
    let candidates = session.engine.rootCandidates()
    let site = CommandSite(file: CommandSite.arguments, line: commands.count + 1)
    switch candidates.count {
    case 0: return
    case 1:
      session.execute("mount \(candidates[0])", at: site)
      say("no @main App: mounted \(candidates[0]), the only view that needs no arguments", in: session)
    default:
      let list = candidates.joined(separator: ", ")
      say("no @main App; mount one of: \(list) (e.g. 'mount \(candidates[0])')", in: session)
    }
  }

  private func say(_ text: String, in session: Session) {
    session.transcript.commandOutput(text, command: "load", tick: session.engine.currentTick)
  }
}
