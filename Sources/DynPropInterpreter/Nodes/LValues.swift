import DynPropDiagnostics
import DynPropSyntax

/// An assignable place: a variable, a member, a subscript, a force unwrap of one of those.
///
/// `modify` hands the current value out by `inout` after taking it out of its storage, so the buffers of
/// arrays, dictionaries and structs stay uniquely referenced and mutate in place (copy-on-write, as Swift).
open class LValueNode: Node {
  open func write(_ frame: Frame, _ rt: Interpreter, _ value: Value) throws {
    try modify(frame, rt) { $0 = value }
  }

  open func modify(_ frame: Frame, _ rt: Interpreter, _ body: (inout Value) throws -> Void) throws {
    var value = try eval(frame, rt)
    try body(&value)
    try write(frame, rt, value)
  }

  /// `box?.value = f()`, `list?[i()] += f()`: Swift evaluates nothing to the right of a `?` that finds
  /// nil, so the indices below the chain and `reached` (the right-hand side) run only once every `?` of the
  /// base has found a value, before the place is read (`reached` comes before the getter of `+=`).
  open func modify(
    _ frame: Frame, _ rt: Interpreter, whenReached reached: () throws -> Void,
    _ body: (inout Value) throws -> Void
  ) throws {
    try modify(frame, rt) { value in
      try reached()
      try body(&value)
    }
  }

  /// `box?.value = f()`: `value` is evaluated only when the chain reaches the place, then stored.
  open func write(_ frame: Frame, _ rt: Interpreter, whenReached value: () throws -> Value) throws {
    var newValue = Value.void
    let reached = { newValue = try value() }
    try modify(frame, rt, whenReached: reached) { $0 = newValue }
  }

  /// The reference this place holds (an object or a host value, changed through itself), or nil when it
  /// holds a value, which is then modified in place. Looking is not a read of the place: a write through
  /// it is a write, not a read (SEMANTICS §12.6, `unobserved-write`). The value is let go before the
  /// place is modified, so its storage stays uniquely referenced and changes without a copy.
  func heldReference(_ frame: Frame, _ rt: Interpreter) throws -> Value? {
    let value = rt.trackAllReads ? try rt.holdingReads { try eval(frame, rt) }.0 : try eval(frame, rt)
    return value.isReference ? value : nil
  }
}

/// A variable in the current or an enclosing frame.
public final class LocalPlace: LValueNode {
  let depth: Int
  let slot: Int
  /// `weak var`/`unowned let` locals and `[weak self]` captures hold a `ReferenceStorage`.
  let ownership: ReferenceOwnership
  /// A local computed variable or `async let`: its slot holds an `IndirectStorage`.
  var readsThroughStorage = false

  public init(depth: Int, slot: Int, ownership: ReferenceOwnership = .strong, _ location: SourceLocation) {
    self.depth = depth
    self.slot = slot
    self.ownership = ownership
    super.init(location)
  }

  public override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    if ownership != .strong || readsThroughStorage {
      return try frame.ancestor(depth)[slot].readingStorage(rt, location)
    }
    return frame.ancestor(depth)[slot]
  }

  public override func write(_ frame: Frame, _ rt: Interpreter, _ value: Value) throws {
    if readsThroughStorage, case .native(let computed as ComputedVariable) = frame.ancestor(depth)[slot] {
      return try computed.set(value, rt, location)
    }
    frame.ancestor(depth)[slot] = ownership.stored(value)
  }

  public override func modify(_ frame: Frame, _ rt: Interpreter, _ body: (inout Value) throws -> Void) throws
  {
    if readsThroughStorage, case .native(let computed as ComputedVariable) = frame.ancestor(depth)[slot] {
      return try computed.modify(rt, location, body)
    }
    if ownership != .strong || readsThroughStorage {
      var value = try eval(frame, rt)
      try body(&value)
      return try write(frame, rt, value)
    }
    let target = frame.ancestor(depth)
    var value = target[slot]
    target[slot] = .void
    defer { target[slot] = value }
    try body(&value)
  }
}

