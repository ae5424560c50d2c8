import DynPropDiagnostics

/// A declaration: a type, a function, a property or variable, an enum case, an import.
public final class Decl: @unchecked Sendable {
  public let kind: DeclKind
  /// Position of the declared name (swiftc points diagnostics at the name, not at the first attribute).
  public let location: SourceLocation
  public let range: SourceRange

  public init(_ kind: DeclKind, location: SourceLocation, range: SourceRange) {
    self.kind = kind
    self.location = location
    self.range = range
  }
}

/// Modifiers that change meaning; access modifiers are accepted and recorded but not enforced (CONTRACT §7.2).
public struct Modifiers: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let `static` = Modifiers(rawValue: 1 << 0)
  public static let `class` = Modifiers(rawValue: 1 << 1)
  public static let mutating = Modifiers(rawValue: 1 << 2)
  public static let nonmutating = Modifiers(rawValue: 1 << 3)
  public static let override = Modifiers(rawValue: 1 << 4)
  public static let lazy = Modifiers(rawValue: 1 << 5)
  public static let final = Modifiers(rawValue: 1 << 6)
  public static let weak = Modifiers(rawValue: 1 << 7)
  public static let `private` = Modifiers(rawValue: 1 << 8)
  public static let required = Modifiers(rawValue: 1 << 9)
  public static let convenience = Modifiers(rawValue: 1 << 10)
  public static let unowned = Modifiers(rawValue: 1 << 11)
  public static let `fileprivate` = Modifiers(rawValue: 1 << 12)
  /// `indirect enum` / `indirect case`: the payload is boxed (it matters to `MemoryLayout`).
  public static let indirect = Modifiers(rawValue: 1 << 13)

  /// How a variable with these modifiers holds a class instance.
  public var ownership: ReferenceOwnership {
    contains(.weak) ? .weak : contains(.unowned) ? .unowned : .strong
  }
}

/// How a variable holds a class instance (The Swift Programming Language, "Automatic Reference
/// Counting"): `weak` and `unowned` references do not keep the instance alive; a weak one reads `nil`
/// once it is gone, an unowned one traps.
public enum ReferenceOwnership: Sendable {
  case strong, weak, unowned
}

/// `@Name` or `@Name(args)` on a declaration: property wrappers, `@main`, `@propertyWrapper`, `@Published`.
public struct Attribute: Sendable {
  public var name: String
  /// nil when written without parentheses.
  public var arguments: [Argument]?
  public var location: SourceLocation

  public init(name: String, arguments: [Argument]?, location: SourceLocation) {
    self.name = name
    self.arguments = arguments
    self.location = location
  }
}

/// A function or initializer parameter.
public struct Param: Sendable {
  /// External label; nil for `_`.
  public var label: String?
  /// Internal name.
  public var name: String
  public var type: TypeNode?
  public var defaultValue: Expr?
  public var isInout: Bool
  public var isVariadic: Bool
  public var isAutoclosure: Bool
  public var isEscaping: Bool
  /// `@ViewBuilder` and other attributes written on the parameter type.
  public var attributes: [String]
  public var location: SourceLocation

  public init(
    label: String?, name: String, type: TypeNode?, defaultValue: Expr?, isInout: Bool = false,
    isVariadic: Bool = false, isAutoclosure: Bool = false, isEscaping: Bool = false,
    attributes: [String] = [], location: SourceLocation
  ) {
    self.label = label
    self.name = name
    self.type = type
    self.defaultValue = defaultValue
    self.isInout = isInout
    self.isVariadic = isVariadic
    self.isAutoclosure = isAutoclosure
    self.isEscaping = isEscaping
    self.attributes = attributes
    self.location = location
  }
}

public struct GenericParam: Sendable {
  public var name: String
  public var constraint: TypeNode?

  public init(name: String, constraint: TypeNode?) {
    self.name = name
    self.constraint = constraint
  }
}

