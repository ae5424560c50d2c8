import DynPropDiagnostics
import DynPropSyntax
import OrderedCollections

/// `x!`
public final class ForceUnwrapNode: Node {
  let value: Node
  public init(value: Node, _ location: SourceLocation) {
    self.value = value
    super.init(location)
  }
  public override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    guard let payload = try value.eval(frame, rt).unwrapped else {
      throw rt.crash(Crashes.nilUnwrap, at: location)
    }
    return payload
  }
}

/// The end of an optional chain: a nil link anywhere inside makes the whole chain nil.
public final class OptionalChainBoundaryNode: Node {
  let value: Node
  public init(value: Node, _ location: SourceLocation) {
    self.value = value
    super.init(location)
  }
  public override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    do { return try value.eval(frame, rt).asOptional } catch is OptionalChainNil { return .none }
  }
  public override func exec(_ frame: Frame, _ rt: Interpreter) throws -> Flow {
    _ = try eval(frame, rt)
    return .normal
  }
}

/// `try`, `try?`, `try!`
public final class TryNode: Node {
  let value: Node
  let kind: TryKind
  public init(value: Node, kind: TryKind, _ location: SourceLocation) {
    self.value = value
    self.kind = kind
    super.init(location)
  }
  public override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    switch kind {
    case .plain: return try value.eval(frame, rt)
    case .optional:
      do { return try value.eval(frame, rt).asOptional } catch is ThrownError { return .none }
    case .forced:
      do { return try value.eval(frame, rt) } catch let error as ThrownError {
        // Swift writes the error as `String(reflecting:)` shows it (`main.ParseError.empty`).
        let text = try rt.debugDescribe(error.value, at: location)
        throw rt.crash("Fatal error: 'try!' expression unexpectedly raised an error: \(text)", at: location)
      }
    }
  }
}

public final class TupleNode: Node {
  let elements: [Node]
  let labels: [String?]
  public init(elements: [Node], labels: [String?], _ location: SourceLocation) {
    self.elements = elements
    self.labels = labels
    super.init(location)
  }
  public override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    .tuple(TupleValue(try elements.map { try $0.eval(frame, rt) }, labels: labels))
  }
}

public final class ArrayLiteralNode: Node {
  let elements: [Node]
  let elementType: TypeNode?
  private let coerces: Bool
  public init(elements: [Node], elementType: TypeNode?, _ location: SourceLocation) {
    self.elements = elements
    self.elementType = elementType
    coerces = Contextual.needsCoercion(elementType)
    super.init(location)
  }
  public override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    .array(try elements.map { try Contextual.eval($0, elementType, coerces: coerces, frame, rt) })
  }
}

public final class DictionaryLiteralNode: Node {
  let keys: [Node]
  let values: [Node]
  public init(keys: [Node], values: [Node], _ location: SourceLocation) {
    self.keys = keys
    self.values = values
    super.init(location)
  }
  public override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    var dict = OrderedDictionaryOfValues()
    for (key, value) in zip(keys, values) {
      dict[try key.eval(frame, rt)] = try value.eval(frame, rt)
    }
    return .dictionary(dict)
  }
}

/// A string literal with interpolations: pieces are rendered as `print` would.
public final class InterpolationNode: Node {
  enum Piece {
    case text(String)
    case value(Node)
    /// `\(price, specifier: "%.2f")`: printf-style, as SwiftUI's `LocalizedStringKey` interpolation.
    case specified(Node, specifier: Node)
    /// `\(amount, format: .number)`: the style's `format(_:)`.
    case formatted(Node, style: Node)
  }
  let pieces: [Piece]
  /// A literal SwiftUI takes as a `LocalizedStringKey` (`Text("\(x)")`, `Button("…")`). Swift picks that
  /// initializer only when every interpolated value has a `LocalizedStringKey` interpolation (String,
  /// integers, Double, Float, Foundation and view values); then a `Double` shows as `%lf` (`8.000000`) and
  /// a `Float` as `%f`. With a Bool, an Optional or a script type among them, the literal is a `String`
  /// and every value prints as `print` does.
  let localized: Bool

  init(pieces: [Piece], localized: Bool = false, _ location: SourceLocation) {
    self.pieces = pieces
    self.localized = localized
    super.init(location)
  }

