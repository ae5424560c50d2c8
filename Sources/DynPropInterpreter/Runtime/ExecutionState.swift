import DynPropDiagnostics

/// What one thread of script execution owns in the shared interpreter.
///
/// A suspended task keeps its Swift stack on its own thread, but the interpreter's call stack, depth,
/// step count and current site belong to whichever thread runs script code now. Each side saves its
/// state before handing control over and restores it when control comes back, so exactly one thread
/// runs script code at any moment and each sees its own calls (SEMANTICS §12.1, tasks).
public struct ExecutionState {
  var callDepth: Int
  var callStack: [FunctionCode]
  var steps: Int
  var site: SourceLocation
  var trackAllReads: Bool
  var returnValue: Value
  var returnedNil: Bool
  var taskLocals: [TaskLocalBinding]
}

/// Raised inside a task whose world is being discarded (`reset`, `reload`, time travel, exit): it
/// unwinds the task's thread without running script code (`defer` blocks are skipped, `catch` and
/// `try?` do not see it).
public struct TaskTerminated: Error { public init() {} }

extension Interpreter {
  public func saveExecution() -> ExecutionState {
    ExecutionState(
      callDepth: callDepth, callStack: callStack, steps: steps, site: site, trackAllReads: trackAllReads,
      returnValue: returnValue, returnedNil: returnedNil, taskLocals: taskLocals)
  }

  public func restoreExecution(_ state: ExecutionState) {
    callDepth = state.callDepth
    callStack = state.callStack
    steps = state.steps
    site = state.site
    trackAllReads = state.trackAllReads
    returnValue = state.returnValue
    returnedNil = state.returnedNil
    taskLocals = state.taskLocals
  }

  /// The state a new task starts with: no calls on its stack, a fresh step budget, the task-local
  /// values it inherited from its creator.
  public func startFreshExecution(taskLocals inherited: [TaskLocalBinding] = []) {
    taskLocals = inherited
    callDepth = 0
    callStack = []
    steps = 0
    trackAllReads = false
    returnValue = .void
    returnedNil = false
  }
}
