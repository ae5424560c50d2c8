import CEditLine
import Foundation

/// The interactive reader: a libedit line editor with a prompt, persistent history, Tab completion,
/// multi-line input and Ctrl-C handling.
///
/// - A line that leaves the command incomplete (the tracker says incomplete) is followed by more lines read
///   with `continuationPrompt`, joined with "\n".
/// - Ctrl-C at either prompt discards all input typed so far and shows a fresh prompt.
/// - Ctrl-D on an empty line, even a continuation line, prints a newline and returns `.eof`
///   (an unfinished multi-line command is dropped).
/// - Ctrl-Z while editing restores the terminal, stops the process, and redraws the line after `fg`.
/// - Bracketed paste is on while a command is read: pasted text is inserted as it is (a Tab in pasted
///   code indents instead of listing completions), and a Tab at the start of a continuation line
///   indents too.
/// - `close()` (or deinit) calls el_end, which restores the terminal settings.
///
/// Use it only when ``Terminal/isInteractive`` is true; otherwise use ``PlainCommandReader``.
public final class EditLineCommandReader: CommandReader {
  /// Shown before the first line of a command; settable between reads.
  public var prompt: String
  /// Shown before each further line of an unfinished command.
  public var continuationPrompt: String

  let completer: Completer
  let output: UnsafeMutablePointer<FILE>
  let inputDescriptor: Int32
  private(set) var editLine: OpaquePointer?
  /// Set by the Ctrl-C key function while a line is being read.
  var interrupted = false
  /// Between the terminal's bracketed-paste markers: Tab is inserted as typed, not completed.
  var isPasting = false
  /// True while a continuation line of an unfinished command is read: a Tab at its start indents.
  var isContinuing = false
  /// The C string the prompt callback hands to libedit; owned here so it outlives the call.
  private(set) var activePrompt: UnsafeMutablePointer<CChar>?
  private let tracker: CompletenessTracker
  private let history: LineHistory

  public convenience init(
    programName: String, prompt: String, continuationPrompt: String,
    historyFile: URL?, tracker: CompletenessTracker, completer: @escaping Completer
  ) {
    self.init(
      programName: programName, prompt: prompt, continuationPrompt: continuationPrompt,
      historyFile: historyFile, tracker: tracker, completer: completer,
      streams: (dp_stdin(), dp_stdout(), dp_stderr()))
  }

  public convenience init(
    programName: String, prompt: String, continuationPrompt: String,
    historyFile: URL?, isComplete: @escaping CompletenessCheck, completer: @escaping Completer
  ) {
    self.init(
      programName: programName, prompt: prompt, continuationPrompt: continuationPrompt,
      historyFile: historyFile, tracker: WholeTextTracker(isComplete), completer: completer)
  }

  /// Same as the public init, but on the given streams (tests use a pseudo-terminal). Tests also turn
  /// off libedit's signal handling, whose re-raise (kill(0, sig)) would reach the whole process group.
  init(
    programName: String, prompt: String, continuationPrompt: String, historyFile: URL?,
    tracker: CompletenessTracker, completer: @escaping Completer,
    streams: Streams, handlesSignals: Bool = true
  ) {
    setlocale(LC_CTYPE, "")  // or libedit drops non-ASCII input
    Interrupt.install()
    SignalFlags.installOnce(SIGWINCH)
    SignalFlags.installOnce(SIGCONT)
    self.prompt = prompt
    self.continuationPrompt = continuationPrompt
    self.tracker = tracker
    self.completer = completer
    self.output = streams.output
    self.inputDescriptor = fileno(streams.input)
    let errors = streams.errors
    self.history = LineHistory(file: historyFile) { message in
      fputs(message + "\n", errors)
      fflush(errors)
    }
    self.editLine = el_init(programName, streams.input, streams.output, streams.errors)
    configure(handlesSignals: handlesSignals)
  }

  deinit {
    close()
    free(activePrompt)
  }

