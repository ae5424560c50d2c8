import DynPropDiagnostics
import DynPropSyntax

/// A written type that names a type parameter bound in the frame (`[T].self`, `Box<T>.self` inside
/// `func f<T>`): the type is made when the expression runs, with each parameter replaced by the type it
/// is bound to, as Swift's generic code sees `[Post]` when `T` is `Post`.
final class TypeSubstitutionNode: Node {
  let type: TypeNode
  let parameters: [(name: String, place: Node)]

  init(_ type: TypeNode, parameters: [(name: String, place: Node)], _ location: SourceLocation) {
    self.type = type
    self.parameters = parameters
    super.init(location)
  }

  override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    var bindings: [String: TypeNode] = [:]
    for (name, place) in parameters {
      guard case .type(let bound) = try place.eval(frame, rt), let written = bound.written else {
        throw rt.scriptError("cannot find type '\(name)' in scope", at: location)
      }
      bindings[name] = written
    }
    let substituted = type.substituting(bindings)
    guard let runtime = rt.runtimeType(of: substituted) else {
      throw rt.scriptError("cannot find type '\(substituted)' in scope", at: location)
    }
    return .type(runtime)
  }
}

extension RuntimeType {
  /// The type as a program writes it (`Post`, `Outer.Inner`, `Box<Int>`, `[Post]`, `Int?`), for putting a
  /// bound type parameter into a written type; nil for a type with no spelling here.
  var written: TypeNode? {
    switch self {
    case let builtin as BuiltinType: return builtin.writtenForm
    case let generic as GenericInstanceType:
      return .named(components: generic.base.path, generics: generic.arguments)
    case let existential as ParameterizedExistentialType:
      return .named(components: existential.base.path, generics: existential.arguments)
    case let script as ScriptType: return .named(components: script.path, generics: [])
    case let metatype as MetatypeOf: return metatype.base.written.map(TypeNode.metatype)
    case let structural as StructuralType: return structural.node
    default: return .named(components: name.split(separator: ".").map(String.init), generics: [])
    }
  }
}

extension BuiltinType {
  fileprivate var writtenForm: TypeNode? {
    switch kind {
    case .array: return element.map(TypeNode.array)
    case .optional: return element.map(TypeNode.optional)
    case .dictionary: return element.flatMap { key in value.map { .dictionary(key, $0) } }
    case .set, .range, .closedRange:
      return element.map { .named(components: [kind.rawValue], generics: [$0]) }
    default:
      return .named(components: kind.rawValue.split(separator: ".").map(String.init), generics: [])
    }
  }
}