/// One requirement of a `where` clause: `T: Error` (a conformance or superclass) or `T == Int`.
public struct GenericRequirement: Sendable {
  public var parameter: String
  public var type: TypeNode
  public var isSameType: Bool

  public init(parameter: String, type: TypeNode, isSameType: Bool) {
    self.parameter = parameter
    self.type = type
    self.isSameType = isSameType
  }
}

/// A function, method or operator implementation.
public struct FunctionDecl: Sendable {
  public var name: String
  public var params: [Param]
  public var result: TypeNode?
  /// nil for a protocol requirement.
  public var body: [Stmt]?
  public var modifiers: Modifiers
  public var attributes: [Attribute]
  public var genericParams: [GenericParam]
  public var isAsync: Bool
  public var isThrowing: Bool

  public init(
    name: String, params: [Param], result: TypeNode?, body: [Stmt]?, modifiers: Modifiers,
    attributes: [Attribute], genericParams: [GenericParam], isAsync: Bool, isThrowing: Bool
  ) {
    self.name = name
    self.params = params
    self.result = result
    self.body = body
    self.modifiers = modifiers
    self.attributes = attributes
    self.genericParams = genericParams
    self.isAsync = isAsync
    self.isThrowing = isThrowing
  }
}

public struct InitDecl: Sendable {
  public var params: [Param]
  /// nil for a protocol requirement.
  public var body: [Stmt]?
  public var isFailable: Bool
  public var modifiers: Modifiers
  public var attributes: [Attribute]
  public var isThrowing: Bool

  public init(
    params: [Param], body: [Stmt]?, isFailable: Bool, modifiers: Modifiers, attributes: [Attribute],
    isThrowing: Bool
  ) {
    self.params = params
    self.body = body
    self.isFailable = isFailable
    self.modifiers = modifiers
    self.attributes = attributes
    self.isThrowing = isThrowing
  }
}

/// Accessor bodies of a property or subscript.
public struct Accessors: Sendable {
  /// `get` body, or the body of a shorthand computed property `var x: T { ... }`.
  public var get: [Stmt]?
  public var set: [Stmt]?
  /// Name of the setter parameter (`newValue` unless written `set(v)`).
  public var setParam: String
  public var isNonmutatingSet: Bool
  public var isMutatingGet: Bool
  public var willSet: [Stmt]?
  public var willSetParam: String
  public var didSet: [Stmt]?
  public var didSetParam: String
  /// `{ get set }` / `{ get }` in a protocol: a requirement without bodies.
  public var isRequirement: Bool
  /// `_modify { … yield &x … }`: a read-modify-write runs it once, the caller's change made at `yield`.
  public var modify: [Stmt]?

  public init(
    get: [Stmt]? = nil, set: [Stmt]? = nil, setParam: String = "newValue", isNonmutatingSet: Bool = false,
    isMutatingGet: Bool = false, willSet: [Stmt]? = nil, willSetParam: String = "newValue",
    didSet: [Stmt]? = nil, didSetParam: String = "oldValue", isRequirement: Bool = false
  ) {
    self.get = get
    self.set = set
    self.setParam = setParam
    self.isNonmutatingSet = isNonmutatingSet
    self.isMutatingGet = isMutatingGet
    self.willSet = willSet
    self.willSetParam = willSetParam
    self.didSet = didSet
    self.didSetParam = didSetParam
    self.isRequirement = isRequirement
  }

  /// A computed property: has a getter or setter body (observers alone keep it stored).
  public var isComputed: Bool { self.get != nil || self.set != nil || modify != nil || isRequirement }
}

/// One variable of a `let`/`var` declaration. `var a = 1, b = 2` lowers to two declarations.
public struct VarDecl: Sendable {
  /// A simple name, or a tuple pattern for `let (a, b) = t` (local only).
  public var pattern: Pattern
  public var isLet: Bool
  public var type: TypeNode?
  public var initializer: Expr?
  public var accessors: Accessors?
  public var modifiers: Modifiers
  /// Property wrappers and other attributes, outermost first (`@State`, `@Published`, `@RemoteData(...)`).
  public var attributes: [Attribute]
  /// `async let a = f()`: the initializer runs as a child task; reads (`await a`) wait for it.
  public var isAsyncLet = false

