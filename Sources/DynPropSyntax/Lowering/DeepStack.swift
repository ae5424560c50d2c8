import Dispatch
import Foundation

/// Runs parsing work on a thread with a large stack.
///
/// swift-syntax's parser, its diagnostics generator and the lowering are recursive. Debug builds use
/// several kilobytes of stack per nesting level, and callers may sit on threads with small stacks, so
/// every parse gets its own thread with room for the deepest tree the nesting limits allow.
enum DeepStack {
  /// Virtual size of the worker thread's stack; pages are only committed when touched.
  static let stackSize = 64 << 20

  /// Runs `work` on a fresh large-stack thread and waits for its result.
  static func run<T: Sendable>(_ work: @escaping @Sendable () -> T) -> T {
    let box = ResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      box.value = work()
      done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    done.wait()
    guard let value = box.value else { preconditionFailure("parse worker ended without a result") }
    return value
  }
}

/// Carries a worker thread's result back to the waiting caller (written once, read after the signal).
private final class ResultBox<T>: @unchecked Sendable {
  var value: T?
}
