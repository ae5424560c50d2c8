import DynPropDiagnostics
import DynPropSyntax

/// `Self` in an instance method of a protocol's extension is the type the call site sees, not always the
/// receiver's dynamic type: `(Derived() as Base).describe()` runs with `Self == Base`, and so does a call
/// through `x: T` where `T` is bound to `Base`. The call site hands its static type of the receiver over
/// (`MethodCallNode.staticSelf`) just before the call; the method's prologue keeps it in a slot, which
/// `Self` reads (SEMANTICS §12). Without one (an existential receiver, which Swift opens) `Self` is the
/// dynamic type.
enum StaticSelf {
  /// The hidden local that holds the static `Self` of the running method.
  static let slotName = "$static.Self"

  /// Hands the receiver's static type (`staticSelf`, evaluated in the caller's frame) to `code`, the
  /// protocol-extension method about to be called; `requirement` is the name called through the
  /// protocol (a type parameter's binding, or `self` in the extension), nil for a direct call.
  static func hand(
    _ staticSelf: Node?, to code: FunctionCode, throughWitness requirement: String?, _ frame: Frame,
    _ rt: Interpreter
  ) throws {
    guard code.usesStaticSelf, let staticSelf, case .type(let type) = try staticSelf.eval(frame, rt) else {
      return
    }
    let seen = requirement.flatMap { name in
      code.owner.map { throughWitness(type, requirement: name, of: $0) }
    }
    rt.staticSelf = (code.identity, seen ?? type)
  }

  /// The `Self` a class's witness from a protocol extension sees when called through the protocol (a
  /// type parameter): for a requirement whose type names an associated type, the class that declared
  /// the conformance, as Swift's witness thunk is not generic over subclasses then.
  static func throughWitness(_ type: RuntimeType, requirement name: String, of proto: ScriptType)
    -> RuntimeType
  {
    guard proto.requirementsNamingAssociatedTypes.contains(name), var current = type as? ScriptType,
      current.isClass, !current.isFinal
    else { return type }
    while !current.declaredConformances.contains(proto.name), let superclass = current.superclass {
      current = superclass
    }
    return current
  }
}

/// Takes the static `Self` handed over for this method (if any) into its slot.
final class StaticSelfPrologueNode: Node {
  let slot: Int
  let function: Int

  init(slot: Int, function: Int, _ location: SourceLocation) {
    self.slot = slot
    self.function = function
    super.init(location)
  }

  override func exec(_ frame: Frame, _ rt: Interpreter) throws -> Flow {
    if let handed = rt.staticSelf, handed.function == function {
      frame[slot] = .type(handed.type)
      rt.staticSelf = nil
    }
    return .normal
  }
}

/// `Self` in a protocol extension's method: the static type handed over, else the receiver's own type.
final class StaticSelfTypeNode: Node {
  let handed: Node
  let dynamic: Node

  init(handed: Node, dynamic: Node, _ location: SourceLocation) {
    self.handed = handed
    self.dynamic = dynamic
    super.init(location)
  }

  override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    let value = try handed.eval(frame, rt)
    if case .type = value { return value }
    return try dynamic.eval(frame, rt)
  }
}
