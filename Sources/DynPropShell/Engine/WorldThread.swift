import DynPropHost
import Foundation

/// Runs world work on a large stack, so deep script recursion reaches the call-depth budget
/// (CONTRACT §8) instead of overflowing the tool's own stack.
enum WorldThread {
  static let stackSize = 1 << 30

  /// Runs `body` on the world stack and returns its result (inline when already on it).
  static func run<T>(_ body: @escaping () throws -> T) throws -> T {
    let box = UncheckedBox<Result<T, Error>?>(nil)
    WorldWorker.shared.perform { box.value = Result { try body() } }
    return try box.value!.get()
  }
}

/// A coroutine with a large stack that runs world work handed to it, one job at a time, on the thread
/// that hands it over.
///
/// Each `tick` is world work, so handing it to a thread of its own cost two semaphore waits and two OS
/// context switches per tick; switching stacks on the caller's thread costs about a function call.
final class WorldWorker: @unchecked Sendable {
  static let shared = WorldWorker()
  private let lock = NSLock()
  private var job: (() -> Void)?
  private var coroutine: Coroutine?
  /// The thread running a job on the world stack now, if any (work it hands over runs inline).
  private var runningOn: Thread?

  func perform(_ work: @escaping () -> Void) {
    if let runningOn, runningOn === Thread.current {
      work()
      return
    }
    lock.lock()
    defer { lock.unlock() }
    job = work
    runningOn = Thread.current
    defer { runningOn = nil }
    worldStack().resume()
  }

  private func worldStack() -> Coroutine {
    if let coroutine { return coroutine }
    guard
      let made = Coroutine(
        stackSize: WorldThread.stackSize,
        body: { [unowned self] in
          while true {
            self.job?()
            self.job = nil
            self.coroutine?.suspend()
          }
        })
    else { fatalError("cannot map the world stack of \(WorldThread.stackSize) bytes") }
    coroutine = made
    return made
  }
}

/// A value handed between the shell and world work, which never run at the same time.
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
