import DynPropDiagnostics
import DynPropInterpreter

/// Running, suspending and resuming script tasks on the tick clock (SEMANTICS §12.1, tasks).
///
/// Whoever runs world work (a tick, a command) is the driver. `resume` switches to the task's coroutine
/// and runs it until the task suspends or ends; a suspension point (`Task.sleep`, `data(from:)`,
/// `task.value`) records what the task waits for and hands control back. When that arrives (a deadline
/// in step 1, a response in step 1, another task's end) the task is queued on the main queue and resumes
/// in step 2. Script code therefore runs on one stack at a time, in an order fixed by the ticks.
extension World {
  /// At most this many tasks exist at once; one more is a crash naming where it was created.
  static let maxLiveTasks = 4096

  func makeTask(body: Value, origin: String, node: String?, detached: Bool, at location: SourceLocation)
    throws -> ScriptTask
  {
    // A cancelled task that never started may never start (its view left before step 4); it has no
    // stack, and `resume` lists it again if it does start.
    liveTasks.removeAll { $0.isFinished || ($0.isCancelled && !$0.coroutine.started) }
    guard liveTasks.count < World.maxLiveTasks else {
      throw interpreter.crash(
        "Fatal error: task budget of \(World.maxLiveTasks) live tasks exhausted (tasks that never finish?)",
        at: location)
    }
    let task = ScriptTask(
      serial: nextTaskSerial, body: body, origin: origin, node: node, root: graph.workRoot,
      isDetached: detached)
    nextTaskSerial += 1
    if !detached { task.inheritedLocals = interpreter.taskLocals }
    task.attach(TaskCoroutine { [unowned self, unowned task] in self.runBody(task) })
    liveTasks.append(task)
    return task
  }

  /// A plain program's top-level code that awaits: it runs as the program's first task.
  public func startMainTask(_ code: FunctionCode) throws {
    let task = try makeTask(
      body: .closure(ScriptClosure(code: code, captured: nil)), origin: "top level", node: nil,
      detached: false,
      at: code.location)
    enqueue(task)
  }

  /// `Task { }`: starts as main-queue work in step 2 of the next tick (SEMANTICS §12.1 step 2).
  func enqueue(_ task: ScriptTask) {
    task.markQueued()
    mainQueue.append((.void, task.origin, task.node, task.root, task))
  }

  /// On the task's own stack: the body, from a fresh call stack to its end.
  private func runBody(_ task: ScriptTask) {
    interpreter.startFreshExecution(taskLocals: task.inheritedLocals)
    defer { task.body = .void }
    do {
      task.outcome = .success(try interpreter.callValue(task.body, [], at: interpreter.site))
    } catch let thrown as ThrownError {
      task.outcome = .failure(thrown)
    } catch is TaskTerminated {
      task.outcome = .failure(ThrownError(.native(CancellationErrorValue())))
    } catch {
      task.outcome = .failure(ThrownError(.native(CancellationErrorValue())))
      task.fatal = error
    }
  }

  /// Runs a task (started or suspended) until it suspends again or ends, as main-actor work of its
  /// creator's view; a crash in its body is rethrown here, where the world handles crashes.
  func resume(_ task: ScriptTask) throws {
    task.clearWait()
    if !task.coroutine.started, !liveTasks.contains(where: { $0 === task }) { liveTasks.append(task) }
    let execution = interpreter.saveExecution()
    let saved = (
      graph.origin, graph.originNode, isOnBackgroundQueue, graph.currentUpdateNode, graph.currentBodyNode,
      currentTask, graph.workRoot
    )
    (graph.origin, graph.originNode, isOnBackgroundQueue) = (task.origin, task.node, task.isDetached)
    (graph.currentUpdateNode, graph.currentBodyNode, currentTask) = (nil, nil, task)
    graph.workRoot = task.root
    defer {
      interpreter.restoreExecution(execution)
      (graph.origin, graph.originNode, isOnBackgroundQueue) = (saved.0, saved.1, saved.2)
      (graph.currentUpdateNode, graph.currentBodyNode, currentTask) = (saved.3, saved.4, saved.5)
      graph.workRoot = saved.6
    }
    do {
      try task.coroutine.transfer()
    } catch {
      throw interpreter.crash("Fatal error: no memory for the stack of a new task", at: interpreter.site)
    }
    if task.isFinished { ended(task) }
    if let fatal = task.fatal {
      task.fatal = nil
      throw fatal
    }
    graph.workFinished(origin: task.origin)
  }

