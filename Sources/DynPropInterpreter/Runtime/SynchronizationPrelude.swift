import DynPropSyntax

/// The Synchronization module's `Mutex` and `Atomic` (SE-0433, SE-0410), written in Swift and compiled
/// into module `Synchronization`. One task runs at a time in the interpreter, so a lock is only its scope
/// and every ordering is sequentially consistent. Both are classes: Swift's are `~Copyable`, so the
/// closures that capture one share it, never a copy.
enum SynchronizationPrelude {
  static let parsed = ScriptParser.parse(source: source, fileName: "<Synchronization>")

  /// Compiled on the first `import Synchronization`, as the module is visible only to files importing it.
  static func load(into rt: Interpreter) {
    do {
      _ = try Compiler(interpreter: rt).compileLibrary([parsed], module: "Synchronization")
    } catch {
      preconditionFailure("the Synchronization library does not compile: \(error)")
    }
  }

  static let source = """
    public final class Mutex<Value> {
      private var value: Value
      public init(_ initialValue: Value) { value = initialValue }
      public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try body(&value)
      }
      public func withLockIfAvailable<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result? {
        try body(&value)
      }
    }

    public struct AtomicLoadOrdering {
      public static let relaxed = AtomicLoadOrdering()
      public static let acquiring = AtomicLoadOrdering()
      public static let sequentiallyConsistent = AtomicLoadOrdering()
    }

    public struct AtomicStoreOrdering {
      public static let relaxed = AtomicStoreOrdering()
      public static let releasing = AtomicStoreOrdering()
      public static let sequentiallyConsistent = AtomicStoreOrdering()
    }

    public struct AtomicUpdateOrdering {
      public static let relaxed = AtomicUpdateOrdering()
      public static let acquiring = AtomicUpdateOrdering()
      public static let releasing = AtomicUpdateOrdering()
      public static let acquiringAndReleasing = AtomicUpdateOrdering()
      public static let sequentiallyConsistent = AtomicUpdateOrdering()
    }

    public final class Atomic<Value> {
      private var value: Value
      public init(_ initialValue: Value) { value = initialValue }
      public func load(ordering: AtomicLoadOrdering) -> Value { value }
      public func store(_ desired: Value, ordering: AtomicStoreOrdering) { value = desired }
      public func exchange(_ desired: Value, ordering: AtomicUpdateOrdering) -> Value {
        let old = value
        value = desired
        return old
      }
    }

    extension Atomic where Value: Equatable {
      public func compareExchange(
        expected: Value, desired: Value, ordering: AtomicUpdateOrdering
      ) -> (exchanged: Bool, original: Value) {
        let original = value
        if original == expected { value = desired }
        return (original == expected, original)
      }
    }

    extension Atomic where Value: FixedWidthInteger {
      public func add(_ operand: Value, ordering: AtomicUpdateOrdering) -> (oldValue: Value, newValue: Value) {
        let old = value
        value = old + operand
        return (old, value)
      }
      public func subtract(_ operand: Value, ordering: AtomicUpdateOrdering) -> (oldValue: Value, newValue: Value) {
        let old = value
        value = old - operand
        return (old, value)
      }
      public func wrappingAdd(_ operand: Value, ordering: AtomicUpdateOrdering) -> (oldValue: Value, newValue: Value) {
        let old = value
        value = old &+ operand
        return (old, value)
      }
      public func wrappingSubtract(_ operand: Value, ordering: AtomicUpdateOrdering) -> (oldValue: Value, newValue: Value) {
        let old = value
        value = old &- operand
        return (old, value)
      }
    }
    """
}
