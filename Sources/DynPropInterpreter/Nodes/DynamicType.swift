import DynPropDiagnostics

/// The run-time type of a value: `Self` inside a protocol extension is the type of `self` in an instance
/// member, and `self` itself (the metatype it was called on) in a static one.
final class DynamicTypeNode: Node {
  let value: Node

  init(of value: Node, _ location: SourceLocation) {
    self.value = value
    super.init(location)
  }

  override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    let value = try value.eval(frame, rt)
    if case .type = value { return value }
    // A generic struct or class with its arguments: `Self.self` is `Box<Int>`, as Swift's.
    return .type(Builtins.printedType(of: value))
  }
}
