import DynPropDiagnostics
import DynPropInterpreter

/// `withCheckedContinuation { continuation in … }` and its throwing and unsafe variants: the bridge from
/// completion handlers to `await` (SEMANTICS §12.1, tasks).
///
/// The body runs at once with the continuation; the task then suspends until `resume` is called (from a
/// completion handler in step 1, a queued block, another task) and resumes in the next step 2. A
/// continuation resumed twice is a crash, as Swift's checked continuation traps.
enum Continuations {
  static let names: Set<String> = [
    "withCheckedContinuation", "withCheckedThrowingContinuation", "withUnsafeContinuation",
    "withUnsafeThrowingContinuation",
  ]

  static func function(named name: String, _ graph: ViewGraph) -> Value? {
    guard names.contains(name) else { return nil }
    return .closure(
      NativeFunction(name) { args, _, rt in
        guard let body = args.last, case .closure = body else {
          throw rt.scriptError("\(name) needs a closure that receives the continuation", at: rt.site)
        }
        return try graph.world.withContinuation(body, name)
      })
  }
}

extension World {
  func withContinuation(_ body: Value, _ name: String) throws -> Value {
    let task = try runningTask(awaiting: name)
    let owner = interpreter.currentFunction.map {
      $0.name.split(separator: ".").last.map(String.init) ?? $0.name
    }
    let continuation = ContinuationObject(task: task, world: self, function: name, owner: owner ?? name)
    _ = try interpreter.callValue(body, [.native(continuation)], at: interpreter.site)
    if let early = continuation.early { return try early.get() }
    continuation.isWaiting = true
    return try suspend(task, on: .continuation)
  }
}

/// `CheckedContinuation`: `resume()`, `resume(returning:)`, `resume(throwing:)`.
final class ContinuationObject: NativeObject {
  let task: ScriptTask
  unowned let world: World
  let function: String
  /// The script function that made it (`#function` in Swift's misuse message).
  let owner: String
  /// A result given while the body still ran (the task has not suspended yet).
  var early: Result<Value, ThrownError>?
  var isWaiting = false
  private var resumed = false

  init(task: ScriptTask, world: World, function: String, owner: String) {
    self.task = task
    self.world = world
    self.function = function
    self.owner = owner
  }

  override var typeName: String {
    function.contains("Unsafe") ? "UnsafeContinuation" : "CheckedContinuation"
  }

  override func call(_ name: String, labels: [String?], arguments: [Value], in interpreter: Interpreter)
    throws -> Value?
  {
    guard name == "resume", arguments.count <= 1 else { return nil }
    guard !resumed else {
      let how = labels.first == "throwing" ? "throwing" : "returning"
      let value = arguments.first.map(Render.description) ?? "()"
      throw interpreter.crash(
        "Fatal error: SWIFT TASK CONTINUATION MISUSE: \(owner) tried to resume its continuation more than once, \(how) \(value)!",
        at: interpreter.site)
    }
    resumed = true
    let result: Result<Value, ThrownError> =
      labels.first == "throwing" ? .failure(ThrownError(arguments[0])) : .success(arguments.first ?? .void)
    if isWaiting { world.wake(task, with: result) } else { early = result }
    return .void
  }
}
