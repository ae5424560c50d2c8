import DynPropDiagnostics
import DynPropSyntax

/// A type known at run time: builtin (Int, String, Array…), declared in a script, or provided by the host.
open class RuntimeType: CustomStringConvertible {
  public let name: String

  public init(name: String) { self.name = name }

  public var description: String { name }

  /// Protocol names this type conforms to (declared, or implied for builtins).
  open var conformances: Set<String> { [] }

  public func conforms(to protocolName: String) -> Bool { conformances.contains(protocolName) }
}

/// The builtin value types of the subset.
public final class BuiltinType: RuntimeType {
  public enum Kind: String, CaseIterable {
    case int = "Int"
    case double = "Double"
    case bool = "Bool"
    case string = "String"
    case character = "Character"
    case array = "Array"
    case dictionary = "Dictionary"
    case set = "Set"
    case optional = "Optional"
    case void = "Void"
    case any = "Any"
    case anyObject = "AnyObject"
    case range = "Range"
    case closedRange = "ClosedRange"
    case float = "Float"
    case cgFloat = "CGFloat"
    case uuid = "UUID"
    case date = "Date"
    case data = "Data"
    case url = "URL"
    case error = "Error"
    case never = "Never"
    case unicodeScalar = "Unicode.Scalar"
    /// The `Unicode` namespace, for `Unicode.Scalar` in expressions.
    case unicode = "Unicode"
  }

  public let kind: Kind
  /// Element type for Array/Set/Optional, key type for Dictionary (when written).
  public let element: TypeNode?
  public let value: TypeNode?

  public init(_ kind: Kind, element: TypeNode? = nil, value: TypeNode? = nil) {
    self.kind = kind
    self.element = element
    self.value = value
    super.init(name: kind.rawValue)
  }

  public override var conformances: Set<String> {
    switch kind {
    case .int, .double, .bool, .string, .character, .float, .cgFloat, .uuid, .date, .data, .url:
      return ["Equatable", "Hashable", "Comparable", "Codable", "Decodable", "Encodable", "Sendable"]
    default: return ["Equatable", "Hashable", "Codable", "Decodable", "Encodable"]
    }
  }
}

/// A stored property of a script type, in declaration order.
public struct FieldInfo {
  /// The storage name: `count`, or `_count` for a wrapped property.
  public var name: String
  /// The written property name (`count` for `@State var count`).
  public var propertyName: String
  public var type: TypeNode? { didSet { coerces = wrappers.isEmpty && Contextual.needsCoercion(type) } }
  public var isLet: Bool
  /// Property wrapper attribute, outermost first, when the property is wrapped.
  public var wrappers: [Attribute]
  public var location: SourceLocation

  public init(
    name: String, propertyName: String, type: TypeNode?, isLet: Bool, wrappers: [Attribute],
    location: SourceLocation
  ) {
    self.name = name
    self.propertyName = propertyName
    self.type = type
    self.coerces = wrappers.isEmpty && Contextual.needsCoercion(type)
    self.isLet = isLet
    self.wrappers = wrappers
    self.location = location
  }

  public var isWrapped: Bool { !wrappers.isEmpty }
  /// `@ObservationIgnored` in an `@Observable` class: reads and writes of it are not tracked (§6).
  public var isObservationIgnored = false
  /// `weak`/`unowned`: the field holds its instance without keeping it alive (`ReferenceStorage`).
  public var ownership: ReferenceOwnership = .strong

  /// Whether values stored here take the declared form (`Contextual.coerce`): Double, Optional, labels.
  public private(set) var coerces: Bool
}

/// A case of a script enum.
public struct EnumCaseInfo {
  public var name: String
  public var labels: [String?]
  public var rawValue: Value?
  /// The declared types of the associated values, so `.sum(.number(1), .number(2))` resolves its
  /// implicit-member arguments.
  public var payloadTypes: [TypeNode]
  /// Thunks computing the default of each associated value that declares one (nil: none).
  public var payloadDefaults: [FunctionCode?] = []

  public init(name: String, labels: [String?], rawValue: Value?, payloadTypes: [TypeNode] = []) {
    self.name = name
    self.labels = labels
    self.rawValue = rawValue
    self.payloadTypes = payloadTypes
  }
}

