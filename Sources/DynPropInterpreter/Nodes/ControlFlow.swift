import DynPropDiagnostics
import DynPropSyntax

/// A compiled condition clause: a Boolean, an optional binding, or a pattern match.
public enum ConditionNode {
  case boolean(Node)
  case bind(slot: Int, value: Node)
  /// A top-level `guard let x = …`: `x` is a global (functions and closures of the file see it).
  case bindGlobal(slot: Int, value: Node)
  case pattern(CompiledPattern, Node)

  func holds(_ frame: Frame, _ rt: Interpreter) throws -> Bool {
    switch self {
    case .boolean(let node):
      return try node.eval(frame, rt).isTrue
    case .bind(let slot, let node):
      guard let payload = try node.eval(frame, rt).unwrapped else { return false }
      frame[slot] = payload
      return true
    case .bindGlobal(let slot, let node):
      guard let payload = try node.eval(frame, rt).unwrapped else { return false }
      rt.globals[slot] = payload
      return true
    case .pattern(let pattern, let node):
      return try pattern.match(try node.eval(frame, rt), frame, rt)
    }
  }

  static func all(_ conditions: [ConditionNode], _ frame: Frame, _ rt: Interpreter) throws -> Bool {
    for condition in conditions where !(try condition.holds(frame, rt)) { return false }
    return true
  }
}

public final class IfNode: Node {
  let conditions: [ConditionNode]
  let then: Node
  let otherwise: Node?

  public init(conditions: [ConditionNode], then: Node, otherwise: Node?, _ location: SourceLocation) {
    self.conditions = conditions
    self.then = then
    self.otherwise = otherwise
    super.init(location)
  }

  public override func exec(_ frame: Frame, _ rt: Interpreter) throws -> Flow {
    if try ConditionNode.all(conditions, frame, rt) { return try then.exec(frame, rt) }
    return try otherwise?.exec(frame, rt) ?? .normal
  }
}

public final class GuardNode: Node {
  let conditions: [ConditionNode]
  let otherwise: Node

  public init(conditions: [ConditionNode], otherwise: Node, _ location: SourceLocation) {
    self.conditions = conditions
    self.otherwise = otherwise
    super.init(location)
  }

  public override func exec(_ frame: Frame, _ rt: Interpreter) throws -> Flow {
    if try ConditionNode.all(conditions, frame, rt) { return .normal }
    return try otherwise.exec(frame, rt)
  }
}

/// Loop bookkeeping shared by `while`, `repeat` and `for`: labels and the step budget.
enum LoopControl {
  /// nil: keep looping; a flow: leave the loop with it (.normal for a matching break).
  @inline(__always)
  static func after(_ flow: Flow, label: String?) -> Flow? {
    switch flow {
    case .normal: return nil
    case .breakLoop(let target): return target == nil || target == label ? .normal : flow
    case .continueLoop(let target): return target == nil || target == label ? nil : flow
    case .returned: return flow
    }
  }
}

public final class WhileNode: Node {
  let label: String?
  let conditions: [ConditionNode]
  let body: Node

  public init(label: String?, conditions: [ConditionNode], body: Node, _ location: SourceLocation) {
    self.label = label
    self.conditions = conditions
    self.body = body
    super.init(location)
  }

  public override func exec(_ frame: Frame, _ rt: Interpreter) throws -> Flow {
    if conditions.count == 1, case .boolean(let condition) = conditions[0] {
      return try loop(condition, frame, rt)
    }
    while try ConditionNode.all(conditions, frame, rt) {
      try rt.countStep(self)
      if let exit = LoopControl.after(try body.exec(frame, rt), label: label) { return exit }
    }
    return .normal
  }
}

extension WhileNode {
  /// `while condition { }` with one Boolean condition: the common loop, without the clause list.
  fileprivate func loop(_ condition: Node, _ frame: Frame, _ rt: Interpreter) throws -> Flow {
    while case .bool(true) = try condition.eval(frame, rt) {
      try rt.countStep(self)
      if let exit = LoopControl.after(try body.exec(frame, rt), label: label) { return exit }
    }
    return .normal
  }
}

public final class RepeatWhileNode: Node {
  let label: String?
  let body: Node
  let condition: Node

  public init(label: String?, body: Node, condition: Node, _ location: SourceLocation) {
    self.label = label
    self.body = body
    self.condition = condition
    super.init(location)
  }

