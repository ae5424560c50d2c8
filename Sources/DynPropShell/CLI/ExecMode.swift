import ArgumentParser
import DynPropDiagnostics
import DynPropSyntax
import Foundation

/// `dynprop-repl exec FILE.swift ...`: runs a plain Swift program the way its compiled binary would.
///
/// The files are loaded as one module and their top-level code runs; stdout receives exactly what the
/// program prints (`print`'s separator and terminator honoured), and nothing else, so the output can be
/// compared byte for byte with a `swiftc`-built binary's (Scripts/difftest, Scripts/swift-tests). Queued
/// work (`Task { }`, main-queue blocks, timers) runs on the simulated clock until the world is idle, at
/// most `--max-run-ticks` ticks (10 minutes of simulated time unless the flag is given); work still
/// pending then is a script error, never a silently shortened output. A crash prints Swift's message to stderr and exits 1 (a binary built by
/// `swiftc` dies of a signal instead: status 132 or 133, and its unflushed stdout is lost); a script error
/// (parse, static check, runtime error) prints the located diagnostic to stderr and exits 65. A `@main`
/// type's `static func main()` runs as the program's entry point; an `@main` App is for the shell.
struct ExecMode: ParsableCommand {
  /// Built once: ArgumentParser reads a command's configuration many times per parse.
  static let configuration: CommandConfiguration = {
    CommandConfiguration(
      commandName: "exec",
      abstract: "Run a plain Swift program: its output on stdout, crashes and errors on stderr.",
      usage: "dynprop-repl exec FILE.swift ... [--module-name NAME] [--seed N] [--max-steps N] ...",
      discussion: """
        Exit codes: 0 the program ended, 1 it crashed (message on stderr), 64 usage (no file, or an \
        @main App), 65 a script error (on stderr, located), 74 a file could not be read.
        """)
  }()

  @ArgumentParser.Argument(help: "The program's files, loaded together as one module.")
  var files: [String]

  @Option(help: ArgumentHelp("The module's name, as swiftc -module-name sets it.", valueName: "NAME"))
  var moduleName: String?

  @OptionGroup var options: GlobalOptions

  mutating func validate() throws {
    if files.isEmpty { throw ValidationError("give at least one .swift file") }
  }

  mutating func run() throws {
    let urls = files.map { URL(fileURLWithPath: $0, relativeTo: ProcessFacts.workingDirectory) }
    if let app = Self.mainType(in: urls) {
      Self.fail("exec runs plain programs; '\(app)' is an @main App: open it with 'dynprop-repl FILE'")
      throw ExitCode(ExitStatus.usage.rawValue)
    }
    var budgets = options.budgets
    if budgets.runTicks == Budgets.standard.runTicks { budgets.runTicks = Budgets.execRunTicks }
    let program = ProgramRun(
      seed: options.seed, budgets: budgets, output: StandardOutput(),
      errors: StandardOutput(.standardError))
    program.moduleName = moduleName
    throw ExitCode(program.run(urls))
  }

  /// The name of a top-level `@main` type in any of the files, if one has it.
  static func mainType(in urls: [URL]) -> String? {
    for url in urls {
      guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
      for item in ScriptParser.parse(source: text, fileName: url.lastPathComponent).items {
        guard case .decl(let decl) = item.kind, case .type(let type) = decl.kind else { continue }
        // A plain program's `@main` type (`static func main()`) runs; an `App` is for the shell.
        let isApp = type.inherited.contains { $0.baseName == "App" }
        if isApp, type.attributes.contains(where: { $0.name == "main" }) { return type.name }
      }
    }
    return nil
  }

  static func fail(_ message: String) {
    FileHandle.standardError.write(Data("dynprop-repl: \(message)\n".utf8))
  }
}

/// One run of a program on a fresh engine: its printed text buffered to `output`, crashes and script
/// errors to `errors`, the outcome as an exit status.
final class ProgramRun {
  private let engine: HostEngine
  private let output: TextOutput
  private let errors: TextOutput
  private var pending = ""
  private var crash: (message: String, source: String?)?
  /// Set: the module's name (`main.Post` when printing), as `swiftc -module-name` sets it.
  var moduleName: String?

  init(seed: Int, budgets: Budgets, output: TextOutput, errors: TextOutput) {
    engine = HostEngine(seed: seed, budgets: budgets)
    self.output = output
    self.errors = errors
  }

  func run(_ urls: [URL]) -> Int32 {
    engine.eventSink = { [unowned self] event in
      if event.type == .crash, crash == nil {
        crash = (event.string("message") ?? "crash", event.string("source"))
      }
    }
    if let moduleName {
      engine.interpreter.moduleName = moduleName
      engine.interpreter.hasModuleName = true
    }
    do {
      engine.interpreter.outputSink = { [unowned self] text in write(text) }
      try engine.load(files: urls)
      try drainQueuedWork()
    } catch {
      flush()
      return report(error)
    }
    flush()
    guard let crash else { return 0 }
    let place = crash.source.map { "\($0): " } ?? ""
    errors.write("\(place)\(crash.message)\n")
    return ExitStatus.expectationFailed.rawValue
  }

  /// Ticks until nothing is queued or due (top-level `Task { }`, `DispatchQueue.main.async`, timers).
  /// Work still pending when the budget ends is reported: the program's output would be cut short.
  private func drainQueuedWork() throws {
    var ticks = 0
    while crash == nil, !engine.isIdle, ticks < engine.budgets.runTicks {
      try engine.tick()
      ticks += 1
    }
    guard crash == nil, !engine.isIdle else { return }
    throw ShellError.script([
      .error(
        "the program still had work queued or sleeping after \(ticks) ticks (\(ticks / 60) s of simulated "
          + "time); run it longer with --max-run-ticks N", at: nil)
    ])
  }

  /// Printed text is written in blocks, not per `print` call, so output-heavy programs stay fast.
  private func write(_ text: String) {
    pending += text
    if pending.utf8.count >= 1 << 16 { flush() }
  }

  private func flush() {
    if !pending.isEmpty { output.write(pending) }
    pending = ""
  }

  private func report(_ error: Error) -> Int32 {
    switch error {
    case ShellError.script(let diagnostics):
      let failures = diagnostics.filter { $0.severity == .error }
      let renderer = DiagnosticRenderer(sources: engine.sources)
      for diagnostic in failures.isEmpty ? diagnostics : failures {
        errors.write(renderer.render(diagnostic) + "\n")
      }
      return ExitStatus.dataError.rawValue
    case ShellError.io(let message):
      errors.write("dynprop-repl: \(message)\n")
      return ExitStatus.ioError.rawValue
    default:
      errors.write("dynprop-repl: internal error: \(error)\n")
      return ExitStatus.software.rawValue
    }
  }
}