  private func ended(_ task: ScriptTask) {
    liveTasks.removeAll { $0 === task }
    finishedTasks += 1
    task.finishOrder = finishedTasks
    let waiters = task.waiters
    task.waiters = []
    for waiter in waiters { wake(waiter, with: task.outcome ?? .success(.void)) }
  }

  /// Queues a suspended task to resume in step 2 with `result` (ignored when it is not suspended).
  func wake(_ task: ScriptTask, with result: Result<Value, ThrownError>) {
    guard task.wake(with: result) else { return }
    mainQueue.append((.void, task.origin, task.node, task.root, task))
  }

  /// Step 1: sleeping tasks whose deadline has come.
  func wakeSleepers() {
    let due = sleepers.filter { task in
      if case .sleep(let tick, _)? = task.wait { return tick <= graph.tick }
      return true
    }
    sleepers.removeAll { task in due.contains { $0 === task } }
    for task in due { wake(task, with: .success(.void)) }
  }

  // MARK: Suspension points (on the task's stack)

  /// The task running now, or a script error: only a task can suspend.
  func runningTask(awaiting what: String) throws -> ScriptTask {
    guard let task = currentTask else {
      throw interpreter.scriptError(
        "'\(what)' can only be awaited inside a task (Task { } or .task { }); top-level code, eval and synchronous callbacks cannot suspend",
        at: interpreter.site)
    }
    return task
  }

  /// Hands control back to the driver until the task is woken; the task's interpreter state is kept
  /// across the switch and it starts a fresh step budget when it resumes.
  func suspend(_ task: ScriptTask, on wait: ScriptTask.Wait) throws -> Value {
    let execution = interpreter.saveExecution()
    defer {
      interpreter.restoreExecution(execution)
      interpreter.beginEvaluation()
    }
    return try task.suspend(on: wait)
  }

  /// `try await Task.sleep(...)`: wakes in the first tick whose start is at or after the deadline
  /// (CONTRACT §8); a cancelled task throws `CancellationError` at once. The unlabeled, non-throwing
  /// `await Task.sleep(ns)` of Swift 5.5 ignores cancellation and sleeps its whole time
  /// (`throwsOnCancel` false), as the standard library's implementation does.
  func sleep(ticks: Int, throwsOnCancel: Bool = true) throws {
    let task = try runningTask(awaiting: "Task.sleep")
    if task.isCancelled && throwsOnCancel { try cancelledSleep(task) }
    sleepers.append(task)
    _ = try suspend(task, on: .sleep(due: graph.tick + max(1, ticks), throwsOnCancel: throwsOnCancel))
  }

  /// Sleeps a cancelled task may make before the simulation calls its loop a spin.
  static let spinLimit = 10_000

  /// In a cancelled task `Task.sleep` throws `CancellationError` at once. A loop that swallows it
  /// (`while true { try? await Task.sleep(…) }`) then never suspends again: on a device it spins at full
  /// CPU for good. Past `spinLimit` such sleeps the simulated app stops with a crash that says so, at the
  /// sleep, instead of running to the step budget for minutes.
  private func cancelledSleep(_ task: ScriptTask) throws {
    task.cancelledSleeps += 1
    if task.cancelledSleeps >= Self.spinLimit {
      throw interpreter.crash(
        "Fatal error: a cancelled task called Task.sleep \(Self.spinLimit) times without suspending: each "
          + "call throws CancellationError at once and this loop swallows it (try?), so it never ends "
          + "(on a device it spins forever); stop the loop on Task.isCancelled or let the error end the task",
        at: interpreter.site)
    }
    throw ThrownError(.native(CancellationErrorValue()))
  }

