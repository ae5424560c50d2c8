/// `fatalError`, `precondition`, `preconditionFailure`, `assert` and `assertionFailure`, crashing the
/// simulated app with Swift's wording (CONTRACT §5): `Fatal error: MSG`, `Precondition failed: MSG`,
/// `Assertion failed: MSG`, or the bare prefix when there is no message.
///
/// Conditions are evaluated (CONTRACT §7.4); an argument that arrives as an `@autoclosure` is called first.
extension Builtins {
  static func assertionBody(_ name: String) -> ((BuiltinCall) throws -> Value)? {
    switch name {
    case "fatalError": return { throw try failure("Fatal error", $0, messageAt: 0) }
    case "preconditionFailure", "assertionFailure":
      return { throw try failure("Fatal error", $0, messageAt: 0) }
    case "precondition": return { try check("Precondition failed", $0) }
    case "assert": return { try check("Assertion failed", $0) }
    default: return nil
    }
  }

  private static func check(_ prefix: String, _ call: BuiltinCall) throws -> Value {
    let condition = try evaluated(call.argument(0), call)
    guard case .bool(let holds) = condition else { throw call.mismatch(condition, "Bool") }
    if !holds { throw try failure(prefix, call, messageAt: 1) }
    return .void
  }

  private static func failure(_ prefix: String, _ call: BuiltinCall, messageAt index: Int) throws
    -> ScriptCrash
  {
    let unlabeled = call.unlabeled
    let message = index < unlabeled.count ? Render.description(try evaluated(unlabeled[index], call)) : ""
    return call.crash(message.isEmpty ? prefix : "\(prefix): \(message)")
  }

  /// The value of an argument, calling it when it arrives as an autoclosure.
  private static func evaluated(_ value: Value, _ call: BuiltinCall) throws -> Value {
    guard case .closure = value else { return value }
    return try call.invoke(value, [])
  }
}
