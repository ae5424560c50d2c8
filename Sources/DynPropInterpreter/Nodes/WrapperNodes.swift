import DynPropDiagnostics

/// Builds a property wrapper: `W(wrappedValue: v, args...)`, or `W(args...)` when no value was given.
public final class WrapperConstructNode: Node {
  let type: Node?
  let wrapperName: String
  let valueSlot: Int
  let args: [CallArgument]

  init(type: Node?, wrapperName: String, valueSlot: Int, args: [CallArgument], _ location: SourceLocation) {
    self.type = type
    self.wrapperName = wrapperName
    self.valueSlot = valueSlot
    self.args = args
    super.init(location)
  }

  public override func exec(_ frame: Frame, _ rt: Interpreter) throws -> Flow {
    guard let type, case .type(let wrapperType) = try type.eval(frame, rt) else {
      throw rt.scriptError("unknown attribute '\(wrapperName)'", at: location)
    }
    var all = args
    let value = frame[valueSlot]
    if case .void = value {
    } else {
      all.insert(
        CallArgument(label: "wrappedValue", value: ConstantNode(value, location), isTrailingClosure: false),
        at: 0)
    }
    rt.returnValue = try Construction.construct(wrapperType, all, frame, rt, location)
    return .returned
  }
}

/// Calls a wrapper factory with an optional wrapped value.
public final class FactoryCallNode: Node {
  let factory: FunctionCode
  let value: Node?
  /// `@State var store = Store()`: only the first initial value is kept, so what `Store()` reads is
  /// no read of the body building the view.
  var discardsReads = false

  init(factory: FunctionCode, value: Node?, _ location: SourceLocation) {
    self.factory = factory
    self.value = value
    super.init(location)
  }

  public override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    let v: Value
    if discardsReads, let value {
      rt.readsDiscarded += 1
      defer { rt.readsDiscarded -= 1 }
      v = try value.eval(frame, rt)
    } else {
      v = try value?.eval(frame, rt) ?? .void
    }
    return try rt.call(factory, self: nil, arguments: [v], at: location)
  }
}

/// The default of a memberwise parameter: "not given", so the field keeps its own default.
public final class SkipNode: Node {
  public override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value { .void }
}

/// The body of a memberwise initializer: each given parameter is stored (wrapped when the property is).
public final class MemberwiseBodyNode: Node {
  let assignments: [(field: Int, wrap: FunctionCode?)]

  init(assignments: [(field: Int, wrap: FunctionCode?)], location: SourceLocation) {
    self.assignments = assignments
    super.init(location)
  }

  public override func exec(_ frame: Frame, _ rt: Interpreter) throws -> Flow {
    for (p, assignment) in assignments.enumerated() {
      var value = frame[p + 1]
      if case .void = value { continue }
      if let wrap = assignment.wrap { value = try rt.call(wrap, self: nil, arguments: [value], at: location) }
      if let type = Members.scriptType(of: frame[0]), type.hasReferenceFields {
        value = type.fields[assignment.field].ownership.stored(value)
      }
      Members.storeField(&frame[0], assignment.field, value)
    }
    return .normal
  }
}

/// `self.x = v` in an initializer when `x` is wrapped: builds the wrapper if `_x` is not set yet
/// (`State(wrappedValue: v)`), otherwise goes through the wrapper's setter (dropped if uninstalled, §2.3).
public final class InitWrappedAssignNode: Node {
  let storage: Int
  let factory: FunctionCode?
  let place: LValueNode
  let value: Node
  /// Initialized on every path to here (definite initialization): the setter runs. Otherwise a wrapper
  /// that may already be there is replaced by a new one, as Swift initializes it again.
  let definitelyInitialized: Bool

  init(
    storage: Int, factory: FunctionCode?, place: LValueNode, value: Node, definitelyInitialized: Bool,
    _ location: SourceLocation
  ) {
    self.storage = storage
    self.factory = factory
    self.place = place
    self.value = value
    self.definitelyInitialized = definitelyInitialized
    super.init(location)
  }

  public override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    let newValue = try value.eval(frame, rt)
    // Only whether `_x` is set is kept: a held copy of the wrapper would share its storage through the
    // write (and keep a replaced value alive past `didSet`).
    if let factory, !definitelyInitialized || isUnset(frame[0]) {
      // Initialized on some paths only: the wrapper there is destroyed before the new one is made.
      if !isUnset(frame[0]) {
        Members.storeField(&frame[0], storage, .void)
        if !rt.pendingDeinits.isEmpty { try rt.runDeinits() }
      }
      let wrapper = try rt.call(factory, self: nil, arguments: [newValue], at: location)
      Members.storeField(&frame[0], storage, wrapper)
      return .void
    }
    try place.write(frame, rt, newValue)
    return .void
  }

  private func isUnset(_ selfValue: Value) -> Bool {
    switch selfValue {
    case .structValue(let s): if case .void = s.fields[storage] { return true }
    case .object(let o): if case .void = o.fields[storage] { return true }
    default: return true
    }
    return false
  }
}
