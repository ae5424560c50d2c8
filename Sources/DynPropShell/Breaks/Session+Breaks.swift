/// Advancing time with breakpoints set: the tick runs phase by phase and stops at the first hit.
extension Session {
  /// The outcome of advancing: where it stopped when a breakpoint was hit.
  struct BreakStop {
    let text: String
  }

  /// Runs (or finishes) one tick; with breakpoints set, phase by phase, stopping at a hit.
  func advanceTick() throws -> BreakStop? {
    guard !breaks.breakpoints.isEmpty else {
      try engine.tick()
      return nil
    }
    repeat {
      if let stop = try advancePhase().stop { return stop }
    } while engine.isMidTick
    return nil
  }

  /// One phase (`step`): the engine's description of where the tick stands, and the hit, if any.
  func advancePhase() throws -> (description: String, stop: BreakStop?) {
    breaks.hit = nil
    let description = try engine.step()
    guard let hit = breaks.hit else { return (description, nil) }
    breaks.hit = nil
    let place =
      engine.isMidTick ? "stopped in \(description)" : "stopped at the end of tick \(engine.currentTick)"
    let text = "break \(hit.breakpoint.number) (\(hit.breakpoint.description)): \(hit.text); \(place)"
    return (description, BreakStop(text: text))
  }
}
