import DynPropDiagnostics

/// `Self` in `extension Optional`: `Optional<Wrapped>` as the call site's static type gives it (a `nil`
/// alone does not tell `Wrapped`); a located error where the receiver's type was not known when compiling.
final class OptionalSelfNode: Node {
  override func eval(_ frame: Frame, _ rt: Interpreter) throws -> Value {
    guard case .optional(let wrapped)?? = rt.optionalSelfTypes.last else {
      throw rt.scriptError(
        "unsupported: 'Self' in an extension of Optional where the receiver's type is not known", at: location
      )
    }
    return .type(BuiltinType(.optional, element: wrapped))
  }
}
