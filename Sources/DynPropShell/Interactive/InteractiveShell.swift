import DynPropLineEditor
import Foundation

/// The interactive prompt: libedit line editing, history, completion, a banner, Ctrl-C and Ctrl-D.
///
/// It only reads commands and hands them to the session, the same way `run` does, so what works at the
/// prompt works in a scenario file. Ctrl-C while a command runs stops `tick N` and `run` between ticks
/// (the session polls `Interrupt.take()`); at the prompt it clears the line; Ctrl-D or `quit` leaves.
struct InteractiveShell {
  let session: Session

  func run(startup: Startup) -> ExitStatus {
    let reader = EditLineCommandReader(
      programName: "dynprop-repl", prompt: "dynprop> ", continuationPrompt: "...> ",
      historyFile: Terminal.defaultHistoryFile(), tracker: PromptTracker(),
      completer: ShellCompleter(session: session).candidates)
    defer { reader.close() }
    let transcript = session.transcript
    transcript.message(Banner.title, styled: transcript.style.bold)
    if startup.commands.isEmpty { transcript.message(Banner.noExample) }
    guard startup.run(in: session) else { return exitStatus }
    if !startup.commands.isEmpty { session.transcript.message(Banner.nextStep) }
    var number = 0
    while case .command(let text) = reader.read() {
      reader.remember(text)
      number += 1
      _ = Interrupt.take()  // a Ctrl-C typed at the prompt is spent
      if !session.execute(text, at: CommandSite(file: CommandSite.input, line: number)) { break }
    }
    return exitStatus
  }

  /// At the prompt errors were seen and handled already; only a failure of the tool itself counts.
  private var exitStatus: ExitStatus {
    session.exitStatus == .software ? .software : .ok
  }
}

/// What the shell says when it starts: what this is and what to type first.
enum Banner {
  static let title = "dynprop-repl \(DynPropREPL.version) — SwiftUI's render loop, simulated."

  /// Shown when there is nothing to open: what to type instead.
  static let noExample = """
    The built-in example is not available in this build; load your own scripts:
      load FILE.swift ...   then   mount YourView()   then   tick
    Type 'help' for commands, Ctrl-D to leave.
    """

  static let nextStep =
    "Type 'tick' to run the first frame, 'tree' to see the screen, 'help' for commands, Ctrl-D to leave."
}