  public override func exec(_ frame: Frame, _ rt: Interpreter) throws -> Flow {
    repeat {
      try rt.countStep(self)
      if let exit = LoopControl.after(try body.exec(frame, rt), label: label) { return exit }
    } while try condition.eval(frame, rt).isTrue
    return .normal
  }
}

/// `for pattern in sequence where cond { }` over ranges, arrays, dictionaries, sets and strings.
public final class ForInNode: Node {
  let label: String?
  let pattern: CompiledPattern
  let sequence: Node
  let whereClause: Node?
  let body: Node
  /// Set when each iteration gets a frame of its own (a closure in the body may capture the element).
  let iterationFrameSize: Int?

  public init(
    label: String?, pattern: CompiledPattern, sequence: Node, whereClause: Node?, body: Node,
    iterationFrameSize: Int? = nil, _ location: SourceLocation
  ) {
    self.label = label
    self.pattern = pattern
    self.sequence = sequence
    self.whereClause = whereClause
    self.body = body
    self.iterationFrameSize = iterationFrameSize
    super.init(location)
  }

  public override func exec(_ frame: Frame, _ rt: Interpreter) throws -> Flow {
    let source = try sequence.eval(frame, rt)
    if let exit = try iterateScriptSequence(source, frame, rt) { return exit }
    if let size = iterationFrameSize {
      for element in try Sequences.elements(of: source, rt, location) {
        let inner = Frame.make(size: size, parent: frame)
        guard try pattern.match(element, inner, rt) else { continue }
        if let exit = try iteration(inner, rt) { return exit }
      }
      return .normal
    }
    if case .range(let range) = source, let (lo, hi) = range.intBounds, case .slot(let slot) = pattern {
      var i = lo
      while i < hi {
        frame[slot] = .int(i)
        if let exit = try iteration(frame, rt) { return exit }
        i += 1
      }
      return .normal
    }
    for element in try Sequences.elements(of: source, rt, location) {
      guard try pattern.match(element, frame, rt) else { continue }
      if let exit = try iteration(frame, rt) { return exit }
    }
    return .normal
  }

  /// A sequence the script declares: its elements one at a time (an endless one stops at `break`); nil
  /// for any other value.
  private func iterateScriptSequence(_ source: Value, _ frame: Frame, _ rt: Interpreter) throws -> Flow? {
    guard Members.scriptType(of: source) != nil else { return nil }
    var exit = Flow.normal
    let isSequence = try ScriptCollections.forEach(source, rt, location) { element in
      guard let flow = try run(element, frame, rt) else { return true }
      exit = flow
      return false
    }
    guard isSequence else {
      throw rt.scriptError(
        "for-in loop requires '\(rt.typeName(of: source))' to conform to 'Sequence'", at: location)
    }
    return exit
  }

  /// One element of a `for await` loop (`ForAwaitNode`): matched, filtered and run as here; non-nil
  /// when the loop ends (`break`, `return`, a labelled `continue` of an outer loop).
  func run(_ element: Value, _ frame: Frame, _ rt: Interpreter) throws -> Flow? {
    let place = iterationFrameSize.map { Frame.make(size: $0, parent: frame) } ?? frame
    guard try pattern.match(element, place, rt) else { return nil }
    return try iteration(place, rt)
  }

  @inline(__always)
  private func iteration(_ frame: Frame, _ rt: Interpreter) throws -> Flow? {
    try rt.countStep(self)
    if let whereClause, !(try whereClause.eval(frame, rt).isTrue) { return nil }
    return LoopControl.after(try body.exec(frame, rt), label: label)
  }
}

/// A loop body run in a fresh frame each time (its variables are per iteration, as in Swift).
public final class IterationFrameNode: Node {
  let body: Node
  let frameSize: Int

  public init(body: Node, frameSize: Int, _ location: SourceLocation) {
    self.body = body
    self.frameSize = frameSize
    super.init(location)
  }

  public override func exec(_ frame: Frame, _ rt: Interpreter) throws -> Flow {
    try body.exec(Frame.make(size: frameSize, parent: frame), rt)
  }
}

