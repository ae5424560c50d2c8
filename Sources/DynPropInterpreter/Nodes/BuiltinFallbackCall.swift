import DynPropDiagnostics

/// A call of a script function that shares its name with a standard-library one (`func print(_ x: Foo)`),
/// where some argument's type is known only at run time: Swift keeps both in the overload set, so a value
/// the script's function cannot take (`print("x")`) goes to the standard library's. The arguments are
/// evaluated once, then the values decide.
final class BuiltinFallbackCallNode: Node {
  let code: FunctionCode
  let builtin: NativeFunction
  let args: [CallArgument]

  init(code: FunctionCode, builtin: NativeFunction, args: [CallArgument], _ location: SourceLocation) {
    self.code = code
    self.builtin = builtin
    self.args = args
    super.init(location)
  }

  /// Only calls whose arguments map one to one onto the parameters (no defaults, variadics or in-out).
  static func applies(to code: FunctionCode, binding: [[Int]], args: [CallArgument]) -> Bool {
    binding.count == args.count
      && binding.enumerated().allSatisfy { $0.element == [$0.offset] }
      && code.params.allSatisfy { !$0.isVariadic && !$0.isInout && !$0.isAutoclosure }
  }

  override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    let values = try ArgumentEvaluator.evaluateAll(args, frame, rt)
    let fits = zip(values, code.params).allSatisfy { value, param in
      param.type.map { rt.isInstance(value, of: $0) } ?? true
    }
    rt.site = location
    guard fits else { return try builtin.body(values, args.map(\.label), rt) }
    return try rt.call(code, self: nil, arguments: values, captured: nil, at: location)
  }
}
