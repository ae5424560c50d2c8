import DynPropDiagnostics
import DynPropSyntax

/// `place = value`; the right side is evaluated first, with the place's declared type as context.
public final class AssignNode: Node {
  let place: LValueNode
  let value: Node
  let expected: TypeNode?
  /// False in a wrapper's synthesized setter, so a host warning points at the user's write, not at the
  /// property's declaration.
  var setsSite = true
  /// `box?.value = f()`: the right side is evaluated only when the chain reaches the place.
  private let isChained: Bool
  private let coerces: Bool

  public init(place: LValueNode, value: Node, expected: TypeNode?, _ location: SourceLocation) {
    self.place = place
    self.value = value
    self.expected = expected
    coerces = Contextual.needsCoercion(expected)
    isChained = place.isOptionallyChained
    super.init(location)
  }

  public override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    if isChained {
      try place.write(frame, rt) {
        let newValue = try self.newValue(frame, rt)
        if self.setsSite { rt.site = self.location }
        return newValue
      }
      return .void
    }
    let newValue = try newValue(frame, rt)
    if setsSite { rt.site = location }
    try place.write(frame, rt, newValue)
    return .void
  }

  /// The value to store. An implicit member assigned to a place whose type was inferred, not written
  /// (`@State var offset = CGSize.zero` … `offset = .zero`), takes its type from the place's value; a
  /// host setting (`decoder.dateDecodingStrategy = .iso8601`) keeps the member for the host to read.
  private func newValue(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    let value = try Contextual.eval(self.value, expected, coerces: coerces, frame, rt)
    guard expected == nil, case .native(let member as UnresolvedMember) = value,
      let current = try? place.eval(frame, rt)
    else { return value }
    guard let type = Members.scriptType(of: current.flattened) else {
      return try hostMember(member, like: current.flattened, rt) ?? value
    }
    let found = try StaticMembers.get(type, member.name, rt, location)
    // `.zero`, `.isMyPost`: the member itself; `.degrees(45)`, `.make()`: a call of it.
    guard case .closure = found, !member.arguments.isEmpty || self.value is ImplicitCallNode else {
      return found
    }
    return try rt.callValue(found, member.arguments, labels: member.labels, at: location)
  }
}

extension AssignNode {
  /// `currentColor = .red` where `currentColor` holds a host value (`@State var currentColor =
  /// Color.purple`): the member of the host value's type.
  fileprivate func hostMember(_ member: UnresolvedMember, like current: Value, _ rt: Interpreter) throws
    -> Value?
  {
    guard case .native(let object) = current, let type = rt.lookupType(object.typeName) as? NativeType else {
      return nil
    }
    if member.arguments.isEmpty, !(value is ImplicitCallNode) {
      return try type.staticMember(member.name, interpreter: rt, at: location)
    }
    return try type.staticCall(
      member.name, labels: member.labels, arguments: member.arguments, interpreter: rt, at: location)
  }
}

/// `(a, b) = (b, a)`: every element of the evaluated tuple goes to its place.
public final class TupleAssignNode: Node {
  let places: [LValueNode?]
  let value: Node

  public init(places: [LValueNode?], value: Node, _ location: SourceLocation) {
    self.places = places
    self.value = value
    super.init(location)
  }

  public override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    guard case .tuple(let tuple) = try value.eval(frame, rt), tuple.elements.count == places.count else {
      throw rt.scriptError("cannot assign a value of a different shape to a tuple", at: location)
    }
    rt.site = location
    for (place, element) in zip(places, tuple.elements) { try place?.write(frame, rt, element) }
    return .void
  }
}

/// `place op= value`, modifying the place in place (`items += [x]` appends without copying).
public final class CompoundAssignNode: Node {
  let place: LValueNode
  let op: BinaryNode.Op
  let value: Node
  /// `box?.value += f()`: the right side is evaluated only when the chain reaches the place.
  private let isChained: Bool

  public init(place: LValueNode, op: BinaryNode.Op, value: Node, _ location: SourceLocation) {
    self.place = place
    self.op = op
    self.value = value
    isChained = place.isOptionallyChained
    super.init(location)
  }

  public override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    if isChained {
      var rhs = Value.void
      let reached = {
        rhs = try self.value.eval(frame, rt)
        rt.site = self.location
      }
      try place.modify(frame, rt, whenReached: reached) { try self.combine(&$0, rhs, rt) }
      return .void
    }
    let rhs = try value.eval(frame, rt)
    rt.site = location
    try place.modify(frame, rt) { try self.combine(&$0, rhs, rt) }
    return .void
  }

  private func combine(_ current: inout Value, _ rhs: Value, _ rt: Interpreter) throws {
    if op == .add, case .array(var items) = current, case .array(let more) = rhs {
      current = .void
      items.append(contentsOf: more)
      current = .array(items)
      return
    }
    current = try Arithmetic.apply(op, current, rhs, rt, location)
  }
}

/// `x += 1` on a slot of the current frame: the hot path of loops, without closures or a place.
public final class LocalCompoundNode: Node {
  let slot: Int
  let value: Node
  let op: BinaryNode.Op

  public init(slot: Int, op: BinaryNode.Op, value: Node, _ location: SourceLocation) {
    self.slot = slot
    self.op = op
    self.value = value
    super.init(location)
  }

  public override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    let rhs = try value.eval(frame, rt)
    frame[slot] = try Arithmetic.apply(op, frame[slot], rhs, rt, location)
    return .void
  }
}

/// `x += 1` on a global: the top-level loop hot path. The write is reported like any other (a body that
/// showed `taps` is told about `taps += 1`, `unobserved-write`); a computed global or one not yet
/// initialized goes through its place.
public final class GlobalCompoundNode: Node {
  let place: GlobalPlace
  let value: Node
  let op: BinaryNode.Op

  init(place: GlobalPlace, op: BinaryNode.Op, value: Node, _ location: SourceLocation) {
    self.place = place
    self.op = op
    self.value = value
    super.init(location)
  }

  public override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    let rhs = try value.eval(frame, rt)
    let slot = place.slot
    if !rt.lazyGlobals.isEmpty || rt.globals[slot].isComputedVariable {
      try place.modify(frame, rt) { $0 = try Arithmetic.apply(op, $0, rhs, rt, location) }
      return .void
    }
    // `i += 1` on an Int global nobody observes: computed and stored without copying the old value.
    if case .int(let x) = rt.globals[slot], case .int(let y) = rhs, !rt.isObserved(global: slot) {
      rt.globals[slot] = try Arithmetic.ints(op, x, y, rt, location)
      return .void
    }
    let old = rt.globals[slot]
    let new = try Arithmetic.apply(op, old, rhs, rt, location)
    rt.globals[slot] = new
    if rt.isObserved(global: slot) {
      rt.observer?.globalWritten(slot: slot, old: old, new: new, at: location)
    }
    return .void
  }
}
