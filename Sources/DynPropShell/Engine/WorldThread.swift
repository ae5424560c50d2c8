import Foundation

/// Runs world work on a thread with a large stack, so deep script recursion reaches the call-depth
/// budget (CONTRACT §8) instead of overflowing the tool's own stack.
enum WorldThread {
  static let stackSize = 1 << 30

  /// Runs `body` on a fresh big-stack thread and waits for it.
  static func run<T>(_ body: @escaping () throws -> T) throws -> T {
    let box = UncheckedBox<Result<T, Error>?>(nil)
    let work = UncheckedBox<(() throws -> T)?>(body)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      box.value = Result { try work.value!() }
      work.value = nil
      done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    done.wait()
    return try box.value!.get()
  }
}

/// A value handed between the shell thread and the world thread, which never run at the same time.
final class UncheckedBox<T>: @unchecked Sendable {
  var value: T
  init(_ value: T) { self.value = value }
}

/// `step`: a tick that pauses after each phase (an `update()`, a `body`, a queued action).
///
/// The tick runs on its own big-stack thread; at each phase boundary it hands control back to the shell
/// and waits, so the world is stepped exactly as a normal tick would run it.
final class TickStepper: @unchecked Sendable {
  private let paused = DispatchSemaphore(value: 0)
  private let resume = DispatchSemaphore(value: 0)
  private var lastPhase = ""
  private var outcome: Result<Void, Error>?
  private(set) var isRunning = false

  /// Advances one phase; starts the tick if none is running. Returns the phase just finished, or nil
  /// when the tick has ended (its error, if any, is rethrown).
  func advance(install: (@escaping (String) -> Void) -> Void, tick: @escaping () throws -> Void) throws
    -> String?
  {
    if isRunning {
      resume.signal()
    } else {
      isRunning = true
      outcome = nil
      install { [unowned self] phase in
        self.lastPhase = phase
        self.paused.signal()
        self.resume.wait()
      }
      let work = UncheckedBox(tick)
      let thread = Thread { [unowned self] in
        self.outcome = Result { try work.value() }
        self.paused.signal()
      }
      thread.stackSize = WorldThread.stackSize
      thread.start()
    }
    paused.wait()
    if let outcome {
      isRunning = false
      try outcome.get()
      return nil
    }
    return lastPhase
  }
}
