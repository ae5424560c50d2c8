import Foundation

/// Runs world work on a thread with a large stack, so deep script recursion reaches the call-depth
/// budget (CONTRACT §8) instead of overflowing the tool's own stack.
enum WorldThread {
  static let stackSize = 1 << 30

  /// Runs `body` on the world thread and waits for it (inline when already on it).
  static func run<T>(_ body: @escaping () throws -> T) throws -> T {
    let box = UncheckedBox<Result<T, Error>?>(nil)
    WorldWorker.shared.perform { box.value = Result { try body() } }
    return try box.value!.get()
  }
}

/// One long-lived thread with a large stack that runs world work handed to it, one job at a time.
final class WorldWorker: @unchecked Sendable {
  static let shared = WorldWorker()
  private let requested = DispatchSemaphore(value: 0)
  private let finished = DispatchSemaphore(value: 0)
  private let lock = NSLock()
  private var job: (() -> Void)?
  private var thread: Thread?

  func perform(_ work: @escaping () -> Void) {
    if Thread.current === thread {
      work()
      return
    }
    lock.lock()
    defer { lock.unlock() }
    startIfNeeded()
    job = work
    requested.signal()
    finished.wait()
  }

  private func startIfNeeded() {
    guard thread == nil else { return }
    let worker = Thread { [unowned self] in
      while true {
        self.requested.wait()
        self.job?()
        self.job = nil
        self.finished.signal()
      }
    }
    worker.stackSize = WorldThread.stackSize
    thread = worker
    worker.start()
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
