import DynPropDiagnostics
import DynPropSyntax

/// Notified of writes that the host must see: plain class fields and globals (for `unobserved-write`).
public protocol WriteObserver: AnyObject {
  func fieldWritten(_ instance: Instance, field: Int, old: Value, new: Value, at location: SourceLocation)
  /// Whether `fieldWritten` will look at the old value of this field: when not, a read-modify-write does
  /// not keep it, so a value it replaces is released (and deinitialized) when Swift releases it.
  func keepsOldValue(of instance: Instance, field: Int) -> Bool
  func globalWritten(slot: Int, old: Value, new: Value, at location: SourceLocation)
  /// A stored property of an `@Observable` instance was read (for per-property tracking, §6), or any
  /// instance while `trackAllReads` is on.
  func fieldRead(_ instance: Instance, field: Int)
  /// A global was read while `trackAllReads` is on.
  func globalRead(slot: Int)
}

/// The running state of the script world: globals, types, budgets and the hooks to the host.
///
/// One interpreter serves the whole session; the host plugs in SwiftUI's types and builders through
/// `HostBridge` and is told about writes through `WriteObserver`.
public final class Interpreter {
  public var globals: [Value] = []
  public var globalNames: [String] = []
  /// Slots of global `let`s given a value where declared: assigning one is a compile error.
  public var constantGlobals: Set<Int> = []
  public var globalIndex: [String: Int] = [:]
  /// The module Swift would compile the scripts into (the only file's name, else `main`): class instances
  /// and nested values print qualified with it (`main.Post`).
  public var moduleName = "main"
  /// Set once the first files are compiled (their names decide `moduleName`).
  /// `import Synchronization` compiled its library (`SynchronizationPrelude`) into this interpreter.
  var hasSynchronization = false
  /// `SwiftPrelude.extrasSource` is compiled into this interpreter.
  var hasPreludeExtras = false
  /// Some script type declares an `@_implements` witness (calls through a protocol then look for one).
  var usesImplements = false
  public var hasModuleName = false
  /// Declared types of globals (`var total: Double`), by slot: assignments store the declared form.
  public var globalTypes: [Int: TypeNode] = [:]
  /// Above 0 while an initial value that only counts once is evaluated (`@State var store = Store()`):
  /// the host does not count plain reads made then as reads of the body (`unobserved-write`).
  public var readsDiscarded = 0
  /// Top-level `weak var`s (`ReferenceStorage`).
  public var globalOwnership: [Int: ReferenceOwnership] = [:]
  public var functions: [String: [FunctionCode]] = [:]
  /// The types compiled so far, by name; read and written through `types` (`TypeTable`).
  var declaredTypes: [String: RuntimeType] = [:]
  /// Libraries not compiled yet, by each name they declare (`deferLibrary`).
  var deferredLibraries: [String: DeferredLibrary] = [:]
  /// Initializers of globals declared outside the first file of a load, run on first use.
  public var lazyGlobals: [Int: FunctionCode] = [:]
  /// Top-level `typealias Name = Type`.
  public var typeAliases: [String: TypeNode] = [:]
  /// Members added by `extension` to types the scripts did not declare (EnvironmentValues, String…).
  public var extensions: [String: ScriptType] = [:]
  public weak var observer: WriteObserver?
  /// Globals a view's body has read (`noteGlobalRead`); writes of others need not be reported.
  var observedGlobals: Set<Int> = []
  public var bridge: HostBridge?
  /// Receives each printed line (without its terminator).
  public var printSink: (String) -> Void = { print($0) }
  /// Receives exactly the text `print` writes to standard output (items, separator and terminator), for
  /// `dynprop-repl exec`; nil in the shell, where each call is a `print` event.
  public var outputSink: ((String) -> Void)?

