import DynPropDiagnostics
import DynPropSyntax

/// A compiled function, method, initializer, accessor or closure body.
///
/// Parameters and locals live in numbered frame slots chosen by the compiler, so a call allocates one
/// frame and never looks a name up.
public final class FunctionCode {
  public enum SelfKind { case none, value, reference }

  /// Display name used in backtraces and event origins, e.g. `RemoteData.update()`.
  public let name: String
  public var params: [ParamInfo]
  public var frameSize: Int = 0
  public var body: Node = EmptyNode()
  public var selfKind: SelfKind
  /// A class's designated initializer whose body never calls `super.init(…)`/`self.init(…)`: Swift calls
  /// the superclass's `init()` at its end.
  public var callsSuperInitImplicitly = false
  /// The value a thunk always returns (an Optional stored property's implicit `nil`): read without a call
  /// when an instance is made.
  public var constantValue: Value?
  public var isMutating: Bool
  public var isInit: Bool = false
  public var isFailable: Bool = false
  /// A `convenience init`: a subclass inherits it only when it has all of its superclass's designated ones.
  public var isConvenience: Bool = false
  /// A protocol's own declaration of an initializer, which the adopting types implement (no body).
  public var isRequirement = false
  public var isStatic: Bool = false
  public var isAsync: Bool = false
  /// What `#function` gives in this body as a default argument of a call it makes: the enclosing
  /// function's Swift name (a closure's is its function's). Nil for code that has none of its own.
  public var poundFunction: String?
  /// Whether the body names its first parameter: a `didSet` that never reads `oldValue` is not given it
  /// (SE-0268), so the old value is released before it runs and a wrapper's getter is not called for it.
  public var readsFirstParameter = true
  /// No closure made in the body reads `self` from this frame (a `[weak self]` capture reads its own
  /// slot), so the frame lets `self` go on return: a closure that outlives the call keeps only what it
  /// captured, and a `[weak self]` closure stored on the instance makes no cycle, as in Swift.
  public var releasesSelf = false
  public let location: SourceLocation
  public var resultType: TypeNode?
  /// A closure without a written result type: the static type of its single expression, if known
  /// (`{ Int($0)! }` is `Int`), which binds a type parameter its caller leaves to the closure's result
  /// (`resultType` may then be that parameter, from the context); for a property's initial value, the
  /// value's static type.
  public var inferredResultType: TypeNode?
  /// Generic parameter names of a generic function (`T` of `func f<T>(…)`).
  public var genericParams: [String] = []
  /// Per parameter a type parameter is bound from, the hidden slot that receives the argument's static
  /// type (`CallArgument.staticType`) before the body runs: Swift binds `T` from it, not from the value.
  public var staticTypeSlots: [(param: Int, slot: Int)] = []
  /// A method of a protocol's extension, whose `Self` is the caller's static type (`StaticSelf`).
  public var usesStaticSelf = false
  /// `<T: Shape>`: the protocol or class each constrained generic parameter must satisfy (for overloads).
  public var genericConstraints: [String: TypeNode] = [:]
  /// Unique among functions: call sites cache their choice by it.
  public let identity = Identity.next()
  /// The type a method or initializer belongs to.
  public weak var owner: ScriptType?

  public init(
    name: String, params: [ParamInfo], selfKind: SelfKind, isMutating: Bool, location: SourceLocation
  ) {
    self.name = name
    self.params = params
    self.selfKind = selfKind
    self.isMutating = isMutating
    self.location = location
  }

  /// The labels callers must write, `_` as nil.
  public var labels: [String?] { params.map(\.label) }

  /// Same labels and parameter types: a redeclaration, not an overload.
  public func hasSameSignature(as other: FunctionCode) -> Bool {
    labels == other.labels && params.map(\.type) == other.params.map(\.type)
      && genericConstraints == other.genericConstraints
  }

  /// `name(label:label:)` as Swift prints a function reference.
  public var signature: String {
    let base = name.split(separator: ".").last.map(String.init) ?? name
    return "\(base)(\(params.map { "\($0.label ?? "_"):" }.joined()))"
  }
}

/// A parameter as the call machinery needs it.
public struct ParamInfo {
  public var label: String?
  public var name: String
  public var type: TypeNode?
  public var defaultValue: Node?
  public var isInout: Bool
  public var isVariadic: Bool
  public var isAutoclosure: Bool
  public var isViewBuilder: Bool
  /// Whether the declaration gives a default value (known before the default is compiled).
  public var hasDefault = false

