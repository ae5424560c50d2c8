import DynPropDiagnostics

extension Interpreter {
  /// Runs a `_modify` accessor (`run`) with `body` as the change its `yield &x` applies.
  func withModifyContinuation(_ body: (inout Value) throws -> Void, _ run: () throws -> Void) throws {
    try withoutActuallyEscaping(body) { change in
      modifyContinuations.append(change)
      defer { modifyContinuations.removeLast() }
      try run()
    }
  }
}

/// `yield &x` in a `_modify` accessor: the caller's change (`-= 10`) applied to `x` in place, then the
/// accessor goes on. While it runs, the change is off the stack, so a `_modify` it reaches has its own.
final class ModifyYieldNode: Node {
  let place: LValueNode

  init(place: LValueNode, _ location: SourceLocation) {
    self.place = place
    super.init(location)
  }

  override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    guard let change = rt.modifyContinuations.popLast() else {
      throw rt.scriptError("'yield' outside a '_modify' access", at: location)
    }
    defer { rt.modifyContinuations.append(change) }
    try place.modify(frame, rt) { value in try change(&value) }
    return .void
  }
}
