/// A read the host is told about (`WriteObserver.fieldRead`, `globalRead`).
enum TrackedRead {
  case field(Instance, Int)
  case global(Int)
}

/// Reads of class fields and globals, as the host tracks them (`unobserved-write`, `@Observable`).
///
/// A method call reads its receiver before it knows whether the method changes it in place, and
/// `log.append(x)` on a global writes it without reading it (SEMANTICS §12.6): such reads are held back
/// and reported only when the call turns out to read.
extension Interpreter {
  func noteFieldRead(_ instance: Instance, _ field: Int) {
    if heldReads != nil {
      heldReads!.append(.field(instance, field))
    } else {
      observer?.fieldRead(instance, field: field)
    }
  }

  func noteGlobalRead(_ slot: Int) {
    if heldReads != nil {
      heldReads!.append(.global(slot))
    } else {
      observedGlobals.insert(slot)
      observer?.globalRead(slot: slot)
    }
  }

  /// Whether a write of global `slot` can concern the observer: only globals a view's body has read
  /// (`unobserved-write`). A loop over other globals then costs no call per iteration.
  @inline(__always)
  func isObserved(global slot: Int) -> Bool {
    !observedGlobals.isEmpty && observedGlobals.contains(slot)
  }

  /// Runs `body` with its reads held back; returns its result and those reads.
  func holdingReads<T>(_ body: () throws -> T) rethrows -> (T, [TrackedRead]) {
    let outer = heldReads
    heldReads = []
    defer { heldReads = outer }
    let result = try body()
    return (result, heldReads ?? [])
  }

  /// Reports reads that were held back (to an enclosing hold, if there is one).
  func report(_ reads: [TrackedRead]) {
    for read in reads {
      switch read {
      case .field(let instance, let field): noteFieldRead(instance, field)
      case .global(let slot): noteGlobalRead(slot)
      }
    }
  }
}