/// Turns an iterable value into its elements (dictionaries give `(key:, value:)` tuples).
public enum Sequences {
  public static func elements(of value: Value, _ rt: Interpreter, _ location: SourceLocation) throws
    -> [Value]
  {
    switch value {
    case .array(let items): return items
    case .range(let range):
      if let sized = range.sizedElements { return sized }
      guard let (lo, hi) = range.intBounds else { break }
      return hi <= lo ? [] : (lo..<hi).map { .int($0) }
    case .dictionary(let dict):
      return dict.elements.map { .tuple(TupleValue([$0.key, $0.value], labels: ["key", "value"])) }
    case .set(let set): return Array(set)
    case .string(let s): return s.map { .character($0) }
    case .structValue, .object, .enumValue:
      if let items = try ScriptCollections.elements(value, rt, location) { return items }
    case .native(let object):
      if let items = object.sequenceElements { return items }
      if let items = try object.call("elements", labels: [], arguments: [], in: rt),
        case .array(let a) = items
      {
        return a
      }
    default: break
    }
    throw rt.scriptError(
      "for-in loop requires '\(rt.typeName(of: value))' to conform to 'Sequence'", at: location)
  }
}

public final class SwitchNode: Node {
  struct Case {
    var patterns: [CompiledPattern]
    var guardNode: Node?
    var body: Node
  }

  let label: String?
  let subject: Node
  let cases: [Case]

  init(label: String?, subject: Node, cases: [Case], _ location: SourceLocation) {
    self.label = label
    self.subject = subject
    self.cases = cases
    super.init(location)
  }

  public override func exec(_ frame: Frame, _ rt: Interpreter) throws -> Flow {
    let value = try subject.eval(frame, rt)
    var index = try matchingCase(value, frame, rt)
    while let i = index {
      let flow = try cases[i].body.exec(frame, rt)
      if case .continueLoop("#fallthrough") = flow, i + 1 < cases.count {
        index = i + 1
        continue
      }
      if case .breakLoop(let target) = flow, target == nil || target == label { return .normal }
      return flow
    }
    return .normal
  }

  /// The index of the first case that matches; nil when none does.
  func matchingCase(_ value: Value, _ frame: Frame, _ rt: Interpreter) throws -> Int? {
    for (i, switchCase) in cases.enumerated() {
      for pattern in switchCase.patterns where try pattern.match(value, frame, rt) {
        if let guardNode = switchCase.guardNode, !(try guardNode.eval(frame, rt).isTrue) { continue }
        return i
      }
    }
    return nil
  }
}

public final class ReturnNode: Node {
  let value: Node?
  let expected: DynPropSyntax.TypeNode?
  private let coerces: Bool

  public init(value: Node?, expected: DynPropSyntax.TypeNode?, _ location: SourceLocation) {
    self.value = value
    self.expected = expected
    coerces = Contextual.needsCoercion(expected)
    super.init(location)
  }

  public override func exec(_ frame: Frame, _ rt: Interpreter) throws -> Flow {
    rt.returnValue = try value.map { try Contextual.eval($0, expected, coerces: coerces, frame, rt) } ?? .void
    return .returned
  }
}

/// `break`, `continue` and `fallthrough` (a continue to the next case).
public final class JumpNode: Node {
  let flow: Flow

  public init(_ flow: Flow, _ location: SourceLocation) {
    self.flow = flow
    super.init(location)
  }

  public override func exec(_ frame: Frame, _ rt: Interpreter) throws -> Flow { flow }
}

public final class ThrowNode: Node {
  let value: Node

  public init(value: Node, _ location: SourceLocation) {
    self.value = value
    super.init(location)
  }

  public override func exec(_ frame: Frame, _ rt: Interpreter) throws -> Flow {
    throw ThrownError(try value.eval(frame, rt))
  }
}

/// `do { } catch pattern { }`; a bare `catch` binds `error`.
public final class DoCatchNode: Node {
  struct Catch {
    var pattern: CompiledPattern?
    var errorSlot: Int?
    var guardNode: Node?
    var body: Node
  }

  let body: Node
  let catches: [Catch]

  init(body: Node, catches: [Catch], _ location: SourceLocation) {
    self.body = body
    self.catches = catches
    super.init(location)
  }

  public override func exec(_ frame: Frame, _ rt: Interpreter) throws -> Flow {
    do {
      return try body.exec(frame, rt)
    } catch let thrown as ThrownError {
      // What the throw released (`try [Resource(), failing()]`) is deinitialized before the handler runs.
      if !rt.pendingDeinits.isEmpty || !rt.pendingCallbacks.isEmpty { try rt.runPendingDeinits() }
      for clause in catches {
        if let slot = clause.errorSlot { frame[slot] = thrown.value }
        if let pattern = clause.pattern, !(try pattern.match(thrown.value, frame, rt)) { continue }
        if let guardNode = clause.guardNode, !(try guardNode.eval(frame, rt).isTrue) { continue }
        return try clause.body.exec(frame, rt)
      }
      throw thrown
    }
  }
}
