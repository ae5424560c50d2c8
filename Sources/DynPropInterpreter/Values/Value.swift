import DynPropSyntax
import OrderedCollections

/// A run-time value of the script language.
///
/// Value types of the script (structs, arrays, dictionaries, strings, tuples) are Swift values here, so
/// copying a `Value` copies the script value with copy-on-write, as Swift does. Classes, closures and
/// host objects are references. Optionals are Swift's: `.none` is `nil` and `.wrapped(x)` is
/// `Optional.some(x)`, so `Int??` and `Optional(3)` print and compare as Swift's do. Code that unwraps also
/// accepts a bare present value (a host API that returns its value unwrapped), so a missed wrap can only
/// change how a value prints, never whether it is present.
public enum Value {
  case void
  case int(Int)
  case double(Double)
  /// `Float`: computed and printed in single precision (`1 / 3` as Float prints `0.33333334`).
  case float(Float)
  /// `Int8` … `UInt64`, `UInt`: a fixed-width integer other than `Int`.
  case sized(SizedInt)
  case bool(Bool)
  case string(String)
  case character(Character)
  /// `nil`
  case none
  /// `Optional.some(x)`.
  indirect case wrapped(Value)
  case array([Value])
  indirect case dictionary(OrderedDictionary<Value, Value>)
  indirect case set(OrderedSet<Value>)
  indirect case tuple(TupleValue)
  indirect case range(RangeValue)
  case structValue(StructValue)
  case object(Instance)
  case enumValue(EnumValue)
  case closure(Callable)
  case type(RuntimeType)
  case keyPath(KeyPathValue)
  /// An object provided by the host (SwiftUI views and wrappers, URLSession, publishers…).
  case native(NativeObject)
}

/// A tuple: elements with optional labels.
public struct TupleValue {
  public var elements: [Value]
  public var labels: [String?]

  public init(_ elements: [Value], labels: [String?]? = nil) {
    self.elements = elements
    self.labels = labels ?? Array(repeating: nil, count: elements.count)
  }
}

/// `a..<b` / `a...b` over Int, or a Double/String range used only for `contains` and `random(in:)`.
public struct RangeValue {
  public var lower: Value
  public var upper: Value
  public var isClosed: Bool
  /// `..<b` / `...b`: no lower bound (slicing starts at the collection's start, `0` here; patterns and
  /// `contains` check only the upper bound).
  public var hasNoLowerBound = false

  public init(lower: Value, upper: Value, isClosed: Bool, hasNoLowerBound: Bool = false) {
    self.lower = lower
    self.upper = upper
    self.isClosed = isClosed
    self.hasNoLowerBound = hasNoLowerBound
  }

  /// Integer bounds as a half-open pair, when both ends are Int (for iteration and slicing).
  public var intBounds: (Int, Int)? {
    guard case .int(let lo) = lower, case .int(let hi) = upper else { return nil }
    return (lo, isClosed ? hi + 1 : hi)
  }

  /// The elements of a range of sized integers (`ClosedRange<UInt32>`), in order; nil for other bounds.
  public var sizedElements: [Value]? {
    guard case .sized(let lo) = lower, case .sized(let hi) = upper, lo.kind == hi.kind else { return nil }
    let kind = lo.kind
    if kind.isSigned {
      let (a, b) = (lo.signed, hi.signed)
      guard isClosed ? a <= b : a < b else { return [] }
      return (isClosed ? Array(a...b) : Array(a..<b)).map {
        .sized(SizedInt(kind: kind, bits: UInt64(bitPattern: $0)))
      }
    }
    let (a, b) = (lo.bits, hi.bits)
    guard isClosed ? a <= b : a < b else { return [] }
    return (isClosed ? Array(a...b) : Array(a..<b)).map { .sized(SizedInt(kind: kind, bits: $0)) }
  }
}

/// An instance of a script struct: its type and stored fields in declaration order.
public struct StructValue {
  public let type: ScriptType
  public var fields: [Value]
  /// The generic arguments the value was made with (`Box<Int>`), when written; empty otherwise.
  public var genericArguments: [TypeNode] = []

  public init(type: ScriptType, fields: [Value]) {
    self.type = type
    self.fields = fields
  }
}

/// An instance of a script class. Identity is the object; `serial` is its creation order (`Post#3`).
public final class Instance {
  public let type: ScriptType
  public var fields: [Value]
  public let serial: Int
  /// The generic arguments the instance was made with (`Box<Int>()`), when written; empty otherwise.
  public var genericArguments: [TypeNode] = []

  /// False for the stand-in that a `deinit` body runs on (it must not run `deinit` again).
  var runsDeinit = true

  public init(type: ScriptType, fields: [Value], serial: Int) {
    self.type = type
    self.fields = fields
    self.serial = serial
  }

  /// ARC released the last reference: the script's `deinit` (subclass first, then superclasses) is queued
  /// on a stand-in holding the same fields, and runs before the interpreter's next statement, which is
  /// where Swift's `deinit` output appears.
  deinit {
    guard runsDeinit, let rt = type.interpreter, type.hasDeinit else { return }
    let standIn = Instance(type: type, fields: fields, serial: serial)
    standIn.runsDeinit = false
    standIn.genericArguments = genericArguments
    rt.pendingDeinits.append(standIn)
  }
}

