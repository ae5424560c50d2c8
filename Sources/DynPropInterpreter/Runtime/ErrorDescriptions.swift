import DynPropDiagnostics

/// `error.localizedDescription` for the app's own error types: a `LocalizedError`'s `errorDescription`
/// when it gives one, else Foundation's sentence with the type and code (as swiftc's Foundation prints it:
/// an enum's code is its case index, any other type's is 1).
enum ErrorDescriptions {
  static func localized(_ value: Value, _ type: ScriptType, _ rt: Interpreter, _ location: SourceLocation)
    throws
    -> String
  {
    if type.conforms(to: "LocalizedError"), type.findComputed("errorDescription") != nil {
      let described = try Members.get(value, "errorDescription", MemberCache(), rt, location)
      if case .string(let text) = described.flattened { return text }
    }
    var code = 1
    if case .enumValue(let e) = value { code = e.caseIndex }
    return "The operation could not be completed. (\(rt.moduleName).\(type.name) error \(code).)"
  }
}
