import DynPropInterpreter

/// Where a script task runs: a coroutine with a large stack, handed control at `await`s.
///
/// A task's body runs on a stack of its own (1 GiB reserved, so deep script recursion reaches the
/// call-depth budget, CONTRACT §8), on the thread of whoever runs world work. `transfer()` runs the task
/// until it suspends or ends; `suspend()`, at an `await` that must wait, hands control back. Exactly one
/// of the two runs at any moment, in the order the ticks fix, so the interpreter is never used twice at
/// once and every run gives the same answer.
final class TaskCoroutine {
  static let stackSize = 1 << 30
  private var coroutine: Coroutine?
  private(set) var started = false
  /// Set by `terminate()`: the task's pending and future suspensions throw `TaskTerminated`.
  private(set) var isTerminating = false
  private(set) var isFinished = false
  private let body: () -> Void

  init(body: @escaping () -> Void) { self.body = body }

  /// Runs the task until it suspends or ends (making its stack the first time).
  func transfer() throws {
    guard !isFinished else { return }
    if !started {
      started = true
      coroutine = Coroutine(stackSize: Self.stackSize) { [unowned self] in
        if !self.isTerminating { self.body() }
        self.isFinished = true
      }
    }
    guard let coroutine else { throw TaskStackUnavailable() }
    coroutine.resume()
  }

  /// On the task's stack, at an `await` that must wait: hands control back until resumed.
  func suspend() throws {
    if isTerminating { throw TaskTerminated() }
    coroutine?.suspend()
    if isTerminating { throw TaskTerminated() }
  }

  /// Ends a task whose world is discarded: a suspended one unwinds and its stack is freed; one that
  /// never started never gets a stack.
  func terminate() {
    isTerminating = true
    if started, coroutine != nil { try? transfer() } else { isFinished = true }
  }
}

/// The operating system refused the memory for a task's stack.
struct TaskStackUnavailable: Error {}
