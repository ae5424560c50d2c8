import DynPropDiagnostics
import DynPropSyntax

/// How a statement finished: normally, or by `break`/`continue`/`return` travelling outwards.
public enum Flow: Equatable {
  case normal
  case breakLoop(String?)
  case continueLoop(String?)
  case returned
}

/// A compiled piece of script: an expression (`eval`) or a statement (`exec`).
///
/// The compiler resolves every name before building nodes, so nodes hold slot numbers, field indexes and
/// direct references to functions; evaluation is a walk over this tree.
open class Node {
  public let location: SourceLocation
  /// The expression's Swift type when the compiler knows it (literals, declared and inferred variables,
  /// fields, results of known calls); nil when it is decided at run time. It types literals from their
  /// context (`x / 2` with `x: Double` divides Doubles) and says where Optional wrapping is needed.
  public var staticType: TypeNode?

  public init(_ location: SourceLocation) { self.location = location }

  /// Evaluates an expression.
  open func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    _ = try exec(frame, rt)
    return .void
  }

  /// Runs a statement; expressions run as statements discard their value.
  open func exec(_ frame: Frame, _ rt: Interpreter) throws -> Flow {
    _ = try eval(frame, rt)
    return .normal
  }
}

/// A statement that does nothing (e.g. an ignored declaration).
public final class EmptyNode: Node {
  public init() { super.init(SourceLocation(file: "", line: 0, column: 0)) }
  public override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value { .void }
  public override func exec(_ frame: Frame, _ rt: Interpreter) throws -> Flow { .normal }
}

/// A constant value: literals and values known at compile time.
public final class ConstantNode: Node {
  let value: Value

  public init(_ value: Value, _ location: SourceLocation) {
    self.value = value
    super.init(location)
  }

  public override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value { value }
}

/// A sequence of statements; stops at the first `break`/`continue`/`return`.
public final class BlockNode: Node {
  let statements: [Node]
  /// Deferred blocks registered while running this block run when it exits (in reverse).
  let hasDefers: Bool

  public init(_ statements: [Node], hasDefers: Bool, _ location: SourceLocation) {
    self.statements = statements
    self.hasDefers = hasDefers
    super.init(location)
  }

  /// The block's own locals, cleared when it exits (last declared first): their values are released.
  var releasedSlots: [Int] = []

  public override func exec(_ frame: Frame, _ rt: Interpreter) throws -> Flow {
    if !releasedSlots.isEmpty {
      defer { for slot in releasedSlots { frame[slot] = .void } }
      return try run(frame, rt)
    }
    return try run(frame, rt)
  }

  @inline(__always)
  private func run(_ frame: Frame, _ rt: Interpreter) throws -> Flow {
    if hasDefers { return try execWithDefers(frame, rt) }
    for statement in statements {
      let flow = try statement.exec(frame, rt)
      if !rt.pendingDeinits.isEmpty || !rt.pendingCallbacks.isEmpty { try rt.runPendingDeinits() }
      if flow != .normal { return flow }
    }
    return .normal
  }

  /// A `defer` body cannot throw (Swift rejects it), but it can crash: a `fatalError`, a failed
  /// precondition or a script error there ends the program as in Swift, not swallowed. It runs after the
  /// block's own error, if any, and a crash in it wins.
  private func execWithDefers(_ frame: Frame, _ rt: Interpreter) throws -> Flow {
    var deferred: [Node] = []
    let outcome = Result { try runCollectingDefers(&deferred, frame, rt) }
    // A task being torn down with its world runs no more script code (TaskTerminated).
    if !rt.isAbandoningTask {
      for block in deferred.reversed() { _ = try block.exec(frame, rt) }
    }
    return try outcome.get()
  }

  private func runCollectingDefers(_ deferred: inout [Node], _ frame: Frame, _ rt: Interpreter) throws -> Flow
  {
    for statement in statements {
      if let deferNode = statement as? DeferNode {
        deferred.append(deferNode.body)
        continue
      }
      let flow = try statement.exec(frame, rt)
      if flow != .normal { return flow }
    }
    return .normal
  }
}

/// `defer { … }`: collected by the enclosing block, run when it exits.
public final class DeferNode: Node {
  let body: Node

  public init(_ body: Node, _ location: SourceLocation) {
    self.body = body
    super.init(location)
  }

  public override func exec(_ frame: Frame, _ rt: Interpreter) throws -> Flow { .normal }
}