  public init(
    pattern: Pattern, isLet: Bool, type: TypeNode?, initializer: Expr?, accessors: Accessors?,
    modifiers: Modifiers, attributes: [Attribute]
  ) {
    self.pattern = pattern
    self.isLet = isLet
    self.type = type
    self.initializer = initializer
    self.accessors = accessors
    self.modifiers = modifiers
    self.attributes = attributes
  }

  /// The bound name when the pattern is a single binding.
  public var name: String? {
    if case .binding(let name, _, _) = pattern { return name }
    return nil
  }
}

/// A struct, class, enum, protocol or actor declaration (actors are treated as classes).
public struct TypeDecl: Sendable {
  public enum Kind: String, Sendable { case `struct`, `class`, `enum`, `protocol`, actor }

  public var kind: Kind
  public var name: String
  public var genericParams: [GenericParam]
  /// Superclass first for classes, then protocols, as written.
  public var inherited: [TypeNode]
  public var attributes: [Attribute]
  public var modifiers: Modifiers
  public var members: [Decl]
  /// A protocol's primary associated types (`protocol Holder<T>`), which `any Holder<Int>` binds in order.
  public var primaryAssociatedTypes: [String] = []

  public init(
    kind: Kind, name: String, genericParams: [GenericParam], inherited: [TypeNode],
    attributes: [Attribute], modifiers: Modifiers, members: [Decl]
  ) {
    self.kind = kind
    self.name = name
    self.genericParams = genericParams
    self.inherited = inherited
    self.attributes = attributes
    self.modifiers = modifiers
    self.members = members
  }
}

public struct EnumCaseElement: Sendable {
  public var name: String
  /// Associated values; nil when the case has none.
  public var associated: [(label: String?, type: TypeNode)]?
  /// Default values of the associated values (`case flexible(minimum: CGFloat = 10)`), indexed like them.
  public var associatedDefaults: [Expr?] = []
  public var rawValue: Expr?
  public var location: SourceLocation
  /// `indirect case`: the payload is boxed.
  public var isIndirect = false

  public init(
    name: String, associated: [(label: String?, type: TypeNode)]?, rawValue: Expr?, location: SourceLocation
  ) {
    self.name = name
    self.associated = associated
    self.rawValue = rawValue
    self.location = location
  }
}

public struct SubscriptDecl: Sendable {
  public var params: [Param]
  public var result: TypeNode
  public var accessors: Accessors
  public var modifiers: Modifiers
  /// `T` of `subscript<T>(key: String) -> T?`.
  public var genericParams: [GenericParam]

  public init(
    params: [Param], result: TypeNode, accessors: Accessors, modifiers: Modifiers,
    genericParams: [GenericParam] = []
  ) {
    self.params = params
    self.result = result
    self.accessors = accessors
    self.modifiers = modifiers
    self.genericParams = genericParams
  }
}

public indirect enum DeclKind: Sendable {
  case type(TypeDecl)
  /// `requirements`: the `where` clause of a conditional conformance (`extension Box: P where T: Error`).
  case `extension`(
    extended: TypeNode, inherited: [TypeNode], members: [Decl], requirements: [GenericRequirement] = [])
  case function(FunctionDecl)
  case initializer(InitDecl)
  case deinitializer([Stmt])
  case variable(VarDecl)
  case enumCase([EnumCaseElement])
  case typeAlias(name: String, type: TypeNode)
  case `subscript`(SubscriptDecl)
  /// `associatedtype` in a protocol, with its default (`associatedtype SubSequence = Slice<Self>`), which
  /// a conforming type that does not name the type itself takes.
  case associatedType(String, default: TypeNode?)
  case `import`(module: String)
  /// `#Preview { }` and `PreviewProvider` bodies are accepted and ignored (CONTRACT §7.3).
  case ignored(String)
}