/// A top-level variable.
public final class GlobalPlace: LValueNode {
  let slot: Int
  /// A top-level `weak var` holds a `ReferenceStorage`.
  let ownership: ReferenceOwnership

  private func isObserved(_ rt: Interpreter) -> Bool { rt.isObserved(global: slot) }

  public init(slot: Int, ownership: ReferenceOwnership = .strong, _ location: SourceLocation) {
    self.slot = slot
    self.ownership = ownership
    super.init(location)
  }

  public override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    if rt.trackAllReads { rt.noteGlobalRead(slot) }
    if !rt.lazyGlobals.isEmpty { try rt.initializeLazyGlobal(slot, at: location) }
    return try rt.globals[slot].readingStorage(rt, location)
  }

  public override func write(_ frame: Frame, _ rt: Interpreter, _ value: Value) throws {
    if case .native(let computed as ComputedVariable) = rt.globals[slot] {
      return try computed.set(value, rt, location)
    }
    let old = rt.globals[slot]
    rt.globals[slot] = ownership.stored(value)
    if isObserved(rt) { rt.observer?.globalWritten(slot: slot, old: old, new: value, at: location) }
  }

  public override func modify(_ frame: Frame, _ rt: Interpreter, _ body: (inout Value) throws -> Void) throws
  {
    if case .native(let computed as ComputedVariable) = rt.globals[slot] {
      return try computed.modify(rt, location, body)
    }
    if ownership != .strong {
      var value = try eval(frame, rt)
      try body(&value)
      return try write(frame, rt, value)
    }
    if !rt.lazyGlobals.isEmpty { try rt.initializeLazyGlobal(slot, at: location) }
    var value = rt.globals[slot]
    // The old value is kept only for an observer: a second holder would keep a struct's fields alive (and
    // a replaced object undeinitialized) until the write ends, past a `didSet` (SE-0268).
    let observed = isObserved(rt)
    let old = observed ? value : .void
    rt.globals[slot] = .void
    defer {
      rt.globals[slot] = value
      if observed { rt.observer?.globalWritten(slot: slot, old: old, new: value, at: location) }
    }
    try body(&value)
  }
}

/// `_ = expr`
public final class DiscardPlace: LValueNode {
  public override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value { .void }
  public override func write(_ frame: Frame, _ rt: Interpreter, _ value: Value) throws {}
}

/// `base.name` as a place. Struct bases are modified in place through their own place; class and host
/// bases are references, so their place is not needed.
public final class MemberPlace: LValueNode {
  let base: Node
  let name: String
  let cache = MemberCache()
  /// Property observers don't fire for assignments in the type's own initializer (CONTRACT §7.4).
  var firesObservers = true
  /// In the initializer of the class that declares this stored property: the field itself, which a
  /// subclass's computed override does not reach (Swift's initializer accesses its storage directly).
  var ownField: Int?

  private func memberCache(_ object: Value) -> MemberCache {
    ownField == nil ? cache : .field(ownField, of: object)
  }

  public init(base: Node, name: String, _ location: SourceLocation) {
    self.base = base
    self.name = name
    super.init(location)
  }

