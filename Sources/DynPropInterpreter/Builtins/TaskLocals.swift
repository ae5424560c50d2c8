/// One `$value.withValue(v) { … }` in effect: the `TaskLocal` object and the value it gives meanwhile.
public struct TaskLocalBinding {
  let key: Instance
  let value: Value
}

/// The run-time half of the prelude's `TaskLocal` (SE-0311): the running task's bindings live in the
/// interpreter's execution state, so each task sees its own, a suspended task keeps them, and a task
/// created inside `withValue` starts with a copy (a detached one with none).
enum TaskLocals {
  /// `_taskLocalValue(local, defaultValue)`: the innermost binding of `local`, else its default.
  static func value(_ call: BuiltinCall) throws -> Value {
    guard case .object(let key) = try call.argument(0) else { return try call.argument(1) }
    if let bound = call.rt.taskLocals.last(where: { $0.key === key }) { return bound.value }
    return try call.argument(1)
  }

  /// `_taskLocalPush(local, value)` at the start of `withValue`.
  static func push(_ call: BuiltinCall) throws -> Value {
    guard case .object(let key) = try call.argument(0) else {
      throw call.error("TaskLocal binding without its TaskLocal object")
    }
    call.rt.taskLocals.append(TaskLocalBinding(key: key, value: try call.argument(1)))
    return .void
  }

  /// `_taskLocalPop()` when `withValue`'s operation returns or throws.
  static func pop(_ call: BuiltinCall) throws -> Value {
    if !call.rt.taskLocals.isEmpty { call.rt.taskLocals.removeLast() }
    return .void
  }
}