/// A struct, class, enum or protocol declared in a script.
///
/// Members are looked up by name when code is compiled or on the first execution of a member access,
/// then cached by the access site, so running code does not search dictionaries (STYLE: slots, not names).
public final class ScriptType: RuntimeType {
  public let kind: TypeDecl.Kind
  public let location: SourceLocation
  public var fields: [FieldInfo] = [] {
    didSet { hasReferenceFields = fields.contains { $0.ownership != .strong } }
  }
  /// Whether a field is `weak`/`unowned`, so reads and writes of fields look for `ReferenceStorage`.
  public private(set) var hasReferenceFields = false
  public var fieldIndex: [String: Int] = [:]
  /// Default-value initializers of stored fields, indexed like `fields` (nil: none).
  public var fieldDefaults: [FunctionCode?] = []
  public var methods: [String: [FunctionCode]] = [:]
  public var staticMethods: [String: [FunctionCode]] = [:]
  public var computed: [String: ComputedProperty] = [:]
  public var staticComputed: [String: ComputedProperty] = [:]
  public var staticStored: [String: StaticStorage] = [:]
  public var initializers: [FunctionCode] = []
  public var subscripts: [ComputedProperty] = []
  /// `static subscript` / `class subscript`: `Settings["theme"]`.
  public var staticSubscripts: [ComputedProperty] = []
  public var deinitializer: FunctionCode?
  /// The interpreter that runs this type's `deinit` (set when the type is declared).
  public weak var interpreter: Interpreter?
  /// Whether this class or a superclass declares `deinit`.
  public var hasDeinit: Bool { deinitializer != nil || superclass?.hasDeinit == true }
  public var superclass: ScriptType?
  public var declaredConformances: Set<String> = []
  /// Conformances that hold only under a `where` clause (`extension Box: P where T: Error`), by protocol.
  public var conditionalConformances: [String: [GenericRequirement]] = [:]
  public var enumCases: [EnumCaseInfo] = []
  public var caseIndex: [String: Int] = [:]
  public var rawType: TypeNode?
  public var attributes: [String] = [] {
    didSet { tracksReads = attributes.contains("Observable") }
  }
  /// `@Observable` classes report reads of their stored properties to the host.
  public private(set) var tracksReads = false
  public var nestedTypes: [String: RuntimeType] = [:]
  /// The type this one is declared in (`Outer` of `Outer.Inner`), for the qualified name Swift prints.
  public weak var parent: ScriptType?

  /// `Outer.Inner` as its components: the enclosing types' names, then this one's.
  public var path: [String] {
    var components = [name]
    var current = parent
    while let outer = current {
      components.insert(outer.name, at: 0)
      current = outer.parent
    }
    return components
  }
  /// Generic parameter names (`T` of `Box<T>`), in order.
  public var genericParams: [String] = []
  public var typeAliases: [String: TypeNode] = [:]
  /// A `private` or `fileprivate` type at file scope: Swift's qualified name has an anonymous context
  /// after the module (`main.(unknown context at $…).Foo`).
  public var isFilePrivate = false
  /// A `final class`: no subclass, so its conformances' `Self` is always the class itself.
  public var isFinal = false
  /// An `indirect` enum, or one with an `indirect case`: boxed payloads, for `MemoryLayout`.
  public var hasIndirectCases = false
  /// A protocol's requirements whose types name an associated type: a class's witness for one from the
  /// protocol's extension sees `Self` as the class that declared the conformance (SEMANTICS §12).
  public var requirementsNamingAssociatedTypes: Set<String> = []
  /// A protocol's primary associated types (`protocol Holder<T>`), in order.
  public var primaryAssociatedTypes: [String] = []
  /// A protocol's `associatedtype X = Default` defaults, by name.
  public var associatedDefaults: [String: TypeNode] = [:]
  /// Property observers of stored fields, indexed by field name.
  public var observers: [String: (willSet: FunctionCode?, didSet: FunctionCode?)] = [:]
  /// Stored fields marked `lazy`: initialized on first read.
  public var lazyFields: Set<String> = []
  /// For a protocol: the members its own body declares (requirements). A method only an extension of
  /// the protocol adds is dispatched statically when called through the protocol.
  public var requirements: Set<String> = []
  /// For a protocol: the declared types of its property requirements (`var value: Value { get }`), from
  /// which a conforming type's associated types are inferred.
  public var propertyRequirementTypes: [String: TypeNode] = [:]
  /// Methods written `@_implements(P, f(x:y:))`, by `P.f`: the witness for `P`'s requirement `f` under
  /// another name, reached only through `P` (a type parameter or an existential of it).
  public var implementations: [String: [FunctionCode]] = [:]
  /// Protocols this type adopted; default implementations are found through them.
  public var protocolTypes: [ScriptType] = []
  /// The module of a type the host declares in Swift (`Foundation` for `CGPoint`); nil for the scripts'
  /// own types, which belong to the interpreter's module.
  public var module: String?

