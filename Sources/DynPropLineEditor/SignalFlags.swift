import Foundation
import Synchronization

/// Signals turned into flags: the handler only records that the signal arrived, and ordinary code
/// looks at the flag later (a signal handler can safely do little else).
///
/// Handlers are installed without SA_RESTART, so a blocking read() returns EINTR and the line editor
/// gets a chance to act at once. The one pending-signal bit set is the module's only global state.
enum SignalFlags {
  /// Installs the flag handler for `signal` unless this module already did.
  static func installOnce(_ signal: Int32) {
    let bit = mask(signal)
    let before = installed.bitwiseOr(bit, ordering: .acquiringAndReleasing).oldValue
    if before & bit == 0 { install(signal) }
  }

  /// Installs the flag handler for `signal`; returns the action it replaced.
  @discardableResult
  static func install(_ signal: Int32) -> sigaction {
    _ = pending.load(ordering: .relaxed)  // initialize the global before any signal can arrive
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { signal in
      pending.bitwiseOr(1 << UInt64(signal & 63), ordering: .releasing)
    }
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    var previous = sigaction()
    sigaction(signal, &action, &previous)
    return previous
  }

  /// Puts back an action returned by `install`.
  static func restore(_ signal: Int32, _ action: sigaction) {
    var action = action
    sigaction(signal, &action, nil)
  }

  /// Whether `signal` arrived since the last `take`; clears the flag.
  static func take(_ signal: Int32) -> Bool {
    pending.bitwiseAnd(~mask(signal), ordering: .acquiringAndReleasing).oldValue & mask(signal) != 0
  }

  static func isPending(_ signal: Int32) -> Bool {
    pending.load(ordering: .acquiring) & mask(signal) != 0
  }

  private static func mask(_ signal: Int32) -> UInt64 { 1 << UInt64(signal & 63) }
}

// Lock-free atomics are async-signal-safe, and `let` globals of type Atomic are concurrency-safe.
private let pending = Atomic<UInt64>(0)
private let installed = Atomic<UInt64>(0)