  public override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    let value = try base.eval(frame, rt)
    if case .native = value { rt.site = location }
    return try Members.get(value, name, memberCache(value), rt, location)
  }

  public override func write(_ frame: Frame, _ rt: Interpreter, _ value: Value) throws {
    try modifyBase(frame, rt) { object in
      try Members.set(
        &object, self.name, value, self.memberCache(object), rt, self.location, observers: self.firesObservers
      )
    }
  }

  public override func modify(_ frame: Frame, _ rt: Interpreter, _ body: (inout Value) throws -> Void) throws
  {
    try modifyBase(frame, rt) { object in
      try Members.modify(&object, self.name, self.memberCache(object), rt, self.location, body)
    }
  }

  /// Only the setter runs (`box?.value = f()` calls no getter), after the chain has reached the place.
  public override func write(_ frame: Frame, _ rt: Interpreter, whenReached value: () throws -> Value) throws
  {
    try modifyBase(frame, rt) { object in
      let newValue = try value()
      try Members.set(
        &object, self.name, newValue, self.memberCache(object), rt, self.location,
        observers: self.firesObservers)
    }
  }

  public override func modify(
    _ frame: Frame, _ rt: Interpreter, whenReached reached: () throws -> Void,
    _ body: (inout Value) throws -> Void
  ) throws {
    try modifyBase(frame, rt) { object in
      try reached()
      try Members.modify(&object, self.name, self.memberCache(object), rt, self.location, body)
    }
  }

  /// A member whose static type is a value type holds no reference, so it is not read to find out: a
  /// computed property's getter runs once per `c.p.x = 1` (in `modify`), as in Swift's read-modify-write.
  override func heldReference(_ frame: Frame, _ rt: Interpreter) throws -> Value? {
    if holdsValue == nil { holdsValue = staticType.map(rt.isValueType) ?? false }
    if holdsValue == true { return nil }
    return try super.heldReference(frame, rt)
  }

  /// Decided at the first write (types are known by then), per access site.
  private var holdsValue: Bool?

  /// Reference bases are read; value bases are modified through their own place.
  private func modifyBase(_ frame: Frame, _ rt: Interpreter, _ body: (inout Value) throws -> Void) throws {
    if let place = base as? LValueNode {
      if var reference = try place.heldReference(frame, rt) {
        try body(&reference)
        return
      }
      try place.modify(frame, rt, body)
    } else {
      var value = try base.eval(frame, rt)
      try body(&value)
    }
  }
}

/// `base[args]` as a place.
public final class SubscriptPlace: LValueNode {
  let base: Node
  let arguments: [Node]
  let labels: [String?]
  /// The getter of the subscript chosen by static types when compiling; at run time the receiver's
  /// subscript with the same signature runs (an override of it, for a subclass).
  var preferred: FunctionCode?

  public init(base: Node, arguments: [Node], labels: [String?], _ location: SourceLocation) {
    self.base = base
    self.arguments = arguments
    self.labels = labels
    super.init(location)
  }

  public override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    let value = try base.eval(frame, rt)
    let args = try arguments.map { try $0.eval(frame, rt) }
    return try Subscripts.get(value, args, labels, rt, location, preferred: preferred)
  }

  public override func modify(_ frame: Frame, _ rt: Interpreter, _ body: (inout Value) throws -> Void) throws
  {
    let args = try arguments.map { try $0.eval(frame, rt) }
    try modifyContainer(frame, rt) { container in
      try Subscripts.modify(
        &container, args, self.labels, rt, self.location, preferred: self.preferred, body)
    }
  }

  /// The indices are evaluated once the base's chain has reached a value (`list?[i()] = 3` calls no `i()`
  /// when `list` is nil), then `reached`.
  public override func modify(
    _ frame: Frame, _ rt: Interpreter, whenReached reached: () throws -> Void,
    _ body: (inout Value) throws -> Void
  ) throws {
    try modifyContainer(frame, rt) { container in
      let args = try self.arguments.map { try $0.eval(frame, rt) }
      try reached()
      try Subscripts.modify(
        &container, args, self.labels, rt, self.location, preferred: self.preferred, body)
    }
  }

  /// Reference bases are read; value bases are modified through their own place.
  private func modifyContainer(
    _ frame: Frame, _ rt: Interpreter, _ apply: (inout Value) throws -> Void
  ) throws {
    if let place = base as? LValueNode {
      if var reference = try place.heldReference(frame, rt) { return try apply(&reference) }
      try place.modify(frame, rt, apply)
    } else {
      var value = try base.eval(frame, rt)
      try apply(&value)
    }
  }

  public override func write(_ frame: Frame, _ rt: Interpreter, _ value: Value) throws {
    let args = try arguments.map { try $0.eval(frame, rt) }
    try modifyContainer(frame, rt) { container in
      try Subscripts.set(&container, args, self.labels, value, rt, self.location, preferred: self.preferred)
    }
  }
}

