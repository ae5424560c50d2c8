import DynPropDiagnostics
import DynPropHost
import DynPropInterpreter

/// Turns failures into `error` events (CONTRACT §4) and the exit-code facts they imply.
///
/// Scenario errors point at the command's line; script errors at their own `file:line:col`, with the
/// offending source line quoted under the event in the human transcript, as swiftc does.
extension Session {
  func report(_ error: Error) {
    switch error {
    case ShellError.scenario(let message):
      emitError(message, source: site.description)
    case ShellError.io(let message):
      outcome.ioFailed = true
      emitError(message, source: site.description)
    case ShellError.script(let diagnostics):
      let errors = diagnostics.filter { $0.severity == .error }
      for diagnostic in errors.isEmpty ? diagnostics : errors { emitError(diagnostic) }
    default:
      outcome.toolFailed = true
      emitError("internal error: \(error)", source: site.description)
    }
  }

  private func emitError(_ message: String, source: String) {
    receive(
      Event(.error, tick: engine.currentTick, ["message": .string(message), "source": .string(source)]))
  }

  private func emitError(_ diagnostic: Diagnostic) {
    emitError(diagnostic.message, source: diagnostic.location?.description ?? site.description)
    let rendered = DiagnosticRenderer(sources: sources).render(diagnostic)
    let excerpt = rendered.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
    if !excerpt.isEmpty { transcript.detail(excerpt.joined(separator: "\n")) }
  }
}

/// One-line descriptions of errors, for places that show an error as text (`expect value`, `test`).
public enum ErrorText {
  public static func describe(_ error: Error) -> String {
    switch error {
    case ShellError.scenario(let message), ShellError.io(let message): return message
    case ShellError.script(let diagnostics): return diagnostics.map(\.headline).joined(separator: "; ")
    case let runtime as ScriptRuntimeError: return runtime.diagnostic.headline
    case let diagnostics as DiagnosticError:
      return diagnostics.diagnostics.map(\.headline).joined(separator: "; ")
    case let crash as ScriptCrash: return crash.message
    default: return String(describing: error)
    }
  }
}
