import DynPropDiagnostics
import DynPropSyntax

extension Compiler {
  /// `type(of: a)` with `a: (any Numeric)?` or `a: [Any]`: an Optional or a collection is not an
  /// existential, so its dynamic type is its static type, `Optional<Numeric>`, `Array<Any>`, whatever it
  /// holds (the run-time value alone would say `Optional<Int>`, `Array<Int>`). Only Optionals and
  /// collections of existentials are decided here; other values keep `printedType` (the operand is
  /// compiled once either way).
  func compileExistentialTypeOf(_ name: String, _ arguments: [Argument], _ loc: SourceLocation) -> Node? {
    guard name == "type", arguments.count == 1, arguments[0].label == "of",
      let typeOf = Builtins.globalFunction(named: name)
    else { return nil }
    let operand = compileExpr(arguments[0].value)
    guard let type = operand.staticType, Self.isContainer(type),
      let spelled = wrapsExistential(type) ? Self.existentialSpelling(type) : concreteSpelling(type)
    else {
      let argument = CallArgument(label: "of", value: operand, isTrailingClosure: false, inoutPlace: nil)
      return CallNode(callee: ConstantNode(.closure(typeOf), loc), args: [argument], loc)
    }
    return StaticTypeOfNode(operand, RuntimeType(name: spelled), loc)
  }

  private static func isContainer(_ type: TypeNode) -> Bool {
    switch type {
    case .optional, .array, .dictionary: return true
    case .named(let components, let arguments):
      return arguments.count == 1 && ["Set", "Array", "Optional"].contains(components.joined())
    default: return false
    }
  }

  /// A container of concrete types (`[Int]`, `[String: [Int]]`, `Set<Double>`, `[Outer.Inner]`) as
  /// `type(of:)` prints it, so an empty one is not `Array<Any>`; nil when any part is not spelled here (a
  /// generic parameter, a typealias, a generic type, a function), which leaves it to the value.
  func concreteSpelling(_ type: TypeNode) -> String? {
    switch type {
    case .optional(let inner): return concreteSpelling(inner).map { "Optional<\($0)>" }
    case .array(let inner): return concreteSpelling(inner).map { "Array<\($0)>" }
    case .dictionary(let key, let value):
      guard let key = concreteSpelling(key), let value = concreteSpelling(value) else { return nil }
      return "Dictionary<\(key), \(value)>"
    case .named(let components, let arguments) where arguments.count == 1:
      let container = components.joined()
      guard ["Set", "Array", "Optional"].contains(container), let element = concreteSpelling(arguments[0])
      else { return nil }
      return "\(container)<\(element)>"
    case .tuple(let parts):
      let names = parts.compactMap(concreteSpelling)
      return names.count == parts.count ? "(\(names.joined(separator: ", ")))" : nil
    case .function(let params, let result, _, _):
      // `[Int: (Int) -> Bool]`: Swift spells the element `(Int) -> Bool` (`Render.spelled`).
      let parts = params + (result.isNamed("Void") ? [] : [result])
      return parts.allSatisfy({ concreteSpelling($0) != nil }) ? Render.spelled(type) : nil
    case .named(let components, []):
      guard let last = components.last else { return nil }
      if components.count == 1, Self.concreteStandardNames.contains(last) { return last }
      let found = components.count > 1 ? (nestedType(type) as? ScriptType) : scriptType(named: type)
      guard let script = found, script.kind != .protocol, script.genericParams.isEmpty,
        script.name == last
      else { return nil }
      return last
    default: return nil
    }
  }

  private static let concreteStandardNames: Set<String> = [
    "Int", "Double", "Float", "String", "Bool", "Character", "CGFloat", "Int8", "Int16", "Int32", "Int64",
    "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
  ]

  private func wrapsExistential(_ type: TypeNode) -> Bool {
    switch type {
    case .optional(let inner), .metatype(let inner), .array(let inner), .dictionary(_, let inner):
      return wrapsExistential(inner)
    case .opaque, .composition: return true
    case .named(["Any"], []), .named(["AnyObject"], []): return true
    case .named(let components, [])
    where components.count == 1
      && Interpreter.standardProtocolNames.contains(components[0]):
      return true
    case .named(_, []): return (scriptType(named: type)?.kind == .protocol)
    default: return false
    }
  }

  /// The type as `type(of:)` prints it (`Optional<Numeric.Type>`); nil for a shape not spelled here.
  static func existentialSpelling(_ type: TypeNode) -> String? {
    switch type {
    case .optional(let inner): return existentialSpelling(inner).map { "Optional<\($0)>" }
    case .metatype(let inner): return existentialSpelling(inner).map { $0 + ".Type" }
    case .array(let inner): return existentialSpelling(inner).map { "Array<\($0)>" }
    case .dictionary(let key, let value):
      guard let key = existentialSpelling(key), let value = existentialSpelling(value) else { return nil }
      return "Dictionary<\(key), \(value)>"
    case .opaque(let inner): return existentialSpelling(inner)
    case .composition(let parts):
      let names = parts.compactMap(existentialSpelling)
      return names.count == parts.count ? names.joined(separator: " & ") : nil
    case .named(let components, []): return components.joined(separator: ".")
    default: return nil
    }
  }
}

/// Evaluates the operand (for its effects) and gives the type decided when compiling.
final class StaticTypeOfNode: Node {
  let operand: Node
  let type: RuntimeType

  init(_ operand: Node, _ type: RuntimeType, _ location: SourceLocation) {
    self.operand = operand
    self.type = type
    super.init(location)
  }

  override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    _ = try operand.eval(frame, rt)
    return .type(type)
  }
}