  public init(
    label: String?, name: String, type: TypeNode?, defaultValue: Node?, isInout: Bool, isVariadic: Bool,
    isAutoclosure: Bool, isViewBuilder: Bool
  ) {
    self.label = label
    self.name = name
    self.type = type
    self.defaultValue = defaultValue
    self.isInout = isInout
    self.isVariadic = isVariadic
    self.isAutoclosure = isAutoclosure
    self.isViewBuilder = isViewBuilder
    self.coerces = Contextual.needsCoercion(type)
    self.mentionsSelf = type?.mentions(["Self"]) ?? false
  }

  /// `clamped(to range: ClosedRange<Self>)` in `extension Comparable`: for a number, `Self` is known only
  /// from the receiver, and the argument's literals take its type (`2.5.clamped(to: 3...4)`).
  public let mentionsSelf: Bool

  /// Whether an argument takes the parameter's declared form (`Contextual.coerce`): Double, Optional.
  public var coerces: Bool
}

/// The slots of one function activation. Closures keep their defining frame alive, so captured variables
/// are shared by reference, as in Swift.
///
/// The slots are stored in the frame's own allocation (`ManagedBuffer`'s tail elements): a call makes one
/// object, not an object and an array buffer, whose generic storage type the runtime would look up on
/// every allocation.
public final class Frame: ManagedBuffer<Frame.Header, Value> {
  public struct Header {
    let parent: Frame?
    let count: Int
  }

  /// A frame of `size` slots, each `()`.
  public static func make(size: Int, parent: Frame?) -> Frame {
    let buffer = Frame.create(minimumCapacity: size) { _ in Header(parent: parent, count: size) }
    let frame = unsafeDowncast(buffer, to: Frame.self)
    frame.withUnsafeMutablePointerToElements { $0.initialize(repeating: .void, count: size) }
    return frame
  }

  public var count: Int { header.count }

  /// Slot `index`, read and written in place (`frame[i]`, `&frame[i]`).
  ///
  /// The accessors reach the slot through `self`, never through a pointer kept past the call: a frame
  /// made by a call is released right after its last use, so a pointer taken from it would dangle
  /// (reading a callee's `inout` slot after it returned read freed memory in release builds).
  public subscript(index: Int) -> Value {
    @inline(__always) get { withUnsafeMutablePointerToElements { $0[index] } }
    @inline(__always) set { withUnsafeMutablePointerToElements { $0[index] = newValue } }
    @inline(__always) _modify {
      let base = withUnsafeMutablePointerToElements { $0 }
      defer { _fixLifetime(self) }
      yield &base[index]
    }
  }

  /// A function's locals are released last declared first when it returns, then its parameters, as
  /// Swift releases them (a `deinit` prints in that order). The header (the parent) is released after.
  deinit {
    withUnsafeMutablePointers { header, slots in
      var index = header.pointee.count
      while index > 0 {
        index -= 1
        (slots + index).deinitialize(count: 1)
      }
    }
  }

  @inline(__always)
  public func ancestor(_ depth: Int) -> Frame {
    var frame = self
    for _ in 0..<depth { frame = frame.header.parent! }
    return frame
  }
}

/// Something that can be called: a script function bound to its frame (and `self`), or a host function.
public class Callable {
  public init() {}
  open var displayName: String { "(closure)" }
}

/// A script function or closure with its captured frame.
public final class ScriptClosure: Callable {
  public let code: FunctionCode
  public let captured: Frame?
  /// `self` for a method reference (`model.refresh` used as a value).
  public let boundSelf: Value?

  public init(code: FunctionCode, captured: Frame?, boundSelf: Value? = nil) {
    self.code = code
    self.captured = captured
    self.boundSelf = boundSelf
  }

  public override var displayName: String { code.name }
}

/// A function implemented by the interpreter or the host.
public final class NativeFunction: Callable {
  public let name: String
  /// The Swift function type `type(of:)` prints (`(Any..., String, String) -> ()` for `print`), if known.
  public var typeDescription: String?
  public let body: (_ arguments: [Value], _ labels: [String?], _ interpreter: Interpreter) throws -> Value

  public init(
    _ name: String, _ body: @escaping ([Value], [String?], Interpreter) throws -> Value
  ) {
    self.name = name
    self.body = body
  }

  public override var displayName: String { name }
}
