import DynPropDiagnostics
import DynPropInterpreter

/// A script `Task { }`, `Task.detached { }` or `.task { }` body (SEMANTICS §12.1, tasks).
///
/// The body runs on its own `TaskCoroutine`. It starts and resumes as main-actor work: a new `Task` and
/// a task whose sleep, request or awaited task finished are queued on the main queue (step 2 of a
/// tick); a `.task` body starts as a queued action (step 4). Between those points it is suspended.
final class ScriptTask {
  /// What a suspended task waits for.
  enum Wait {
    /// `throwsOnCancel` is false for Swift 5.5's `Task.sleep(_:)`, which sleeps its whole time.
    case sleep(due: Int, throwsOnCancel: Bool)
    case request(Int)
    case task(ScriptTask)
    case continuation
    case queued
  }

  let serial: Int
  /// Released when the body ends, as Swift releases a finished task's closure (and what it captured).
  var body: Value
  /// The entry point that created it, e.g. `RemoteData.update() → Task` or `PostsView.task`.
  let origin: String
  /// The view whose update()/body/action created it (for loop diagnosis).
  let node: String?
  /// The `workRoot` it runs under: the callback that made it, or for `.task` the start of the action.
  var root: Int
  /// `Task.detached`: not on the main actor (writes to `@Published` are off-main).
  let isDetached: Bool
  var isCancelled = false
  /// `Task(name:)`: what `Task.name` gives in its body (not inherited by tasks it creates).
  var name: String?
  /// The task-local values in effect where it was created (none for `Task.detached`), which it starts with.
  var inheritedLocals: [TaskLocalBinding] = []
  /// `Task.sleep` calls made after cancellation (each throws at once; see `World.cancelledSleep`).
  var cancelledSleeps = 0
  private(set) var wait: Wait?
  /// What the suspension point returns or throws when the task resumes.
  var resumeWith: Result<Value, ThrownError> = .success(.void)
  /// The body's result once it ended (a thrown error is kept for `value`, as Swift does).
  var outcome: Result<Value, ThrownError>?
  /// A crash or script error raised in the body, rethrown by whoever resumed the task.
  var fatal: Error?
  var waiters: [ScriptTask] = []
  /// When it ended, among the world's tasks (a task group's `next()` returns children in this order).
  var finishOrder = 0
  /// `withTaskCancellationHandler`'s `onCancel` closures, innermost last, while their operations run.
  var cancellationHandlers: [Value] = []
  /// Its `async let` children: structured concurrency cancels them with it.
  var children: [ScriptTask] = []
  private(set) var coroutine: TaskCoroutine!

  init(serial: Int, body: Value, origin: String, node: String?, root: Int, isDetached: Bool) {
    self.serial = serial
    self.body = body
    self.origin = origin
    self.node = node
    self.root = root
    self.isDetached = isDetached
  }

  func attach(_ coroutine: TaskCoroutine) { self.coroutine = coroutine }

  var isFinished: Bool { coroutine.isFinished }

  func suspend(on wait: Wait) throws -> Value {
    self.wait = wait
    try coroutine.suspend()
    return try resumeWith.get()
  }

  /// Marks a suspended task runnable with a result; false when it is not suspended (running, not
  /// started, or already queued to resume).
  func wake(with result: Result<Value, ThrownError>) -> Bool {
    guard let wait else { return false }
    if case .queued = wait { return false }
    self.wait = .queued
    resumeWith = result
    return true
  }

  func markQueued() { wait = .queued }
  func clearWait() { wait = nil }
}

/// A task handle as scripts see it: `cancel()`, `isCancelled`, `await task.value`.
class TaskHandle: NativeObject {
  let task: ScriptTask
  unowned let world: World
  init(task: ScriptTask, world: World) {
    self.task = task
    self.world = world
  }
  override var typeName: String { "Task" }
  override var displayDescription: String { "Task#\(task.serial)" }

  override func member(_ name: String, in interpreter: Interpreter) throws -> Value? {
    switch name {
    case "isCancelled": return .bool(task.isCancelled)
    case "value": return try world.awaitValue(of: task)
    default: return nil
    }
  }

  override func call(_ name: String, labels: [String?], arguments: [Value], in interpreter: Interpreter)
    throws -> Value?
  {
    guard arguments.isEmpty else { return nil }
    switch name {
    case "cancel":
      world.cancel(task)
      return .void
    case "get": return try world.awaitValue(of: task)  // Swift 5.5's `Task.Handle.get()`: `value`
    default: return nil
    }
  }
}

/// What an `async let` variable holds: its child task; reading the variable (`await a`) waits for the
/// task's value, or rethrows its error.
final class AsyncLetChild: TaskHandle, IndirectStorage {
  override var typeName: String { "async let" }

  func read(_ rt: Interpreter, _ location: SourceLocation) throws -> Value {
    try world.awaitValue(of: task)
  }

  /// The variable's scope ended, by falling off its end or by a throw: Swift destroys an `async let`'s
  /// value there, before a `catch` runs, so what the child returned is released now (its `deinit`
  /// prints in reverse declaration order, as the slots are released).
  deinit {
    if task.isFinished { task.outcome = nil }
  }
}