/// `x!` as a place: crashes when nil.
public final class ForceUnwrapPlace: LValueNode {
  let base: Node

  public init(base: Node, _ location: SourceLocation) {
    self.base = base
    super.init(location)
  }

  public override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    guard let payload = try base.eval(frame, rt).unwrapped else {
      throw rt.crash(Crashes.nilUnwrap, at: location)
    }
    return payload
  }

  public override func modify(_ frame: Frame, _ rt: Interpreter, _ body: (inout Value) throws -> Void) throws
  {
    guard let place = base as? LValueNode else { throw rt.crash(Crashes.nilUnwrap, at: location) }
    try place.modify(frame, rt) { value in
      if try !value.modifyPayload(body) { throw rt.crash(Crashes.nilUnwrap, at: self.location) }
    }
  }
}

/// `x?` inside a chain used as a place: a nil base ends the chain.
public final class OptionalChainPlace: LValueNode {
  let base: Node

  public init(base: Node, _ location: SourceLocation) {
    self.base = base
    super.init(location)
  }

  public override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    guard let payload = try base.eval(frame, rt).unwrapped else { throw OptionalChainNil() }
    return payload
  }

  public override func modify(_ frame: Frame, _ rt: Interpreter, _ body: (inout Value) throws -> Void) throws
  {
    guard let place = base as? LValueNode else {
      var value = try eval(frame, rt)
      return try body(&value)
    }
    try place.modify(frame, rt) { value in
      if try !value.modifyPayload(body) { throw OptionalChainNil() }
    }
  }
}

extension LValueNode {
  /// Whether a `?` in the place's base can end the assignment before it reaches the place.
  var isOptionallyChained: Bool {
    switch self {
    case is OptionalChainPlace: return true
    case let member as MemberPlace: return (member.base as? LValueNode)?.isOptionallyChained == true
    case let sub as SubscriptPlace: return (sub.base as? LValueNode)?.isOptionallyChained == true
    case let unwrap as ForceUnwrapPlace: return (unwrap.base as? LValueNode)?.isOptionallyChained == true
    default: return false
    }
  }
}

extension Value {
  /// Classes, closures and host objects are references: writing through them needs no write-back.
  public var isReference: Bool {
    switch self {
    case .object, .native, .closure, .type: return true
    default: return false
    }
  }
}

/// `super.prop` in a subclass: the superclass's getter and setter (or its stored field), not the
/// override's, read and assigned on the same instance (`set { super.prop = newValue / 2 }`).
final class SuperPropertyPlace: LValueNode {
  let selfPlace: Node
  let name: String
  let getter: FunctionCode?
  let setter: FunctionCode?

  init(
    self selfPlace: Node, name: String, getter: FunctionCode?, setter: FunctionCode?,
    _ location: SourceLocation
  ) {
    self.selfPlace = selfPlace
    self.name = name
    self.getter = getter
    self.setter = setter
    super.init(location)
  }

  /// The superclass's stored property of this name (`super.name` inside `override var name { get set }`):
  /// read and written as that field, not through the override.
  var storedField: Int?

  override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    let instance = try selfPlace.eval(frame, rt)
    if let getter { return try rt.call(getter, self: instance, arguments: [], at: location) }
    return try Members.get(instance, name, .field(storedField, of: instance), rt, location)
  }

  override func write(_ frame: Frame, _ rt: Interpreter, _ value: Value) throws {
    var instance = try selfPlace.eval(frame, rt)
    if let setter {
      _ = try rt.call(setter, self: instance, arguments: [value], at: location)
      return
    }
    try Members.set(&instance, name, value, .field(storedField, of: instance), rt, location)
  }
}