  public override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    var values: [Value?] = []
    values.reserveCapacity(pieces.count)
    for piece in pieces {
      if case .value(let node) = piece { values.append(try node.eval(frame, rt)) } else { values.append(nil) }
    }
    let formatsNumbers = localized && values.allSatisfy { $0.map(Self.hasLocalizedInterpolation) ?? true }
    var out = ""
    for (piece, value) in zip(pieces, values) {
      switch piece {
      case .text(let s): out += s
      case .value:
        out += formatsNumbers ? try localizedText(value!, rt) : try Builtins.describe(value!, rt, location)
      case .specified(let node, let specifier):
        guard case .string(let spec) = try specifier.eval(frame, rt) else { continue }
        out += NumberFormatting.format(spec, [try node.eval(frame, rt)])
      case .formatted(let node, let style):
        out += try FormatStyles.format(
          try node.eval(frame, rt), with: try style.eval(frame, rt), rt, location)
      }
    }
    return .string(out)
  }

  private static func hasLocalizedInterpolation(_ value: Value) -> Bool {
    switch value {
    case .string, .int, .sized, .double, .float, .native: return true
    default: return false
    }
  }

  private func localizedText(_ value: Value, _ rt: Interpreter) throws -> String {
    switch value {
    case .double: return NumberFormatting.format("%lf", [value])
    case .float(let f): return NumberFormatting.format("%f", [.double(Double(f))])
    default: return try Builtins.describe(value, rt, location)
    }
  }
}

/// `.name` with a contextual type: an enum case, a static member, `.none`.
public final class ImplicitMemberNode: Node {
  let name: String
  public init(name: String, _ location: SourceLocation) {
    self.name = name
    super.init(location)
  }

  /// Without context the member stays unresolved; host modifiers interpret it (`.title`, `.red`).
  public override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    if name == "none" { return .none }
    return .native(UnresolvedMember(name: name, arguments: [], labels: []))
  }

  func eval(_ frame: Frame, _ rt: Interpreter, expected: TypeNode) throws -> Value {
    if name == "none" { return .none }
    guard let type = rt.resolveType(expected.unwrappedOptional) else { return try eval(frame, rt) }
    return try StaticMembers.get(type, name, rt, location)
  }

  func eval(_ frame: Frame, _ rt: Interpreter, like other: Value) throws -> Value {
    if name == "none" { return .none }
    if let type = Members.scriptType(of: other.flattened) {
      return try StaticMembers.get(type, name, rt, location)
    }
    return try eval(frame, rt)
  }
}

/// `.name(args)` with a contextual type: `.init(...)`, `.loaded(posts)`, `.constant(true)`.
public final class ImplicitCallNode: Node {
  let name: String
  let args: [CallArgument]
  public init(name: String, args: [CallArgument], _ location: SourceLocation) {
    self.name = name
    self.args = args
    super.init(location)
  }

  public override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    if name == "some", let first = args.first { return .wrapped(try first.value.eval(frame, rt)) }
    let values = try args.map { try $0.value.eval(frame, rt) }
    return .native(UnresolvedMember(name: name, arguments: values, labels: args.map(\.label)))
  }

  func eval(_ frame: Frame, _ rt: Interpreter, expected: TypeNode) throws -> Value {
    if name == "some", let first = args.first { return .wrapped(try first.value.eval(frame, rt)) }
    guard let type = rt.resolveType(expected.unwrappedOptional) else { return try eval(frame, rt) }
    var args = self.args
    // `.constant(.default)` for a `Binding<Profile>`: the value is a `Profile`.
    if name == "constant", case .named(let components, let generics) = expected.unwrappedOptional,
      components.last == "Binding", let wrapped = generics.first, args.count == 1
    {
      let value = try Contextual.eval(args[0].value, wrapped, frame, rt)
      args[0] = CallArgument(
        label: args[0].label, value: ConstantNode(value, location), isTrailingClosure: false)
    }
    let call = MethodCallNode(base: ConstantNode(.type(type), location), name: name, args: args, location)
    return try call.eval(frame, rt)
  }
}

/// An array literal where a `Set` is expected: duplicates collapse, first occurrence order kept.
public final class SetLiteralNode: Node {
  let array: Node

  public init(_ array: Node, _ location: SourceLocation) {
    self.array = array
    super.init(location)
  }

  public override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    guard case .array(let items) = try array.eval(frame, rt) else { return .set([]) }
    return .set(OrderedSet(items))
  }
}