  /// CONTRACT §8: steps per evaluation; checked every `budgetCheckMask + 1` steps, so a small budget
  /// (a `--max-steps` flag) is checked often enough to stop within twice its value.
  public var stepBudget = 100_000_000 {
    didSet { budgetCheckMask = Interpreter.checkMask(for: stepBudget) }
  }
  private(set) var budgetCheckMask = 0xFFFF
  public var steps = 0
  public var maxCallDepth = 10_000
  public internal(set) var callDepth = 0
  /// Active calls, innermost last, for backtraces and event origins.
  public internal(set) var callStack: [FunctionCode] = []
  var returnValue: Value = .void
  /// Set when a failable initializer ran `return nil`.
  var returnedNil = false
  public var random: SeededRandom
  /// The place of the call whose default arguments are evaluated: `#line` as a default is the caller's.
  var callerLocation = SourceLocation(file: "", line: 0, column: 0)
  /// Each file's `#sourceLocation` mapping, for `#file` and `#line`; files without directives are absent.
  public var presumedLines: [String: PresumedLines] = [:]
  /// The `withValue` bindings of task-local values in the running task, innermost last (`TaskLocals`).
  public internal(set) var taskLocals: [TaskLocalBinding] = []
  /// While a view body runs, every class-field and global read is reported (for `unobserved-write`).
  public var trackAllReads = false
  /// Reads held back while a method call's receiver is read (`ReadTracking.swift`).
  var heldReads: [TrackedRead]?
  /// Where the statement writing or calling into the host is (for warnings' `source`), kept current by
  /// assignments and host calls.
  public var site = SourceLocation(file: "", line: 0, column: 0)
  private var nextSerial = 1
  /// Class instances ARC released whose `deinit` has not run yet (see `Instance.deinit`).
  public internal(set) var pendingDeinits: [Instance] = []
  /// The type a call's context asks of a generic function's result, for that function (by identity).
  var contextualResult: (function: Int, type: RuntimeType)?
  /// The static `Self` a call site hands to the protocol-extension method it calls (`StaticSelf`).
  var staticSelf: (function: Int, type: RuntimeType)?
  /// The generic arguments of the value being constructed, while its properties' initial values run.
  var constructionGenerics: [TypeNode] = []
  /// The changes waiting at the `yield` of the `_modify` accessors running, innermost last.
  var modifyContinuations: [(inout Value) throws -> Void] = []
  /// The static types of the receivers of the `extension Optional` methods running (`OptionalSelfNode`).
  var optionalSelfTypes: [TypeNode?] = []
  /// Set by a type check it could not decide (`ConditionalConformance.swift`); the cast throws it.
  var undecidedCast: String?
  /// Callbacks the host queued during a statement (`withObservationTracking`'s `onChange`), run before the
  /// next statement, as the `deinit`s are.
  public var pendingCallbacks: [Value] = []
  /// Whether a script extends a type or protocol that builtin values have (`extension Array`,
  /// `extension Collection`): only then do builtin method calls and subscripts look for script members.
  var extendsBuiltinValues = false
  /// True while a task of a discarded world unwinds (`TaskTerminated`): script `defer` blocks are skipped.
  public var isAbandoningTask = false

  public init(seed: UInt64 = 0) {
    random = SeededRandom(seed: seed)
    SwiftPrelude.deferLoading(into: self)
  }

  /// The serial the next class instance will get: instances with a serial from here on are newer.
  public var upcomingSerial: Int { nextSerial }

  /// Creation-order number for a new class instance (`Post#3`).
  public func makeSerial() -> Int {
    defer { nextSerial += 1 }
    return nextSerial
  }

  /// Starts a new evaluation (an action, a body, a tick phase): the step budget applies per evaluation.
  public func beginEvaluation() { steps = 0 }

  /// Polled every 65,536 steps (more often with a small step budget): true when the user pressed Ctrl-C
  /// (the evaluation then stops).
  public var interruptCheck: (() -> Bool)?

  /// Counts one step of a loop or call; `node` names the place when a budget runs out.
  @inline(__always)
  func countStep(_ node: Node) throws {
    steps &+= 1
    if steps & budgetCheckMask == 0 { try checkBudget(node.location) }
  }

  /// The largest power of two not above `budget` (at most 65,536), minus one.
  static func checkMask(for budget: Int) -> Int {
    var interval = 1
    while interval < 0x10000, interval * 2 <= budget { interval *= 2 }
    return interval - 1
  }

  /// The slow path of `countStep`, every `budgetCheckMask + 1` steps: Ctrl-C and the step budget.
  func checkBudget(_ location: SourceLocation) throws {
    if let interruptCheck, interruptCheck() {
      throw ScriptRuntimeError("interrupted (Ctrl-C) while running", at: location)
    }
    if steps > stepBudget {
      steps = 0
      throw crash("Fatal error: step budget of \(stepBudget) exhausted (runaway loop?)", at: location)
    }
  }

  // MARK: Calls

  /// Calls `code` with arguments in parameter order (nil = use the default value).
  public func call(
    _ code: FunctionCode, self selfValue: Value?, arguments: [Value?], captured: Frame? = nil,
    at location: SourceLocation
  ) throws -> Value {
    let frame = try makeFrame(code, selfValue: selfValue, arguments: arguments, captured: captured, location)
    defer { if code.releasesSelf { frame[0] = .void } }
    return try run(code, frame, location)
  }

  /// Calls a mutating method (or a setter) on a value in place: `self` is copied in and out.
  public func callMutating(
    _ code: FunctionCode, self selfValue: inout Value, arguments: [Value?], at location: SourceLocation
  ) throws -> Value {
    let frame = try makeFrame(code, selfValue: selfValue, arguments: arguments, captured: nil, location)
    selfValue = .void
    defer {
      selfValue = frame[0]
      if code.releasesSelf { frame[0] = .void }
    }
    return try run(code, frame, location)
  }

