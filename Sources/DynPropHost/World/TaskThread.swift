import DynPropInterpreter
import Foundation

/// The thread a script task runs on, handed control like a coroutine.
///
/// A task's body runs on its own thread with a large stack (deep script recursion reaches the call-depth
/// budget, CONTRACT §8), so a suspended task keeps its place: its thread waits at the `await` while
/// the world goes on. Control moves by semaphores: `transfer()` wakes the task and waits until it
/// suspends or ends; `suspend()` hands control back and waits to be resumed. Exactly one of the two
/// threads runs at any moment, so the interpreter is never used by two threads at once.
final class TaskThread: @unchecked Sendable {
  static let stackSize = 1 << 30
  private let toTask = DispatchSemaphore(value: 0)
  private let toDriver = DispatchSemaphore(value: 0)
  private(set) var started = false
  /// Set by `terminate()`: the task's pending and future suspensions throw `TaskTerminated`.
  private(set) var isTerminating = false
  private(set) var isFinished = false
  private let body: () -> Void

  init(body: @escaping () -> Void) { self.body = body }

  /// Runs the task until it suspends or ends (starting its thread the first time).
  func transfer() {
    guard !isFinished else { return }
    if !started {
      started = true
      let thread = Thread { [self] in
        self.toTask.wait()
        if !self.isTerminating { self.body() }
        self.isFinished = true
        self.toDriver.signal()
      }
      thread.stackSize = TaskThread.stackSize
      thread.start()
    }
    toTask.signal()
    toDriver.wait()
  }

  /// Called on the task's thread at an `await` that must wait: hands control back until resumed.
  func suspend() throws {
    if isTerminating { throw TaskTerminated() }
    toDriver.signal()
    toTask.wait()
    if isTerminating { throw TaskTerminated() }
  }

  /// Ends a task whose world is discarded: a suspended one unwinds and its thread exits; one that never
  /// started never starts a thread.
  func terminate() {
    isTerminating = true
    if started { transfer() } else { isFinished = true }
  }
}
