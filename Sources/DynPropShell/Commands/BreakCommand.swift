import DynPropHost

/// `break PATH | view VIEW | warning [ID] | pitfall [ID]`: stop `run`, `tick` and `step` there.
struct BreakCommand: ShellCommand {
  let name = "break"
  let usage = "break [PATH | view V | warning | pitfall | delete N]"
  let summary = "stop run, tick and step when something happens"
  let details = """
    break PATH           stop when PATH changes (VIEW.prop, VIEW#K.prop, Type.prop, prop)
    break view VIEW      stop after an update() or body of a VIEW
    break warning [ID]   stop after a runtime warning (with that ID)
    break pitfall [ID]   stop after a pitfall is diagnosed (with that ID)
    break delete N|all   remove breakpoint N, or all of them
    break                list the breakpoints
    With breakpoints set, ticks run phase by phase and stop at the phase boundary right after the
    event, leaving the tick half done (as 'step' does): 'step' goes on one phase, 'tick' and 'run'
    go on to the end of the tick (or the run), stopping again at the next hit.
    """

  func isInspection(_ arguments: CommandArguments) -> Bool { arguments.raw.isEmpty }

  func run(_ arguments: CommandArguments, in session: Session) throws -> CommandOutput {
    let words = try arguments.words()
    guard let first = words.first else { return .text(list(session)) }
    let condition: Breakpoint.Condition
    switch (first, words.count) {
    case ("delete", 2): return .text(try delete(words[1], session))
    case ("view", 2):
      guard session.engine.declaresType(words[1]) else {
        throw ShellError.scenario("break: no view named '\(words[1])' is loaded")
      }
      condition = .view(words[1])
    case ("warning", 1...2):
      condition = .warning(try known(words.dropFirst().first, RuntimeWarning.allCases.map(\.rawValue)))
    case ("pitfall", 1...2):
      condition = .pitfall(try known(words.dropFirst().first, Pitfall.allCases.map(\.id)))
    case (_, 1): condition = .property(try PathResolution.resolve(first, in: session, command: self))
    default: throw usageError()
    }
    let breakpoint = Breakpoint(number: session.breaks.nextNumber, condition: condition)
    session.breaks.nextNumber += 1
    session.breaks.breakpoints.append(breakpoint)
    return .text("breakpoint \(breakpoint.number): \(breakpoint.description)")
  }

  private func known(_ id: String?, _ ids: [String]) throws -> String? {
    guard let id else { return nil }
    guard ids.contains(id) else {
      throw ShellError.scenario("break: unknown ID '\(id)' (known: \(ids.joined(separator: ", ")))")
    }
    return id
  }

  private func list(_ session: Session) -> String {
    let lines = session.breaks.breakpoints.map { "  \($0.number): \($0.description)" }
    return lines.isEmpty ? "no breakpoints" : (["breakpoints:"] + lines).joined(separator: "\n")
  }

  private func delete(_ word: String, _ session: Session) throws -> String {
    if word == "all" {
      session.breaks.breakpoints.removeAll()
      return "no breakpoints"
    }
    let number = try CommandArguments.integer(word, for: "break delete", minimum: 1)
    guard let index = session.breaks.breakpoints.firstIndex(where: { $0.number == number }) else {
      throw ShellError.scenario("break: there is no breakpoint \(number)")
    }
    session.breaks.breakpoints.remove(at: index)
    return "deleted breakpoint \(number)"
  }
}