  /// Ends the line editor and restores the terminal; safe to call more than once.
  public func close() {
    if let editLine { el_end(editLine) }
    editLine = nil
    history.close()
    fflush(output)
  }

  public func read() -> ReadResult {
    // Signals that arrived while the previous command ran are spent (el_gets starts fresh anyway).
    for stale in [SIGINT, SIGTSTP, SIGCONT, SIGWINCH] { _ = SignalFlags.take(stale) }
    let suspendAction = SignalFlags.install(SIGTSTP)  // while editing, Ctrl-Z goes to `suspend`
    defer { SignalFlags.restore(SIGTSTP, suspendAction) }
    var assembler = CommandAssembler(tracker: tracker)
    write(BracketedPaste.enable)
    defer { write(BracketedPaste.disable) }
    isPasting = false
    while true {
      show(assembler.isEmpty ? prompt : continuationPrompt)
      isContinuing = !assembler.isEmpty
      switch nextLine() {
      case .text(let line):
        if let command = assembler.add(line) { return .command(command) }
      case .interrupted:
        assembler.reset()
      case .end:
        write("\n")
        return .eof
      }
    }
  }

  public func remember(_ command: String) { history.add(command) }

  /// The history entries, newest first.
  var historyEntries: [String] { history.entries() }

  /// Prints text on the editor's output stream at once.
  func write(_ text: String) {
    fputs(text, output)
    fflush(output)
  }

  /// The C streams libedit reads from and writes to.
  typealias Streams = (
    input: UnsafeMutablePointer<FILE>, output: UnsafeMutablePointer<FILE>,
    errors: UnsafeMutablePointer<FILE>
  )

  private func configure(handlesSignals: Bool) {
    guard let editLine else { return }
    _ = dp_el_set_clientdata(editLine, Unmanaged.passUnretained(self).toOpaque())
    _ = dp_el_set_prompt(editLine, Self.promptCallback, PromptText.ignoreMarker)
    _ = dp_el_set_editor(editLine, "emacs")
    // libedit then restores the terminal around Ctrl-Z, resizes and fatal signals.
    _ = dp_el_set_signal(editLine, handlesSignals ? 1 : 0)
    _ = dp_el_set_getc(editLine, Self.readCallback)
    if let handle = history.handle { _ = dp_el_set_history(editLine, handle) }
    _ = dp_el_add_function(
      editLine, "dp-complete", "Complete the word before the cursor", Self.completeCallback)
    _ = dp_el_bind(editLine, "^I", "dp-complete")
    _ = dp_el_add_function(
      editLine, "dp-interrupt", "Discard the input, fresh prompt", Self.interruptCallback)
    _ = dp_el_bind(editLine, "^C", "dp-interrupt")
    _ = dp_el_add_function(
      editLine, "dp-paste-begin", "Start of pasted text", Self.pasteBeginCallback)
    _ = dp_el_bind(editLine, BracketedPaste.begin, "dp-paste-begin")
    _ = dp_el_add_function(editLine, "dp-paste-end", "End of pasted text", Self.pasteEndCallback)
    _ = dp_el_bind(editLine, BracketedPaste.end, "dp-paste-end")
    _ = el_source(editLine, nil)  // ~/.editrc, lines for "dynprop-repl:" included
  }

  private func show(_ text: String) {
    free(activePrompt)
    activePrompt = strdup(PromptText.markingEscapes(text))
  }

  /// One physical line from libedit.
  private enum Line {
    case text(String)
    case interrupted
    case end
  }

  private func nextLine() -> Line {
    guard let editLine else { return .end }
    interrupted = false
    var count: Int32 = 0
    let raw = el_gets(editLine, &count)
    if interrupted { return .interrupted }
    guard let raw, count > 0 else { return .end }
    var line = String(cString: raw).unicodeScalars
    if line.last == "\n" { line.removeLast() }
    return .text(String(line))
  }
}
