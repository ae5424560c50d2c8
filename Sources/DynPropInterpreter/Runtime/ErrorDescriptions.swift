import DynPropDiagnostics

/// `error.localizedDescription` for the app's own error types: a `LocalizedError`'s `errorDescription`
/// when it gives one, else Foundation's sentence with the type and code (as swiftc's Foundation prints it:
/// an enum's code is its case tag, any other type's is 1), and `_code` / `_domain`, which Foundation builds it from.
enum ErrorDescriptions {
  static func localized(_ value: Value, _ type: ScriptType, _ rt: Interpreter, _ location: SourceLocation)
    throws
    -> String
  {
    if type.conforms(to: "LocalizedError"), type.findComputed("errorDescription") != nil {
      let described = try Members.get(value, "errorDescription", MemberCache(), rt, location)
      if case .string(let text) = described.flattened { return text }
    }
    return "The operation could not be completed. (\(domain(type, rt)) error \(code(value, type)).)"
  }

  /// Swift's `Error._code`: an `Int`-backed enum's raw value; another enum's case tag, which numbers the
  /// cases with associated values first, then the others (each in declaration order); 1 for other types.
  static func code(_ value: Value, _ type: ScriptType) -> Int {
    guard case .enumValue(let e) = value, e.caseIndex < type.enumCases.count else { return 1 }
    let cases = type.enumCases
    if case .int(let raw)? = cases[e.caseIndex].rawValue { return raw }
    let tags =
      cases.indices.filter { !cases[$0].labels.isEmpty } + cases.indices.filter { cases[$0].labels.isEmpty }
    return tags.firstIndex(of: e.caseIndex) ?? e.caseIndex
  }

  /// Swift's `Error._domain`: the type's qualified name (`main.ClericalErrorDomain`).
  static func domain(_ type: ScriptType, _ rt: Interpreter) -> String {
    ([rt.moduleName] + type.path).joined(separator: ".")
  }
}