/// A case of a script enum (or `Optional`-like builtin enums), with its associated values.
public final class EnumValue {
  public let type: ScriptType
  public let caseIndex: Int
  public let payload: [Value]
  /// The generic arguments of the type it was stored under (`let x: G<Int> = .a`): a payload-less case
  /// tells none, and Swift prints them (`main.G<Swift.Int>.a`).
  public var genericArguments: [TypeNode] = []

  public init(type: ScriptType, caseIndex: Int, payload: [Value]) {
    self.type = type
    self.caseIndex = caseIndex
    self.payload = payload
  }

  public var caseName: String { type.enumCases[caseIndex].name }
}

/// `\Root.a.b`: a path of member names applied one after another.
public struct KeyPathValue: Hashable {
  public var rootName: String?
  public var components: [String]

  public init(rootName: String?, components: [String]) {
    self.rootName = rootName
    self.components = components
  }

  public var description: String { "\\\(rootName ?? "").\(components.joined(separator: "."))" }
}

/// Something provided by the host, with reference identity.
///
/// Host objects describe themselves for `print`, `type(of:)` and event rendering, and answer member
/// access through the host's own dispatch.
open class NativeObject {
  public init() {}
  /// The Swift type name shown by `type(of:)` and in errors.
  open var typeName: String { "\(type(of: self))" }
  /// How the value prints (`print(x)`, string interpolation).
  open var displayDescription: String { typeName }
  /// How the value prints inside a collection or with `String(reflecting:)` (`"a"` for a scalar).
  open var debugDisplayDescription: String { displayDescription }
  /// The elements, when the value is a sequence (`for x in v`, `Array(v)`); nil otherwise.
  open var sequenceElements: [Value]? { nil }
  /// Protocols the value's type conforms to whose script extensions apply to it (`extension View`).
  open var protocolNames: [String] { [] }
  /// Reads a member; nil when the object has no such member.
  open func member(_ name: String, in interpreter: Interpreter) throws -> Value? { nil }
  /// Writes a member; false when the object has no such settable member.
  open func setMember(_ name: String, to value: Value, in interpreter: Interpreter) throws -> Bool { false }
  /// Calls a method; nil when the object has no such method.
  open func call(
    _ name: String, labels: [String?], arguments: [Value], in interpreter: Interpreter
  ) throws -> Value? { nil }
  /// For a host value that is an enum in Swift (`DecodingError`): its case name and associated values,
  /// which `case .keyNotFound(let key, let context)` patterns match; nil for other host values.
  open func enumCase(in interpreter: Interpreter) -> (name: String, payload: [Value])? { nil }
  /// Equality between host values (SEMANTICS §12.3); identity by default.
  open func isEqual(to other: NativeObject) -> Bool { self === other }
  /// `<` between host values (`Date`); nil when they are not comparable.
  open func isLess(than other: NativeObject) -> Bool? { nil }
  /// Calls a method given `inout` arguments (`store(in: &set)`): the result and the new values of the
  /// arguments it changed, by index, which the caller writes back; nil when it has no such method.
  open func callWritingBack(
    _ name: String, labels: [String?], arguments: [Value], in interpreter: Interpreter
  ) throws -> (result: Value, writeBack: [Int: Value])? { nil }
}

extension Value {
  /// Swift's optional for a host-side one: `Optional(x)` or `nil`.
  public static func optional(_ value: Value?) -> Value { value.map { .wrapped($0) } ?? .none }

  /// What unwrapping (`!`, `?`, `if let`, `??`) gives: nil for `nil`, the payload of `.wrapped`, and any
  /// other value itself (a present value that a host API handed over without its Optional wrapper).
  @inline(__always)
  public var unwrapped: Value? {
    switch self {
    case .none: return nil
    case .wrapped(let payload): return payload
    default: return self
    }
  }

  /// Every Optional layer removed (`nil` stays `nil`): the underlying value, for host code.
  public var flattened: Value {
    var current = self
    while case .wrapped(let payload) = current { current = payload }
    return current
  }

  public var isNil: Bool {
    if case .none = self { return true }
    return false
  }

  /// Whether this is an Optional value (`nil` or `Optional(x)`).
  public var isOptional: Bool {
    switch self {
    case .none, .wrapped: return true
    default: return false
    }
  }

  /// The value as an Optional: wrapped once unless it already is one (optional chains and `try?` flatten,
  /// SE-0230).
  public var asOptional: Value { isOptional ? self : .wrapped(self) }

  /// Runs `body` on the payload in place (`x!.count += 1`, `x?.append(1)`), keeping the wrapper.
  /// Returns false when the value is `nil`.
  public mutating func modifyPayload(_ body: (inout Value) throws -> Void) rethrows -> Bool {
    switch self {
    case .none: return false
    case .wrapped(var payload):
      self = .void
      defer { self = .wrapped(payload) }
      try body(&payload)
      return true
    default:
      try body(&self)
      return true
    }
  }
}
