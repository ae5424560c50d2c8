/// `run [--max N]`: ticks until the world is idle, N ticks have run, or a loop is confirmed.
struct RunCommand: ShellCommand {
  let name = "run"
  let usage = "run [--max N]"
  let summary = "tick until idle (at most N ticks, default 100 or --max-run-ticks)"
  let details = """
    Ticks until the world is idle, until N ticks ran (default 100), or until a loop pitfall
    (fetch-loop, render-loop) is confirmed; it stops after that tick. Idleness is checked before
    each tick, so an idle world runs 0 ticks. Idle means nothing dirty, no queued work, and no
    request or timer due at a future tick (requests held by 'net manual' and repeating timers don't
    count). At the prompt, Ctrl-C stops between ticks. A breakpoint ('break') stops it at the phase
    where it hit, in the middle of that tick; 'run' again goes on from there.
    """

  func run(_ arguments: CommandArguments, in session: Session) throws -> CommandOutput {
    let limit = try maximum(arguments, default: session.budgets.runTicks)
    let engine = session.engine
    var ran = 0
    while ran < limit {
      if engine.isIdle { return .text("idle after \(ticks(ran))") }
      if session.isInterrupted() { return .text("interrupted after \(ticks(ran))") }
      if let stop = try session.advanceTick() { return .text(stop.text) }
      ran += 1
      if engine.loopConfirmedInLastTick {
        return .text("stopped after \(ticks(ran)): a loop was confirmed in tick \(engine.currentTick)")
      }
    }
    return .text(
      engine.isIdle ? "idle after \(ticks(ran))" : "stopped after \(ticks(ran)) (--max \(limit)); not idle")
  }

  private func maximum(_ arguments: CommandArguments, default limit: Int) throws -> Int {
    let words = try arguments.words()
    switch words.count {
    case 0: return limit
    case 2 where words[0] == "--max":
      return try CommandArguments.integer(words[1], for: "run --max", minimum: 0)
    default: throw usageError()
    }
  }

  private func ticks(_ count: Int) -> String { count == 1 ? "1 tick" : "\(count) ticks" }
}