extension Interpreter {
  /// An implicit member evaluated before its type was known (`.number(1)` passed to a case constructor),
  /// resolved once the expected type is: a static member, a case, or a call of either.
  func resolveImplicitMember(_ value: Value, as type: TypeNode?) throws -> Value {
    guard case .native(let member as UnresolvedMember) = value, let type,
      let target = resolveType(type.unwrappedOptional) as? ScriptType
    else { return value }
    let found = try StaticMembers.get(target, member.name, self, site)
    if member.arguments.isEmpty, member.labels.isEmpty, case .enumValue = found { return found }
    return try callValue(found, member.arguments, labels: member.labels, at: site)
  }
}

/// An implicit member whose type could not be known (`.font(.title)` on a host view).
public final class UnresolvedMember: NativeObject {
  public let name: String
  public let arguments: [Value]
  public let labels: [String?]

  public init(name: String, arguments: [Value], labels: [String?]) {
    self.name = name
    self.arguments = arguments
    self.labels = labels
  }

  public override var typeName: String { "(implicit member)" }

  /// This member looked up on `type` (a case, or a static member, called with the arguments it was given).
  func resolved(in type: RuntimeType, _ rt: Interpreter, _ location: SourceLocation) throws -> Value {
    let args = arguments.indices.map {
      CallArgument(
        label: labels[$0], value: ConstantNode(arguments[$0], location), isTrailingClosure: false)
    }
    if args.isEmpty { return try Members.get(.type(type), name, MemberCache(), rt, location) }
    let call = MethodCallNode(base: ConstantNode(.type(type), location), name: name, args: args, location)
    return try call.eval(Frame.make(size: 0, parent: nil), rt)
  }

  /// `.now() + 2` for dispatch deadlines: the offset is kept as an argument.
  public override func call(
    _ name: String, labels: [String?], arguments: [Value], in interpreter: Interpreter
  ) throws -> Value? {
    // `.largeTitle.weight(.bold)`, `.easeIn.repeatForever()`: a refinement the host knows for values of
    // its appearance types; the result is still a member of the same unknown type.
    if interpreter.bridge?.refinesImplicitMember(name) == true {
      return .native(UnresolvedMember(name: "\(self.name).\(name)", arguments: arguments, labels: labels))
    }
    // `.blue.opacity(0.2)` where the context is not known here: the chain's base is the host's
    // (a `Color`), and the method is called on it.
    if let typeName = interpreter.bridge?.implicitChainBase(of: self.name),
      let type = interpreter.lookupType(typeName),
      case .native(let base) = try resolved(in: type, interpreter, interpreter.site)
    {
      return try base.call(name, labels: labels, arguments: arguments, in: interpreter)
    }
    guard name == "+" || name == "-", let offset = arguments.first else { return nil }
    return .native(UnresolvedMember(name: self.name, arguments: [offset], labels: ["offset"]))
  }
  public override var displayDescription: String { name }
  public override func isEqual(to other: NativeObject) -> Bool {
    (other as? UnresolvedMember)?.name == name
  }
}

/// `\Root.path`
public final class KeyPathNode: Node {
  let path: KeyPathValue
  public init(path: KeyPathValue, _ location: SourceLocation) {
    self.path = path
    super.init(location)
  }
  public override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value { .keyPath(path) }
}

extension TypeNode {
  /// `T?` → `T`
  public var unwrappedOptional: TypeNode {
    if case .optional(let inner) = self { return inner.unwrappedOptional }
    return self
  }
}

public typealias OrderedDictionaryOfValues = OrderedDictionary<Value, Value>

/// A value of static type `T?` stored as `T??`: wrapped once more whatever it holds (`nil` becomes
/// `Optional(nil)`), as Swift's conversion does.
final class OptionalWrapNode: Node {
  let value: Node
  let layers: Int
  let type: TypeNode

  init(_ value: Node, layers: Int, type: TypeNode) {
    self.value = value
    self.layers = layers
    self.type = type
    super.init(value.location)
  }

  override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    var result = try value.eval(frame, rt)
    switch result {
    case .none, .wrapped: for _ in 0..<layers { result = .wrapped(result) }
    default: result = Contextual.coerce(result, to: type)  // a host value handed over unwrapped
    }
    return result
  }
}
