import CCoroutine

/// A body of work with a stack of its own, run on the calling thread: `resume` runs it until it
/// suspends or ends, and `suspend`, called inside it, hands control back to whoever resumed it.
///
/// This is how script tasks keep their place at an `await` (SEMANTICS §12.1, tasks): the interpreter is a
/// recursive tree walker, so a suspended task is a Swift call stack that must survive until it resumes.
/// A switch saves and restores registers (`swapcontext`, Sources/CCoroutine), about the cost of a call;
/// handing control to a thread of its own cost two semaphore waits and two OS context switches, tens of
/// microseconds on a busy machine. Only one stack runs at a time, so the interpreter is never shared.
public final class Coroutine {
  private var handle: OpaquePointer?
  private let body: () -> Void

  /// Nil when the stack (reserved, committed only as it is used) cannot be mapped.
  public init?(stackSize: Int, body: @escaping () -> Void) {
    self.body = body
    let entry: dp_coroutine_entry = { context in
      Unmanaged<Coroutine>.fromOpaque(context!).takeUnretainedValue().body()
    }
    guard let handle = dp_coroutine_create(stackSize, entry, Unmanaged.passUnretained(self).toOpaque())
    else { return nil }
    self.handle = handle
  }

  deinit { dp_coroutine_destroy(handle) }

  /// Runs the body until it suspends or returns (nothing when it has returned).
  public func resume() { dp_coroutine_resume(handle) }

  /// Inside the body: back to the resumer until the next `resume`.
  public func suspend() { dp_coroutine_suspend(handle) }

  public var isFinished: Bool { dp_coroutine_is_finished(handle) != 0 }

  /// Coroutines alive in the process (tests check that stacks are freed with their world).
  public static var liveCount: Int { dp_coroutine_live_count() }
}
