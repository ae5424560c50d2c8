import DynPropDiagnostics

/// Reads a slot of the current frame.
public final class LocalGet: Node {
  let slot: Int
  public init(slot: Int, _ location: SourceLocation) {
    self.slot = slot
    super.init(location)
  }
  public override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value { frame[slot] }
}

/// Reads a slot of an enclosing function's frame (a captured variable).
public final class OuterGet: Node {
  let depth: Int
  let slot: Int
  public init(depth: Int, slot: Int, _ location: SourceLocation) {
    self.depth = depth
    self.slot = slot
    super.init(location)
  }
  public override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    frame.ancestor(depth)[slot]
  }
}

/// Reads a top-level variable.
public final class GlobalGet: Node {
  let slot: Int
  public init(slot: Int, _ location: SourceLocation) {
    self.slot = slot
    super.init(location)
  }
  public override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    if rt.trackAllReads { rt.noteGlobalRead(slot) }
    return try rt.globals[slot].readingStorage(rt, location)
  }
}

/// Stores into a frame slot (declarations and parameter binding).
public final class LocalDeclare: Node {
  let slot: Int
  let value: Node?
  public init(slot: Int, value: Node?, _ location: SourceLocation) {
    self.slot = slot
    self.value = value
    super.init(location)
  }
  public override func exec(_ frame: Frame, _ rt: Interpreter) throws -> Flow {
    frame[slot] = try value?.eval(frame, rt) ?? .void
    return .normal
  }
}

/// Stores into a global slot (top-level `let`/`var`).
public final class GlobalDeclare: Node {
  let slot: Int
  let value: Node?
  public init(slot: Int, value: Node?, _ location: SourceLocation) {
    self.slot = slot
    self.value = value
    super.init(location)
  }
  public override func exec(_ frame: Frame, _ rt: Interpreter) throws -> Flow {
    rt.globals[slot] = try value?.eval(frame, rt) ?? .void
    return .normal
  }
}

/// A global of a later file reached in statement order: initialized now unless a read already did.
public final class LazyGlobalDeclare: Node {
  let slot: Int
  public init(slot: Int, _ location: SourceLocation) {
    self.slot = slot
    super.init(location)
  }
  public override func exec(_ frame: Frame, _ rt: Interpreter) throws -> Flow {
    try rt.initializeLazyGlobal(slot, at: location)
    return .normal
  }
}

/// Binds the elements of a tuple value to slots: `let (a, b) = t`.
public final class TupleDestructure: Node {
  let value: Node
  let pattern: CompiledPattern
  public init(value: Node, pattern: CompiledPattern, _ location: SourceLocation) {
    self.value = value
    self.pattern = pattern
    super.init(location)
  }
  public override func exec(_ frame: Frame, _ rt: Interpreter) throws -> Flow {
    let v = try value.eval(frame, rt)
    _ = try pattern.match(v, frame, rt)
    return .normal
  }
}