  /// A number no other script type has had: access sites cache by it (comparing numbers costs nothing,
  /// unlike a weak reference, and a replaced type's number is never reused).
  public let identity = Identity.next()

  public init(name: String, kind: TypeDecl.Kind, location: SourceLocation) {
    self.kind = kind
    self.location = location
    super.init(name: name)
  }

  public override var conformances: Set<String> {
    var all = declaredConformances
    if let superclass { all.formUnion(superclass.conformances) }
    // A protocol's own conformances come with it (`Shape: View`).
    for proto in protocolTypes { all.formUnion(proto.conformances) }
    if kind == .enum && enumCases.allSatisfy({ $0.labels.isEmpty }) {
      all.formUnion(["Equatable", "Hashable"])
    }
    return all
  }

  public var isClass: Bool { kind == .class || kind == .actor }

  /// The name conformances record: a protocol nested in a type is `E.P`, a different protocol from a
  /// top-level `P` (Swift's casts tell them apart).
  public var conformanceName: String {
    guard kind == .protocol, let parent else { return name }
    return parent.conformanceName(nesting: name)
  }

  private func conformanceName(nesting inner: String) -> String {
    let path = "\(name).\(inner)"
    return parent?.conformanceName(nesting: path) ?? path
  }

  /// True when this class is `sub` or one of its superclasses.
  public func isSuperclass(of sub: ScriptType) -> Bool {
    var current: ScriptType? = sub
    while let type = current {
      if type === self { return true }
      current = type.superclass
    }
    return false
  }

  /// `S.SubSequence`: a member typealias of this type, or the default of an associated type one of its
  /// protocols declares (the most refined protocol first), with `Self` standing for this type.
  public func memberTypeAlias(_ name: String) -> TypeNode? {
    if let alias = typeAliases[name] { return alias }
    var pending = protocolTypes
    while !pending.isEmpty {
      let proto = pending.removeFirst()
      if let target = proto.associatedDefaults[name] {
        return target.substituting(["Self": .simple(self.name)])
      }
      pending += proto.protocolTypes
    }
    return nil
  }

  /// Finds an instance method by name, through superclasses and protocol extensions: this type's
  /// overloads first, then the inherited ones it does not override (so `greet(_: Int)` of a superclass
  /// stays callable beside a subclass's `greet(_: String)`).
  public func findMethods(_ name: String) -> [FunctionCode]? {
    var found = methods[name] ?? []
    if let inherited = superclass?.findMethods(name) {
      found += inherited.filter { code in !found.contains { $0.hasSameSignature(as: code) } }
    }
    if found.isEmpty {
      for proto in protocolTypes { if let defaults = proto.findMethods(name) { return defaults } }
      return nil
    }
    // `func foo(a: Int, b: Int = 1)` in a protocol's extension beside the type's `foo(a:b:)`: a call
    // leaving `b` out reaches the extension's, which Swift offers as another overload.
    for proto in protocolTypes {
      for code in proto.findMethods(name) ?? [] where code.params.contains(where: \.hasDefault) {
        if let own = found.first(where: { $0.hasSameSignature(as: code) }),
          own.params.filter(\.hasDefault).count < code.params.filter(\.hasDefault).count
        {
          found.append(code)
        }
      }
    }
    return found
  }

  /// The initializers the extensions of this type's protocols add (`extension Init { init() {
  /// self.init(x: 17) } }`), its superclasses' protocols included, that it does not declare itself: Swift
  /// constructs the adopting type with them.
  public var protocolExtensionInitializers: [FunctionCode] {
    var found: [FunctionCode] = []
    var type: ScriptType? = self
    while let current = type {
      var pending = current.protocolTypes
      while !pending.isEmpty {
        let proto = pending.removeFirst()
        found += proto.initializers.filter { code in
          !code.isRequirement && !initializers.contains { $0.hasSameSignature(as: code) }
            && !found.contains { $0 === code }
        }
        pending += proto.protocolTypes
      }
      type = current.superclass
    }
    return found
  }

  /// The stored properties the type declares itself (a class's inherited ones come first in `fields`).
  public var ownFieldIndices: Range<Int> { (superclass?.fields.count ?? 0)..<fields.count }