  /// `await Task.yield()`: lets other main-queue work run; resumes in the next tick's step 2.
  func yieldTask() throws {
    let task = try runningTask(awaiting: "Task.yield")
    mainQueue.append((.void, task.origin, task.node, task.root, task))
    _ = try suspend(task, on: .queued)
  }

  /// `async let a = f()` in a running task: `f()` becomes a child task, started as `Task {}` is (step 2
  /// of the next tick), so the parent goes on and several children wait side by side; nil outside a task.
  func startAsyncLet(_ body: Value, at location: SourceLocation) throws -> Value? {
    guard let parent = currentTask else { return nil }
    let child = try makeTask(
      body: body, origin: "\(parent.origin) → async let", node: parent.node, detached: false, at: location)
    // A child task of a cancelled task starts cancelled; cancelling the parent later cancels it too.
    child.isCancelled = parent.isCancelled
    parent.children.removeAll { $0.isFinished }
    parent.children.append(child)
    enqueue(child)
    return .native(AsyncLetChild(task: child, world: self))
  }

  /// A task group's `next()`: suspends the running task until one of `tasks` ends (its result is read by
  /// the caller, so an error it threw does not end the wait).
  func awaitAny(of tasks: [ScriptTask]) throws {
    let task = try runningTask(awaiting: "next")
    for target in tasks { target.waiters.append(task) }
    defer { for target in tasks { target.waiters.removeAll { $0 === task } } }
    do {
      _ = try suspend(task, on: .task(tasks[0]))
    } catch is ThrownError {
      return
    }
  }

  /// `await withTaskCancellationHandler { operation } onCancel: { handler }`: the handler runs at once
  /// when the task is already cancelled, else when it is cancelled while the operation runs.
  func withCancellationHandler(operation: Value, onCancel: Value) throws -> Value {
    guard let task = currentTask else {
      return try interpreter.callValue(operation, [], at: interpreter.site)
    }
    if task.isCancelled { _ = try interpreter.callValue(onCancel, [], at: interpreter.site) }
    task.cancellationHandlers.append(onCancel)
    defer { task.cancellationHandlers.removeLast() }
    return try interpreter.callValue(operation, [], at: interpreter.site)
  }

  /// `await task.value`: the task's result, waiting for it to end when it has not.
  func awaitValue(of target: ScriptTask) throws -> Value {
    if let outcome = target.outcome { return try outcome.get() }
    let task = try runningTask(awaiting: "value")
    target.waiters.append(task)
    return try suspend(task, on: .task(target))
  }

  /// `try Task.checkCancellation()`
  func checkCancellation() throws {
    if currentTask?.isCancelled == true { throw ThrownError(.native(CancellationErrorValue())) }
  }

  // MARK: Cancellation and teardown

  /// `task.cancel()`, a `.task` view disappearing, a `.task(id:)` restart: the flag is set; a task
  /// sleeping or waiting for a response wakes with an error in the next step 2.
  func cancel(_ task: ScriptTask) {
    guard !task.isCancelled, !task.isFinished else { return }
    task.isCancelled = true
    for handler in task.cancellationHandlers.reversed() {
      _ = try? interpreter.callValue(handler, [], at: interpreter.site)
    }
    for child in task.children { cancel(child) }
    switch task.wait {
    case .sleep(_, throwsOnCancel: true)?:
      sleepers.removeAll { $0 === task }
      wake(task, with: .failure(ThrownError(.native(CancellationErrorValue()))))
    case .request(let id)?:
      let url = network.cancel(id)
      wake(task, with: .failure(ThrownError(.native(URLErrorValue(reason: "cancelled", url: url)))))
    default:
      break
    }
  }

  /// Ends every task of this world (`reset`, `reload`, time travel, the end of a run): suspended ones
  /// unwind without running more script code and their stacks are freed.
  public func terminateTasks() {
    let execution = interpreter.saveExecution()
    interpreter.isAbandoningTask = true
    defer {
      interpreter.isAbandoningTask = false
      interpreter.restoreExecution(execution)
    }
    for task in liveTasks { task.coroutine.terminate() }
    liveTasks.removeAll()
    sleepers.removeAll()
    mainQueue.removeAll { $0.task != nil }
  }
}