  /// Calls a closure, function or method value with positional arguments.
  /// `labels`, when given, are the written argument labels (an implicit member's `.adaptive(minimum: 80)`).
  public func callValue(
    _ callee: Value, _ arguments: [Value], labels: [String?]? = nil, at location: SourceLocation
  ) throws -> Value {
    let labels = labels ?? Array(repeating: nil, count: arguments.count)
    switch callee {
    case .closure(let closure as ScriptClosure):
      // `{ a, b in … }` given one pair (Combine's `(A, B)` output, a dictionary's elements): Swift passes
      // the tuple's elements.
      var arguments = arguments
      if arguments.count == 1, closure.code.params.count > 1, case .tuple(let tuple) = arguments[0],
        tuple.elements.count == closure.code.params.count
      {
        arguments = tuple.elements
      }
      return try call(
        closure.code, self: closure.boundSelf, arguments: arguments, captured: closure.captured, at: location)
    case .closure(let native as NativeFunction):
      return try native.body(arguments, labels, self)
    case .type(let type):
      return try construct(type, labels: labels, arguments, at: location)
    case .keyPath(let path) where arguments.count == 1:
      return try KeyPaths.apply(path, to: arguments[0], self, location)
    default:
      throw scriptError("cannot call value of non-function type '\(typeName(of: callee))'", at: location)
    }
  }

  func makeFrame(
    _ code: FunctionCode, selfValue: Value?, arguments: [Value?], captured: Frame?,
    _ location: SourceLocation
  ) throws -> Frame {
    let frame = Frame.make(size: code.frameSize, parent: captured)
    let offset = code.selfKind == .none ? 0 : 1
    if offset == 1 { frame[0] = selfValue ?? .void }
    for index in 0..<min(arguments.count, code.params.count) {
      if let value = arguments[index] {
        frame[index + offset] = bound(value, code.params[index], selfValue)
      }
    }
    try fillDefaults(code, frame, offset, location) { index in
      index < arguments.count && arguments[index] != nil
    }
    return frame
  }

  /// Calls `code` with the call site's arguments evaluated straight into the callee's frame, in
  /// parameter order, then the defaults of the parameters they leave out (as `makeFrame` does), without
  /// an array of values in between: the path every script call without `inout` arguments takes.
  func callEvaluating(
    _ code: FunctionCode, self selfValue: Value?, captured: Frame?, _ args: [CallArgument],
    _ binding: [[Int]], _ callerFrame: Frame, at location: SourceLocation
  ) throws -> Value {
    let frame = Frame.make(size: code.frameSize, parent: captured)
    let offset = code.selfKind == .none ? 0 : 1
    if offset == 1 { frame[0] = selfValue ?? .void }
    let params = code.params
    for p in 0..<min(binding.count, params.count) where !binding[p].isEmpty {
      let value: Value
      if params[p].isVariadic {
        value = .array(
          try binding[p].map { try ArgumentEvaluator.evalArg(args[$0].value, params[p], callerFrame, self) })
      } else {
        value = try ArgumentEvaluator.evalArg(args[binding[p][0]].value, params[p], callerFrame, self)
      }
      frame[p + offset] = bound(value, params[p], selfValue)
    }
    try fillDefaults(code, frame, offset, location) { p in p < binding.count && !binding[p].isEmpty }
    if !code.staticTypeSlots.isEmpty { try passStaticTypes(code, args, binding, callerFrame, frame) }
    defer { if code.releasesSelf { frame[0] = .void } }
    return try run(code, frame, location)
  }

  /// The static types of the arguments a generic callee binds its type parameters from, into the slots
  /// it reads them from (`GenericBindingsNode`).
  func passStaticTypes(
    _ code: FunctionCode, _ args: [CallArgument], _ binding: [[Int]], _ callerFrame: Frame, _ frame: Frame
  ) throws {
    for (param, slot) in code.staticTypeSlots where param < binding.count {
      guard let index = binding[param].first, let type = args[index].staticType else { continue }
      frame[slot] = try type.eval(callerFrame, self)
    }
  }

  /// An argument as its parameter stores it: a `Double` parameter holds a Double, `Self` resolved.
  @inline(__always)
  private func bound(_ value: Value, _ param: ParamInfo, _ selfValue: Value?) -> Value {
    if param.mentionsSelf, case .native(let member as UnresolvedMember) = value {
      return resolvedAsSelf(member, param, selfValue) ?? value
    }
    guard param.coerces else { return value }
    let type = param.mentionsSelf ? Contextual.resolvingSelf(param.type!, selfValue) : param.type!
    return Contextual.coerce(value, to: type)
  }