  /// A class's computed override of a stored property it inherits (`override var name: String { get
  /// set }`): reads and writes of `name` on its instances go through it, as Swift dispatches them.
  public func overridingComputed(_ name: String) -> ComputedProperty? {
    guard isClass else { return nil }
    return computed[name] ?? superclass?.overridingComputed(name)
  }

  public func findComputed(_ name: String) -> ComputedProperty? {
    if let found = computed[name] { return found }
    if let found = superclass?.findComputed(name) { return found }
    for proto in protocolTypes { if let found = proto.findComputed(name) { return found } }
    return nil
  }

  /// The `static`/`class` subscripts callable on the type: its own, then the inherited ones it does not
  /// override.
  public func findStaticSubscripts() -> [ComputedProperty] {
    var found = staticSubscripts
    if let inherited = superclass?.findStaticSubscripts() {
      found += inherited.filter { sub in !found.contains { $0.hasSameSignature(as: sub) } }
    }
    return found
  }

  /// Swift synthesizes `allCases` for an enum that adopts `CaseIterable` (in declaration order).
  public var synthesizesAllCases: Bool { kind == .enum && conforms(to: "CaseIterable") }

  /// The subscripts callable on an instance: this type's, then the inherited ones it does not override,
  /// then a protocol extension's when the type declares none.
  public func findSubscripts() -> [ComputedProperty] {
    var found = subscripts
    if let inherited = superclass?.findSubscripts() {
      found += inherited.filter { sub in !found.contains { $0.hasSameSignature(as: sub) } }
    }
    // Subscripts a protocol's extension adds (`subscript(k k: K)`) join the type's own; a requirement the
    // type implements is its own.
    for proto in protocolTypes {
      found += proto.findSubscripts().filter { sub in
        sub.getter != nil && !found.contains { $0.hasSameSignature(as: sub) }
      }
    }
    if found.isEmpty {
      for proto in protocolTypes where !proto.findSubscripts().isEmpty { return proto.findSubscripts() }
    }
    return found
  }

  public func findStaticMethods(_ name: String) -> [FunctionCode]? {
    if let found = staticMethods[name] { return found }
    if let found = superclass?.findStaticMethods(name) { return found }
    for proto in protocolTypes { if let found = proto.findStaticMethods(name) { return found } }
    return nil
  }

  public func findStaticComputed(_ name: String) -> ComputedProperty? {
    if let found = staticComputed[name] { return found }
    for proto in protocolTypes { if let found = proto.findStaticComputed(name) { return found } }
    return superclass?.findStaticComputed(name)
  }
}

/// A computed property or subscript: getter and optional setter.
public final class ComputedProperty {
  public let name: String
  public var getter: FunctionCode?
  public var setter: FunctionCode?
  public var isNonmutatingSet: Bool
  /// `x` of a wrapped property (`_x.wrappedValue`): reads and writes report the user's location.
  public var isWrapperAccessor = false
  /// A `_modify` accessor: a read-modify-write (`x -= 1`) runs it once (`ModifyYieldNode`).
  public var modifier: FunctionCode?

  public init(name: String, getter: FunctionCode?, setter: FunctionCode?, isNonmutatingSet: Bool) {
    self.name = name
    self.getter = getter
    self.setter = setter
    self.isNonmutatingSet = isNonmutatingSet
  }

  /// For subscripts: same labels, parameter types and result type (an override, not an overload).
  public func hasSameSignature(as other: ComputedProperty) -> Bool {
    guard let getter, let otherGetter = other.getter else { return false }
    return getter.hasSameSignature(as: otherGetter) && getter.resultType == otherGetter.resultType
  }
}

/// A `static let`/`static var`: initialized lazily on first use, like Swift's globals (CONTRACT §7.4).
public final class StaticStorage {
  public var value: Value?
  public let initializer: FunctionCode?
  public let isLet: Bool
  public var isInitializing = false
  /// Its written type, or the type its initial value constructs (`static let box = Options(rawValue: 1)`),
  /// for the static type of `Options.box`.
  public let staticType: TypeNode?

  public init(initializer: FunctionCode?, isLet: Bool, staticType: TypeNode? = nil) {
    self.initializer = initializer
    self.isLet = isLet
    self.staticType = staticType
  }
}

/// Unique numbers for script types and functions, for the caches of access and call sites.
public enum Identity {
  nonisolated(unsafe) private static var last = 0

  static func next() -> Int {
    last += 1
    return last
  }
}
