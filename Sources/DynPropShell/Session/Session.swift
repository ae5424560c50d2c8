import DynPropDiagnostics
import DynPropHost
import Foundation

/// One user's conversation with one engine: runs commands, keeps the event log, reports errors and
/// expectations, and decides the exit code.
///
/// The session is separate from the console (as in SQLite's shell): the interactive prompt, `run`,
/// `test` and piped input all feed commands to `execute`, so every command behaves the same everywhere.
public final class Session {
  public let engine: Engine
  public let table: CommandTable
  public let transcript: Transcript
  /// Events since the start or the last `reset` (CONTRACT §3 "so far").
  public private(set) var log = EventLog()
  public internal(set) var outcome = SessionOutcome()
  /// Failed expectations and errors of the whole session (not cleared by `reset`), one line each,
  /// for `test` reports.
  public private(set) var problems: [String] = []
  /// Paths in commands are relative to this folder (the scenario's, or the working directory).
  public var baseDirectory: URL
  /// The command being run.
  public private(set) var site = CommandSite(file: CommandSite.input, line: 0)
  /// Texts of loaded files, so script errors can quote the offending line.
  let sources = SourceRegistry()
  var recorder = Recorder()
  /// Watches and breakpoints (`watch`, `break`); they outlive `reset`, as a debugger's do.
  var breaks = BreakState()
  /// App crashes and whether an `expect crash` claimed them (checked by `finish()`).
  var crashes = CrashLedger()
  /// CONTRACT §8 limits; the engine applies the interpreter's, `run` reads `runTicks`.
  public var budgets = Budgets.standard
  /// True once per Ctrl-C; polled between ticks by `tick N` and `run`.
  let isInterrupted: () -> Bool

  public init(
    engine: Engine, transcript: Transcript, baseDirectory: URL, table: CommandTable = .standard,
    isInterrupted: @escaping () -> Bool = { false }
  ) {
    self.engine = engine
    self.transcript = transcript
    self.baseDirectory = baseDirectory
    self.table = table
    self.isInterrupted = isInterrupted
    engine.interruptCheck = isInterrupted
    engine.eventSink = { [weak self] event in self?.receive(event) }
  }

  public var exitStatus: ExitStatus { outcome.status }

  /// Runs one command (comments and blank text are skipped); returns false when the session should end.
  @discardableResult
  public func execute(_ text: String, at site: CommandSite) -> Bool {
    let text = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !text.isEmpty, !CommandScanner.isComment(text) else { return true }
    self.site = site
    transcript.echo(text)
    let (name, arguments) = CommandArguments.command(text)
    let command: any ShellCommand
    do {
      command = try table.resolve(name)
    } catch {
      report(error)
      return true
    }
    var output = CommandOutput.none
    do {
      output = try command.run(arguments, in: self)
    } catch {
      report(error)
    }
    if let text = output.text, !text.isEmpty {
      transcript.commandOutput(text, command: command.name, tick: engine.currentTick)
    }
    transcript.endCommand()
    if !command.isInspection(arguments) { keep(text, command, arguments) }
    return !output.quits
  }

  /// Every event passes here: logged for expectations, counted if an error, rendered.
  func receive(_ event: Event) {
    log.append(event)
    if event.type == .error {
      outcome.errorReported()
      problems.append(
        "error: \(event.string("message") ?? "") (\(event.string("source") ?? site.description))")
    }
    if event.type == .crash { crashes.crashed(event, line: site.line) }
    if event.type == .expect, event["ok"] == .bool(false) {
      var line = site.line
      if case .int(let number)? = event["line"] { line = number }
      problems.append(
        "\(line): expected \(event.string("expected") ?? ""), seen \(event.string("seen") ?? "")")
    }
    transcript.event(event)
    for line in breaks.observe(event) { receive(Event(.note, tick: event.tick, ["text": .string(line)])) }
  }

  /// Resolves a path from a command against the base directory (`~` means the home folder).
  public func resolve(_ path: String) -> URL {
    let expanded = (path as NSString).expandingTildeInPath
    if expanded.hasPrefix("/") { return URL(fileURLWithPath: expanded).standardizedFileURL }
    return baseDirectory.appendingPathComponent(expanded).standardizedFileURL
  }

  /// Records the result of an expectation as an `expect` event (at `line`, by default the command's).
  func expectationChecked(_ result: ExpectationResult, text: String, line: Int? = nil) {
    if !result.ok { outcome.expectationFailed = true }
    var fields: [(String, EventValue)] = [
      ("ok", .bool(result.ok)), ("line", .int(line ?? site.line)), ("text", .string(text)),
    ]
    if !result.ok { fields += [("expected", .string(result.expected)), ("seen", .string(result.seen))] }
    receive(Event(.expect, tick: engine.currentTick, .init(uniqueKeysWithValues: fields)))
  }

  /// A holding `expect error` claims the errors reported so far (CONTRACT §1, §3).
  func claimErrors() { outcome.claimErrors() }

  /// A holding `expect crash` claims the crashes so far.
  func claimCrashes() { crashes.claim() }

  /// Ends a non-interactive session (`run`, each file of `test`, piped input): each crash that no
  /// `expect crash` claimed fails as an implicit expectation, reported at the line that crashed.
  public func finish() {
    for entry in crashes.unclaimed {
      expectationChecked(CrashLedger.failure(entry), text: CrashLedger.text, line: entry.line)
    }
    crashes = CrashLedger()
  }

  /// After time travel the counters describe the restored world.
  func restoreLog(_ counts: EventLog) { log = counts }

  /// `reset`: a new window for counters and "so far".
  func resetLog() {
    log.clear()
    outcome.reset()
    crashes.reset()
  }

  /// Keeps a source text so errors in it can be quoted.
  func remember(source text: String, named name: String) {
    sources.add(SourceBuffer(name: name, text: text))
  }

  /// Keeps a command for `record`, as typed (so a replay echoes the same text), but with `load` paths
  /// made absolute so they can be rewritten relative to the scenario file.
  private func keep(_ text: String, _ command: any ShellCommand, _ arguments: CommandArguments) {
    let entry: RecordedCommand
    if command is LoadCommand, let words = try? arguments.words(), !words.isEmpty {
      entry = .load(words.map(resolve))
    } else {
      entry = .text(text)
    }
    do {
      try recorder.add(entry)
    } catch {
      report(error)
    }
  }
}