  /// `options.contains(.a)` for `extension OptionSet { func contains(_ member: Self) }`: an implicit
  /// member passed for `Self` is a member of the receiver's type (the caller's static type does not say).
  private func resolvedAsSelf(_ member: UnresolvedMember, _ param: ParamInfo, _ selfValue: Value?) -> Value? {
    guard param.type?.isNamed("Self") == true, let selfValue, let type = Members.scriptType(of: selfValue)
    else { return nil }
    return try? member.resolved(in: type, self, site)
  }

  /// The default values (or empty variadic arrays) of the parameters no argument was given for, in
  /// parameter order, evaluated in the callee's frame.
  private func fillDefaults(
    _ code: FunctionCode, _ frame: Frame, _ offset: Int, _ location: SourceLocation, given: (Int) -> Bool
  ) throws {
    let params = code.params
    for index in 0..<params.count where !given(index) {
      if let defaultValue = params[index].defaultValue {
        if params[index].isAutoclosure {
          // `message: @autoclosure () -> String = ""`: the default is the closure's body, run when called,
          // in a frame of its own (a default reads no parameter; holding the callee's frame would be a
          // cycle that keeps its locals alive past the return).
          let own = Frame.make(size: frame.count, parent: frame.header.parent)
          frame[index + offset] = .closure(AutoClosure(node: defaultValue, frame: own))
          continue
        }
        callerLocation = location
        frame[index + offset] = try defaultValue.eval(frame, self)
      } else if params[index].isVariadic {
        frame[index + offset] = .array([])
      }
    }
  }

  func run(_ code: FunctionCode, _ frame: Frame, _ location: SourceLocation) throws -> Value {
    callDepth += 1
    callStack.append(code)
    defer {
      callDepth -= 1
      callStack.removeLast()
    }
    if callDepth > maxCallDepth {
      throw crash(
        "Fatal error: call depth limit of \(maxCallDepth) exceeded (infinite recursion?)", at: location)
    }
    steps &+= 1
    if steps & 0xFFFF == 0 { try checkBudget(location) }
    if try code.body.exec(frame, self) == .returned {
      let value = returnValue
      returnValue = .void
      if code.isInit {
        if code.isFailable, case .none = value { returnedNil = true }
        return .void
      }
      return value
    }
    return .void
  }

  /// A global declared in a later file, read before its declaration ran: initialized now, once.
  func initializeLazyGlobal(_ slot: Int, at location: SourceLocation) throws {
    guard let code = lazyGlobals.removeValue(forKey: slot) else { return }
    globals[slot] = try call(code, self: nil, arguments: [], at: location)
  }

  /// Runs the callbacks the host queued, then the `deinit` bodies of released instances, in release order
  /// (each subclass's, then its superclasses'). Called between statements and by the host after it lets go
  /// of objects.
  public func runPendingDeinits() throws {
    while !pendingCallbacks.isEmpty {
      let callback = pendingCallbacks.removeFirst()
      _ = try callValue(callback, [], at: site)
    }
    try runDeinits()
  }

  /// The `deinit` bodies of released instances, in release order; also within a statement, where Swift
  /// releases a value at once (the old value of a property before its `didSet` runs).
  func runDeinits() throws {
    while !pendingDeinits.isEmpty {
      let instance = pendingDeinits.removeFirst()
      var type: ScriptType? = instance.type
      while let current = type {
        if let code = current.deinitializer {
          _ = try call(code, self: .object(instance), arguments: [], at: code.location)
        }
        type = current.superclass
      }
    }
  }

  // MARK: Errors

  /// A crash of the simulated app with Swift's message and a backtrace of script frames.
  public func crash(_ message: String, at location: SourceLocation?) -> ScriptCrash {
    let trace = callStack.reversed().map { "at \($0.name) (\($0.location))" }
    return ScriptCrash(message, at: location, backtrace: trace)
  }

  public func scriptError(_ message: String, at location: SourceLocation?) -> ScriptRuntimeError {
    ScriptRuntimeError(message, at: location)
  }

  public func noMember(_ typeName: String, _ name: String, at location: SourceLocation) -> ScriptRuntimeError
  {
    scriptError("value of type '\(typeName)' has no member '\(name)'", at: location)
  }

  /// The innermost script function running now (for event origins).
  public var currentFunction: FunctionCode? { callStack.last }
}

/// Crash messages of CONTRACT §5, spelled once.
public enum Crashes {
  public static let nilUnwrap = "Fatal error: Unexpectedly found nil while unwrapping an Optional value"
  public static let implicitNilUnwrap =
    "Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value"
  public static let indexOutOfRange = "Fatal error: Index out of range"
  public static let divisionByZero = "Fatal error: Division by zero"
  public static let overflow = "Fatal error: Arithmetic overflow"
}

/// The only source of randomness (`--seed`): a SplitMix64 generator, deterministic across runs.
public struct SeededRandom: RandomNumberGenerator {
  private var state: UInt64

  public init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
