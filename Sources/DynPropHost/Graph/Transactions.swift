/// SwiftUI's pending transactions (SEMANTICS §2.7, §12.1 step 3): state writes with the same `Transaction`
/// merge into one, and a write under a different one (inside `withAnimation`/`withTransaction`, or back
/// outside it) opens the next. Each transaction gets its own render pass, and that pass shows every state
/// as it was at the end of its transaction: `1, 2` then `withAnimation { 3, 4 }` in one action make the
/// body see 2, then 4 (OpenSwiftUI's compatibility test `nestedStateUpdate`).
///
/// Only `@State` storage (and bindings to it) is split; `@Published`, `@Observable` and environment
/// changes invalidate at once, as before.
struct TransactionQueue {
  private struct Pending {
    let id: Int
    let explicit: Bool
    /// Locations written in this transaction while an earlier one was pending: their readers are
    /// invalidated only once the earlier transactions have rendered.
    var heldWrites: [StateLocation] = []
  }

  private var pending: [Pending] = []
  private var lastID = 0
  /// Above 0 while a `withAnimation`/`withTransaction` body runs.
  var explicitDepth = 0
  /// The transaction the running render pass shows (the oldest pending one); nil outside render passes.
  private(set) var flushing: Int?

  /// Transactions older than this one have rendered: values kept for them can go.
  var oldestPendingID: Int { pending.first?.id ?? lastID + 1 }

  /// A later transaction waits for its own pass.
  var hasHeldWrites: Bool { pending.count > 1 }

  /// The transaction a write made now joins, and whether it waits behind an earlier one.
  mutating func joinForWrite() -> (id: Int, held: Bool) {
    let explicit = explicitDepth > 0
    if let last = pending.last, last.explicit == explicit { return (last.id, pending.count > 1) }
    lastID += 1
    pending.append(Pending(id: lastID, explicit: explicit))
    return (lastID, pending.count > 1)
  }

  /// `location` was written for the first time in the newest transaction, which waits.
  mutating func hold(_ location: StateLocation) {
    pending[pending.count - 1].heldWrites.append(location)
  }

  mutating func beginFlush() { flushing = pending.first?.id }

  /// The oldest transaction has rendered; returns the writes of the next one, whose pass comes now.
  mutating func endFlush() -> [StateLocation] {
    flushing = nil
    guard !pending.isEmpty else { return [] }
    pending.removeFirst()
    guard !pending.isEmpty else { return [] }
    defer { pending[0].heldWrites.removeAll() }
    return pending[0].heldWrites
  }

  mutating func removeAll() {
    pending.removeAll()
    flushing = nil
  }
}

extension ViewGraph {
  /// Runs `withAnimation`/`withTransaction`'s body: its state writes form their own transaction.
  func withExplicitTransaction<T>(_ body: () throws -> T) rethrows -> T {
    transactions.explicitDepth += 1
    defer { transactions.explicitDepth -= 1 }
    return try body()
  }

  /// One render pass for the oldest pending transaction; then the next transaction's writes invalidate
  /// their readers, so the following pass renders them.
  func renderOldestTransaction() throws {
    transactions.beginFlush()
    defer {
      for location in transactions.endFlush() { invalidateReaders(of: location) }
    }
    try renderPass()
  }
}
